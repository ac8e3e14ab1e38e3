// GET /api/analytics/vacantes: Analytics' «Vacantes» table, a page of the company's vacancies with their figures (D199).
import { analyticsVacantes } from '../../../shared/routes/analytics.js';
import { analiticaVacantes } from '../../lib/analitica/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(analyticsVacantes, async ({ tenant, query }) => ok(await analiticaVacantes(tenant, query)));
