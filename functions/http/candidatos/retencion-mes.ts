// GET /api/candidatos/retencion/mes: the candidates whose data is erased in a month by the retention period (D151).
import { candidatosRetencionMes } from '../../../shared/routes/candidatos.js';
import { httpHandler, ok } from '../../lib/http.js';
import { retencionDelMes } from '../../lib/retencion/mes.js';

export const handler = httpHandler(candidatosRetencionMes, async ({ tenant, query }) => ok(await retencionDelMes(tenant, query.mes)));
