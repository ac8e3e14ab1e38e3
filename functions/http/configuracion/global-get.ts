// GET /api/configuracion/global: the platform's provider keys, masked (superadmin).
import { configuracionRoutes } from '../../../shared/routes/configuracion.js';
import { configGlobal } from '../../lib/configuracion/claves-estado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionRoutes.configuracionGlobalGet, async () => ok(await configGlobal()));
