// GET /api/configuracion/empresa/{empresaId}/equidad-minimo: the fairness monitor's minimum n (D175).
import { configuracionEquidadMinimoGet } from '../../../shared/routes/configuracion.js';
import { leerMinimoN } from '../../lib/configuracion/equidad-minimo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEquidadMinimoGet, async ({ tenant }) => ok(await leerMinimoN(tenant)));
