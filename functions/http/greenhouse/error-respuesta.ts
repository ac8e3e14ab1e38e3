// POST /api/greenhouse/response_error (Greenhouse, with the company's key): an answer of ours that
// Greenhouse could not use. It goes to the log (warning), without the candidate's email, for whoever
// looks after the integration; Greenhouse gets `{ status: 200 }`.
import { greenhouseErrorRespuesta } from '../../../shared/routes/greenhouse.js';
import { jsonCrudo } from '../../lib/greenhouse/respuesta.js';
import { httpHandler } from '../../lib/http.js';
import { logger } from '../../lib/logger.js';

export const handler = httpHandler(greenhouseErrorRespuesta, async ({ tenant, caller, body }) => {
  logger.warn('Greenhouse could not use an answer', {
    empresaId: tenant,
    claveId: caller.clave.id,
    apiCall: body.api_call,
    errors: body.errors,
    partnerTestId: body.partner_test_id ?? undefined,
    partnerInterviewId: body.partner_interview_id ?? undefined,
  });
  return jsonCrudo({ status: 200 });
});
