// GET /api/greenhouse/test_status?partner_interview_id= (Greenhouse, with the company's key): the
// interview's state; once reviewed, `complete` with the score, a summary and a report link that expires.
import { greenhouseEstado } from '../../../shared/routes/greenhouse.js';
import { estadoParaGreenhouse } from '../../lib/greenhouse/estado.js';
import { jsonCrudo } from '../../lib/greenhouse/respuesta.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(greenhouseEstado, async ({ tenant, query }) =>
  jsonCrudo(await estadoParaGreenhouse(tenant, query.partner_interview_id)),
);
