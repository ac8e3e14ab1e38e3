// POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/ampliar: one more retention period, with the consent (D151).
import { formatFechaLarga } from '../../../shared/fechas.js';
import { fmt, retencion as msg } from '../../../shared/messages.js';
import { publicoMisDatosAmpliar } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { ampliarRetencion } from '../../lib/retencion/titular.js';

export const handler = httpHandler(publicoMisDatosAmpliar, async ({ params, event }) => {
  const data = await ampliarRetencion(params.acceso, direccionCliente(event), params.empresaId);
  return { status: 200, data, message: fmt(msg.ampliada, { fecha: formatFechaLarga(data.venceEn, 'Europe/Madrid') ?? data.venceEn }) };
});
