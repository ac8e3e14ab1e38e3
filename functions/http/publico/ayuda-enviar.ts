// POST /api/publico/entrevistas/{token}/ayuda: the candidate asks for an adjustment or writes to a person (D172).
import { publicoAyudaEnviar } from '../../../shared/routes/publico.js';
import { entrevistaDelEnlace } from '../../lib/ayuda-candidato/enlace.js';
import { mensajeDeEnvio, pedirAyuda } from '../../lib/ayuda-candidato/pedir.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(
  publicoAyudaEnviar,
  async ({ params, body, event }) => {
    const r = await pedirAyuda(await entrevistaDelEnlace(params.token, direccionCliente(event)), body, enviarACola);
    return ok(r.vista, mensajeDeEnvio(body, r.nuevo));
  },
  { empresaDe: empresaDelToken },
);
