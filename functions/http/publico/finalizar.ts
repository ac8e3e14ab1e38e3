// POST /api/publico/entrevistas/{token}/finalizar: the interview ends; its analysis is handed off (D78).
import { publico as msg } from '../../../shared/messages.js';
import { publicoFinalizar } from '../../../shared/routes/publico.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { finalizar } from '../../lib/entrevistas/publica.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoFinalizar, async ({ params, event }) =>
  ok(await finalizar(params.token, direccionCliente(event), enviarACola), msg.gracias),
);
