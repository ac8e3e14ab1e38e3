// GET /api/entrevistas/{id}/supervision: the interview's oversight record (D153).
import { entrevistasSupervision } from '../../../shared/routes/entrevistas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { registroDeEntrevista } from '../../lib/supervision/lectura.js';

export const handler = httpHandler(entrevistasSupervision, async ({ tenant, params, query }) =>
  ok(await registroDeEntrevista(tenant, params.id, query.cursor)),
);
