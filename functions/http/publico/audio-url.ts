// POST /api/publico/entrevistas/{token}/audio-url: where the page uploads one voice recording (presigned POST).
import { publicoAudioUrl } from '../../../shared/routes/publico.js';
import { urlSubidaAudio } from '../../lib/entrevistas/voz.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoAudioUrl, async ({ params, body, event }) =>
  ok(await urlSubidaAudio(params.token, direccionCliente(event), body)),
);
