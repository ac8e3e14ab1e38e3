// POST /api/candidatos/{id}/cv: multipart field `cv` (PDF or DOCX up to 4 MB, checked by its content; D163).
import { enviosCandidato as msg } from '../../../shared/messages.js';
import { CV_CANDIDATO } from '../../../shared/schemas/candidato-envios.js';
import { candidatosCvSubir } from '../../../shared/routes/candidatos.js';
import { subirCv } from '../../lib/candidatos/cv.js';
import { httpHandler, ok } from '../../lib/http.js';
import { parseMultipart } from '../../lib/multipart.js';

export const handler = httpHandler(candidatosCvSubir, async ({ caller, tenant, params, event }) => {
  const body = await parseMultipart(event, { fileSize: CV_CANDIDATO.maxBytes });
  return ok(
    await subirCv(
      caller,
      tenant,
      params.id,
      body.files.find((f) => f.field === CV_CANDIDATO.campo),
    ),
    msg.cvGuardado,
  );
});
