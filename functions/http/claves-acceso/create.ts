// POST /api/claves-acceso: a new API key of the company; its secret is answered this once.
import { clavesAcceso as msg } from '../../../shared/messages.js';
import { clavesAccesoCreate } from '../../../shared/routes/claves-acceso.js';
import { crearClave } from '../../lib/claves-acceso/service.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(clavesAccesoCreate, async ({ caller, tenant, body }) =>
  created(await crearClave(caller, tenant, body), msg.creada),
);
