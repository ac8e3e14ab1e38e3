// PUT /api/vacantes/{id}/enlace: publish (a new code) or retire the vacancy's public apply link (D187).
import { postulacion as msg } from '../../../shared/messages.js';
import { vacantesEnlace } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { publicarEnlace } from '../../lib/vacantes/service.js';

export const handler = httpHandler(vacantesEnlace, async ({ caller, tenant, params, body }) =>
  ok(await publicarEnlace(caller, tenant, params.id, body), body.publicado ? msg.enlacePublicado : msg.enlaceRetirado),
);
