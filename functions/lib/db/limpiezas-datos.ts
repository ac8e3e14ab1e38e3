// Data clear jobs (D103; docs/data-model.md "Data clear jobs"): the job item — status, phase,
// progress, the backup taken first — in the company's partition (a clear keeps it: elementos.ts
// seConservaAlLimpiar), expiring (TTL) a week after it was asked for.
import type { Backup, EstadoImportacionDatos, FaseLimpieza, LimpiezaDatos } from '../../../shared/schemas/datos.js';
import { type AppError, ConflictError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, transact, transactIf, updateOp, type TransactStep } from './repository.js';

export interface LimpiezaDatosItem extends LimpiezaDatos {
  /** Who asked for it (the backup's `generadoPor`). */
  creadoPor: string;
  /** Items of the partition read per page, fixed when the job is created (tests use small pages). */
  porPagina: number;
  /** The backup's id part (a UUID, as every backup's), fixed at creation: a retried backup is the same object. */
  idBackup: string;
  expiresAt: number;
  [k: string]: unknown;
}

/** Days a job is kept. */
export const DIAS_LIMPIEZA_DATOS = 7;

export const limpiezaDatosKeys = {
  trabajo: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `LIMPIEZA#${assertKeyPart(id, 'limpiezaId')}` }),
};

const INTERNOS = ['PK', 'SK', 'entidad', 'expiresAt', 'creadoPor', 'porPagina', 'idBackup'];
export function toLimpiezaDatos(i: LimpiezaDatosItem): LimpiezaDatos {
  return Object.fromEntries(Object.entries(i).filter(([k]) => !INTERNOS.includes(k))) as LimpiezaDatos;
}

/** The job's creation step (with the caller's other steps: the lock, the queue hand-off). */
export function pasoCrearLimpiezaDatos(item: LimpiezaDatosItem): TransactStep {
  return {
    op: {
      Put: {
        Item: { ...limpiezaDatosKeys.trabajo(item.empresaId, item.id), entidad: 'LIMPIEZA_DATOS_TRABAJO', ...item },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

export function getLimpiezaDatos(empresaId: string, id: string): Promise<LimpiezaDatosItem | undefined> {
  return getItem<LimpiezaDatosItem>(limpiezaDatosKeys.trabajo(empresaId, id), { consistent: true });
}

/** pendiente → en_proceso (phase datos) with the backup taken; false when another delivery got there first. */
export async function empezarLimpiezaDatos(empresaId: string, id: string, d: { total: number; backup: Backup; actualizadoEn: string }) {
  return transactIf([
    {
      op: updateOp(
        limpiezaDatosKeys.trabajo(empresaId, id),
        { estado: 'en_proceso' satisfies EstadoImportacionDatos, fase: 'datos' satisfies FaseLimpieza, ...d },
        { expression: 'estado = :pendiente', values: { ':pendiente': 'pendiente' } },
      ),
    },
  ]);
}

/**
 * The progress of a chunk of deletions, in the chunk's own transaction (so the counts are exact
 * whatever delivery dies): only while the job runs (`parado` otherwise).
 */
export function pasoProgresoLimpieza(
  empresaId: string,
  id: string,
  c: { borrados: number; usuarios: number },
  actualizadoEn: string,
  parado: () => AppError,
): TransactStep {
  return {
    op: {
      Update: {
        Key: limpiezaDatosKeys.trabajo(empresaId, id),
        UpdateExpression: 'ADD borrados :b, usuarios :u SET actualizadoEn = :t',
        ConditionExpression: 'attribute_exists(PK) AND estado = :en_proceso',
        ExpressionAttributeValues: { ':b': c.borrados, ':u': c.usuarios, ':t': actualizadoEn, ':en_proceso': 'en_proceso' },
      },
    },
    onConditionFail: parado,
  };
}

/** The next phase (with what the last one found: the files deleted), while the job runs. */
export async function avanzarLimpiezaDatos(
  empresaId: string,
  id: string,
  fase: FaseLimpieza,
  extra: { actualizadoEn: string; archivos?: number },
  parado: () => AppError,
) {
  await transact([
    {
      op: updateOp(
        limpiezaDatosKeys.trabajo(empresaId, id),
        { fase, ...extra },
        { expression: 'estado = :en_proceso', values: { ':en_proceso': 'en_proceso' } },
      ),
      onConditionFail: parado,
    },
  ]);
}

/** The step that ends the job (completado or error), only while it has not ended. */
export function pasoTerminarLimpiezaDatos(
  empresaId: string,
  id: string,
  estado: Extract<EstadoImportacionDatos, 'completado' | 'error'>,
  extra: { finalizadoEn: string; error?: string },
  yaTerminado: () => AppError,
): TransactStep {
  return {
    op: updateOp(
      limpiezaDatosKeys.trabajo(empresaId, id),
      { estado, actualizadoEn: extra.finalizadoEn, ...extra },
      { expression: 'estado <> :completado AND estado <> :error', values: { ':completado': 'completado', ':error': 'error' } },
    ),
    onConditionFail: yaTerminado,
  };
}

/** Marks the job completado or error; false when it had already ended. */
export async function terminarLimpiezaDatos(
  empresaId: string,
  id: string,
  estado: Extract<EstadoImportacionDatos, 'completado' | 'error'>,
  extra: { finalizadoEn: string; error?: string },
): Promise<boolean> {
  return transactIf([pasoTerminarLimpiezaDatos(empresaId, id, estado, extra, () => new ConflictError())]);
}
