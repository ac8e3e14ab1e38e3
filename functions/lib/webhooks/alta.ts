// Registering a webhook and rotating its secret (D147): the secret is made here, sealed (D60)
// and shown once, in the answer. During VENTANA_ROTACION_MS after a rotation the old secret signs too.
import { randomUUID } from 'node:crypto';
import { fmt, webhooks as msg } from '../../../shared/messages.js';
import { MAX_WEBHOOKS_POR_EMPRESA, type WebhookConSecreto, type WebhookCreate } from '../../../shared/schemas/webhooks.js';
import { cambiarWebhook, crearWebhook, webhooksDeEmpresa } from '../db/webhooks.js';
import { ConflictError } from '../errors.js';
import { VENTANA_ROTACION_MS } from './constantes.js';
import { nuevoSecreto, pistaDe, sellarSecreto } from './firma.js';
import { comprobarUrl, ordenados, toWebhook, webhookDe } from './servicio.js';

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
