// POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/ayuda: the same
// as from the interview's link, for an interview of the proved email (D172).
import { publicoMisDatosAyuda } from '../../../shared/routes/publico.js';
import { mensajeDeEnvio, pedirAyuda } from '../../lib/ayuda-candidato/pedir.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { getEmpresa } from '../../lib/db/empresas.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { entrevistaDelTitular } from '../../lib/impugnaciones/solicitar.js';
import { emailDelAcceso } from '../../lib/mis-datos/acceso.js';

export const handler = httpHandler(
  publicoMisDatosAyuda,
  async ({ params, body, event }) => {
    const email = await emailDelAcceso(params.acceso, direccionCliente(event));
    const r = await pedirAyuda(await entrevistaDelTitular(email, params.empresaId, params.entrevistaId), body, enviarACola);
    return ok(r.vista, mensajeDeEnvio(body, r.nuevo));
  },
  // The company is in the address: a refused body speaks its Spanish (D215).
  { empresaDe: ({ empresaId }) => getEmpresa(empresaId) },
);
