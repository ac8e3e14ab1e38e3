// POST /api/publico/vacantes/{codigo}/postulaciones: a person applies through a vacancy's public link
// and gets the interview's token to open it at once (D187); or, already with an interview for it, the
// link again by e-mail.
import { publicoPostulacion } from '../../../shared/routes/publico.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { created, direccionCliente, httpHandler, ok } from '../../lib/http.js';
import { empresaDelEnlace } from '../../lib/vacantes/pagina-publica.js';
import { postular } from '../../lib/vacantes/postulacion.js';

export const handler = httpHandler(
  publicoPostulacion,
  async ({ params, body, event }) => {
    const { mensaje, ...r } = await postular(params.codigo, body, direccionCliente(event), new Date(), enviarACola);
    return r.yaInscrito ? ok(r, mensaje) : created(r, mensaje);
  },
  { empresaDe: empresaDelEnlace },
);
