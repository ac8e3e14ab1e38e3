// POST /api/vacantes/{id}/candidatos: a candidate of the company joins the vacancy.
import { vacantes as msg } from '../../../shared/messages.js';
import { vacantesCandidaturasCreate } from '../../../shared/routes/vacantes.js';
import { created, httpHandler } from '../../lib/http.js';
import { unirCandidato } from '../../lib/vacantes/candidaturas.js';

export const handler = httpHandler(vacantesCandidaturasCreate, async ({ caller, tenant, params, body }) =>
  created(await unirCandidato(caller, tenant, params.id, body), msg.candidatoAnadido),
);
