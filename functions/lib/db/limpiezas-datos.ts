// Data clear jobs (D103; docs/data-model.md "Data clear jobs"): the job item — a queued job of the
// kit (db/trabajos.ts): status, phase, progress, the backup taken first — in the company's partition
// (a clear keeps it: elementos.ts seConservaAlLimpiar), expiring (TTL) a week after it was asked for.
import type { Backup, FaseLimpieza, LimpiezaDatos } from '../../../shared/schemas/datos.js';
import type { EstadoTrabajo } from '../../../shared/schemas/trabajo.js';
import type { AppError } from '../errors.js';
import { assertKeyPart, tenantPk } from './keys.js';
import type { TransactStep } from './repository.js';
import {
  anotarEntregaDe,
  avanzarTrabajo,
  empezarTrabajo,
  type ItemTrabajo,
  leerTrabajo,
  pasoCrearTrabajo,
  pasoTerminarTrabajo,
  pasoTrabajo,
  refTrabajo,
  terminarDe,
  type TipoTrabajo,
  vistaTrabajo,
} from './trabajos.js';

export interface LimpiezaDatosItem extends LimpiezaDatos, ItemTrabajo {
  /** Who asked for it (the backup's `generadoPor`). */
  creadoPor: string;
  /** Items of the partition read per page, fixed when the job is created (tests use small pages). */
  porPagina: number;
  /** The backup's id part (a UUID, as every backup's), fixed at creation: a retried backup is the same object. */
  idBackup: string;
}

/** Days a job is kept. */
export const DIAS_LIMPIEZA_DATOS = 7;

/** The clear as a job of the kit (it keeps no report: its counts are the report). */
export const TRABAJO_LIMPIEZA_DATOS: TipoTrabajo = {
  clave: (empresaId, id) => ({ PK: tenantPk(empresaId), SK: `LIMPIEZA#${assertKeyPart(id, 'limpiezaId')}` }),
  entidad: 'LIMPIEZA_DATOS_TRABAJO',
  campos: { error: 'error', actualizado: 'actualizadoEn', finalizado: 'finalizadoEn' },
  internos: ['creadoPor', 'porPagina', 'idBackup'],
};

const ref = (empresaId: string, id: string) => refTrabajo(TRABAJO_LIMPIEZA_DATOS, empresaId, id);

export function toLimpiezaDatos(i: LimpiezaDatosItem): LimpiezaDatos {
  return vistaTrabajo<LimpiezaDatos>(TRABAJO_LIMPIEZA_DATOS, i);
}

/** The job's creation step (with the caller's other steps: the lock, the queue hand-off). */
export function pasoCrearLimpiezaDatos(item: LimpiezaDatosItem): TransactStep {
  return pasoCrearTrabajo(ref(item.empresaId, item.id), item);
}

export function getLimpiezaDatos(empresaId: string, id: string): Promise<LimpiezaDatosItem | undefined> {
  return leerTrabajo<LimpiezaDatosItem>(ref(empresaId, id), { consistent: true });
}

/** pendiente → en_curso (phase datos) with the backup taken; false when another delivery got there first. */
export function empezarLimpiezaDatos(empresaId: string, id: string, d: { total: number; backup: Backup; actualizadoEn: string }) {
  return empezarTrabajo(ref(empresaId, id), {
    poner: { fase: 'datos' satisfies FaseLimpieza, total: d.total, backup: d.backup },
    en: d.actualizadoEn,
  });
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
  return pasoTrabajo(
    ref(empresaId, id),
    'en_curso',
    { sumar: { borrados: c.borrados, usuarios: c.usuarios }, en: actualizadoEn },
    { onConditionFail: parado },
  );
}

/** The next phase (with what the last one found: the files deleted), while the job runs. */
export async function avanzarLimpiezaDatos(
  empresaId: string,
  id: string,
  fase: FaseLimpieza,
  extra: { actualizadoEn: string; archivos?: number },
  parado: () => AppError,
) {
  await avanzarTrabajo(ref(empresaId, id), { poner: { fase, archivos: extra.archivos }, en: extra.actualizadoEn }, parado);
}

/** The step that ends the job (completada or fallida), only while it has not ended. */
export function pasoTerminarLimpiezaDatos(
  empresaId: string,
  id: string,
  estado: Extract<EstadoTrabajo, 'completada' | 'fallida'>,
  fin: { finalizadoEn: string; error?: string },
  yaTerminado: () => AppError,
): TransactStep {
  return pasoTerminarTrabajo(ref(empresaId, id), estado, { en: fin.finalizadoEn, error: fin.error }, yaTerminado);
}

/** Marks the job completada or fallida; false when it had already ended. */
export const terminarLimpiezaDatos = /* @__PURE__ */ terminarDe(TRABAJO_LIMPIEZA_DATOS);

/** Records the delivery now running the job (the kit's last delivery); false when it has ended. */
export const anotarEntregaLimpiezaDatos = /* @__PURE__ */ anotarEntregaDe(TRABAJO_LIMPIEZA_DATOS);
