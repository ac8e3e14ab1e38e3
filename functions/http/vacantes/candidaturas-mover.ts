// PUT /api/vacantes/{id}/candidatos/{candidatoId}: «Mover a…» from the version read (409 when moved meanwhile).
import { vacantesCandidaturasMover } from '../../../shared/routes/vacantes.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';
import { moverCandidato } from '../../lib/vacantes/candidaturas.js';

export const handler = httpHandler(vacantesCandidaturasMover, async ({ caller, tenant, params, body }) => {
  const { candidatura, mensaje } = await moverCandidato(caller, tenant, params.id, params.candidatoId, body, new Date(), enviarACola);
  return ok(candidatura, mensaje);
});
