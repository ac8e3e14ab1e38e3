// GET /api/dashboard/primeros-pasos?empresaId=: a new company's first steps, each ticked from its data (D164).
import { dashboardPrimerosPasosGet } from '../../../shared/routes/dashboard.js';
import { httpHandler, ok } from '../../lib/http.js';
import { primerosPasos } from '../../lib/onboarding/primeros-pasos.js';

export const handler = httpHandler(dashboardPrimerosPasosGet, async ({ tenant }) => ok(await primerosPasos(tenant)));
