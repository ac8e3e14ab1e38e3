// GET /api/configuracion/global: the platform's provider keys, masked (superadmin).
import { configuracionGlobalGet } from '../../../shared/routes/configuracion.js';
import { configGlobal } from '../../lib/configuracion/claves-estado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionGlobalGet, async () => ok(await configGlobal()));
