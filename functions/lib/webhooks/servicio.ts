// The company admin's webhooks (D147): list, change, turn off and on, delete, read the delivery
// log. Creating one and rotating its secret (which seal a secret: ./alta.ts) and a resend or a test
// event (which put a message on the queue: ./reenvio.ts) are modules of their own, so these routes'
// functions carry neither the KMS nor the SQS client.
import { webhooks as msg } from '../../../shared/messages.js';
import { EVENTOS_WEBHOOK, type EntregaWebhook, type Webhook, type WebhookPatch } from '../../../shared/schemas/webhooks.js';
import { config } from '../config.js';
import { borrarWebhook, cambiarWebhook, getWebhook, webhooksDeEmpresa, type WebhookItem } from '../db/webhooks.js';
import { entregasDeWebhook, type EntregaItem } from '../db/webhook-entregas.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { direccionPermitida } from './red.js';
import ipaddr from 'ipaddr.js';

export function toWebhook(w: WebhookItem): Webhook {
  return {
    id: w.id,
    url: w.url,
    descripcion: w.descripcion,
    eventos: w.eventos,
    estado: w.estado,
    motivoDesactivacion: w.motivoDesactivacion ?? null,
    secretoPista: w.secretoPista,
    secretoAnteriorHasta: w.secretoAnterior && w.secretoAnteriorHasta ? w.secretoAnteriorHasta : null,
    fallandoDesde: w.fallandoDesde ?? null,
    creadoEn: w.creadoEn,
    actualizadoEn: w.actualizadoEn,
  };
}

export function toEntrega(e: EntregaItem): EntregaWebhook {
  return {
    id: e.id,
    webhookId: e.webhookId,
    mensajeId: e.mensajeId,
    tipo: e.tipo,
    estado: e.estado,
    intentos: e.intentos,
    proximoIntentoEn: e.estado === 'pendiente' ? e.proximoIntentoEn : null,
    creadoEn: e.creadoEn,
    expiraEn: e.expiraEn,
  };
}

/**
 * https only, outside the local stack; an address written as a literal must be public (a name is
 * checked again on every send, on what it resolves to then: ./red.ts).
 */
export function comprobarUrl(url: string): string {
  const u = new URL(url);
  const local = config.stage === 'local';
  if (u.protocol !== 'https:' && !local) throw new ValidationError(msg.soloHttps, [{ campo: 'url', msg: msg.soloHttps }]);
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = ipaddr.isValid(host);
  const privado = literal
    ? !direccionPermitida(host, { loopback: local })
    : !local && /^(localhost|.*\.localhost|.*\.internal|.*\.local)$/i.test(host);
  if (privado) throw new ValidationError(msg.direccionPrivada, [{ campo: 'url', msg: msg.direccionPrivada }]);
  return u.toString();
}

export async function webhookDe(empresaId: string, id: string): Promise<WebhookItem> {
  const w = await getWebhook(empresaId, id);
  if (!w) throw new NotFoundError(msg.noEncontrado);
  return w;
}

export const ordenados = (eventos: readonly string[]) => EVENTOS_WEBHOOK.filter((e) => eventos.includes(e));

export async function listarWebhooks(empresaId: string) {
  const items = (await webhooksDeEmpresa(empresaId)).sort((a, b) => a.creadoEn.localeCompare(b.creadoEn));
  return { items: items.map(toWebhook), eventos: [...EVENTOS_WEBHOOK] };
}

export async function cambiarWebhookDeEmpresa(empresaId: string, id: string, body: WebhookPatch, now = new Date()): Promise<Webhook> {
  const w = await webhookDe(empresaId, id);
  const cambios: Partial<WebhookItem> = { actualizadoEn: now.toISOString() };
  if (body.url !== undefined) cambios.url = comprobarUrl(body.url);
  if (body.eventos !== undefined) cambios.eventos = ordenados(body.eventos);
  if (body.descripcion !== undefined) cambios.descripcion = body.descripcion;
  if (body.activo === true && w.estado !== 'activo')
    Object.assign(cambios, { estado: 'activo', motivoDesactivacion: null, fallandoDesde: null });
  if (body.activo === false && w.estado !== 'desactivado') Object.assign(cambios, { estado: 'desactivado', motivoDesactivacion: 'admin' });
  return toWebhook(await cambiarWebhook(w, cambios, () => new ConflictError(msg.cambiado)));
}

/** Deletes the endpoint; its deliveries stay in the log until their TTL (a pending one closes on its next attempt). */
export async function borrarWebhookDeEmpresa(empresaId: string, id: string): Promise<void> {
  if (!(await borrarWebhook(empresaId, id))) throw new NotFoundError(msg.noEncontrado);
}

export async function listarEntregas(empresaId: string, id: string, q: { cursor?: string; limit?: number }) {
  await webhookDe(empresaId, id);
  const page = await entregasDeWebhook(empresaId, id, q.cursor ?? null, q.limit ?? 20);
  return { items: page.items.map(toEntrega), cursor: page.cursor };
}
