// Outbound webhooks (D147): a company's endpoints. Only this module builds their keys and
// conditions (D27); their deliveries are ./webhook-entregas.ts.
// - Endpoint: `EMP#{empresaId}` / `WEBHOOK#{id}`: the URL, the events, on or off, the sealed secret
//   (and, for a while after a rotation, the previous one), the run of failures.
// Its prefix and the deliveries' (`WEBHOOK#` / `WEBHOOKENV#`) do not start one with the other, so one
// list reads only its own.
import type { EventoWebhook, MotivoDesactivacion } from '../../../shared/schemas/webhooks.js';
import type { Sobre } from '../cifrado.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, queryAll, updateItem, createItem, deleteIf } from './repository.js';
import { ConflictError, NotFoundError } from '../errors.js';

export type WebhookItem = {
  PK: string;
  SK: string;
  entidad: 'WEBHOOK';
  id: string;
  empresaId: string;
  url: string;
  descripcion: string;
  eventos: EventoWebhook[];
  estado: 'activo' | 'desactivado';
  motivoDesactivacion: MotivoDesactivacion | null;
  secreto: Sobre;
  secretoPista: string;
  /** The rotated-out secret, which still signs until `secretoAnteriorHasta`. */
  secretoAnterior?: Sobre | null;
  secretoAnteriorHasta?: string | null;
  fallandoDesde: string | null;
  creadoEn: string;
  actualizadoEn: string;
  version: number;
};

export const webhookKeys = {
  webhook: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `WEBHOOK#${assertKeyPart(id, 'webhookId')}` }),
  prefijoWebhooks: 'WEBHOOK#',
};

export function getWebhook(empresaId: string, id: string): Promise<WebhookItem | undefined> {
  return getItem<WebhookItem>(webhookKeys.webhook(empresaId, id), { consistent: true });
}

/** A company's endpoints (at most MAX_WEBHOOKS_POR_EMPRESA: one small Query of its partition). */
export function webhooksDeEmpresa(empresaId: string): Promise<WebhookItem[]> {
  return queryAll<WebhookItem>({ pk: tenantPk(empresaId), skPrefix: webhookKeys.prefijoWebhooks, max: 100 });
}

export function crearWebhook(w: Omit<WebhookItem, 'PK' | 'SK' | 'entidad'>): Promise<WebhookItem> {
  const item: WebhookItem = { ...webhookKeys.webhook(w.empresaId, w.id), entidad: 'WEBHOOK', ...w };
  return createItem(item).then(() => item);
}

/** Changes an endpoint as read (its version); 409 when someone changed it meanwhile. */
export function cambiarWebhook(w: WebhookItem, cambios: Partial<WebhookItem>, conflicto: () => Error): Promise<WebhookItem> {
  return updateItem<WebhookItem>(
    webhookKeys.webhook(w.empresaId, w.id),
    { ...cambios, version: w.version + 1 },
    conflicto as () => ConflictError,
    { expression: 'version = :v', values: { ':v': w.version } },
  );
}

export async function borrarWebhook(empresaId: string, id: string): Promise<boolean> {
  return deleteIf(webhookKeys.webhook(empresaId, id), { expression: 'attribute_exists(PK)' });
}

/** The first failure of a run: written once (the first writer wins); answers the run's start. */
export async function marcarFallando(w: WebhookItem, desde: string): Promise<string> {
  if (w.fallandoDesde) return w.fallandoDesde;
  try {
    const d = await updateItem<WebhookItem>(webhookKeys.webhook(w.empresaId, w.id), { fallandoDesde: desde }, () => new NotFoundError(), {
      expression: 'attribute_not_exists(fallandoDesde) OR fallandoDesde = :null',
      values: { ':null': null },
    });
    return d.fallandoDesde ?? desde;
  } catch {
    return (await getWebhook(w.empresaId, w.id))?.fallandoDesde ?? desde;
  }
}

/** A success ends the run of failures. */
export async function limpiarFallando(w: WebhookItem): Promise<void> {
  if (!w.fallandoDesde) return;
  await updateItem(webhookKeys.webhook(w.empresaId, w.id), { fallandoDesde: null }, () => new NotFoundError(), {
    expression: 'attribute_exists(PK)',
  }).catch(() => undefined);
}

/**
 * Turns an endpoint off for a reason of its own (a 410, days of failures), once: true for the
 * writer that turned it off, false when it was already off (or gone).
 */
export async function desactivarPorEntrega(w: WebhookItem, motivo: MotivoDesactivacion, now: Date): Promise<boolean> {
  try {
    await updateItem(
      webhookKeys.webhook(w.empresaId, w.id),
      { estado: 'desactivado', motivoDesactivacion: motivo, actualizadoEn: now.toISOString(), version: w.version + 1 },
      () => new ConflictError(),
      { expression: 'estado = :a', values: { ':a': 'activo' } },
    );
    return true;
  } catch (err) {
    if (err instanceof ConflictError) return false;
    throw err;
  }
}
