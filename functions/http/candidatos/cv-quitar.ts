// DELETE /api/candidatos/{id}/cv: removes the candidate's CV, its file deleted (issue 54 item 10).
import { enviosCandidato as msg } from '../../../shared/messages.js';
import { candidatosCvQuitar } from '../../../shared/routes/candidatos.js';
import { quitarCv } from '../../lib/candidatos/cv.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosCvQuitar, async ({ tenant, params }) => {
  await quitarCv(tenant, params.id);
  return ok(null, msg.cvQuitado);
});
