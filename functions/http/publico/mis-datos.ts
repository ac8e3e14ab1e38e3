// GET /api/publico/mis-datos/{acceso}: what every company stores about the email the access key proves (D148).
import { publicoMisDatos } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { emailDelAcceso } from '../../lib/mis-datos/acceso.js';
import { datosDelTitular } from '../../lib/mis-datos/contenido.js';

export const handler = httpHandler(publicoMisDatos, async ({ params, event }) =>
  ok(await datosDelTitular(await emailDelAcceso(params.acceso, direccionCliente(event)))),
);
