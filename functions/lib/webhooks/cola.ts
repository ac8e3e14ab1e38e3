// The message that asks the webhooks queue for one delivery's due attempt (shared/colas.ts), shared
// by the worker (a retry), its sweep and the admin's routes (a resend, a test event); and the fields
// the logs name a delivery by.
import type { EntregaItem } from '../db/webhook-entregas.js';

export function mensajeIntento(e: Pick<EntregaItem, 'empresaId' | 'webhookId' | 'id'>) {
  return { empresaId: e.empresaId, entrega: { webhookId: e.webhookId, id: e.id } };
}

/** The fields a log line names a delivery by. */
export function datosEntrega(e: Pick<EntregaItem, 'empresaId' | 'webhookId' | 'id'>) {
  return { empresaId: e.empresaId, webhookId: e.webhookId, entregaId: e.id };
}
