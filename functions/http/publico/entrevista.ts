// GET /api/publico/entrevistas/{token}: the candidate's interview page (the token is the credential).
import { publicoEntrevista } from '../../../shared/routes/publico.js';
import { leerPagina } from '../../lib/entrevistas/publica.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoEntrevista, async ({ params, event }) =>
  ok(await leerPagina(params.token, direccionCliente(event))),
);
