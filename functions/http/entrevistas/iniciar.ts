// POST /api/entrevistas/{id}/iniciar: the operator's assisted session ("Iniciar", only on programada).
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasIniciar } from '../../../shared/routes/entrevistas.js';
import { iniciarAsistida } from '../../lib/entrevistas/iniciar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasIniciar, async ({ caller, tenant, params }) =>
  ok(await iniciarAsistida(caller, tenant, params.id, new Date(), enviarACola), msg.iniciada),
);
