// POST /api/candidatos/{id}/cv/enlace: a 5-minute signed link to the candidate's CV (D163).
import { candidatosCvEnlace } from '../../../shared/routes/candidatos.js';
import { enlaceCv } from '../../lib/candidatos/cv.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosCvEnlace, async ({ tenant, params, body }) =>
  ok(await enlaceCv(tenant, params.id, body.descarga)),
);
