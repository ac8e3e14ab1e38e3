// PUT /api/configuracion/empresa/{empresaId}/senales-integridad: turns the integrity signals on or off (D158).
import { senales as msg } from '../../../shared/messages.js';
import { configuracionSenalesIntegridadUpdate } from '../../../shared/routes/configuracion.js';
import { cambiarSenales } from '../../lib/configuracion/senales-integridad.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionSenalesIntegridadUpdate, async ({ caller, tenant, body }) => {
  const senales = await cambiarSenales(caller, tenant, body.activas);
  return ok(senales, senales.activas ? msg.activadas : msg.desactivadas);
});
