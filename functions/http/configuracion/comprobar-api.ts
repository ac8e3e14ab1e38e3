// POST /api/configuracion/test-api: a real, cheap call to the provider with a typed or the stored key.
import { configuracionComprobarApi } from '../../../shared/routes/configuracion.js';
import { comprobarApi } from '../../lib/configuracion/claves-guardar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionComprobarApi, async ({ tenant, body }) => {
  const r = await comprobarApi(tenant, body.provider, body.apiKey);
  return ok(r, r.message);
});
