// POST /api/publico/entrevistas/{token}/respuestas/{n}/repregunta: the AI's one follow-up about a saved answer (or null).
import { publicoRepregunta } from '../../../shared/routes/publico.js';
import { pedirRepregunta } from '../../lib/entrevistas/repregunta.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoRepregunta, async ({ params, event }) =>
  ok(await pedirRepregunta(params.token, direccionCliente(event), params.n)),
);
