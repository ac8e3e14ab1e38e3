// Removing a company's key (D129): a module of its own, so its function carries no KMS client
// (claves-guardar.ts seals keys; this only deletes one).
import { apis as msg, fmt } from '../../../shared/messages.js';
import { etiquetaProveedor, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { Caller } from '../auth/caller.js';
import { randomUUID } from 'node:crypto';
import { borrarClave } from '../db/claves-api.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';

/**
 * DELETE …/empresa/{empresaId}/apis/{provider} (D129): removes the company's key, only if it is
 * there, and leaves an audit entry (who removed which provider's key, when) in the same transaction.
 * From then on the platform's key is used, if there is one.
 */
export async function eliminarClaveEmpresa(empresaId: string, p: ProveedorIA, caller: Caller, now = new Date()) {
  const PROVIDER = etiquetaProveedor(p);
  await borrarClave(
    empresaId,
    p,
    { id: randomUUID(), por: caller.userId, fecha: now.toISOString() },
    () => new NotFoundError(fmt(msg.sinClave, { PROVIDER })),
  );
  logger.info('Company API key removed', { empresaId, proveedor: p, por: caller.userId });
  return { message: fmt(msg.claveEliminada, { PROVIDER }) };
}
