// GET /api/vacantes/{id}/lotes/borrador: the bulk rejection mail's draft (D190).
import { vacantesLotesBorrador } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { borradorRechazoLote } from '../../lib/vacantes/lotes.js';

export const handler = httpHandler(vacantesLotesBorrador, async ({ tenant, params }) => ok(await borradorRechazoLote(tenant, params.id)));
