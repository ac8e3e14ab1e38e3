// Erasure on the candidate's request (D149). Only this module builds its keys and conditions (D27).
// - Request: `EMP#{empresaId}` / `BORRADOSOL#{candidatoId}`: one per candidate (a second request
//   meets the first). It keeps the proved email and the name while the erasure is due, so the
//   confirmation can be mailed after the candidate is gone. While due (pendiente) or running
//   (ejecutando) it is also in a sparse platform-wide GSI1 partition `BORRADOPEND#{shard}` sorted by
//   when it is due (the outbox's shape, D78), which the hourly job reads: no Scan.
// - Once executed it keeps only what proves the right was honoured, without personal data: the
//   ids, the dates and whether the confirmation went (email and name removed, off the index).
import { randomUUID } from 'node:crypto';
import { BORRADO_SOLICITADO } from '../../../shared/constants.js';
import { NotFoundError } from '../errors.js';
import { assertKeyPart, shardDe, tenantPk, type Key } from './keys.js';
import { getItem, paginaVencidos, putIf, updateItem, type Item, type Page } from './repository.js';

export type EstadoBorradoItem = 'pendiente' | 'opuesta' | 'ejecutando' | 'ejecutada';

export type BorradoSolicitadoItem = Key & {
  GSI1PK?: string;
  GSI1SK?: string;
  entidad: 'BORRADO_SOLICITADO';
  empresaId: string;
  candidatoId: string;
  estado: EstadoBorradoItem;
  /** The email «Mis datos» proved (trimmed, lower case) and the candidate's name: removed once executed. */
  email?: string;
  nombre?: string;
  solicitadoEn: string;
  /** Until when the company may object; the erasure is due then. */
  plazoHasta: string;
  /**
   * The company's objection: the written legal reason, who (id and name, for the company) and when;
   * `aviso`, whether the email telling the candidate reached the mail service (set after the objection).
   */
  oposicion: { motivo: string; fecha: string; por: { id: string; nombre: string }; aviso?: 'enviado' | 'omitido' | 'fallido' } | null;
  /** The running execution's claim and how many runs claimed it (a failing confirmation ends after a few). */
  reclamo?: string | null;
  intentos?: number;
  ejecutadoEn?: string;
  /** Whether the confirmation reached the mail service ('omitida': the template off or the address suppressed). */
  confirmacion?: 'enviada' | 'omitida' | 'fallida';
};

export const borradoKeys = {
  solicitud: (empresaId: string, candidatoId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `BORRADOSOL#${assertKeyPart(candidatoId, 'candidatoId')}`,
  }),
  pendientes: (shard: number) => `BORRADOPEND#${shard}`,
  indice: (s: Pick<BorradoSolicitadoItem, 'empresaId' | 'candidatoId'>, debidoEn: string) => ({
    GSI1PK: `BORRADOPEND#${shardDe(`${s.empresaId}#${s.candidatoId}`, BORRADO_SOLICITADO.shards)}`,
    GSI1SK: `${debidoEn}#${assertKeyPart(s.empresaId, 'empresaId')}#${s.candidatoId}`,
  }),
};

export function nuevaSolicitud(
  d: { empresaId: string; candidatoId: string; email: string; nombre: string; plazoDias: number },
  now: Date,
): BorradoSolicitadoItem {
  const plazoHasta = new Date(now.getTime() + d.plazoDias * 86_400_000).toISOString();
  return {
    ...borradoKeys.solicitud(d.empresaId, d.candidatoId),
    ...borradoKeys.indice(d, plazoHasta),
    entidad: 'BORRADO_SOLICITADO',
    empresaId: d.empresaId,
    candidatoId: d.candidatoId,
    estado: 'pendiente',
    email: d.email,
    nombre: d.nombre,
    solicitadoEn: now.toISOString(),
    plazoHasta,
    oposicion: null,
    reclamo: null,
    intentos: 0,
  };
}

export function getSolicitudBorrado(empresaId: string, candidatoId: string): Promise<BorradoSolicitadoItem | undefined> {
  return getItem<BorradoSolicitadoItem>(borradoKeys.solicitud(empresaId, candidatoId), { consistent: true });
}

/** Writes a new request; when the candidate already has one, answers that one (a second request changes nothing). */
export async function crearSolicitudBorrado(s: BorradoSolicitadoItem): Promise<{ creada: boolean; solicitud: BorradoSolicitadoItem }> {
  if (await putIf(s as BorradoSolicitadoItem & Item, { expression: 'attribute_not_exists(PK)' })) return { creada: true, solicitud: s };
  const existente = await getSolicitudBorrado(s.empresaId, s.candidatoId);
  if (!existente) throw new Error('Erasure request neither written nor found');
  return { creada: false, solicitud: existente };
}

