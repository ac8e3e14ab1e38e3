// Retention per company (D151): one entry per candidate whose process ended without being hired
// (`rechazado`), and the candidate's optional consent to be kept for future processes.
//
// The entry (`EMP#{e}/RETENCION#{candidatoId}`) is Put by the transaction that moves the candidate to
// rechazado and deleted by the one that moves them out of it or erases them, so it exists exactly
// while the candidate is rejected. It sits in a sparse platform-wide GSI1 partition
// (`RETPEND#{shard}`, sorted by `revisarEn`: when the job must look at it next), the outbox's shape;
// once the job has given it a due date it is also in the company's GSI2 partition (`RETEMP#{e}`,
// sorted by `venceEn`), so the admin's month view is one Query on the company's own keys. Every
// write after the Put is conditional on the entry's `version`.
import { assertKeyPart, shardDe, tenantPk, type Key } from './keys.js';
import { deleteIf, getItem, paginaVencidos, putIf, queryAll, transactIf, type Page, type TransactStep } from './repository.js';

export const RETENCION_SHARDS = 4;

export interface AvisoRetencion {
  /** `enviando` while a run holds the e-mail's claim (since `en`); `enviado` once it went. */
  estado: 'enviando' | 'enviado';
  en: string;
}

export interface RetencionItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK?: string;
  GSI2SK?: string;
  entidad: 'RETENCION';
  empresaId: string;
  candidatoId: string;
  /** As last written by the state move or the job: the admin's list shows it without another read. */
  candidatoNombre: string;
  /** When the process ended for the candidate (their move to rechazado). */
  desde: string;
  /** The company's period when the job first filed the entry (a later change of the setting does not move it). */
  meses: number | null;
  /** When the candidate is erased; null until the job files the entry. */
  venceEn: string | null;
  /** When the job looks at the entry next. */
  revisarEn: string;
  aviso: AvisoRetencion | null;
  /** Set by the candidate's extension from «Mis datos» (only with the consent for future processes). */
  ampliadaHasta: string | null;
  version: number;
}

/** The candidate's consent to be kept for future processes (D151): one per candidate, deleted when withdrawn. */
export interface ConservarItem {
  PK: string;
  SK: string;
  entidad: 'CONSERVAR';
  empresaId: string;
  candidatoId: string;
  entrevistaId: string;
  fecha: string;
  version: string;
}

export const retencionKeys = {
  retencion: (empresaId: string, candidatoId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `RETENCION#${assertKeyPart(candidatoId, 'candidatoId')}`,
  }),
  conservar: (empresaId: string, candidatoId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `CONSERVAR#${assertKeyPart(candidatoId, 'candidatoId')}`,
  }),
  pendientes: (shard: number) => `RETPEND#${shard}`,
  empresa: (empresaId: string) => `RETEMP#${assertKeyPart(empresaId, 'empresaId')}`,
};

/** The entry's index keys for its dates: GSI1 always, GSI2 once it has a due date (an import makes them so too, D159). */
export function indicesRetencion(r: Pick<RetencionItem, 'empresaId' | 'candidatoId' | 'revisarEn' | 'venceEn'>) {
  return {
    GSI1PK: retencionKeys.pendientes(shardDe(r.candidatoId, RETENCION_SHARDS)),
    GSI1SK: `${r.revisarEn}#${r.empresaId}#${r.candidatoId}`,
    ...(r.venceEn ? { GSI2PK: retencionKeys.empresa(r.empresaId), GSI2SK: `${r.venceEn}#${r.candidatoId}` } : {}),
  };
}

/** The entry a candidate gets when their process ends without being hired: the job files it at once. */
export function retencionNueva(c: { empresaId: string; id: string; nombre: string }, desde: string): RetencionItem {
  const base = { empresaId: c.empresaId, candidatoId: c.id, revisarEn: desde, venceEn: null };
  return {
    ...retencionKeys.retencion(c.empresaId, c.id),
    ...indicesRetencion(base),
    entidad: 'RETENCION',
    ...base,
    candidatoNombre: c.nombre,
    desde,
    meses: null,
    aviso: null,
    ampliadaHasta: null,
    version: 1,
  };
}

/**
 * The steps a candidate's state move adds to its own transaction: into rechazado the entry is
 * (re)opened from this moment; out of it, it goes.
 */
export function pasosRetencion(c: { empresaId: string; id: string; nombre: string }, de: string, a: string, fecha: string): TransactStep[] {
  if (de === a) return [];
  if (a === 'rechazado') return [{ op: { Put: { Item: retencionNueva(c, fecha) } } }];
  if (de === 'rechazado') return [{ op: { Delete: { Key: retencionKeys.retencion(c.empresaId, c.id) } } }];
  return [];
}

