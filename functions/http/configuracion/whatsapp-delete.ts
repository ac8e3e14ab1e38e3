// DELETE /api/configuracion/empresa/{empresaId}/whatsapp: removes the connection and its sealed secrets.
import { configuracionWhatsappDelete } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarWhatsApp } from '../../lib/whatsapp/conexion-eliminar.js';

export const handler = httpHandler(configuracionWhatsappDelete, async ({ caller, tenant }) => {
  const { message } = await eliminarWhatsApp(tenant, caller);
  return ok(null, message);
});
