// Why one module: the one kit of the queued jobs (D135): the item shape, its states and every guarded
// write on it; split, a guard would live apart from the states it checks.
// The queued jobs' kit (D135). The candidates CSV import (D57, db/importaciones.ts), the
// data import and the restore (D100, D103, db/importaciones-datos.ts), the data clear (D103,
// db/limpiezas-datos.ts) and the company deletion (D72, db/empresa-eliminacion.ts) are one thing: a
// job in the company's partition that a queue's worker carries on, delivery after delivery, with
// conditional writes, so a duplicate or a late delivery never moves it back. This module is that
// thing, once:
//   - its states (shared/schemas/trabajo.ts), and the words stored before them read as them;
//   - the guard of every write: pendiente (the start), en_curso (the progress), not ended (the end);
//   - the writes: create, start, progress (set and add; in the caller's transaction or its own),
//     finish (completada, or fallida with its reason; only once), the last delivery that ran it;
//   - its input, when kept beside it: blocks written with the job, read by the worker one by one;
//   - its report: blocks of rows, each written with the progress that covers it, read in order.
// A kind of job (TipoTrabajo) names its key, its item's `entidad`, its fields as its API answers
// them and its report's keys. A job kept inside another item (a company's `eliminacion`) names the
// map attribute instead of an entidad: its writes are then also conditional on the map carrying the
// job's id, so the writes of a superseded job do nothing.
import { ESTADOS_TERMINADOS, type EstadoTrabajo } from '../../../shared/schemas/trabajo.js';
import type { AppError } from '../errors.js';
import type { Key } from './keys.js';
import { type Condition, getItem, type Page, queryAll, queryPage, transact, transactIf, type TransactStep } from './repository.js';

/** A kind of job: where it lives and what its fields are called. */
export interface TipoTrabajo {
  /** The job's item (or, for a job kept inside another item, that item). Builders assert the id. */
  clave: (empresaId: string, id: string) => Key;
  /** The job's own item's `entidad` (docs/data-model.md); none for a job kept inside another item. */
  entidad?: string;
  /** The map attribute of another item that holds the job (the company's `eliminacion`). */
  dentroDe?: string;
  /**
   * The names of the fields the kit writes, as the kind's API answers them (the API kept its names:
   * D135 changed only the states): its reason when it fails, its last progress, its end.
   */
  campos: { error: string; actualizado?: string; finalizado?: string };
  /** Its report: one item per block of rows, `{prefijo}{id}#{block, zero-padded to digitos}`. */
  informe?: { prefijo: string; digitos: number; entidad: string };
  /** Its input, when kept beside it in blocks (the CSV's rows, a bulk action's selection). */
  entrada?: EntradaTrabajo;
  /** Fields of the stored job the API does not show (besides the keys, the TTL and ultimaEntrega). */
  internos?: readonly string[];
}

/** One job: its kind, its company, its id and its item's key. */
export interface RefTrabajo {
  tipo: TipoTrabajo;
  empresaId: string;
  id: string;
  key: Key;
}

export function refTrabajo(tipo: TipoTrabajo, empresaId: string, id: string): RefTrabajo {
  return { tipo, empresaId, id, key: tipo.clave(empresaId, id) };
}

/** The delivery of the job's queue message that ran it last: a redelivery shows as intento > 1. */
export interface UltimaEntrega {
  /** SQS's ApproximateReceiveCount of that delivery. */
  intento: number;
  /** When it started. */
  en: string;
}

/** What every job of its own item keeps besides its kind's fields: the delivery that ran it last, and when it expires (TTL). */
export interface ItemTrabajo {
  ultimaEntrega?: UltimaEntrega;
  expiresAt: number;
  [k: string]: unknown;
}

// ---- The states, and the words stored before them ---------------------------------------------

/**
 * The words the jobs stored before D135 gave them one vocabulary (the CSV import's
 * `procesando`; the data import's and the clear's `en_proceso`, `completado`, `error`). Nothing was
 * deployed then, but a developer's local table (`.local/`) may hold such jobs: they read as the
 * state they meant, and every guard below accepts them too, so a job stored half-way goes on.
 */
