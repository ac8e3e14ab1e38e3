// The company admin's webhooks (issue 43): register, change, turn off and on, delete, rotate the
// secret, read the delivery log, resend a delivery and send a test event. A secret is shown once,
// in the answer that made it; stored sealed (D60), bound to its endpoint.
import { randomUUID } from 'node:crypto';
import { fmt, webhooks as msg } from '../../../shared/messages.js';
import {
  EVENTO_COMPROBACION,
  EVENTOS_WEBHOOK,
  MAX_WEBHOOKS_POR_EMPRESA,
  type EntregaWebhook,
  type Webhook,
  type WebhookConSecreto,
  type WebhookCreate,
  type WebhookPatch,
} from '../../../shared/schemas/webhooks.js';
import { enviarACola } from '../aws/sqs.js';
import { config } from '../config.js';
import { idOrdenado } from '../db/ids.js';
import {
  borrarWebhook,
  cambiarWebhook,
  crearEntrega,
  crearWebhook,
  entregasDeWebhook,
  getEntrega,
  getWebhook,
  nuevaEntrega,
  pedirReenvio,
  webhooksDeEmpresa,
  type EntregaItem,
  type WebhookItem,
} from '../db/webhooks.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { VENTANA_ROTACION_MS } from './constantes.js';
import { mensajeIntento } from './cola.js';
import { nuevoSecreto, pistaDe, sellarSecreto } from './firma.js';
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
function comprobarUrl(url: string): string {
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

async function webhookDe(empresaId: string, id: string): Promise<WebhookItem> {
  const w = await getWebhook(empresaId, id);
  if (!w) throw new NotFoundError(msg.noEncontrado);
  return w;
}

const ordenados = (eventos: readonly string[]) => EVENTOS_WEBHOOK.filter((e) => eventos.includes(e));

export async function listarWebhooks(empresaId: string) {
  const items = (await webhooksDeEmpresa(empresaId)).sort((a, b) => a.creadoEn.localeCompare(b.creadoEn));
  return { items: items.map(toWebhook), eventos: [...EVENTOS_WEBHOOK] };
}

export async function crearWebhookDeEmpresa(empresaId: string, body: WebhookCreate, now = new Date()): Promise<WebhookConSecreto> {
  const url = comprobarUrl(body.url);
  // A soft cap, read first: each event is tried on every endpoint in one consumer run.
  if ((await webhooksDeEmpresa(empresaId)).length >= MAX_WEBHOOKS_POR_EMPRESA) {
    throw new ConflictError(fmt(msg.maximo, { max: MAX_WEBHOOKS_POR_EMPRESA }));
  }
  const id = randomUUID();
  const secreto = nuevoSecreto();
  const item = await crearWebhook({
    id,
    empresaId,
    url,
    descripcion: body.descripcion ?? '',
    eventos: ordenados(body.eventos),
    estado: 'activo',
    motivoDesactivacion: null,
    secreto: await sellarSecreto(secreto, empresaId, id),
    secretoPista: pistaDe(secreto),
    secretoAnterior: null,
    secretoAnteriorHasta: null,
    fallandoDesde: null,
    creadoEn: now.toISOString(),
    actualizadoEn: now.toISOString(),
    version: 1,
  });
  return { webhook: toWebhook(item), secreto };
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

/** A new secret; the old one keeps signing beside it for VENTANA_ROTACION_MS, so receivers can switch. */
export async function rotarSecreto(empresaId: string, id: string, now = new Date()): Promise<WebhookConSecreto> {
  const w = await webhookDe(empresaId, id);
  const secreto = nuevoSecreto();
  const despues = await cambiarWebhook(
    w,
    {
      secreto: await sellarSecreto(secreto, empresaId, id),
      secretoPista: pistaDe(secreto),
      secretoAnterior: w.secreto,
      secretoAnteriorHasta: new Date(now.getTime() + VENTANA_ROTACION_MS).toISOString(),
      actualizadoEn: now.toISOString(),
    },
    () => new ConflictError(msg.cambiado),
  );
  return { webhook: toWebhook(despues), secreto };
}

export async function listarEntregas(empresaId: string, id: string, q: { cursor?: string; limit?: number }) {
  await webhookDe(empresaId, id);
  const page = await entregasDeWebhook(empresaId, id, q.cursor ?? null, q.limit ?? 20);
  return { items: page.items.map(toEntrega), cursor: page.cursor };
}

/** Puts a due attempt on the queue; a lost send is left to the sweep (the delivery is due in its index). */
async function encolar(e: EntregaItem): Promise<void> {
  try {
    await enviarACola('entregar-webhooks', mensajeIntento(e));
  } catch (err) {
    logger.warn('Webhook attempt not queued, the sweep will send it', {
      empresaId: e.empresaId,
      webhookId: e.webhookId,
      entregaId: e.id,
      error: (err as Error).message,
    });
  }
}

/** «Reenviar»: one more attempt of a delivered or failed delivery, now, with the same webhook-id. */
export async function reenviarEntrega(empresaId: string, id: string, entregaId: string, now = new Date()): Promise<EntregaWebhook> {
  const w = await webhookDe(empresaId, id);
  if (w.estado !== 'activo') throw new ConflictError(msg.webhookInactivo);
  const e = await getEntrega(empresaId, id, entregaId);
  if (!e) throw new NotFoundError(msg.entregaNoEncontrada);
  const pedida = await pedirReenvio(e, now);
  if (!pedida) throw new ConflictError(msg.envioEnCurso);
  await encolar(pedida);
  return toEntrega(pedida);
}

/** «Enviar evento de prueba»: a `webhook.comprobacion` event to this endpoint only, one attempt. */
export async function enviarComprobacion(empresaId: string, id: string, now = new Date()): Promise<EntregaWebhook> {
  const w = await webhookDe(empresaId, id);
  if (w.estado !== 'activo') throw new ConflictError(msg.webhookInactivo);
  const eventoId = idOrdenado(now);
  const cuerpo = JSON.stringify({
    type: EVENTO_COMPROBACION,
    timestamp: now.toISOString(),
    data: { empresaId, webhookId: id, mensaje: 'Evento de prueba de Talentia: si lo recibes y la firma es válida, el webhook está listo.' },
  });
  const e = nuevaEntrega(
    { id: eventoId, webhookId: id, empresaId, mensajeId: `msg_${eventoId}`, tipo: EVENTO_COMPROBACION, cuerpo, manual: true },
    now,
  );
  await crearEntrega(e);
  await encolar(e);
  return toEntrega(e);
}
