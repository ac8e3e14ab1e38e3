// Reliable hand-off of work to a queue (docs/decisions/ D78), for every write that makes work due
// and then queues it (an interview's finish, a simulation, a candidates import, a company's deletion):
// 1. `prepararEntrega` gives the outbox record's step, which the caller puts in the SAME transaction
//    as its state change: committed work always has its hand-off;
// 2. after the commit, `entregar` sends the message at once (the fast path); a failure is only logged;
// 3. the consumer's first delivery calls `acuseDeRecibo`, which deletes that record (SQS owns the
//    retries from then on, and the consumer's last delivery marks the work fallida);
// 4. the sweeping job (functions/jobs/reenviar-pendientes.ts, every 5 minutes) sends again every
//    record still there GRACIA_MS after it was due, backing off, so a lost send or a request cut
//    after its commit is delivered minutes later. Consumers are idempotent: a duplicate does nothing.
import { type ColaId, colas, type ConEnvio, type MensajeDe } from '../../../shared/colas.js';
import { aplazarEnvio, borrarEnvio, ENVIO_SHARDS, enviosVencidos, nuevoEnvio, pasoEnvio, type EnvioItem } from '../db/envios.js';
import { idOrdenado } from '../db/ids.js';
import { vencidosPorShard, type Page, type TransactStep } from '../db/repository.js';
import { logger } from '../logger.js';

/**
 * How a message is put on a queue, typed by the queue (functions/lib/aws/sqs.ts enviarACola, passed
 * in by the producers that hold queue:send).
 */
export type Enviar = <C extends ColaId>(colaId: C, cuerpo: MensajeDe<C>, opts?: { retrasoSegundos?: number }) => Promise<unknown>;

/** How long after it is due a record waits for its consumer before the sweep sends it again. */
export const GRACIA_MS = 2 * 60_000;
/** The sweep's wait before the next re-send of the same record doubles each time, up to this. */
export const MAX_ESPERA_MS = 60 * 60_000;
/** Records re-sent in one run at most (the rest wait for the next run). */
export const MAX_POR_BARRIDO = 500;

export interface Entrega {
  paso: TransactStep;
  item: EnvioItem;
}

/** A message without its record's id, kind by kind (a queue may carry more than one kind: D169). */
export type SinEnvio<M> = M extends unknown ? Omit<M, 'envio'> : never;

/** The outbox record of one piece of work: its step for the caller's transaction, and what to send after it. */
export function prepararEntrega<C extends ColaId>(
  d: {
    cola: C;
    empresaId: string;
    trabajo: string;
    mensaje: SinEnvio<MensajeDe<C>>;
    retrasoSegundos?: number;
  },
  now: Date,
): Entrega {
  if (!colas.some((c) => c.id === d.cola)) throw new Error(`Unknown queue ${d.cola}`);
  const id = idOrdenado(now);
  const mensaje = { ...d.mensaje, envio: { trabajo: d.trabajo, id } } satisfies ConEnvio;
  const item = nuevoEnvio({
    id,
    empresaId: d.empresaId,
    cola: d.cola,
    trabajo: d.trabajo,
    mensaje,
    ...(d.retrasoSegundos ? { retrasoSegundos: d.retrasoSegundos } : {}),
    creadoEn: now.toISOString(),
    // Due once its delay (if any) has passed.
    debidoEn: new Date(now.getTime() + (d.retrasoSegundos ?? 0) * 1000).toISOString(),
  });
  return { paso: pasoEnvio(item), item };
}

/**
 * The hand-off of a queued job, whose message names the job by its id under `clave` (`{ empresaId,
 * importacionId }`), the id also being the outbox record's work.
 */
export function entregaDeTrabajo<C extends ColaId>(
  cola: C,
  t: { empresaId: string; id: string; clave: Exclude<keyof MensajeDe<C>, 'empresaId' | 'envio'> & string },
  now: Date,
): Entrega {
  const mensaje = { empresaId: t.empresaId, [t.clave]: t.id } as unknown as SinEnvio<MensajeDe<C>>;
  return prepararEntrega({ cola, empresaId: t.empresaId, trabajo: t.id, mensaje }, now);
}