const PALABRAS_ANTERIORES: Readonly<Record<string, EstadoTrabajo>> = {
  procesando: 'en_curso',
  en_proceso: 'en_curso',
  completado: 'completada',
  error: 'fallida',
};

/** A stored state word as the one vocabulary says it. */
export function estadoActual(palabra: string): EstadoTrabajo {
  return (PALABRAS_ANTERIORES[palabra] ?? palabra) as EstadoTrabajo;
}

/** The item with its state word in the one vocabulary (the read mapping). */
export function conEstadoActual<T extends { estado?: unknown }>(item: T): T {
  return typeof item.estado === 'string' && item.estado in PALABRAS_ANTERIORES ? { ...item, estado: estadoActual(item.estado) } : item;
}

/** Every word a state may be stored as: its own, then the older ones. */
function palabrasDe(estados: readonly EstadoTrabajo[]): string[] {
  return [...estados, ...Object.keys(PALABRAS_ANTERIORES).filter((p) => estados.includes(PALABRAS_ANTERIORES[p]!))];
}

// ---- Expressions ------------------------------------------------------------------------------

/** Placeholders of one write (`#t…`, `:t…`: a caller's own condition uses other names). */
class Expresion {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly alias = new Map<string, string>();
  private n = 0;

  constructor(private readonly dentroDe?: string) {}

  /** A field of the job (inside its map, for a job kept inside another item). */
  campo(nombre: string): string {
    return [...(this.dentroDe ? [this.dentroDe] : []), nombre].map((p) => this.nombre(p)).join('.');
  }

  valor(v: unknown): string {
    const ph = `:t${this.n++}`;
    this.values[ph] = v;
    return ph;
  }

  private nombre(atributo: string): string {
    let ph = this.alias.get(atributo);
    if (!ph) {
      ph = `#t${this.n++}`;
      this.alias.set(atributo, ph);
      this.names[ph] = atributo;
    }
    return ph;
  }
}

/**
 * What a write asks of the job: `pendiente` (the start: one delivery wins), `en_curso` (the
 * progress: only while it runs), `sin_terminar` (the end, the last delivery's record, a progress
 * that may be the first: not completada nor fallida).
 */
export type Guarda = 'pendiente' | 'en_curso' | 'sin_terminar';

function condicionDe(e: Expresion, ref: RefTrabajo, guarda: Guarda): string {
  const estado = e.campo('estado');
  const en = (palabras: string[]) => `${estado} IN (${palabras.map((p) => e.valor(p)).join(', ')})`;
  const partes = ['attribute_exists(PK)'];
  if (ref.tipo.dentroDe) partes.push(`${e.campo('id')} = ${e.valor(ref.id)}`);
  if (guarda === 'pendiente') partes.push(`${estado} = ${e.valor('pendiente')}`);
  else if (guarda === 'en_curso') partes.push(en(palabrasDe(['en_curso'])));
  else partes.push(`NOT (${en(palabrasDe(ESTADOS_TERMINADOS))})`);
  return partes.join(' AND ');
}

/** What a write changes: fields set, numbers added (exact under retries only inside the transaction that does the work). */
export interface Cambios {
  poner?: Record<string, unknown>;
  sumar?: Record<string, number>;
  /** When: written as the kind's last progress (`campos.actualizado`), if it keeps one. */
  en?: string;
}

/** A progress write: its changes under `guarda`, with the kind's own condition. */
export interface Progreso {
  guarda: Guarda;
  cambios: Cambios;
  condicion?: Condition;
}

/**
 * The step of a write to the job: `cambios` under `guarda` (and the caller's own condition, with
 * its own placeholders), answering `onConditionFail` when refused.
 */
