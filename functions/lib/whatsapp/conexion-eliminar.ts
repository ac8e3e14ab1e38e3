// Removing a company's WhatsApp connection: a module of its own, so its function carries no KMS client.
import { randomUUID } from 'node:crypto';
import { whatsapp as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { borrarConexionWhatsApp, conexionWhatsAppDe } from '../db/whatsapp.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';

/**
 * DELETE …/empresa/{empresaId}/whatsapp: the connection and its sealed secrets go, and its webhook's
 * look-up with them (the id is read first: it never changes while the connection lives); an audit entry stays.
 */
export async function eliminarWhatsApp(empresaId: string, caller: Caller, now = new Date()) {
  const antes = await conexionWhatsAppDe(empresaId);
  await borrarConexionWhatsApp(
    empresaId,
    { id: randomUUID(), por: caller.userId, fecha: now.toISOString() },
    () => new NotFoundError(msg.sinConexion),
    antes?.webhookId,
  );
  logger.info('WhatsApp connection removed', { empresaId, por: caller.userId });
  return { message: msg.eliminada };
}
