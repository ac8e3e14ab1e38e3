// GET /api/configuracion/empresa/{empresaId}/senales-integridad: whether the candidate's page notes the integrity signals (D158).
import { configuracionSenalesIntegridadGet } from '../../../shared/routes/configuracion.js';
import { leerSenales } from '../../lib/configuracion/senales-integridad.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionSenalesIntegridadGet, async ({ tenant }) => ok(await leerSenales(tenant)));
