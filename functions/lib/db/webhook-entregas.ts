// Outbound webhooks' deliveries (D147; the endpoints are ./webhooks.ts). Only this module builds
// their keys and conditions (D27).
// - Delivery: `EMP#{empresaId}` / `WEBHOOKENV#{webhookId}#{entregaId}`: one event for one endpoint,
//   its body as signed, its attempts; `expiresAt` (DynamoDB TTL) 30 days after it was created. The
//   entregaId is the event's own time-sortable id, so a second fan-out of the same event meets the
//   first's item, and one endpoint's log is one reversed Query. While an automatic attempt is due
//   (pendiente) or running (enviando) it is also in a sparse platform-wide GSI1 partition,
//   `WEBHOOKPEND#{shard}` sorted by when it is due, which the sweep reads (the outbox's shape, D78).
import type { IntentoEntrega } from '../../../shared/schemas/webhooks.js';
import { assertKeyPart, shardDe, tenantPk, type Key } from './keys.js';
import { getItem, paginaVencidos, putIf, queryPage, updateItem, type Page, type TransactStep } from './repository.js';
import { NotFoundError } from '../errors.js';

export const WEBHOOK_PEND_SHARDS = 4;
/** A delivery's log line stays this long (DynamoDB TTL). */
export const DIAS_REGISTRO_ENTREGAS = 30;
/** The attempts kept on one delivery (the schedule's eight and a few resends). */
export const MAX_INTENTOS_GUARDADOS = 20;

export type EstadoEntregaItem = 'pendiente' | 'enviando' | 'entregada' | 'fallida';

export type EntregaItem = {
  PK: string;
  SK: string;
  GSI1PK?: string;
  GSI1SK?: string;
  entidad: 'WEBHOOK_ENTREGA';
  id: string;
  webhookId: string;
  empresaId: string;
  /** The `webhook-id` header. */
  mensajeId: string;
  tipo: string;
  /** The body exactly as signed and sent, every attempt. */
  cuerpo: string;
  estado: EstadoEntregaItem;
  intentos: IntentoEntrega[];
  /** Automatic attempts made (the retry schedule's position). */
  automaticos: number;
  /** The next attempt is a resend or a test an admin asked for: one attempt, no schedule after it. */
  manual?: boolean;
  /** When the next attempt is due (pendiente), or when a running one's claim lapses (enviando). */
  proximoIntentoEn: string | null;
  /**
   * When the message for its next attempt is due on the queue (sent with a delay, or by the sweep);
   * null when none was sent (a retry hours away: the sweep sends it when due). The sweep sends again
   * only one whose message is past its grace.
   */
  enColaDesde: string | null;
  /** The running attempt's claim. */
  reclamo?: string | null;
  creadoEn: string;
  expiraEn: string;
  expiresAt: number;
};

export const entregaKeys = {
  entrega: (empresaId: string, webhookId: string, id: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `WEBHOOKENV#${assertKeyPart(webhookId, 'webhookId')}#${assertKeyPart(id, 'entregaId')}`,
  }),
  prefijoEntregas: (webhookId: string) => `WEBHOOKENV#${assertKeyPart(webhookId, 'webhookId')}#`,
  pendientes: (shard: number) => `WEBHOOKPEND#${shard}`,
  indice: (e: Pick<EntregaItem, 'empresaId' | 'webhookId' | 'id'>, debidoEn: string) => ({
    GSI1PK: `WEBHOOKPEND#${shardDe(`${e.webhookId}#${e.id}`, WEBHOOK_PEND_SHARDS)}`,
    GSI1SK: `${debidoEn}#${assertKeyPart(e.empresaId, 'empresaId')}#${e.webhookId}#${e.id}`,
  }),
};

export function nuevaEntrega(
  d: Pick<EntregaItem, 'id' | 'webhookId' | 'empresaId' | 'mensajeId' | 'tipo' | 'cuerpo'> & { manual?: boolean },
  now: Date,
): EntregaItem {
  const expira = now.getTime() + DIAS_REGISTRO_ENTREGAS * 86_400_000;
  const creadoEn = now.toISOString();
  return {
    ...entregaKeys.entrega(d.empresaId, d.webhookId, d.id),
    ...entregaKeys.indice(d, creadoEn),
    entidad: 'WEBHOOK_ENTREGA',
    ...d,
    estado: 'pendiente',
    intentos: [],
    automaticos: 0,
    proximoIntentoEn: creadoEn,
    enColaDesde: creadoEn,
    reclamo: null,
    creadoEn,
    expiraEn: new Date(expira).toISOString(),
    expiresAt: Math.floor(expira / 1000),
  };
}

/** Writes a new delivery; false when this event's delivery to this endpoint already exists (a second fan-out). */
export function crearEntrega(e: EntregaItem): Promise<boolean> {
  return putIf(e, { expression: 'attribute_not_exists(PK)' });
}

/** The new delivery's Put inside another transaction (a test event, D78's shape). */
export function pasoCrearEntrega(e: EntregaItem): TransactStep {
  return { op: { Put: { Item: e, ConditionExpression: 'attribute_not_exists(PK)' } } };
}

