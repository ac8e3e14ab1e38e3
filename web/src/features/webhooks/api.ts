// The company admin's webhooks (issue 43): reads through useRuta, changes through llamar; after a
// change every mounted read of the family asks again (invalidar).
import type * as z from 'zod/mini';
import type { EntregaWebhook, Webhook, WebhookConSecreto, WebhookCreate, WebhookPatch, WebhooksLista } from '@shared/schemas/webhooks';
import { llamar } from '../../lib/api-rutas';
import { invalidar } from '../../lib/invalidar';
import { useRuta } from '../../lib/use-ruta';

export type { EntregaWebhook, Webhook, WebhookConSecreto };
export type ListaWebhooks = z.output<typeof WebhooksLista>;

export function useWebhooks() {
  return useRuta('GET /api/webhooks', {});
}

/** The newest deliveries of one endpoint (the log keeps 30 days); refreshed while one is pending. */
export function useEntregas(webhookId: string | null) {
  return useRuta('GET /api/webhooks/{id}/entregas', webhookId ? { params: { id: webhookId }, query: { limit: 20 } } : null, {
    refreshInterval: (datos) => (datos?.items.some((e) => e.estado === 'pendiente' || e.estado === 'enviando') ? 3_000 : 0),
  });
}

async function yRefrescar<T>(p: Promise<{ data: T }>): Promise<T> {
  const r = await p;
  void invalidar('webhooks');
  return r.data;
}

export const crearWebhook = (body: WebhookCreate) => yRefrescar(llamar('POST /api/webhooks', { body }));
export const cambiarWebhook = (id: string, body: WebhookPatch) => yRefrescar(llamar('PATCH /api/webhooks/{id}', { params: { id }, body }));
export const eliminarWebhook = (id: string) => yRefrescar(llamar('DELETE /api/webhooks/{id}', { params: { id } }));
export const rotarSecreto = (id: string) => yRefrescar(llamar('POST /api/webhooks/{id}/rotar-secreto', { params: { id } }));
export const enviarPrueba = (id: string) => yRefrescar(llamar('POST /api/webhooks/{id}/comprobar', { params: { id } }));
export const reenviarEntrega = (id: string, entregaId: string) =>
  yRefrescar(llamar('POST /api/webhooks/{id}/entregas/{entregaId}/reenviar', { params: { id, entregaId } }));
