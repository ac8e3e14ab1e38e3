// Delivering webhooks (D147), at least once, off the request path:
// 1. An event is handed off through the outbox in the transaction of the change it tells (D78,
//    ./eventos.ts); its queue message reaches `difundir`, which writes one delivery per active
//    endpoint that subscribed to it (a second fan-out meets the first's items) and tries each at once.
// 2. `intentar` claims the delivery's due attempt (conditional on the state and due time read: one run
//    wins), signs it (./firma.ts), POSTs it through the SSRF guard (./red.ts) with a 15 s time-out,
//    and records the attempt: 2xx delivered; 410 failed and the endpoint turned off; anything else
//    (a 3xx included: no redirect is followed) due again on the schedule, or failed after the last.
// 3. The schedule is Svix's: now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, later if Retry-After
//    asks. A retry due within SQS's 15-minute delay limit is put back on the queue with that delay;
//    a later one waits in the due-time index (GSI1 `WEBHOOKPEND#{shard}`), which the outbox's sweep
//    job reads every 5 minutes (`barrerWebhooks`, ./barrido.ts) and sends when due. The sweep also sends again a
//    delivery whose message was lost (past GRACIA_MS) or whose run died holding its claim.
// 4. An endpoint failing for DIAS_HASTA_DESACTIVAR days (no success in between) is turned off, as is
//    one that answers 410, once; its admins are told by email and the bell (./aviso.ts).
import { randomUUID } from 'node:crypto';
import { config } from '../config.js';
import type { Enviar } from '../colas/entrega.js';
import { desactivarPorEntrega, getWebhook, limpiarFallando, marcarFallando, webhooksDeEmpresa, type WebhookItem } from '../db/webhooks.js';
import { cerrarEntrega, crearEntrega, getEntrega, nuevaEntrega, reclamarEntrega, registrarIntento } from '../db/webhook-entregas.js';
import { logger } from '../logger.js';
import type { IntentoEntrega } from '../../../shared/schemas/webhooks.js';
import { avisarDesactivado } from './aviso.js';
import { mensajeIntento } from './cola.js';
import { DIAS_HASTA_DESACTIVAR } from './constantes.js';
import { abrirSecreto, cabecerasFirmadas } from './firma.js';
import { esperaPedida, postSeguro, type RespuestaHttp } from './red.js';

/** The waits after each failed automatic attempt (attempt 1 goes at once): eight attempts in about 28 hours. */
export const CALENDARIO_REINTENTOS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];
export const TIMEOUT_ENTREGA_MS = 15_000;
/** The answer's first bytes the log keeps. */
export const MAX_BYTES_RESPUESTA = 512;
/** SQS's longest delay: a retry due sooner goes on the queue with its delay, a later one waits for the sweep. */
export const MAX_RETRASO_COLA_S = 900;
/** A running attempt's claim lapses after this (more than the time-out; less than SQS's visibility time-out). */
export const RECLAMO_MS = 2 * 60_000;
/** A message may arrive a moment before the due time it was delayed for. */
const TOLERANCIA_MS = 1_000;
/** A Retry-After longer than this is taken as this. */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

export interface Dependencias {
  enviar: Enviar;
  now?: () => Date;
  /** The POST (tests pass their own resolver through it). */
  post?: (url: string, cabeceras: Record<string, string>, cuerpo: string) => Promise<RespuestaHttp>;
}

const ahora = (d: Dependencias) => (d.now ? d.now() : new Date());

function postPorDefecto(url: string, cabeceras: Record<string, string>, cuerpo: string): Promise<RespuestaHttp> {
  // Loopback only on the local stack (its tests run a receiver); never in AWS.
  return postSeguro(url, cabeceras, cuerpo, {
    timeoutMs: TIMEOUT_ENTREGA_MS,
    maxBytes: MAX_BYTES_RESPUESTA,
    loopback: config.stage === 'local',
  });
}

export type ResultadoDifusion = { entregas: number; resultados: ResultadoIntento[] };

/** Step 1: one delivery per active endpoint subscribed to the event, each tried at once, side by side. */
export async function difundir(
  empresaId: string,
  evento: { id: string; tipo: string; cuerpo: string },
  d: Dependencias,
): Promise<ResultadoDifusion> {
  const destinos = (await webhooksDeEmpresa(empresaId)).filter(
    (w) => w.estado === 'activo' && (w.eventos as string[]).includes(evento.tipo),
  );
  const resultados = await Promise.all(
    destinos.map(async (w) => {
      const e = nuevaEntrega(
        { id: evento.id, webhookId: w.id, empresaId, mensajeId: `msg_${evento.id}`, tipo: evento.tipo, cuerpo: evento.cuerpo },
        ahora(d),
      );
      // A second fan-out of the same event finds the first's delivery; its attempt is claimed once.
      await crearEntrega(e);
      return intentar(empresaId, w.id, e.id, d);
    }),
  );
  return { entregas: destinos.length, resultados };
}

