// PUT /api/configuracion/empresa/{empresaId}/whatsapp: verifies the number with the Cloud API, then stores it sealed.
import { configuracionWhatsappUpdate } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { guardarWhatsApp } from '../../lib/whatsapp/conexion-guardar.js';

export const handler = httpHandler(configuracionWhatsappUpdate, async ({ caller, tenant, body }) => {
  const { conexion, mensaje } = await guardarWhatsApp(tenant, body, caller);
  return ok(conexion, mensaje);
});
