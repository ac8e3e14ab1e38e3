// POST /api/publico/mis-datos/{acceso}/borrado: the candidate asks a company to erase their data (D149).
import { publicoMisDatosBorrado } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { pedirBorrado } from '../../lib/mis-datos/borrado.js';

export const handler = httpHandler(publicoMisDatosBorrado, async ({ params, body, event }) =>
  ok(await pedirBorrado(params.acceso, direccionCliente(event), body.empresaId)),
);
