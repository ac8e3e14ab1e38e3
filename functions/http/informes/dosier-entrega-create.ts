// POST /api/informes/dosier-algoritmico/entregas: records that the dossier was given to the representatives (D174).
import { dosier as msg } from '../../../shared/messages.js';
import { informesDosierEntregaCreate } from '../../../shared/routes/informes.js';
import { registrarEntrega } from '../../lib/dosier/entregas.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(informesDosierEntregaCreate, async ({ caller, tenant, body }) =>
  created(await registrarEntrega(caller, tenant, body), msg.entregaRegistrada),
);
