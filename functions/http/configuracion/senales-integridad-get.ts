// GET /api/configuracion/empresa/{empresaId}/senales-integridad: whether the candidate's page notes the integrity signals (D158).
import { configuracionSenalesGet } from '../../../shared/routes/configuracion.js';
import { leerSenales } from '../../lib/configuracion/senales-integridad.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionSenalesGet, async ({ tenant }) => ok(await leerSenales(tenant)));
