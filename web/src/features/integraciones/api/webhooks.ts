// The company admin's webhooks (D147): reads through useRuta, changes through llamar; after a
// change every mounted read of the family asks again (invalidar). `empresaId` is the superadmin's
// chosen company (undefined for an admin: the server uses their own).
import type * as z from 'zod/mini';
import type { EntregaWebhook, Webhook, WebhookConSecreto, WebhookCreate, WebhookPatch, WebhooksLista } from '@shared/schemas/webhooks';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useRuta } from '../../../lib/use-ruta';

export type { EntregaWebhook, Webhook, WebhookConSecreto };
export type ListaWebhooks = z.output<typeof WebhooksLista>;

const q = (empresaId: string | undefined) => (empresaId ? { empresaId } : {});

export function useWebhooks(empresaId: string | undefined) {
  return useRuta('GET /api/webhooks', { query: q(empresaId) });
}

/** The newest deliveries of one endpoint (the log keeps 30 days); refreshed while one is pending. */
export function useEntregas(empresaId: string | undefined, webhookId: string | null) {
  return useRuta(
    'GET /api/webhooks/{id}/entregas',
    webhookId ? { params: { id: webhookId }, query: { ...q(empresaId), limit: 20 } } : null,
    {
      refreshInterval: (datos) => (datos?.items.some((e) => e.estado === 'pendiente' || e.estado === 'enviando') ? 3_000 : 0),
    },
  );
}

async function yRefrescar<T>(p: Promise<{ data: T }>): Promise<T> {
  const r = await p;
  void invalidar('webhooks');
  return r.data;
}

export const crearWebhook = (empresaId: string | undefined, body: WebhookCreate) =>
  yRefrescar(llamar('POST /api/webhooks', { query: q(empresaId), body }));
export const cambiarWebhook = (empresaId: string | undefined, id: string, body: WebhookPatch) =>
  yRefrescar(llamar('PATCH /api/webhooks/{id}', { params: { id }, query: q(empresaId), body }));
export const eliminarWebhook = (empresaId: string | undefined, id: string) =>
  yRefrescar(llamar('DELETE /api/webhooks/{id}', { params: { id }, query: q(empresaId) }));
export const rotarSecreto = (empresaId: string | undefined, id: string) =>
  yRefrescar(llamar('POST /api/webhooks/{id}/rotar-secreto', { params: { id }, query: q(empresaId) }));
export const enviarPrueba = (empresaId: string | undefined, id: string) =>
  yRefrescar(llamar('POST /api/webhooks/{id}/comprobar', { params: { id }, query: q(empresaId) }));
export const reenviarEntrega = (empresaId: string | undefined, id: string, entregaId: string) =>
  yRefrescar(llamar('POST /api/webhooks/{id}/entregas/{entregaId}/reenviar', { params: { id, entregaId }, query: q(empresaId) }));