/**
 * The reconcile job's steps for a rejected candidate that lacks its entry (rejected before D151, or
 * restored by an import): the candidate still rejected at the version read, and no entry meanwhile.
 */
export function pasosAbrirRetencionFaltante(c: {
  empresaId: string;
  id: string;
  nombre: string;
  version: number;
  fechaActualizacion?: string;
  fechaCreacion: string;
}): TransactStep[] {
  return [
    {
      op: {
        ConditionCheck: {
          Key: { PK: tenantPk(c.empresaId), SK: `CAND#${assertKeyPart(c.id, 'candidatoId')}` },
          ConditionExpression: 'estado = :r AND version = :v',
          ExpressionAttributeValues: { ':r': 'rechazado', ':v': c.version },
        },
      },
    },
    {
      op: {
        Put: { Item: retencionNueva(c, c.fechaActualizacion ?? c.fechaCreacion), ConditionExpression: 'attribute_not_exists(PK)' },
      },
    },
  ];
}

/** The erasure's steps: the entry and the consent go with the candidate. */
export function pasosBorrarRetencion(empresaId: string, candidatoId: string): TransactStep[] {
  return [
    { op: { Delete: { Key: retencionKeys.retencion(empresaId, candidatoId) } } },
    { op: { Delete: { Key: retencionKeys.conservar(empresaId, candidatoId) } } },
  ];
}

export const getRetencion = (empresaId: string, candidatoId: string) =>
  getItem<RetencionItem>(retencionKeys.retencion(empresaId, candidatoId), { consistent: true });

/** Writes the entry's next state, conditional on the version read (false: it moved or went meanwhile). */
export function reescribirRetencion(r: RetencionItem, cambios: Partial<Omit<RetencionItem, 'PK' | 'SK' | 'version'>>): Promise<boolean> {
  const { GSI2PK: _pk, GSI2SK: _sk, ...resto } = r;
  const despues = { ...resto, ...cambios };
  return putIf(
    { ...despues, ...indicesRetencion(despues), version: r.version + 1 },
    { expression: 'version = :v', values: { ':v': r.version } },
  );
}

/** Deletes the entry at the version read. */
export const borrarRetencion = (r: RetencionItem) =>
  deleteIf(retencionKeys.retencion(r.empresaId, r.candidatoId), { expression: 'version = :v', values: { ':v': r.version } });

/** One page of a shard's entries the job must look at by `hasta` (ISO). */
export function retencionesPendientes(shard: number, hasta: string, cursor: string | null): Promise<Page<RetencionItem>> {
  // GSI1SK is `{revisarEn}#…`.
  return paginaVencidos<RetencionItem>(retencionKeys.pendientes(shard), hasta, cursor);
}

/** The company's entries due in one month (`YYYY-MM`), soonest first: one Query of its GSI2 partition. */
export function retencionesDelMes(empresaId: string, mes: string): Promise<RetencionItem[]> {
  return queryAll<RetencionItem>({
    pk: retencionKeys.empresa(empresaId),
    index: 'GSI2',
    skBetween: [`${mes}-01`, `${mes}-31\uffff`],
    max: 1000,
  });
}

export const getConservar = (empresaId: string, candidatoId: string) =>
  getItem<ConservarItem>(retencionKeys.conservar(empresaId, candidatoId), { consistent: true });

/**
 * Stores the consent (a new one replaces the last), in one transaction with a check that the
 * candidate still exists, so an erasure can never leave one behind (false: the candidate is gone).
 */
export function guardarConservar(c: Omit<ConservarItem, 'PK' | 'SK' | 'entidad'>): Promise<boolean> {
  return transactIf([
    {
      op: {
        ConditionCheck: {
          // The candidate's own key (db/candidatos.ts candidatoKeys.candidato), written here to keep that module's imports one-way.
          Key: { PK: tenantPk(c.empresaId), SK: `CAND#${assertKeyPart(c.candidatoId, 'candidatoId')}` },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    },
    { op: { Put: { Item: { ...retencionKeys.conservar(c.empresaId, c.candidatoId), entidad: 'CONSERVAR', ...c } } } },
  ]);
}

/** Withdraws the consent (false: there was none). */
export const borrarConservar = (empresaId: string, candidatoId: string) =>
  deleteIf(retencionKeys.conservar(empresaId, candidatoId), { expression: 'attribute_exists(PK)' });
