// POST /api/publico/entrevistas/{token}/consentimiento: the candidate accepts the notice.
import { publicoConsentimiento } from '../../../shared/routes/publico.js';
import { consentir } from '../../lib/entrevistas/publica.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(
  publicoConsentimiento,
  async ({ params, body, event }) => ok(await consentir(params.token, direccionCliente(event), body, new Date(), enviarACola)),
  { empresaDe: empresaDelToken },
);
