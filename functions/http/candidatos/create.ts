// POST /api/candidatos: a new candidate, taking a seat of the plan.
import { candidatos as msg } from '../../../shared/messages.js';
import { candidatosCreate } from '../../../shared/routes/candidatos.js';
import { crearCandidato } from '../../lib/candidatos/service.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(candidatosCreate, async ({ caller, tenant, body }) =>
  created(await crearCandidato(caller, tenant, body), msg.creado),
);
