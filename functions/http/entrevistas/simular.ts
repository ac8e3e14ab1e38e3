// POST /api/entrevistas/{id}/simular: the spec's demo run (only on programada).
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasSimular } from '../../../shared/routes/entrevistas.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { iniciarSimulacion } from '../../lib/entrevistas/simular.js';
import { toEntrevista } from '../../lib/entrevistas/vista.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasSimular, async ({ caller, tenant, params }) => {
  const e = await iniciarSimulacion(caller, tenant, params.id, enviarACola);
  return ok(toEntrevista(e), msg.simulacionIniciada);
});