/** A conditional update that answers false when the condition does not hold (or the item is gone). */
async function actualizarSi(
  s: Pick<BorradoSolicitadoItem, 'empresaId' | 'candidatoId'>,
  cambios: Record<string, unknown>,
  condicion: { expression: string; values: Record<string, unknown> },
): Promise<BorradoSolicitadoItem | undefined> {
  const noCumple = new NotFoundError();
  try {
    return await updateItem<BorradoSolicitadoItem>(borradoKeys.solicitud(s.empresaId, s.candidatoId), cambios, () => noCumple, condicion);
  } catch (err) {
    if (err === noCumple) return undefined;
    throw err;
  }
}

/** The company's objection, only while pending and before the deadline; off the index (it is never executed). */
export function oponerseSolicitud(
  s: BorradoSolicitadoItem,
  oposicion: NonNullable<BorradoSolicitadoItem['oposicion']>,
  now: Date,
): Promise<BorradoSolicitadoItem | undefined> {
  return actualizarSi(
    s,
    { estado: 'opuesta', oposicion, GSI1PK: undefined, GSI1SK: undefined },
    { expression: 'estado = :p AND plazoHasta > :now', values: { ':p': 'pendiente', ':now': now.toISOString() } },
  );
}

/** Records whether the candidate was told of the objection (only on the objected request it was sent for). */
export function anotarAvisoOposicion(
  s: BorradoSolicitadoItem,
  aviso: NonNullable<NonNullable<BorradoSolicitadoItem['oposicion']>['aviso']>,
): Promise<BorradoSolicitadoItem | undefined> {
  return actualizarSi(
    s,
    { oposicion: { ...s.oposicion!, aviso } },
    { expression: 'estado = :o AND oposicion.fecha = :f', values: { ':o': 'opuesta', ':f': s.oposicion!.fecha } },
  );
}

/**
 * Claims a due request as read from the index (pending, or running with a lapsed claim): only one
 * run wins. The claim lapses at `hasta`: the item stays in the index at that time, so a run that
 * died is taken again by a later one.
 */
export function reclamarSolicitud(s: BorradoSolicitadoItem, reclamo: string, hasta: Date): Promise<BorradoSolicitadoItem | undefined> {
  return actualizarSi(
    s,
    { estado: 'ejecutando', reclamo, intentos: (s.intentos ?? 0) + 1, ...borradoKeys.indice(s, hasta.toISOString()) },
    { expression: 'estado = :e AND GSI1SK = :sk', values: { ':e': s.estado, ':sk': s.GSI1SK } },
  );
}

/** The claimed execution's end: only the record without personal data stays, off the index. */
export function terminarSolicitud(
  s: BorradoSolicitadoItem,
  confirmacion: NonNullable<BorradoSolicitadoItem['confirmacion']>,
  now: Date,
): Promise<BorradoSolicitadoItem | undefined> {
  return actualizarSi(
    s,
    {
      estado: 'ejecutada',
      ejecutadoEn: now.toISOString(),
      confirmacion,
      email: undefined,
      nombre: undefined,
      oposicion: null,
      reclamo: null,
      GSI1PK: undefined,
      GSI1SK: undefined,
    },
    { expression: 'estado = :e AND reclamo = :r', values: { ':e': 'ejecutando', ':r': s.reclamo } },
  );
}

/**
 * The company erased the candidate meanwhile: a pending or opposed request is due now, so the next
 * run ends it and mails the confirmation (the data is gone either way). Nothing when there is none.
 */
export async function adelantarSolicitud(empresaId: string, candidatoId: string, now: Date): Promise<boolean> {
  const s = { empresaId, candidatoId };
  const hecho = await actualizarSi(
    s,
    { estado: 'pendiente', ...borradoKeys.indice(s, now.toISOString()) },
    { expression: 'estado IN (:p, :o)', values: { ':p': 'pendiente', ':o': 'opuesta' } },
  );
  return hecho !== undefined;
}

/** One page of a shard's requests due by `hasta` (ISO), oldest first. */
export function solicitudesVencidas(shard: number, hasta: string, cursor: string | null): Promise<Page<BorradoSolicitadoItem>> {
  return paginaVencidos<BorradoSolicitadoItem>(borradoKeys.pendientes(shard), hasta, cursor);
}

export const nuevoReclamo = () => randomUUID();
