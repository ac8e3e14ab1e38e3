// POST /api/greenhouse/informe (public; the link's token in the body): the reviewed report a link
// answered to Greenhouse opens, read-only, while the link lives.
import { greenhouseInforme } from '../../../shared/routes/greenhouse.js';
import { informeCompartido } from '../../lib/greenhouse/informe.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseInforme, async ({ body, event }) => {
  const r = ok(await informeCompartido(body.token, direccionCliente(event)));
  return { ...r, headers: { 'referrer-policy': 'no-referrer' } };
});
