// POST /api/publico/entrevistas/{token}/opinion: how the candidate felt about the process, after «Finalizar» (D173).
import { opinionProceso as msg } from '../../../shared/messages.js';
import { publicoOpinion } from '../../../shared/routes/publico.js';
import { guardarOpinion } from '../../lib/comentarios/opinion.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(
  publicoOpinion,
  async ({ params, body, event }) => ok(await guardarOpinion(params.token, direccionCliente(event), body), msg.gracias),
  { empresaDe: empresaDelToken },
);
