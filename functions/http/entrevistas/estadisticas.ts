// GET /api/entrevistas/estadisticas: the Interviews screen's counts, from the company's counters.
import { entrevistasEstadisticas } from '../../../shared/routes/entrevistas.js';
import { estadisticasEntrevistas } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasEstadisticas, async ({ tenant }) => ok(await estadisticasEntrevistas(tenant)));