export function pasoTrabajo(
  ref: RefTrabajo,
  guarda: Guarda,
  cambios: Cambios,
  o: { condicion?: Condition; onConditionFail?: () => AppError } = {},
): TransactStep {
  const e = new Expresion(ref.tipo.dentroDe);
  const { actualizado } = ref.tipo.campos;
  const poner = { ...cambios.poner, ...(cambios.en && actualizado ? { [actualizado]: cambios.en } : {}) };
  const sets = Object.entries(poner)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${e.campo(k)} = ${e.valor(v)}`);
  for (const [k, n] of Object.entries(cambios.sumar ?? {})) {
    const c = e.campo(k);
    sets.push(`${c} = if_not_exists(${c}, ${e.valor(0)}) + ${e.valor(n)}`);
  }
  if (sets.length === 0) throw new Error(`Job ${ref.id}: a write that changes nothing`);
  const condicion = condicionDe(e, ref, guarda) + (o.condicion ? ` AND (${o.condicion.expression})` : '');
  return {
    op: {
      Update: {
        Key: ref.key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: condicion,
        ExpressionAttributeNames: { ...e.names, ...o.condicion?.names },
        ExpressionAttributeValues: { ...e.values, ...o.condicion?.values },
      },
    },
    ...(o.onConditionFail ? { onConditionFail: o.onConditionFail } : {}),
  };
}

// ---- The job's life ---------------------------------------------------------------------------

/** The step that creates a job of its own item (pendiente, as given), with the caller's other steps. */
export function pasoCrearTrabajo(ref: RefTrabajo, item: { estado: EstadoTrabajo } & Record<string, unknown>): TransactStep {
  if (!ref.tipo.entidad) throw new Error(`Job ${ref.id}: kept inside another item, it is not created on its own`);
  return {
    op: { Put: { Item: { ...ref.key, entidad: ref.tipo.entidad, ...item }, ConditionExpression: 'attribute_not_exists(PK)' } },
  };
}

/** A job of its own item, its state read in the one vocabulary. `consistent`: the workers' and the polled reads. */
export async function leerTrabajo<T extends { estado: EstadoTrabajo }>(
  ref: RefTrabajo,
  o: { consistent?: boolean } = {},
): Promise<T | undefined> {
  const item = await getItem<T>(ref.key, o);
  return item && conEstadoActual(item);
}

/** The fields of a stored job the API shows (its keys, TTL, last delivery and the kind's internals left out). */
export function vistaTrabajo<V>(tipo: TipoTrabajo, item: object): V {
  const fuera = new Set(['PK', 'SK', 'entidad', 'expiresAt', 'ultimaEntrega', ...(tipo.internos ?? [])]);
  return conEstadoActual(Object.fromEntries(Object.entries(item).filter(([k]) => !fuera.has(k)))) as V;
}

/** pendiente → en_curso with `cambios` (what the start found); false when another delivery started it first. */
export function empezarTrabajo(ref: RefTrabajo, cambios: Cambios = {}): Promise<boolean> {
  return transactIf([
    pasoTrabajo(ref, 'pendiente', { ...cambios, poner: { estado: 'en_curso' satisfies EstadoTrabajo, ...cambios.poner } }),
  ]);
}

/** Progress in its own transaction, while the job runs (`onConditionFail` otherwise). */
export async function avanzarTrabajo(ref: RefTrabajo, cambios: Cambios, onConditionFail: () => AppError): Promise<void> {
  await transact([pasoTrabajo(ref, 'en_curso', cambios, { onConditionFail })]);
}

/** How a job ends: when, and why it failed. */
export interface Fin {
  en: string;
  error?: string;
}

/** The step that ends the job (completada, or fallida with its reason), only while it has not ended. */
export function pasoTerminarTrabajo(
  ref: RefTrabajo,
  estado: (typeof ESTADOS_TERMINADOS)[number],
  fin: Fin,
  onConditionFail?: () => AppError,
): TransactStep {
  const { finalizado, error } = ref.tipo.campos;
  const poner: Record<string, unknown> = { estado };
  if (finalizado) poner[finalizado] = fin.en;
  if (fin.error !== undefined) poner[error] = fin.error;
  return pasoTrabajo(ref, 'sin_terminar', { poner, en: fin.en }, { onConditionFail });
}

/** Ends the job (with the caller's other steps in the same transaction); false when it had already ended. */
export function terminarTrabajo(
  ref: RefTrabajo,
  estado: (typeof ESTADOS_TERMINADOS)[number],
  fin: Fin,
  extra: TransactStep[] = [],
): Promise<boolean> {
  return transactIf([pasoTerminarTrabajo(ref, estado, fin), ...extra]);
}

/**
 * Records the delivery now running the job (its `ultimaEntrega`), while it has not ended; not a
 * progress (the kind's last-progress time does not move: a stuck job still looks stuck). False when
 * the job has ended, is gone, or is no longer this one.
 */
export function anotarEntrega(ref: RefTrabajo, intento: number, en: string): Promise<boolean> {
  return transactIf([pasoTrabajo(ref, 'sin_terminar', { poner: { ultimaEntrega: { intento, en } satisfies UltimaEntrega } })]);
}

/**
 * A kind's end, for its module: completada or fallida, with when and why; false when it had already
 * ended. A function that makes the function (not an object holding both), so a bundle that reads
 * the job and never ends it drops the write (D50: a function carries only what its grants allow).
 */
export function terminarDe(tipo: TipoTrabajo) {
  return (
    empresaId: string,
    id: string,
    estado: (typeof ESTADOS_TERMINADOS)[number],
    fin: { finalizadoEn: string; error?: string },
  ): Promise<boolean> => terminarTrabajo(refTrabajo(tipo, empresaId, id), estado, { en: fin.finalizadoEn, error: fin.error });
}

/** A kind's record of the delivery now running the job, for its module; false when it has ended. */
export function anotarEntregaDe(tipo: TipoTrabajo) {
  return (empresaId: string, id: string, intento: number, en: string): Promise<boolean> =>
    anotarEntrega(refTrabajo(tipo, empresaId, id), intento, en);
}

// ---- Its input --------------------------------------------------------------------------------

/**
 * A kind's input kept in blocks beside the job: written with the job, each block under `clave` with
 * its items in `campo`, expiring with it; read by the worker block by block. `nombres` name a missing
 * block in the worker's error.
 */
/** Its input's blocks are `{prefijo}{id}#{block, zero-padded to 4 digits}`, beside the job in its partition. */
export interface EntradaTrabajo {
  prefijo: string;
  entidad: string;
  campo: string;
  nombres: { trabajo: string; bloque: string };
}

function entradaDe(ref: RefTrabajo): EntradaTrabajo {
  const entrada = ref.tipo.entrada;
  if (!entrada) throw new Error(`Job ${ref.id}: its kind keeps no input`);
  return entrada;
}

/** The key of the input's block `bloque` (0-based). */
function claveEntrada(ref: RefTrabajo, bloque: number): Key {
  return { PK: ref.key.PK, SK: `${entradaDe(ref).prefijo}${ref.id}#${String(bloque).padStart(4, '0')}` };
}

/** The steps that write the input's blocks (0-based, in order), for the job's creating transaction. */
export function pasosEntrada(ref: RefTrabajo, expiresAt: number, bloques: unknown[][]): TransactStep[] {
  const { entidad, campo } = entradaDe(ref);
  return bloques.map((items, b) => ({ op: { Put: { Item: { ...claveEntrada(ref, b), entidad, [campo]: items, expiresAt } } } }));
}

/** Block `bloque` of the input; one missing is an error (the job was written with all of them). */
export async function leerEntrada<T>(ref: RefTrabajo, bloque: number): Promise<T[]> {
  const { campo, nombres } = entradaDe(ref);
  const item = await getItem<Record<string, T[]>>(claveEntrada(ref, bloque));
  if (!item) throw new Error(`${nombres.trabajo} ${ref.id}: ${nombres.bloque} block ${bloque} missing`);
  return item[campo]!;
}

// ---- The report -------------------------------------------------------------------------------

function informeDe(ref: RefTrabajo) {
  const informe = ref.tipo.informe;
  if (!informe) throw new Error(`Job ${ref.id}: its kind keeps no report`);
  return informe;
}

/** The key of the report's block `bloque` (0-based). */
export function claveBloque(ref: RefTrabajo, bloque: number): Key {
  const { prefijo, digitos } = informeDe(ref);
  return { PK: ref.key.PK, SK: `${prefijo}${ref.id}#${String(bloque).padStart(digitos, '0')}` };
}

/**
 * A block of the report and the progress after it, in one transaction: the block is written only
 * with the progress that covers it, so a delivery that dies between them writes neither. The
 * progress is under `guarda` and the kind's own condition (the next block is this one, the counts
 * do not go back): a duplicate delivery running behind is refused with `atras`.
 */
export async function guardarBloqueInforme(
  ref: RefTrabajo,
  bloque: number,
  filas: unknown[],
  expiresAt: number,
  progreso: Progreso,
  atras: () => AppError,
): Promise<void> {
  await transact([
    { op: { Put: { Item: { ...claveBloque(ref, bloque), entidad: informeDe(ref).entidad, filas, expiresAt } } } },
    pasoTrabajo(ref, progreso.guarda, progreso.cambios, { condicion: progreso.condicion, onConditionFail: atras }),
  ]);
}

/**
 * A kind's report block and the progress after it, for its module: `progreso` says what block
 * `bloque` with the counters `c` writes to the job. A function that makes the function, as terminarDe
 * (made under a pure annotation, so a bundle that reads the job and never saves a block drops the write, D50).
 */
export function guardarBloqueDe<F, C>(tipo: TipoTrabajo, progreso: (bloque: number, c: C) => Progreso) {
  return (
    job: { empresaId: string; id: string; expiresAt: number },
    bloque: number,
    filas: F[],
    c: C,
    atras: () => AppError,
  ): Promise<void> =>
    guardarBloqueInforme(refTrabajo(tipo, job.empresaId, job.id), bloque, filas, job.expiresAt, progreso(bloque, c), atras);
}

/**
 * The progress of a kind whose counters are absolute values, never ADDs: conditional on `campo` (the
 * count processed) not going back and on the job not having ended, so a redelivered message that
 * repeats a block writes the same values and a slower duplicate delivery cannot move the progress
 * backwards. The first block moves the job pendiente → en_curso.
 */
export function sinRetroceder<C extends Record<string, number | undefined>>(campo: keyof C & string) {
  return (_bloque: number, c: C): Progreso => ({
    guarda: 'sin_terminar',
    cambios: { poner: { ...c, estado: 'en_curso' satisfies EstadoTrabajo } },
    condicion: { expression: `${campo} <= :p`, values: { ':p': c[campo] } },
  });
}

/** A page of the report: `bloques` whole blocks, in their order, their rows one after the other. */
export async function paginaInforme<F>(ref: RefTrabajo, bloques: number, cursor?: string | null): Promise<Page<F>> {
  const page = await queryPage<{ filas?: F[] }>({
    pk: ref.key.PK,
    skPrefix: `${informeDe(ref).prefijo}${ref.id}#`,
    limit: bloques,
    cursor,
  });
  return { items: page.items.flatMap((b) => b.filas ?? []), cursor: page.cursor };
}

/** Every saved block of the report, with its number, in order. */
export async function bloquesInforme<F>(ref: RefTrabajo): Promise<Array<{ bloque: number; filas: F[] }>> {
  const items = await queryAll<Key & { filas?: F[] }>({ pk: ref.key.PK, skPrefix: `${informeDe(ref).prefijo}${ref.id}#` });
  return items.map((b) => ({ bloque: Number(b.SK.split('#').pop()), filas: b.filas ?? [] }));
}
