// GET /api/configuracion/sistema: whether each language-model key is available (booleans only).
import { configuracionSistema } from '../../../shared/routes/configuracion.js';
import { sistema } from '../../lib/configuracion/claves-estado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionSistema, async ({ tenant }) => ok(await sistema(tenant)));
