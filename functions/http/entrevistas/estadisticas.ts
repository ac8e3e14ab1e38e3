// GET /api/entrevistas/estadisticas: the Interviews screen's counts, from the company's counters.
import { entrevistasRoutes } from '../../../shared/routes/entrevistas.js';
import { estadisticasEntrevistas } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasRoutes.entrevistasEstadisticas, async ({ tenant }) =>
  ok(await estadisticasEntrevistas(tenant)),
);
