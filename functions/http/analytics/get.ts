// GET /api/analytics: the Analytics screen's figures, from aggregates (D70).
import { analyticsGet } from '../../../shared/routes/analytics.js';
import { analiticaDeEmpresa } from '../../lib/analisis/analitica.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(analyticsGet, async ({ tenant }) => ok(await analiticaDeEmpresa(tenant)));
