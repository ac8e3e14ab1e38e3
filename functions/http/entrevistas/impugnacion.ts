// GET /api/entrevistas/{id}/impugnacion: the candidate's views on the assessment and the answers (D150).
import { entrevistasImpugnacion } from '../../../shared/routes/entrevistas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { impugnacionesDeEntrevista } from '../../lib/impugnaciones/lectura.js';

export const handler = httpHandler(entrevistasImpugnacion, async ({ tenant, params }) =>
  ok(await impugnacionesDeEntrevista(tenant, params.id)),
);
