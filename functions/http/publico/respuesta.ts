// PUT /api/publico/entrevistas/{token}/respuestas/{n}: the page's autosave of one answer.
import { publico as msg } from '../../../shared/messages.js';
import { publicoRespuesta } from '../../../shared/routes/publico.js';
import { guardarRespuesta } from '../../lib/entrevistas/publica.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(
  publicoRespuesta,
  async ({ params, body, event }) => ok(await guardarRespuesta(params.token, direccionCliente(event), params.n, body), msg.guardada),
  { empresaDe: empresaDelToken },
);
