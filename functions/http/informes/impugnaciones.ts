// GET /api/informes/impugnaciones: the company's candidate views still to be answered (D150).
import { informesImpugnaciones } from '../../../shared/routes/informes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { pendientesDeEmpresa } from '../../lib/impugnaciones/lectura.js';

export const handler = httpHandler(informesImpugnaciones, async ({ tenant }) => ok(await pendientesDeEmpresa(tenant)));
