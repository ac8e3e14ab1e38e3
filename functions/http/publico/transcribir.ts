// POST /api/publico/entrevistas/{token}/respuestas/{n}/transcripcion: the uploaded recording's text (then deleted).
import { publicoTranscribir } from '../../../shared/routes/publico.js';
import { transcribirAudio } from '../../lib/entrevistas/voz-transcripcion.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoTranscribir, async ({ params, body, event }) =>
  ok(await transcribirAudio(params.token, direccionCliente(event), params.n, body.audioId)),
);
