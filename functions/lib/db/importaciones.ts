// Candidates CSV imports (docs/data-model.md "Imports"; D57): the import item (status and counters),
// the rows as uploaded, in blocks of at most ~300 KB (DynamoDB items cap at 400 KB), and the report,
// one item per block of IMPORTACION_CSV.filasPorBloque results. Everything lives in the company's
// partition and expires (TTL) a week after the upload: the report names people.
import { IMPORTACION_CSV } from '../../../shared/constants.js';
import type { EstadoImportacion, FilaInforme, Importacion } from '../../../shared/schemas/importacion.js';
import type { FilaCsv } from '../candidatos/csv.js';
import type { AppError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import {
  deleteIf,
  getItem,
  putItem,
  queryAll,
  queryPage,
  transact,
  transactIf,
  updateOp,
  type Page,
  type TransactStep,
} from './repository.js';

export interface ImportacionItem extends Importacion {
  creadoPor: string;
  /** The uploader's own partition for their notification (null: the superadmin). */
  creadoPorEmpresaId: string | null;
  /** How many IMPORTDATOS blocks hold the rows. */
  bloquesDatos: number;
  expiresAt: number;
  [k: string]: unknown;
}

export type Contadores = Pick<Importacion, 'procesadas' | 'creados' | 'duplicados' | 'invalidos' | 'sinCupo'>;

/** Days an import, its rows and its report are kept. */
export const DIAS_IMPORTACION = 7;
/** Bytes of rows (as JSON) per data block: room under the 400 KB item limit. */
const BYTES_POR_BLOQUE = 300_000;

const n4 = (n: number) => String(n).padStart(4, '0');

export const importacionKeys = {
  importacion: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `IMPORT#${assertKeyPart(id, 'importacionId')}` }),
  datos: (empresaId: string, id: string, bloque: number): Key => ({
    PK: tenantPk(empresaId),
    SK: `IMPORTDATOS#${assertKeyPart(id, 'importacionId')}#${n4(bloque)}`,
  }),
  resultados: (empresaId: string, id: string, bloque: number): Key => ({
    PK: tenantPk(empresaId),
    SK: `IMPORTRES#${assertKeyPart(id, 'importacionId')}#${n4(bloque)}`,
  }),
};

/** The rows cut into blocks of at most BYTES_POR_BLOQUE (as JSON), in file order. */
export function bloquesDeFilas(filas: FilaCsv[]): FilaCsv[][] {
  const bloques: FilaCsv[][] = [];
  let actual: FilaCsv[] = [];
  let bytes = 0;
  for (const f of filas) {
    const tam = Buffer.byteLength(JSON.stringify(f));
    if (actual.length && bytes + tam > BYTES_POR_BLOQUE) {
      bloques.push(actual);
      actual = [];
      bytes = 0;
    }
    actual.push(f);
    bytes += tam;
  }
  if (actual.length) bloques.push(actual);
  return bloques;
}

const CLAVES = ['PK', 'SK', 'entidad', 'expiresAt', 'creadoPor', 'creadoPorEmpresaId', 'bloquesDatos'];
export function toImportacion(i: ImportacionItem): Importacion {
  return Object.fromEntries(Object.entries(i).filter(([k]) => !CLAVES.includes(k))) as Importacion;
}

