// POST /api/entrevistas/{id}/reintentar-analisis: an admin queues a failed analysis again (D78).
import { informes as msg } from '../../../shared/messages.js';
import { entrevistasReintentarAnalisis } from '../../../shared/routes/entrevistas.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { reintentarAnalisis } from '../../lib/entrevistas/reintentar-analisis.js';
import { toEntrevista } from '../../lib/entrevistas/vista.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasReintentarAnalisis, async ({ caller, tenant, params }) =>
  ok(toEntrevista(await reintentarAnalisis(caller, tenant, params.id, enviarACola)), msg.reintentoEncolado),
);
