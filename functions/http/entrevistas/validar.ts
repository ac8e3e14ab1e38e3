// PUT /api/entrevistas/{id}/validacion: a person's review of the AI report, or its correction (D69, D80).
// It mails nobody: the outcome goes to the candidate with the feedback, approved after it (D180).
import { informes as msg } from '../../../shared/messages.js';
import { entrevistasValidar } from '../../../shared/routes/entrevistas.js';
import { validarEntrevista } from '../../lib/revision/validar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { conRubrica } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasValidar, async ({ caller, tenant, params, body }) => {
  const r = await validarEntrevista(caller, tenant, params.id, body, new Date(), enviarACola);
  return ok(await conRubrica(r.entrevista), r.correccion ? msg.corregida : msg.validada);
});
