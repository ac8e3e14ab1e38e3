// GET /api/analytics: the Analytics screen's figures, from aggregates (D70). People's names (the
// calibration's per-reviewer view, D154) go only to holders of manage_users, as the users list does.
import { analyticsGet } from '../../../shared/routes/analytics.js';
import { analiticaDeEmpresa } from '../../lib/analitica/analitica.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(analyticsGet, async ({ tenant, caller }) =>
  ok(await analiticaDeEmpresa(tenant, new Date(), caller.permisos.includes('manage_users'))),
);
