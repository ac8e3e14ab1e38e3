// GET /api/servicios-hr/propias?empresaId=: the company's own interview templates, current version each (D164).
import { serviciosHrPropiasList } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarPropias } from '../../lib/servicios-hr/plantillas-propias.js';

export const handler = httpHandler(serviciosHrPropiasList, async ({ tenant }) => ok(await listarPropias(tenant)));
