// GET /api/candidatos/{id}/borrado-solicitado: the erasure the candidate asked for, if any (D149).
import { candidatosBorradoSolicitado } from '../../../shared/routes/candidatos.js';
import { borradoDeCandidato } from '../../lib/candidatos/borrado-solicitado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosBorradoSolicitado, async ({ tenant, params }) =>
  ok(await borradoDeCandidato(tenant, params.id)),
);
