// DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/conservar: the consent for future processes withdrawn (D151).
import { retencion as msg } from '../../../shared/messages.js';
import { publicoMisDatosConservar } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { retirarConservar } from '../../lib/retencion/titular.js';

export const handler = httpHandler(publicoMisDatosConservar, async ({ params, event }) => {
  await retirarConservar(params.acceso, direccionCliente(event), params.empresaId);
  return { status: 200, data: null, message: msg.conservarRetirado };
});
