// GET /api/publico/vacantes/{codigo}: the apply page of a vacancy with a published link (D187).
import { publicoVacante } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { paginaVacante } from '../../lib/vacantes/pagina-publica.js';

export const handler = httpHandler(publicoVacante, async ({ params, event }) =>
  ok(await paginaVacante(params.codigo, direccionCliente(event))),
);
