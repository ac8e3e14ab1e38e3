// GET /api/configuracion/empresa/{empresaId}/comentarios-candidato: whether the company sends feedback to every candidate (D173).
import { configuracionComentariosCandidatoGet } from '../../../shared/routes/configuracion.js';
import { leerComentariosCandidato } from '../../lib/configuracion/comentarios-candidato.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionComentariosCandidatoGet, async ({ tenant }) => ok(await leerComentariosCandidato(tenant)));
