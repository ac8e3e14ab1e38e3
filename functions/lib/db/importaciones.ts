// Candidates CSV imports (docs/data-model.md "Imports"; D57): the import item (a queued job of the
// kit, db/trabajos.ts: status and counters), the rows as uploaded, in blocks of at most ~300 KB
// (DynamoDB items cap at 400 KB), and the report, one item per block of IMPORTACION_CSV.filasPorBloque
// results. Everything lives in the company's partition and expires (TTL) a week after the upload: the
// report names people.
import { IMPORTACION_CSV } from '../../../shared/constants.js';
import type { FilaInforme, Importacion } from '../../../shared/schemas/importacion.js';
import type { EstadoTrabajo } from '../../../shared/schemas/trabajo.js';
import type { FilaCsv } from '../candidatos/csv.js';
import { enLotes } from '../lotes.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { deleteIf, putItem, queryAll, transact, type Page, type TransactStep } from './repository.js';
import {
  anotarEntregaDe,
  guardarBloqueDe,
  leerEntrada,
  type ItemTrabajo,
  leerTrabajo,
  paginaInforme,
  pasoCrearTrabajo,
  pasosEntrada,
  refTrabajo,
  sinRetroceder,
  terminarTrabajo,
  type TipoTrabajo,
  vistaTrabajo,
} from './trabajos.js';

export interface ImportacionItem extends Importacion, ItemTrabajo {
  creadoPor: string;
  /** The uploader's own partition for their notification (null: the superadmin). */
  creadoPorEmpresaId: string | null;
  /** How many IMPORTDATOS blocks hold the rows. */
  bloquesDatos: number;
  /** The uploader's name, for the moves an import into a vacancy writes (D191). */
  creadoPorNombre?: string;
}

export type Contadores = Pick<Importacion, 'procesadas' | 'creados' | 'duplicados' | 'invalidos' | 'sinCupo' | 'anadidos'>;

/** Days an import, its rows and its report are kept. */
export const DIAS_IMPORTACION = 7;
/** Bytes of rows (as JSON) per data block: room under the 400 KB item limit. */
const BYTES_POR_BLOQUE = 300_000;

export const importacionKeys = {
  importacion: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `IMPORT#${assertKeyPart(id, 'importacionId')}` }),
};

/** The import as a job of the kit; its rows' blocks are `IMPORTDATOS#{id}#{0000}`, its report's `IMPORTRES#{id}#{0000}`. */
export const TRABAJO_IMPORTACION: TipoTrabajo = {
  clave: importacionKeys.importacion,
  entidad: 'IMPORTACION',
  campos: { error: 'error', finalizado: 'finalizadaEn' },
  entrada: { prefijo: 'IMPORTDATOS#', entidad: 'IMPORTACION_DATOS', campo: 'filas', nombres: { trabajo: 'import', bloque: 'data' } },
  informe: { prefijo: 'IMPORTRES#', digitos: 4, entidad: 'IMPORTACION_RESULTADOS' },
  internos: ['creadoPor', 'creadoPorEmpresaId', 'bloquesDatos', 'creadoPorNombre'],
};

const ref = (empresaId: string, id: string) => refTrabajo(TRABAJO_IMPORTACION, empresaId, id);

/** The rows cut into blocks of at most BYTES_POR_BLOQUE (as JSON), in file order. */
export function bloquesDeFilas(filas: FilaCsv[]): FilaCsv[][] {
  return enLotes(filas, (f) => Buffer.byteLength(JSON.stringify(f)), { peso: BYTES_POR_BLOQUE });
}

export function toImportacion(i: ImportacionItem): Importacion {
  return vistaTrabajo<Importacion>(TRABAJO_IMPORTACION, i);
}

/**
 * The import and its rows, all or nothing (a transaction holds up to 4 MB: the 2 MB file fits), with
 * `extra` steps (the queue hand-off's outbox record, D78).
 */
export async function crearImportacion(item: ImportacionItem, bloques: FilaCsv[][], extra: TransactStep[] = []): Promise<void> {
  await transact([
    pasoCrearTrabajo(ref(item.empresaId, item.id), item),
    ...pasosEntrada(ref(item.empresaId, item.id), item.expiresAt, bloques),
    ...extra,
  ]);
}

export function getImportacion(empresaId: string, id: string): Promise<ImportacionItem | undefined> {
  return leerTrabajo<ImportacionItem>(ref(empresaId, id));
}

export function leerFilas(empresaId: string, id: string, bloque: number): Promise<FilaCsv[]> {
  return leerEntrada<FilaCsv>(ref(empresaId, id), bloque);
}

/**
 * One block of the report and the counters after it, in one transaction (the kit's report block),
 * never going back on `procesadas` (sinRetroceder). The first block moves the import pendiente → en_curso.
 */
export const guardarBloque = /* @__PURE__ */ guardarBloqueDe<FilaInforme, Contadores>(
  TRABAJO_IMPORTACION,
  /* @__PURE__ */ sinRetroceder('procesadas'),
);

/**
 * Marks the import finished (completada or fallida); false when it already was. The rows as
 * uploaded are deleted then: only the worker needs them, and they name people (the report stays
 * until the import expires).
 */
export async function terminarImportacion(
  empresaId: string,
  id: string,
  estado: Extract<EstadoTrabajo, 'completada' | 'fallida'>,
  fin: { finalizadaEn: string; error?: string },
): Promise<boolean> {
  const terminada = await terminarTrabajo(ref(empresaId, id), estado, { en: fin.finalizadaEn, error: fin.error });
  await borrarFilasSubidas(empresaId, id);
  return terminada;
}

async function borrarFilasSubidas(empresaId: string, id: string): Promise<void> {
  const bloques = await queryAll<Key>({ pk: tenantPk(empresaId), skPrefix: `IMPORTDATOS#${assertKeyPart(id, 'importacionId')}#` });
  await Promise.all(bloques.map((b) => deleteIf({ PK: b.PK, SK: b.SK }, { expression: 'attribute_exists(PK)' })));
}

/** Records the delivery now running the import (the kit's last delivery); false when it has ended. */
export const anotarEntregaImportacion = /* @__PURE__ */ anotarEntregaDe(TRABAJO_IMPORTACION);

/** A page of the report: whole blocks in file order (IMPORTACION_CSV.bloquesPorPagina at a time). */
export function paginaResultados(empresaId: string, id: string, cursor?: string | null): Promise<Page<FilaInforme>> {
  return paginaInforme<FilaInforme>(ref(empresaId, id), IMPORTACION_CSV.bloquesPorPagina, cursor);
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
            vacante: f.vacante,
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