/** The fast path, after the commit: true when the queue took the message; a failure is left to the sweep. */
export async function entregar(e: Entrega, enviar: Enviar): Promise<boolean> {
  try {
    // The record holds what prepararEntrega was given for its queue; the sender checks it again.
    await enviar(
      e.item.cola as ColaId,
      e.item.mensaje as MensajeDe<ColaId>,
      e.item.retrasoSegundos ? { retrasoSegundos: e.item.retrasoSegundos } : {},
    );
    return true;
  } catch (err) {
    logger.warn('Hand-off not sent, the sweep will send it', {
      empresaId: e.item.empresaId,
      cola: e.item.cola,
      trabajo: e.item.trabajo,
      error: (err as Error).message,
    });
    return false;
  }
}

/**
 * A consumer received a message: its outbox record goes (the queue retries it from now on). Never
 * fails the delivery: a record left behind only means one harmless duplicate from the sweep.
 */
export async function acuseDeRecibo(cola: string, m: { empresaId?: string } & ConEnvio): Promise<void> {
  if (!m.envio || !m.empresaId) return;
  try {
    await borrarEnvio(m.empresaId, cola, m.envio.trabajo, m.envio.id);
  } catch (err) {
    logger.warn('Hand-off record not cleared', { empresaId: m.empresaId, cola, trabajo: m.envio.trabajo, error: (err as Error).message });
  }
}

export interface ResultadoBarrido {
  reenviados: number;
  fallidos: number;
}

/** When a record sent again for the `n`-th time is due again. */
export function siguienteIntento(now: Date, n: number): string {
  return new Date(now.getTime() + Math.min(GRACIA_MS * 2 ** n, MAX_ESPERA_MS)).toISOString();
}

/**
 * The sweep: every record due more than GRACIA_MS ago is sent again and made due again later
 * (doubling). A failed send stays due for the next run; the run then fails so the job's alarm fires.
 */
export async function barrerPendientes(enviar: Enviar, now = new Date()): Promise<ResultadoBarrido> {
  const hasta = new Date(now.getTime() - GRACIA_MS).toISOString();
  const datos = (e: EnvioItem) => ({ empresaId: e.empresaId, cola: e.cola, trabajo: e.trabajo });
  return barrerVencidos(ENVIO_SHARDS, (shard, cursor) => enviosVencidos(shard, hasta, cursor), {
    omitir: (e) => {
      if (colas.some((c) => c.id === e.cola)) return false;
      logger.error('Hand-off to an unknown queue', datos(e));
      return true;
    },
    // Straight away: whatever delay it had has long passed.
    // Read back from the table: the sender checks it against its queue's schema.
    enviar: (e) => enviar(e.cola as ColaId, e.mensaje as MensajeDe<ColaId>),
    noEnviado: 'Hand-off not sent again',
    datos,
    enviado: async (e) => {
      logger.warn('Hand-off sent again', { ...datos(e), reenvios: e.reenvios + 1 });
      await aplazarEnvio(e, siguienteIntento(now, e.reenvios));
    },
  });
}

/** What a sweep does with each due item (see barrerVencidos). */
export interface Barrido<T> {
  /** True: the item is passed over this run (it logs why, where that is news). */
  omitir?: (item: T) => boolean;
  /** Sends it again. */
  enviar: (item: T) => Promise<unknown>;
  /** The log's message for a send that failed, and the item's fields it names. */
  noEnviado: string;
  datos: (item: T) => Record<string, unknown>;
  /** After a send: the item is made due again later. */
  enviado: (item: T) => Promise<unknown>;
}

/**
 * A sweep's walk, the outbox's (above) and the webhook deliveries' (../webhooks/barrido.ts): every
 * shard's due items, page by page, each sent again unless passed over; a failed send is logged and
 * counted and the item stays due. At most MAX_POR_BARRIDO sent and failed in one run (the rest wait
 * for the next run).
 */
export async function barrerVencidos<T>(
  shards: number,
  vencidos: (shard: number, cursor: string | null) => Promise<Page<T>>,
  b: Barrido<T>,
): Promise<ResultadoBarrido> {
  const r: ResultadoBarrido = { reenviados: 0, fallidos: 0 };
  for await (const item of vencidosPorShard(shards, vencidos)) {
    if (r.reenviados + r.fallidos >= MAX_POR_BARRIDO) return r;
    if (b.omitir?.(item)) continue;
    try {
      await b.enviar(item);
    } catch (err) {
      r.fallidos++;
      logger.error(b.noEnviado, { ...b.datos(item), error: (err as Error).message });
      continue;
    }
    r.reenviados++;
    await b.enviado(item);
  }
  return r;
}
