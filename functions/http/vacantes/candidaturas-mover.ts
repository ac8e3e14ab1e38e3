// PUT /api/vacantes/{id}/candidatos/{candidatoId}: «Mover a…» from the version read (409 when moved meanwhile).
import { vacantesCandidaturasMover } from '../../../shared/routes/vacantes.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';
import { mensajeMovido, moverCandidato } from '../../lib/vacantes/candidaturas.js';

export const handler = httpHandler(vacantesCandidaturasMover, async ({ caller, tenant, params, body }) =>
  ok(await moverCandidato(caller, tenant, params.id, params.candidatoId, body, new Date(), enviarACola), mensajeMovido(body.etapa)),
);
