// Data import jobs (D100; docs/data-model.md "Data import jobs"; a restore is one too, D103): the
// job item (a queued job of the kit, db/trabajos.ts: status, progress, the backup taken first, the
// next block to run) and its report, one item per block of rows. The uploaded file itself is in the
// files bucket (importaciones/{empresaId}/…) until the job ends. Everything lives in the company's
// partition and expires (TTL) a week after the upload.
import type { Backup, FilaImportacion, ImportacionDatos } from '../../../shared/schemas/datos.js';
import { assertKeyPart, tenantPk } from './keys.js';
import { getItem, putIf, transact, type Page, type TransactStep } from './repository.js';
import {
  anotarEntregaDe,
  bloquesInforme,
  claveBloque,
  empezarTrabajo,
  guardarBloqueDe,
  type ItemTrabajo,
  leerTrabajo,
  paginaInforme,
  pasoCrearTrabajo,
  refTrabajo,
  terminarDe,
  type TipoTrabajo,
  vistaTrabajo,
} from './trabajos.js';

export interface ImportacionDatosItem extends ImportacionDatos, ItemTrabajo {
  /** The uploaded file's object key. */
  key: string;
  /** Who uploaded it (the backup's `generadoPor`). */
  creadoPor: string;
  /** The first block not yet saved: a delivery starts there. */
  siguienteBloque: number;
  /** Rows a block, fixed when the job is created (every delivery cuts the file alike). */
  filasPorBloque: number;
  /** A restore (D103): the file is one of the company's backups, kept when the job ends. */
  conservarArchivo?: boolean;
}

/** Days a job and its report are kept. */
export const DIAS_IMPORTACION_DATOS = 7;
/** Report blocks a page of GET /api/datos/importaciones/{id} carries. */
const BLOQUES_POR_PAGINA = 10;

/** The job as a job of the kit; its report's blocks are `IMPDATOSRES#{id}#{00000}`. */
export const TRABAJO_IMPORTACION_DATOS: TipoTrabajo = {
  clave: (empresaId, id) => ({ PK: tenantPk(empresaId), SK: `IMPDATOS#${assertKeyPart(id, 'importacionId')}` }),
  entidad: 'IMPORTACION_DATOS_TRABAJO',
  campos: { error: 'error', actualizado: 'actualizadoEn', finalizado: 'finalizadoEn' },
  informe: { prefijo: 'IMPDATOSRES#', digitos: 5, entidad: 'IMPORTACION_DATOS_BLOQUE' },
  internos: ['key', 'creadoPor', 'siguienteBloque', 'filasPorBloque', 'conservarArchivo'],
};

const ref = (empresaId: string, id: string) => refTrabajo(TRABAJO_IMPORTACION_DATOS, empresaId, id);

export function toImportacionDatos(i: ImportacionDatosItem): ImportacionDatos {
  return vistaTrabajo<ImportacionDatos>(TRABAJO_IMPORTACION_DATOS, i);
}

/** The job, with `extra` steps in the same transaction (the queue hand-off's outbox record, D78). */
export async function crearImportacionDatos(item: ImportacionDatosItem, extra: TransactStep[] = []): Promise<void> {
  await transact([pasoCrearTrabajo(ref(item.empresaId, item.id), item), ...extra]);
}

export function getImportacionDatos(empresaId: string, id: string): Promise<ImportacionDatosItem | undefined> {
  return leerTrabajo<ImportacionDatosItem>(ref(empresaId, id), { consistent: true });
}

/**
 * pendiente → en_curso with the file's row count and the backup taken; false when another
 * delivery got there first (its backup is the one kept).
 */
export function empezarImportacionDatos(
  empresaId: string,
  id: string,
  d: { total: number; backups: Backup[]; actualizadoEn: string },
): Promise<boolean> {
  return empezarTrabajo(ref(empresaId, id), { poner: { total: d.total, backups: d.backups }, en: d.actualizadoEn });
}

/**
 * Before a block's rows are written: the keys of its rows that were absent, kept with the block.
 * Only the first attempt's list is kept (a later attempt finds the rows the dead one created), so a
 * retried block still reports them 'creado'. Answers the list in force.
 */
export async function ausentesDelBloque(empresaId: string, id: string, bloque: number, ausentes: string[], expiresAt: number) {
  const key = claveBloque(ref(empresaId, id), bloque);
  const escrito = await putIf(
    { ...key, entidad: TRABAJO_IMPORTACION_DATOS.informe!.entidad, enCurso: true, ausentes, filas: [], expiresAt },
    { expression: 'attribute_not_exists(PK)' },
  );
  if (escrito) return ausentes;
  const previo = await getItem<{ ausentes?: string[] }>(key, { consistent: true });
  return previo?.ausentes ?? ausentes;
}

export type ContadoresDatos = Pick<ImportacionDatos, 'procesadas' | 'creados' | 'actualizados' | 'rechazados'>;

/**
 * A block's report and the progress after it, in one transaction (the kit's report block), only
 * while the job runs and this block is the next one (`siguienteBloque = :b`): a duplicate delivery
 * running behind is refused with `atras`.
 */
export const guardarBloqueDatos = /* @__PURE__ */ guardarBloqueDe<FilaImportacion, ContadoresDatos & { actualizadoEn: string }>(
  TRABAJO_IMPORTACION_DATOS,
  (bloque, { actualizadoEn, ...c }) => ({
    guarda: 'en_curso',
    cambios: { poner: { ...c, siguienteBloque: bloque + 1 }, en: actualizadoEn },
    condicion: { expression: 'siguienteBloque = :b', values: { ':b': bloque } },
  }),
);

/** Marks the job completada or fallida; false when it had already ended. */
export const terminarImportacionDatos = /* @__PURE__ */ terminarDe(TRABAJO_IMPORTACION_DATOS);

/** Records the delivery now running the job (the kit's last delivery); false when it has ended. */
export const anotarEntregaImportacionDatos = /* @__PURE__ */ anotarEntregaDe(TRABAJO_IMPORTACION_DATOS);

/** A page of the report: whole blocks, in the order they ran. */
export function paginaInformeDatos(empresaId: string, id: string, cursor?: string | null): Promise<Page<FilaImportacion>> {
  return paginaInforme<FilaImportacion>(ref(empresaId, id), BLOQUES_POR_PAGINA, cursor);
}

/**
 * What the saved blocks refused that later blocks depend on (D95's carried sets): the ids of the
 * candidates and interviews refused so far. Read from the report itself, so a resumed delivery
 * carries exactly what the dead one had.
 */
export async function rechazosGuardados(empresaId: string, id: string, hasta: number) {
  const bloques = await bloquesInforme<FilaImportacion>(ref(empresaId, id));
  const candidatos = new Set<string>();
  const entrevistas = new Set<string>();
  for (const b of bloques) {
    if (b.bloque >= hasta) continue;
    for (const f of b.filas) {
      if (f.resultado !== 'rechazado') continue;
      const [s, ident] = f.sk.split('#');
      if (s === 'CAND' && ident) candidatos.add(ident);
      if (s === 'ENTREVISTA' && ident) entrevistas.add(ident);
    }
  }
  return { candidatos, entrevistas };
}
