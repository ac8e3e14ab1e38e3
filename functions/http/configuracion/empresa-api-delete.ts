// DELETE /api/configuracion/empresa/{empresaId}/apis/{provider}: removes the company's key (D129).
import { configuracionEmpresaApiDelete } from '../../../shared/routes/configuracion.js';
import { eliminarClaveEmpresa } from '../../lib/configuracion/clave-eliminar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEmpresaApiDelete, async ({ caller, tenant, params }) => {
  const { message } = await eliminarClaveEmpresa(tenant, params.provider, caller);
  return ok(null, message);
});
