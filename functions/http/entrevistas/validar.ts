// PUT /api/entrevistas/{id}/validacion: a person's review of the AI report, or its correction (D69, D80).
// The message says what happened to the candidate's email when one was asked for.
import { informes as msg } from '../../../shared/messages.js';
import { entrevistasValidar } from '../../../shared/routes/entrevistas.js';
import { validarEntrevista, type ResultadoEmail } from '../../lib/revision/validar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { conRubrica } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

const MENSAJE_EMAIL: Partial<Record<ResultadoEmail, string>> = {
  fallido: msg.validadaSinEmail,
  enviado_sin_anotar: msg.validadaEmailSinAnotar,
};

export const handler = httpHandler(entrevistasValidar, async ({ caller, tenant, params, body }) => {
  const r = await validarEntrevista(caller, tenant, params.id, body, new Date(), enviarACola);
  return ok(await conRubrica(r.entrevista), MENSAJE_EMAIL[r.email] ?? (r.correccion ? msg.corregida : msg.validada));
});
