// PUT /api/informes/dosier-algoritmico/respuestas: saves the company's answers as a new version (issue 65 item 6).
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { informesDosierRespuestasUpdate } from '../../../shared/routes/informes.js';
import { guardarRespuestas } from '../../lib/dosier/respuestas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosierRespuestasUpdate, async ({ caller, tenant, body }) => {
  const { respuestas, nueva } = await guardarRespuestas(caller, tenant, body);
  return ok(respuestas, nueva ? fmt(msg.respuestasGuardadas, { version: respuestas.version }) : msg.respuestasSinCambios);
});
