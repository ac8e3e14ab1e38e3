// DELETE /api/claves-acceso/{id}: revokes a key of the company; it stops working at once.
import { clavesAcceso as msg } from '../../../shared/messages.js';
import { clavesAccesoDelete } from '../../../shared/routes/claves-acceso.js';
import { revocarClave } from '../../lib/claves-acceso/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(clavesAccesoDelete, async ({ caller, tenant, params }) =>
  ok(await revocarClave(caller, tenant, params.id), msg.revocada),
);
