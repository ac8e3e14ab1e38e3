// PUT /api/configuracion/global: the platform's provider keys, sealed; each new one tested (superadmin).
import { configuracionGlobalUpdate } from '../../../shared/routes/configuracion.js';
import { guardarConfigGlobal } from '../../lib/configuracion/claves-guardar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionGlobalUpdate, async ({ caller, body }) =>
  ok(await guardarConfigGlobal(body, caller), 'Configuración guardada en el servidor'),
);
