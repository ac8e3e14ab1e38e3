// Data import jobs (D100; docs/data-model.md "Data import jobs"): the job item (status, progress,
// the backup taken first, the next block to run) and its report, one item per block of rows. The
// uploaded file itself is in the files bucket (importaciones/{empresaId}/…) until the job ends.
// Everything lives in the company's partition and expires (TTL) a week after the upload.
import type { Backup, EstadoImportacionDatos, FilaImportacion, ImportacionDatos } from '../../../shared/schemas/datos.js';
import type { AppError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, putIf, queryAll, queryPage, transact, transactIf, updateOp, type Page, type TransactStep } from './repository.js';

export interface ImportacionDatosItem extends ImportacionDatos {
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
  expiresAt: number;
  [k: string]: unknown;
}

/** Days a job and its report are kept. */
export const DIAS_IMPORTACION_DATOS = 7;
/** Report blocks a page of GET /api/datos/importaciones/{id} carries. */
const BLOQUES_POR_PAGINA = 10;

const n5 = (n: number) => String(n).padStart(5, '0');

export const importacionDatosKeys = {
  trabajo: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `IMPDATOS#${assertKeyPart(id, 'importacionId')}` }),
  bloque: (empresaId: string, id: string, bloque: number): Key => ({
    PK: tenantPk(empresaId),
    SK: `IMPDATOSRES#${assertKeyPart(id, 'importacionId')}#${n5(bloque)}`,
  }),
};

const INTERNOS = ['PK', 'SK', 'entidad', 'expiresAt', 'key', 'creadoPor', 'siguienteBloque', 'filasPorBloque', 'conservarArchivo'];
export function toImportacionDatos(i: ImportacionDatosItem): ImportacionDatos {
  return Object.fromEntries(Object.entries(i).filter(([k]) => !INTERNOS.includes(k))) as ImportacionDatos;
}

/** The job, with `extra` steps in the same transaction (the queue hand-off's outbox record, D78). */
export async function crearImportacionDatos(item: ImportacionDatosItem, extra: TransactStep[] = []): Promise<void> {
  await transact([
    {
      op: {
        Put: {
          Item: { ...importacionDatosKeys.trabajo(item.empresaId, item.id), entidad: 'IMPORTACION_DATOS_TRABAJO', ...item },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    ...extra,
  ]);
}

export function getImportacionDatos(empresaId: string, id: string): Promise<ImportacionDatosItem | undefined> {
  return getItem<ImportacionDatosItem>(importacionDatosKeys.trabajo(empresaId, id), { consistent: true });
}

/**
 * pendiente → en_proceso with the file's row count and the backup taken; false when another
 * delivery got there first (its backup is the one kept).
 */
export async function empezarImportacionDatos(
  empresaId: string,
  id: string,
  d: { total: number; backups: Backup[]; actualizadoEn: string },
): Promise<boolean> {
  return transactIf([
    {
      op: updateOp(
        importacionDatosKeys.trabajo(empresaId, id),
        { estado: 'en_proceso' satisfies EstadoImportacionDatos, ...d },
        { expression: 'estado = :pendiente', values: { ':pendiente': 'pendiente' } },
      ),
    },
  ]);
}

/**
 * Before a block's rows are written: the keys of its rows that were absent, kept with the block.
 * Only the first attempt's list is kept (a later attempt finds the rows the dead one created), so a
 * retried block still reports them 'creado'. Answers the list in force.
 */
export async function ausentesDelBloque(empresaId: string, id: string, bloque: number, ausentes: string[], expiresAt: number) {
  const key = importacionDatosKeys.bloque(empresaId, id, bloque);
  const escrito = await putIf(
    { ...key, entidad: 'IMPORTACION_DATOS_BLOQUE', enCurso: true, ausentes, filas: [], expiresAt },
    { expression: 'attribute_not_exists(PK)' },
  );
  if (escrito) return ausentes;
  const previo = await getItem<{ ausentes?: string[] }>(key, { consistent: true });
  return previo?.ausentes ?? ausentes;
}

export type ContadoresDatos = Pick<ImportacionDatos, 'procesadas' | 'creados' | 'actualizados' | 'rechazados'>;

/**
 * A block's report and the progress after it, in one transaction, only while this block is the
 * next one (`siguienteBloque = :b`): a duplicate delivery running behind is refused with `atras`.
 */
export async function guardarBloqueDatos(
  job: Pick<ImportacionDatosItem, 'empresaId' | 'id' | 'expiresAt'>,
  bloque: number,
  filas: FilaImportacion[],
  c: ContadoresDatos,
  actualizadoEn: string,
  atras: () => AppError,
): Promise<void> {
  await transact([
    {
      op: {
        Put: {
          Item: {
            ...importacionDatosKeys.bloque(job.empresaId, job.id, bloque),
            entidad: 'IMPORTACION_DATOS_BLOQUE',
            filas,
            expiresAt: job.expiresAt,
          },
        },
      },
    },
    {
      op: updateOp(
        importacionDatosKeys.trabajo(job.empresaId, job.id),
        { ...c, siguienteBloque: bloque + 1, actualizadoEn },
        { expression: 'siguienteBloque = :b AND estado = :en_proceso', values: { ':b': bloque, ':en_proceso': 'en_proceso' } },
      ),
      onConditionFail: atras,
    },
  ]);
}

/** Marks the job completado or error; false when it had already ended. */
export async function terminarImportacionDatos(
  empresaId: string,
  id: string,
  estado: Extract<EstadoImportacionDatos, 'completado' | 'error'>,
  extra: { finalizadoEn: string; error?: string },
): Promise<boolean> {
  return transactIf([
    {
      op: updateOp(
        importacionDatosKeys.trabajo(empresaId, id),
        { estado, actualizadoEn: extra.finalizadoEn, ...extra },
        { expression: 'estado <> :completado AND estado <> :error', values: { ':completado': 'completado', ':error': 'error' } },
      ),
    },
  ]);
}

/** A page of the report: whole blocks, in the order they ran. */
export async function paginaInformeDatos(empresaId: string, id: string, cursor?: string | null): Promise<Page<FilaImportacion>> {
  const page = await queryPage<{ filas?: FilaImportacion[] }>({
    pk: tenantPk(empresaId),
    skPrefix: `IMPDATOSRES#${assertKeyPart(id, 'importacionId')}#`,
    limit: BLOQUES_POR_PAGINA,
    cursor,
  });
  return { items: page.items.flatMap((b) => b.filas ?? []), cursor: page.cursor };
}

/**
 * What the saved blocks refused that later blocks depend on (D95's carried sets): the ids of the
 * candidates and interviews refused so far. Read from the report itself, so a resumed delivery
 * carries exactly what the dead one had.
 */
export async function rechazosGuardados(empresaId: string, id: string, hasta: number) {
  const bloques = await queryAll<Key & { filas?: FilaImportacion[] }>({
    pk: tenantPk(empresaId),
    skPrefix: `IMPDATOSRES#${assertKeyPart(id, 'importacionId')}#`,
  });
  const candidatos = new Set<string>();
  const entrevistas = new Set<string>();
  for (const b of bloques) {
    if (Number(b.SK.split('#').pop()) >= hasta) continue;
    for (const f of b.filas ?? []) {
      if (f.resultado !== 'rechazado') continue;
      const [s, ident] = f.sk.split('#');
      if (s === 'CAND' && ident) candidatos.add(ident);
      if (s === 'ENTREVISTA' && ident) entrevistas.add(ident);
    }
  }
  return { candidatos, entrevistas };
}
