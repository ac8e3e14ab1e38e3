// POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/impugnacion:
// the candidate's view on the assessment, and their request for a person's review (D150).
import { impugnacion as msg } from '../../../shared/messages.js';
import { publicoMisDatosImpugnacion } from '../../../shared/routes/publico.js';
import { getEmpresa } from '../../lib/db/empresas.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { impugnar } from '../../lib/impugnaciones/solicitar.js';
import { emailDelAcceso } from '../../lib/mis-datos/acceso.js';

export const handler = httpHandler(
  publicoMisDatosImpugnacion,
  async ({ params, body, event }) => {
    const email = await emailDelAcceso(params.acceso, direccionCliente(event));
    return ok(await impugnar(email, params.empresaId, params.entrevistaId, body), msg.enviada);
  },
  // The company is in the address: a refused body speaks its Spanish (D215).
  { empresaDe: ({ empresaId }) => getEmpresa(empresaId) },
);
