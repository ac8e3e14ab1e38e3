// GET /api/publico/entrevistas/{token}/ayuda: who runs the process, the adjustments and the thread (D172).
import { publicoAyuda } from '../../../shared/routes/publico.js';
import { entrevistaDelEnlace } from '../../lib/ayuda-candidato/enlace.js';
import { ayudaDelCandidato } from '../../lib/ayuda-candidato/lectura.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(publicoAyuda, async ({ params, event }) =>
  ok(await ayudaDelCandidato(await entrevistaDelEnlace(params.token, direccionCliente(event)))),
);