export function getEntrega(empresaId: string, webhookId: string, id: string): Promise<EntregaItem | undefined> {
  return getItem<EntregaItem>(entregaKeys.entrega(empresaId, webhookId, id), { consistent: true });
}

/** One page of an endpoint's log, newest first. */
export function entregasDeWebhook(empresaId: string, webhookId: string, cursor: string | null, limit: number): Promise<Page<EntregaItem>> {
  return queryPage<EntregaItem>({
    pk: tenantPk(empresaId),
    skPrefix: entregaKeys.prefijoEntregas(webhookId),
    newestFirst: true,
    cursor,
    limit,
  });
}

/**
 * Claims the delivery's next attempt, as read (state and due time): only one run wins. The claim
 * lapses at `hasta` (the item stays due in the index then, so the sweep sends it again if the run died).
 */
export async function reclamarEntrega(e: EntregaItem, reclamo: string, hasta: string): Promise<EntregaItem | undefined> {
  const escrito: EntregaItem = {
    ...e,
    ...entregaKeys.indice(e, hasta),
    estado: 'enviando',
    proximoIntentoEn: hasta,
    reclamo,
    enColaDesde: null,
  };
  const ok = await putIf(escrito, {
    expression: 'estado = :e AND proximoIntentoEn = :p',
    values: { ':e': e.estado, ':p': e.proximoIntentoEn },
  });
  return ok ? escrito : undefined;
}

/** The claimed attempt's result: the attempt logged, and the delivery done, failed or due again at `proximo`. */
export async function registrarIntento(
  e: EntregaItem,
  intento: IntentoEntrega,
  siguiente: { estado: 'entregada' | 'fallida' } | { estado: 'pendiente'; proximo: string; enCola: boolean },
): Promise<boolean> {
  const { GSI1PK: _pk, GSI1SK: _sk, ...base } = e;
  const intentos = [...e.intentos, intento].slice(-MAX_INTENTOS_GUARDADOS);
  const automaticos = e.automaticos + (intento.manual ? 0 : 1);
  const escrito: EntregaItem =
    siguiente.estado === 'pendiente'
      ? {
          ...base,
          ...entregaKeys.indice(e, siguiente.proximo),
          estado: 'pendiente',
          intentos,
          automaticos,
          manual: false,
          proximoIntentoEn: siguiente.proximo,
          enColaDesde: siguiente.enCola ? siguiente.proximo : null,
          reclamo: null,
        }
      : {
          ...base,
          estado: siguiente.estado,
          intentos,
          automaticos,
          manual: false,
          proximoIntentoEn: null,
          enColaDesde: null,
          reclamo: null,
        };
  return putIf(escrito, { expression: 'estado = :e AND reclamo = :r', values: { ':e': 'enviando', ':r': e.reclamo } });
}

/** Closes a delivery whose endpoint is off or gone, without an attempt. */
export async function cerrarEntrega(e: EntregaItem, motivo: string, now: Date): Promise<boolean> {
  const { GSI1PK: _pk, GSI1SK: _sk, ...base } = e;
  const intento: IntentoEntrega = {
    n: e.intentos.length + 1,
    en: now.toISOString(),
    status: null,
    ok: false,
    duracionMs: 0,
    respuesta: motivo,
  };
  return putIf(
    {
      ...base,
      estado: 'fallida',
      intentos: [...e.intentos, intento].slice(-MAX_INTENTOS_GUARDADOS),
      proximoIntentoEn: null,
      enColaDesde: null,
      reclamo: null,
    },
    { expression: 'estado = :e AND reclamo = :r', values: { ':e': 'enviando', ':r': e.reclamo } },
  );
}

/** An admin's resend: one more attempt now, of a delivery that is not already due or running. */
export async function pedirReenvio(e: EntregaItem, now: Date): Promise<EntregaItem | undefined> {
  const debido = now.toISOString();
  const escrito: EntregaItem = {
    ...e,
    ...entregaKeys.indice(e, debido),
    estado: 'pendiente',
    manual: true,
    proximoIntentoEn: debido,
    enColaDesde: debido,
    reclamo: null,
  };
  const ok = await putIf(escrito, { expression: 'estado IN (:a, :b)', values: { ':a': 'entregada', ':b': 'fallida' } });
  return ok ? escrito : undefined;
}

/** One page of a shard's deliveries due before `hasta` (ISO), oldest first. */
export function entregasVencidas(shard: number, hasta: string, cursor: string | null): Promise<Page<EntregaItem>> {
  return paginaVencidos<EntregaItem>(entregaKeys.pendientes(shard), hasta, cursor);
}

/** The sweep put it on the queue: it gets its grace before the next sweep sends it again. */
export async function marcarEnCola(e: EntregaItem, now: Date): Promise<void> {
  await updateItem(entregaKeys.entrega(e.empresaId, e.webhookId, e.id), { enColaDesde: now.toISOString() }, () => new NotFoundError(), {
    expression: 'estado = :e AND proximoIntentoEn = :p',
    values: { ':e': e.estado, ':p': e.proximoIntentoEn },
  }).catch(() => undefined);
}
