// POST /api/greenhouse/send_test (Greenhouse, with the company's key): the candidate found or made,
// the interview scheduled and its invitation sent; answers `{ partner_interview_id }`.
import { greenhouseProgramar } from '../../../shared/routes/greenhouse.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { enviarDesdeGreenhouse } from '../../lib/greenhouse/programar.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(greenhouseProgramar, async ({ caller, body, event }) =>
  enviarDesdeGreenhouse(
    caller,
    body,
    { handler: greenhouseProgramar.handler, path: event.rawPath ?? greenhouseProgramar.path, cuerpo: body },
    new Date(),
    enviarACola,
  ),
);