export type ResultadoIntento = 'entregada' | 'reintento' | 'fallida' | 'desactivado' | 'no-debida' | 'sin-entrega' | 'cerrada';

/** Step 2: the delivery's due attempt, if this run wins its claim. */
export async function intentar(empresaId: string, webhookId: string, id: string, d: Dependencias): Promise<ResultadoIntento> {
  const now = ahora(d);
  const leida = await getEntrega(empresaId, webhookId, id);
  if (!leida) return 'sin-entrega';
  if (leida.estado !== 'pendiente' && leida.estado !== 'enviando') return 'no-debida';
  if (!leida.proximoIntentoEn || Date.parse(leida.proximoIntentoEn) > now.getTime() + TOLERANCIA_MS) return 'no-debida';
  const e = await reclamarEntrega(leida, randomUUID(), new Date(now.getTime() + RECLAMO_MS).toISOString());
  if (!e) return 'no-debida';

  const w = await getWebhook(empresaId, webhookId);
  if (!w || w.estado !== 'activo') {
    await cerrarEntrega(e, w ? 'El webhook está desactivado' : 'El webhook se ha borrado', now);
    return 'cerrada';
  }
  const secretos = [await abrirSecreto(w.secreto, empresaId, w.id)];
  // During a rotation the old secret signs too (the header carries both signatures).
  if (w.secretoAnterior && w.secretoAnteriorHasta && Date.parse(w.secretoAnteriorHasta) > now.getTime()) {
    secretos.push(await abrirSecreto(w.secretoAnterior, empresaId, w.id));
  }
  const fecha = ahora(d);
  const r = await (d.post ?? postPorDefecto)(w.url, cabecerasFirmadas(e.mensajeId, fecha, e.cuerpo, secretos), e.cuerpo);
  const ok = r.status !== null && r.status >= 200 && r.status < 300;
  const intento: IntentoEntrega = {
    n: e.intentos.length + 1,
    en: fecha.toISOString(),
    status: r.status,
    ok,
    duracionMs: Math.round(r.duracionMs),
    respuesta: r.texto.slice(0, MAX_BYTES_RESPUESTA),
    ...(e.manual ? { manual: true } : {}),
  };
  const claves = { empresaId, webhookId, entregaId: id, tipo: e.tipo, status: r.status, intento: intento.n };

  if (ok) {
    await registrarIntento(e, intento, { estado: 'entregada' });
    await limpiarFallando(w);
    logger.info('Webhook delivered', claves);
    return 'entregada';
  }
  if (r.status === 410) {
    await registrarIntento(e, intento, { estado: 'fallida' });
    await desactivar(w, 'gone', now);
    logger.warn('Webhook endpoint answered 410: turned off', claves);
    return 'desactivado';
  }
  const desde = await marcarFallando(w, fecha.toISOString());
  if (now.getTime() - Date.parse(desde) >= DIAS_HASTA_DESACTIVAR * 86_400_000) {
    await registrarIntento(e, intento, { estado: 'fallida' });
    await desactivar(w, 'fallos', now);
    logger.warn('Webhook endpoint failing for days: turned off', { ...claves, fallandoDesde: desde });
    return 'desactivado';
  }
  const automaticos = e.automaticos + (e.manual ? 0 : 1);
  if (e.manual || automaticos > CALENDARIO_REINTENTOS_MS.length) {
    await registrarIntento(e, intento, { estado: 'fallida' });
    logger.warn('Webhook delivery failed', claves);
    return 'fallida';
  }
  const pedida = esperaPedida(r.cabeceras['retry-after'], now);
  const espera = Math.max(CALENDARIO_REINTENTOS_MS[automaticos - 1]!, Math.min(pedida ?? 0, MAX_RETRY_AFTER_MS));
  const proximo = new Date(now.getTime() + espera).toISOString();
  const enCola = espera <= MAX_RETRASO_COLA_S * 1000;
  if (!(await registrarIntento(e, intento, { estado: 'pendiente', proximo, enCola }))) return 'no-debida';
  logger.info('Webhook delivery failed, retrying', { ...claves, proximo });
  if (enCola) {
    try {
      await d.enviar('entregar-webhooks', mensajeIntento(e), { retrasoSegundos: Math.ceil(espera / 1000) });
    } catch (err) {
      // Still due in the index: the sweep sends it once past its grace.
      logger.warn('Webhook retry not queued, the sweep will send it', { ...claves, error: (err as Error).message });
    }
  }
  return 'reintento';
}

async function desactivar(w: WebhookItem, motivo: 'gone' | 'fallos', now: Date): Promise<void> {
  if (await desactivarPorEntrega(w, motivo, now)) await avisarDesactivado(w, motivo, now);
}
