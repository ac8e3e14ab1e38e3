// GET /api/vacantes/etapas: the company's pipeline stages in order, with their version (D195).
import { vacantesEtapasGet } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerEtapas } from '../../lib/vacantes/etapas.js';

export const handler = httpHandler(vacantesEtapasGet, async ({ tenant }) => ok(await leerEtapas(tenant)));
