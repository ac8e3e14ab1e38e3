// PUT /api/informes/dosier-algoritmico/respuestas: saves the company's answers as a new version (issue 65 item 6);
// `tipo=estudio-impacto-co`, its answers to Colombia's impact study (issue 67 item 7).
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { informesDosierRespuestasUpdate } from '../../../shared/routes/informes.js';
import { guardarRespuestas } from '../../lib/dosier/respuestas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosierRespuestasUpdate, async ({ caller, tenant, body, query }) => {
  const tipo = query.tipo ?? 'dosier-algoritmico';
  const { respuestas, nueva } = await guardarRespuestas(caller, tenant, body, tipo);
  const guardadas = tipo === 'dosier-algoritmico' ? msg.respuestasGuardadas : msg.respuestasEstudioGuardadas;
  return ok(respuestas, nueva ? fmt(guardadas, { version: respuestas.version }) : msg.respuestasSinCambios);
});
