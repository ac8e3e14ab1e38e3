// PUT /api/configuracion/empresa/{empresaId}/apis/{provider}: saves the company's key, then tests it.
import { configuracionEmpresaApiUpdate } from '../../../shared/routes/configuracion.js';
import { guardarClaveEmpresa } from '../../lib/configuracion/claves-guardar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEmpresaApiUpdate, async ({ caller, tenant, params, body }) => {
  const { data, message } = await guardarClaveEmpresa(tenant, params.provider, body, caller);
  return ok(data, message);
});