/** The import and its rows, all or nothing (a transaction holds up to 4 MB: the 2 MB file fits). */
/** The import and its rows in one transaction, with `extra` steps (the queue hand-off's outbox record, D78). */
export async function crearImportacion(item: ImportacionItem, bloques: FilaCsv[][], extra: TransactStep[] = []): Promise<void> {
  await transact([
    {
      op: {
        Put: {
          Item: { ...importacionKeys.importacion(item.empresaId, item.id), entidad: 'IMPORTACION', ...item },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    ...bloques.map((filas, i): TransactStep => ({
      op: {
        Put: {
          Item: { ...importacionKeys.datos(item.empresaId, item.id, i), entidad: 'IMPORTACION_DATOS', filas, expiresAt: item.expiresAt },
        },
      },
    })),
    ...extra,
  ]);
}

export function getImportacion(empresaId: string, id: string): Promise<ImportacionItem | undefined> {
  return getItem<ImportacionItem>(importacionKeys.importacion(empresaId, id));
}

export async function leerFilas(empresaId: string, id: string, bloque: number): Promise<FilaCsv[]> {
  const item = await getItem<{ filas: FilaCsv[] }>(importacionKeys.datos(empresaId, id, bloque));
  if (!item) throw new Error(`import ${id}: data block ${bloque} missing`);
  return item.filas;
}

/**
 * One block of the report and the counters after it, in one transaction. Counters are absolute
 * values, never ADDs, and the write is conditional on not going back (`procesadas <= :p`), so a
 * redelivered message that repeats a block writes the same values and a slower duplicate delivery
 * cannot move the progress backwards (it is refused with `atras`).
 */
export async function guardarBloque(
  imp: Pick<ImportacionItem, 'empresaId' | 'id' | 'expiresAt'>,
  bloque: number,
  filas: FilaInforme[],
  c: Contadores,
  atras: () => AppError,
): Promise<void> {
  await transact([
    {
      op: {
        Put: {
          Item: {
            ...importacionKeys.resultados(imp.empresaId, imp.id, bloque),
            entidad: 'IMPORTACION_RESULTADOS',
            filas,
            expiresAt: imp.expiresAt,
          },
        },
      },
    },
    {
      op: updateOp(
        importacionKeys.importacion(imp.empresaId, imp.id),
        { ...c, estado: 'procesando' satisfies EstadoImportacion },
        { expression: 'procesadas <= :p AND estado <> :completada', values: { ':p': c.procesadas, ':completada': 'completada' } },
      ),
      onConditionFail: atras,
    },
  ]);
}

/**
 * Marks the import finished (completada or fallida); false when it already was. The rows as
 * uploaded are deleted then: only the worker needs them, and they name people (the report stays
 * until the import expires).
 */
export async function terminarImportacion(
  empresaId: string,
  id: string,
  estado: Extract<EstadoImportacion, 'completada' | 'fallida'>,
  extra: { finalizadaEn: string; error?: string },
): Promise<boolean> {
  const terminada = await marcarTerminada(empresaId, id, estado, extra);
  await borrarFilasSubidas(empresaId, id);
  return terminada;
}

async function borrarFilasSubidas(empresaId: string, id: string): Promise<void> {
  const bloques = await queryAll<Key>({ pk: tenantPk(empresaId), skPrefix: `IMPORTDATOS#${assertKeyPart(id, 'importacionId')}#` });
  await Promise.all(bloques.map((b) => deleteIf({ PK: b.PK, SK: b.SK }, { expression: 'attribute_exists(PK)' })));
}

async function marcarTerminada(
  empresaId: string,
  id: string,
  estado: Extract<EstadoImportacion, 'completada' | 'fallida'>,
  extra: { finalizadaEn: string; error?: string },
): Promise<boolean> {
  return transactIf([
    {
      op: updateOp(
        importacionKeys.importacion(empresaId, id),
        { estado, ...extra },
        { expression: 'estado <> :completada AND estado <> :fallida', values: { ':completada': 'completada', ':fallida': 'fallida' } },
      ),
    },
  ]);
}

/** A page of the report: whole blocks in file order (IMPORTACION_CSV.bloquesPorPagina at a time). */
export async function paginaResultados(empresaId: string, id: string, cursor?: string | null): Promise<Page<FilaInforme>> {
  const page = await queryPage<{ filas: FilaInforme[] }>({
    pk: tenantPk(empresaId),
    skPrefix: `IMPORTRES#${assertKeyPart(id, 'importacionId')}#`,
    limit: IMPORTACION_CSV.bloquesPorPagina,
    cursor,
  });
  return { items: page.items.flatMap((b) => b.filas), cursor: page.cursor };
}

/** What an erased candidate's email becomes in a report's reason. */
const BORRADO = '[dato borrado]';

/**
 * Erasure (D55) reaches the imports: in the company's imports still kept (a week), every report
 * entry and every uploaded row with this email loses the name and the email (the reason keeps its
 * sense, with the email replaced). Reads the company's import items only (never other tenants').
 * Answers how many items were rewritten.
 */
export async function borrarDeImportaciones(empresaId: string, email: string, now = new Date()): Promise<number> {
  const objetivo = email.trim().toLowerCase();
  const vivo = (i: { expiresAt?: number }) => (i.expiresAt ?? Infinity) > now.getTime() / 1000;
  const pk = tenantPk(empresaId);
  const [informes, subidas] = await Promise.all([
    queryAll<Key & { filas: FilaInforme[]; expiresAt?: number }>({ pk, skPrefix: 'IMPORTRES#' }),
    queryAll<Key & { filas: FilaCsv[]; expiresAt?: number }>({ pk, skPrefix: 'IMPORTDATOS#' }),
  ]);
  const columnaEmail = IMPORTACION_CSV.columnas.indexOf('email');
  const cambios: Array<Key & Record<string, unknown>> = [];
  for (const item of informes.filter(vivo)) {
    if (!item.filas.some((f) => f.email?.toLowerCase() === objetivo)) continue;
    const filas = item.filas.map((f) =>
      f.email?.toLowerCase() === objetivo
        ? {
            fila: f.fila,
            linea: f.linea,
            resultado: f.resultado,
            motivo: f.motivo?.split(f.email).join(BORRADO),
            candidatoId: f.candidatoId,
          }
        : f,
    );
    cambios.push({ ...item, filas });
  }
  for (const item of subidas.filter(vivo)) {
    const es = (f: FilaCsv) => (f.c[columnaEmail] ?? '').trim().toLowerCase() === objetivo;
    if (!item.filas.some(es)) continue;
    cambios.push({ ...item, filas: item.filas.map((f) => (es(f) ? { l: f.l, c: f.c.map(() => ''), e: BORRADO } : f)) });
  }
  await Promise.all(cambios.map((c) => putItem(JSON.parse(JSON.stringify(c)) as Key & Record<string, unknown>)));
  return cambios.length;
}
