// GET /api/vacantes/{id}/cifras: the vacancy's figures now (D194).
import { vacantesCifras } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { cifrasVacante } from '../../lib/vacantes/cifras.js';

export const handler = httpHandler(vacantesCifras, async ({ tenant, params }) => ok(await cifrasVacante(tenant, params.id)));
