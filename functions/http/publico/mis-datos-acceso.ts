// POST /api/publico/mis-datos/acceso: the «Mis datos» page opens its emailed link (D148), once.
import { publicoMisDatosAcceso } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { abrirEnlaceMisDatos } from '../../lib/mis-datos/acceso.js';

export const handler = httpHandler(publicoMisDatosAcceso, async ({ body, event }) =>
  ok(await abrirEnlaceMisDatos(body.token, direccionCliente(event))),
);
