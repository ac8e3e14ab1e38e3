// Why one module: a candidate's storage: every write moves the same marker, quota, counters and search
// index in its transaction, so they are kept side by side.
// Candidates of a company (docs/data-model.md "Candidates"). Besides the candidate item, every write
// keeps, in the same transaction:
// - the email marker (one candidate per email in a company),
// - the company's candidate quota (`uso.candidatos` against `limites.candidatos`),
// - the per-status counters (`CANDSTATS`) and the area's `candidatos` counter,
// - the search index: one small item per normalised word prefix of the candidate's name, email,
//   position and job (`CANDBUSQ#…`, on GSI1 newest first), so a search reads one index page
//   whatever the size of the company; and one more entry, `CANDBUSQ#{id}#~nombre`, that keeps the
//   company's candidates in name order (GSI1 `CANDNOMBRE#{empresaId}`, D207): written, rewritten and
//   deleted with the prefixes, so every path that keeps the search keeps the order too.
// Except a new candidate's search entries (D114): they are written right after the transaction that
// creates the candidate, so that transaction, which takes a seat on the company's quota item, holds
// ~5 items instead of ~45, and the quota item is free again that much sooner for the company's next
// create. If they cannot be written the candidate is created all the same and the reconcile job
// writes them (`repararBusqueda`); nothing is ever indexed without its candidate.
import { createHash } from 'node:crypto';
import { PAGINACION } from '../../../shared/constants.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { ESTADOS_CANDIDATO, type EstadoCandidato } from '../../../shared/schemas/candidato.js';
import type { RechazoEnviado } from '../../../shared/schemas/candidato-envios.js';
import { NotFoundError, type AppError } from '../errors.js';
import { liberarCuotaStep, tomarCuotaStep } from './empresa-contadores.js';
import { areaKeys } from './areas.js';
import { pasosBorrarRetencion, pasosRetencion } from './retencion.js';
import { comoFiltro, dentro, rango, type Expresion, type Instantes } from './filtro-lista.js';
import { claveFraccion, fraccionAleatoria, FRACCIONES_EMPRESA, sumarFracciones } from './fracciones.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { logger } from '../logger.js';
import {
  getByIndexId,
  getItem,
  getItems,
  pasoActualizar,
  putItems,
  queryAll,
  queryPage,
  transact,
  transactIf,
  updateItem,
  type Page,
  type TransactStep,
} from './repository.js';

export interface CandidatoItem {
  id: string;
  empresaId: string;
  nombre: string;
  email: string;
  telefono?: string;
  puesto?: string;
  posicion?: string;
  experiencia_años?: number;
  habilidades?: string[];
  areaId?: string | null;
  estado: EstadoCandidato;
  fechaCreacion: string;
  fechaActualizacion?: string;
  creadoPor?: string;
  /** Increases with every write: an update is conditional on the version it read. */
  version: number;
  [k: string]: unknown;
}

/** Index prefixes: words cut to this length (a longer search word is checked against the stored text). */
export const PREFIJO_MAX = 12;
/** At most this many index items per candidate, so that an update (old ones out, new ones in) fits one transaction. */
export const PREFIJOS_MAX = 40;

export const candidatoKeys = {
  candidato: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `CAND#${assertKeyPart(id, 'candidatoId')}` }),
  email: (empresaId: string, email: string): Key => ({ PK: tenantPk(empresaId), SK: `CANDEMAIL#${email.toLowerCase()}` }),
  estadisticas: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'CANDSTATS' }),
  indice: (empresaId: string, id: string, prefijo: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `CANDBUSQ#${assertKeyPart(id, 'candidatoId')}#${prefijo}`,
  }),
  /** GSI1 partition of one status (lists filtered by status, newest first). */
  porEstado: (empresaId: string, estado: EstadoCandidato) => `CANDEST#${assertKeyPart(empresaId, 'empresaId')}#${estado}`,
  /** GSI1 partition of one email's candidates in every company (D148): its hash, never the address. */
  titular: (hashEmail: string) => `TITULAR#${assertKeyPart(hashEmail, 'hashEmail')}`,
  /** GSI1 partition of one search prefix. */
  busqueda: (empresaId: string, prefijo: string) => `CANDBUSQ#${assertKeyPart(empresaId, 'empresaId')}#${prefijo}`,
  /** GSI1 partition of the company's candidates in name order (D207): the name entries. */
  porNombre: (empresaId: string) => `CANDNOMBRE#${assertKeyPart(empresaId, 'empresaId')}`,
  auditoria: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `AUDIT#${id}` }),
};

// ---- Search text and prefixes ------------------------------------------------------------------

/** The words a search matches: name, email (split at . _ - @), position and job, normalised (no case, no accents). */
export function palabrasDe(c: Pick<CandidatoItem, 'nombre' | 'email' | 'posicion' | 'puesto'>): string[] {
  const texto = [c.nombre, c.posicion, c.puesto, c.email].filter(Boolean).join(' ');
  return [
    ...new Set(
      normalizarTexto(texto)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
}

/** The words of a search, normalised like the candidates' ones. */
export function palabrasBusqueda(q: string): string[] {
  return [
    ...new Set(
      normalizarTexto(q)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
}

/** The index prefixes of a candidate: every prefix (1 to PREFIJO_MAX letters) of each word, name words first, PREFIJOS_MAX at most. */
export function prefijosDe(c: Pick<CandidatoItem, 'nombre' | 'email' | 'posicion' | 'puesto'>): string[] {
  const prefijos = new Set<string>();
  for (const palabra of palabrasDe(c)) {
    for (let n = 1; n <= Math.min(palabra.length, PREFIJO_MAX); n++) {
      if (prefijos.size >= PREFIJOS_MAX) return [...prefijos];
      prefijos.add(palabra.slice(0, n));
    }
  }
  return [...prefijos];
}

/**
 * The name entry's place among the search entries (D207): `~` is no prefix (prefixes are [a-z0-9]), so
 * it never meets a search, and it is not counted in PREFIJOS_MAX.
 */
export const ENTRADA_NOMBRE = '~nombre';

/** Every index entry of a candidate: its search prefixes and its name entry (D207). */
export function entradasDe(c: Pick<CandidatoItem, 'nombre' | 'email' | 'posicion' | 'puesto'>): string[] {
  return [...prefijosDe(c), ENTRADA_NOMBRE];
}

/**
 * The name entry's sort key: the name without case or accents (so «Álvaro» sorts with «alvaro», and
 * «ñ» as «n»), spaces made one, then the id, so two people of one name keep an order and a cursor.
 */
export const claveNombre = (c: Pick<CandidatoItem, 'id' | 'nombre'>) =>
  `${normalizarTexto(c.nombre ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)}#${c.id}`;

/** ' word word …': a search word w matches a word start when the text contains ' ' + w. */
const textoBusqueda = (c: CandidatoItem) => ` ${palabrasDe(c).join(' ')}`;

function indiceItem(c: CandidatoItem, prefijo: string) {
  const nombre = prefijo === ENTRADA_NOMBRE;
  return {
    ...candidatoKeys.indice(c.empresaId, c.id, prefijo),
    GSI1PK: nombre ? candidatoKeys.porNombre(c.empresaId) : candidatoKeys.busqueda(c.empresaId, prefijo),
    GSI1SK: nombre ? claveNombre(c) : c.id,
    entidad: 'CANDIDATO_BUSQUEDA',
    candidatoId: c.id,
    texto: textoBusqueda(c),
  };
}

// ---- Items ---------------------------------------------------------------------------------------

/**
 * The email marker, also the candidate's entry in the holder index (D148): GSI1 `TITULAR#{hash of the
 * email}` / `{empresaId}#{candidatoId}`, so «Mis datos» finds every company's candidate of one email
 * with one Query and no Scan. It moves and goes with the marker, in the same transactions.
 */
function marcadorEmail(empresaId: string, email: string, candidatoId: string) {
  return {
    ...candidatoKeys.email(empresaId, email),
    entidad: 'CANDIDATO_EMAIL',
    candidatoId,
    ...indiceTitular(empresaId, email, candidatoId),
  };
}

/** What is hashed of an email for the holder index: trimmed and lower-cased. */
export function hashEmailTitular(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** The holder index keys of a candidate's email marker (D148). */
export function indiceTitular(empresaId: string, email: string, candidatoId: string) {
  return {
    GSI1PK: candidatoKeys.titular(hashEmailTitular(email)),
    GSI1SK: `${assertKeyPart(empresaId, 'empresaId')}#${assertKeyPart(candidatoId, 'candidatoId')}`,
  };
}

function itemDe(c: CandidatoItem) {
  return {
    ...candidatoKeys.candidato(c.empresaId, c.id),
    GSI1PK: candidatoKeys.porEstado(c.empresaId, c.estado),
    GSI1SK: c.id,
    GSI2PK: `CAND#${c.id}`,
    GSI2SK: 'CAND',
    entidad: 'CANDIDATO',
    ...c,
  };
}

const CLAVES_TABLA = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entidad'];

/** The candidate as stored, without the table's keys. */
function limpio(item: Record<string, unknown>): CandidatoItem {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !CLAVES_TABLA.includes(k))) as CandidatoItem;
}

export async function getCandidato(empresaId: string, id: string): Promise<CandidatoItem | undefined> {
  const item = await getItem<CandidatoItem & Key>(candidatoKeys.candidato(empresaId, id));
  return item && limpio(item);
}

/** Candidates by id, in the order asked (one BatchGet per hundred); one not found (erased) is left out. */
export async function candidatosPorId(empresaId: string, ids: string[]): Promise<CandidatoItem[]> {
  return (await getItems<CandidatoItem & Key>(ids.map((id) => candidatoKeys.candidato(empresaId, id)))).map(limpio);
}

/** The candidate that holds an email in a company (its marker), if any. */
export async function duenoDelEmail(empresaId: string, email: string): Promise<string | undefined> {
  const item = await getItem<{ candidatoId: string }>(candidatoKeys.email(empresaId, email));
  return item?.candidatoId;
}

/** A candidate by id alone (the superadmin acting platform-wide). */
export async function getCandidatoPorId(id: string): Promise<CandidatoItem | undefined> {
  const item = await getByIndexId<CandidatoItem & Key>(`CAND#${assertKeyPart(id, 'candidatoId')}`, 'CAND', (f) =>
    candidatoKeys.candidato(f.empresaId, id),
  );
  return item && limpio(item);
}

// ---- Counters ------------------------------------------------------------------------------------

const atributoEstado = (estado: EstadoCandidato) => `estado_${estado}`;

/**
 * ADD to the per-status counters, on fraction `f` (created on first use; db/fracciones.ts, D111: a
 * company's parallel creates do not all hold one counter item).
 */
export function contarEstadosStep(
  empresaId: string,
  deltas: Partial<Record<EstadoCandidato, number>>,
  f: number = fraccionAleatoria(),
): TransactStep | undefined {
  const entradas = Object.entries(deltas).filter(([, d]) => d);
  if (entradas.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds = entradas.map(([estado, delta], i) => {
    names[`#e${i}`] = atributoEstado(estado as EstadoCandidato);
    values[`:e${i}`] = delta!;
    return `#e${i} :e${i}`;
  });
  return {
    op: {
      Update: {
        Key: claveFraccion(candidatoKeys.estadisticas(empresaId), f),
        UpdateExpression: `SET entidad = :entidad ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':entidad': 'CANDIDATO_ESTADISTICAS' },
      },
    },
  };
}

/** One more (or one less) candidate in an area; the area must exist in that company. */
export function contarAreaStep(empresaId: string, areaId: string, delta: 1 | -1, onMissing: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: areaKeys.area(empresaId, areaId),
        UpdateExpression: 'ADD candidatos :d',
        ConditionExpression: delta > 0 ? 'attribute_exists(PK)' : 'attribute_exists(PK) AND candidatos > :cero',
        ExpressionAttributeValues: delta > 0 ? { ':d': delta } : { ':d': delta, ':cero': 0 },
      },
    },
    onConditionFail: onMissing,
  };
}

/**
 * The rejection mail recorded on the candidate (D170) as a step of the write that sends it (D180):
 * only once — a second one, from the profile or another interview, fails its condition.
 */
export function pasoAnotarRechazo(
  empresaId: string,
  candidatoId: string,
  enviado: RechazoEnviado,
  onConditionFail: () => AppError,
): TransactStep {
  return pasoActualizar(candidatoKeys.candidato(empresaId, candidatoId), 'SET rechazoEnviado = :r ADD version :uno', {
    expression: 'attribute_exists(PK) AND attribute_not_exists(rechazoEnviado)',
    values: { ':r': enviado, ':uno': 1 },
    onConditionFail,
  });
}

/**
 * A bulk rejection's mail (D190), marked on the candidate's record of it: only when that record is
 * this action's and its mail is still where the caller says (`de`), so of two deliveries one claims it.
 */
export function pasoEmailRechazoLote(empresaId: string, candidatoId: string, loteId: string, de: string, a: string): TransactStep {
  return {
    op: {
      Update: {
        Key: candidatoKeys.candidato(empresaId, candidatoId),
        UpdateExpression: 'SET rechazoEnviado.email = :a ADD version :uno',
        ConditionExpression: 'rechazoEnviado.loteId = :l AND rechazoEnviado.email = :de',
        ExpressionAttributeValues: { ':a': a, ':de': de, ':l': loteId, ':uno': 1 },
      },
    },
  };
}

/** The per-status counts: the counter's fractions (and a pre-D111 item) summed, one Query of at most 9 items. */
export async function estadisticasCandidatos(empresaId: string): Promise<Record<EstadoCandidato, number>> {
  const base = candidatoKeys.estadisticas(empresaId);
  const items = await queryAll<Record<string, unknown> & { SK: string }>({
    pk: base.PK,
    skPrefix: base.SK,
    consistent: true,
    max: FRACCIONES_EMPRESA + 1,
  });
  const item = sumarFracciones<Record<string, unknown>>(items, 1)[0];
  return Object.fromEntries(ESTADOS_CANDIDATO.map((e) => [e, Math.max(0, Number(item?.[atributoEstado(e)] ?? 0))])) as Record<
    EstadoCandidato,
    number
  >;
}

// ---- Writes --------------------------------------------------------------------------------------

export interface ErroresCandidato {
  cuota: () => AppError;
  emailDuplicado: () => AppError;
  area: () => AppError;
}

/**
 * Creates a candidate with its marker, counters and quota, all or nothing; then its search entries
 * (see the header: a failure there is logged and left to `repararBusqueda`, the candidate stands).
 */
export async function crearCandidato(c: CandidatoItem, errores: ErroresCandidato): Promise<void> {
  await crearSinBusqueda(c, errores);
  await escribirBusqueda(c);
}

/** The search entries of a candidate just created: new items no other request writes, so a batch without conditions. */
async function escribirBusqueda(c: CandidatoItem): Promise<void> {
  try {
    await putItems(entradasDe(c).map((p) => indiceItem(c, p)));
  } catch (err) {
    logger.error('Search entries of a new candidate not written; the reconcile job writes them', {
      empresaId: c.empresaId,
      candidatoId: c.id,
      error: (err as Error).name,
    });
  }
}

async function crearSinBusqueda(c: CandidatoItem, errores: ErroresCandidato): Promise<void> {
  const steps: TransactStep[] = [
    // Also checks the company exists (the caller read it first to know its limit).
    tomarCuotaStep(c.empresaId, 'candidatos', errores.cuota),
    {
      op: {
        Put: {
          Item: marcadorEmail(c.empresaId, c.email, c.id),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: errores.emailDuplicado,
    },
    { op: { Put: { Item: itemDe(c), ConditionExpression: 'attribute_not_exists(PK)' } } },
    contarEstadosStep(c.empresaId, { [c.estado]: 1 })!,
    ...(c.areaId ? [contarAreaStep(c.empresaId, c.areaId, 1, errores.area)] : []),
  ];
  await transact(steps);
}

/** How long after its creation a candidate without search entries counts as missing them (its create may still be writing them). */
export const BUSQUEDA_MARGEN_MS = 15 * 60_000;

/**
 * The reconcile job's repair of the search index of one company: every candidate created more than
 * BUSQUEDA_MARGEN_MS ago whose entries are not all there gets them written (unconditional Puts of
 * what its create would have written; an entry already there is rewritten as it is). Reads the
 * entries before the candidates, so a candidate created meanwhile is never taken for one without them.
 * Answers how many candidates were repaired.
 */
export async function repararBusqueda(empresaId: string, ahora = new Date()): Promise<number> {
  const pk = tenantPk(empresaId);
  const entradas = new Set((await queryAll<{ SK: string }>({ pk, skPrefix: 'CANDBUSQ#' })).map((e) => e.SK));
  const candidatos = (await queryAll<CandidatoItem & Key>({ pk, skPrefix: 'CAND#' })).map(limpio);
  let reparados = 0;
  for (const c of candidatos) {
    if (ahora.getTime() - Date.parse(c.fechaActualizacion ?? c.fechaCreacion) < BUSQUEDA_MARGEN_MS) continue;
    if (entradasDe(c).every((p) => entradas.has(candidatoKeys.indice(empresaId, c.id, p).SK))) continue;
    // Only while the candidate is as read: a candidate deleted or edited meanwhile is left alone
    // (an entry rewritten for a deleted candidate would keep their words after the erasure).
    const escrito = await transactIf([
      {
        op: {
          ConditionCheck: {
            Key: candidatoKeys.candidato(empresaId, c.id),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': c.version },
          },
        },
      },
      ...entradasDe(c).map((p): TransactStep => ({ op: { Put: { Item: indiceItem(c, p) } } })),
    ]);
    if (escrito) reparados++;
  }
  return reparados;
}

/**
 * Writes the holder index keys (D148) on the company's email markers that lack them or carry
 * another email's (markers stored before the index): the reconcile job's backfill. Each write is
 * conditional on the marker still naming the same candidate, so a marker deleted or moved meanwhile
 * is left alone. Answers how many were written.
 */
export async function repararIndiceTitular(empresaId: string): Promise<number> {
  const marcadores = await queryAll<{ SK: string; candidatoId?: unknown; GSI1PK?: string; GSI1SK?: string }>({
    pk: tenantPk(empresaId),
    skPrefix: 'CANDEMAIL#',
  });
  let reparados = 0;
  for (const m of marcadores) {
    if (typeof m.candidatoId !== 'string') continue;
    const indice = indiceTitular(empresaId, m.SK.slice('CANDEMAIL#'.length), m.candidatoId);
    if (m.GSI1PK === indice.GSI1PK && m.GSI1SK === indice.GSI1SK) continue;
    const escrito = await updateItem({ PK: tenantPk(empresaId), SK: m.SK }, indice, () => new NoEscritoError(), {
      expression: 'candidatoId = :c',
      values: { ':c': m.candidatoId },
    }).then(
      () => true,
      (err: unknown) => {
        if (err instanceof NoEscritoError) return false;
        throw err;
      },
    );
    if (escrito) reparados++;
  }
  return reparados;
}

/** A backfill's write whose condition failed (the marker changed meanwhile). */
class NoEscritoError extends NotFoundError {}

/**
 * Replaces a candidate by its next state, conditional on the version read (a concurrent write
 * answers `cambiado`), moving its marker, counters and index entries with it; `condiciones`: the
 * caller's checks in the same transaction (no open adjustment before a rejection, D172).
 */
export async function actualizarCandidato(
  antes: CandidatoItem,
  despues: CandidatoItem,
  errores: Pick<ErroresCandidato, 'emailDuplicado' | 'area'> & { cambiado: () => AppError },
  condiciones: TransactStep[] = [],
): Promise<void> {
  const e = antes.empresaId;
  const steps: TransactStep[] = [
    {
      op: {
        Put: {
          Item: itemDe({ ...despues, version: antes.version + 1 }),
          ConditionExpression: 'attribute_exists(PK) AND version = :v',
          ExpressionAttributeValues: { ':v': antes.version },
        },
      },
      onConditionFail: errores.cambiado,
    },
  ];
  if (despues.email !== antes.email) {
    steps.push(
      {
        op: {
          Put: {
            Item: marcadorEmail(e, despues.email, antes.id),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        onConditionFail: errores.emailDuplicado,
      },
      { op: { Delete: { Key: candidatoKeys.email(e, antes.email) } } },
    );
  }
  if (despues.estado !== antes.estado) steps.push(contarEstadosStep(e, { [antes.estado]: -1, [despues.estado]: 1 })!);
  // The retention entry opens and closes with rechazado, in the same transaction (D151).
  steps.push(...pasosRetencion(despues, antes.estado, despues.estado, despues.fechaActualizacion ?? new Date().toISOString()));
  if ((despues.areaId ?? null) !== (antes.areaId ?? null)) {
    if (antes.areaId) steps.push(contarAreaStep(e, antes.areaId, -1, errores.area));
    if (despues.areaId) steps.push(contarAreaStep(e, despues.areaId, 1, errores.area));
  }
  const viejos = new Set(entradasDe(antes));
  const nuevos = new Set(entradasDe(despues));
  const textoCambia = textoBusqueda(antes) !== textoBusqueda(despues);
  for (const p of viejos) if (!nuevos.has(p)) steps.push({ op: { Delete: { Key: candidatoKeys.indice(e, antes.id, p) } } });
  // The entries that stay carry the whole text (for multi-word searches): rewritten when it changes.
  for (const p of nuevos) if (!viejos.has(p) || textoCambia) steps.push({ op: { Put: { Item: indiceItem(despues, p) } } });
  await transact([...steps, ...condiciones]);
}

/**
 * The steps that move a candidate to another status inside someone else's transaction (an
 * interview scheduled moves nuevo → en_proceso): the item (its by-status index key with it) only at
 * the version read, and the counters. A candidate that stays put gets a ConditionCheck that it
 * still exists.
 */
export function pasosEstadoCandidato(
  c: CandidatoItem,
  estado: CandidatoItem['estado'],
  fecha: string,
  cambiado: () => AppError,
): TransactStep[] {
  if (estado === c.estado)
    return [
      {
        op: { ConditionCheck: { Key: candidatoKeys.candidato(c.empresaId, c.id), ConditionExpression: 'attribute_exists(PK)' } },
        onConditionFail: cambiado,
      },
    ];
  return [
    {
      op: {
        Put: {
          Item: itemDe({ ...c, estado, fechaActualizacion: fecha, version: c.version + 1 }),
          ConditionExpression: 'attribute_exists(PK) AND version = :v',
          ExpressionAttributeValues: { ':v': c.version },
        },
      },
      onConditionFail: cambiado,
    },
    contarEstadosStep(c.empresaId, { [c.estado]: -1, [estado]: 1 })!,
    ...pasosRetencion(c, c.estado, estado, fecha),
  ];
}

/**
 * Deletes a candidate and everything stored about them (marker, index entries), frees the quota
 * seat and the counters, and leaves an audit entry that names no one: who deleted which id, when.
 */
export async function borrarCandidato(
  c: CandidatoItem,
  auditoria: { id: string; por: string; fecha: string },
  errores: { falta: () => AppError },
  /** More steps of the same erasure (its webhooks' event, D147). */
  otros: TransactStep[] = [],
): Promise<void> {
  const e = c.empresaId;
  await transact([
    {
      op: {
        Delete: {
          Key: candidatoKeys.candidato(e, c.id),
          ConditionExpression: 'attribute_exists(PK) AND version = :v',
          ExpressionAttributeValues: { ':v': c.version },
        },
      },
      onConditionFail: errores.falta,
    },
    { op: { Delete: { Key: candidatoKeys.email(e, c.email) } } },
    liberarCuotaStep(e, 'candidatos'),
    contarEstadosStep(e, { [c.estado]: -1 })!,
    ...(c.areaId ? [contarAreaStep(e, c.areaId, -1, errores.falta)] : []),
    ...entradasDe(c).map((p): TransactStep => ({ op: { Delete: { Key: candidatoKeys.indice(e, c.id, p) } } })),
    ...pasosBorrarRetencion(e, c.id),
    {
      op: {
        Put: {
          Item: {
            ...candidatoKeys.auditoria(e, auditoria.id),
            entidad: 'AUDITORIA',
            accion: 'candidato_eliminado',
            candidatoId: c.id,
            por: auditoria.por,
            fecha: auditoria.fecha,
          },
        },
      },
    },
    ...otros,
  ]);
}

/**
 * Every item a new candidate is stored as (candidate, email marker, search entries), for loading
 * data in bulk (the bench): the counters and the quota are not moved.
 */
export function itemsDeCandidatoNuevo(c: CandidatoItem) {
  return [itemDe(c), marcadorEmail(c.empresaId, c.email, c.id), ...entradasDe(c).map((p) => indiceItem(c, p))];
}

// ---- Lists ---------------------------------------------------------------------------------------

export interface ConsultaCandidatos {
  q?: string;
  estado?: EstadoCandidato;
  areaId?: string;
  /** The creation date's company days as instants (D196; periodo-lista.ts). */
  periodo?: Instantes;
  /** Oldest first (D203): the same index read the other way. */
  antiguos?: boolean;
  /** By name, A to Z (D207): the name entries' index; not with a search (the schema refuses it). */
  porNombre?: boolean;
  cursor?: string | null;
  limit?: number;
}

/** A candidate passes the list's status, area and period (the in-memory twin of the no-search filter). */
export function cumpleConsulta(c: CandidatoItem, q: ConsultaCandidatos): boolean {
  return (!q.estado || c.estado === q.estado) && (!q.areaId || c.areaId === q.areaId) && dentro(c.fechaCreacion, q.periodo);
}

/**
 * A page of a company's candidates, newest first (or oldest first, D203).
 * - No search: the company's candidate items (or, by status, the status's GSI1 partition); an area
 *   and a period of the creation date (D196) filter the page read, up to 10 reads to fill it.
 * - A search: the GSI1 partition of the longest search word's prefix (cut to PREFIJO_MAX) holds
 *   exactly the candidates with a word starting with it, newest first; the other words (and a word
 *   longer than the prefix) filter on the entry's text; then the candidates are read by key and the
 *   status, area and period are checked on them, so such a page may hold fewer than `limit`.
 * A vacancy's candidates are candidatos-de-vacante.ts's.
 */
export async function paginaCandidatos(empresaId: string, q: ConsultaCandidatos): Promise<Page<CandidatoItem>> {
  if (q.porNombre) return paginaPorNombre(empresaId, q);
  const palabras = q.q ? palabrasBusqueda(q.q) : [];
  if (palabras.length === 0) {
    const e: Expresion = { partes: [], names: {}, values: {} };
    if (q.areaId) {
      e.partes.push('areaId = :area');
      e.values[':area'] = q.areaId;
    }
    const periodo = q.periodo ? rango('fechaCreacion', '#fc', q.periodo, e) : null;
    if (periodo) e.partes.push(periodo);
    const filter = comoFiltro(e);
    const page = await queryPage<CandidatoItem & Key>({
      ...(q.estado
        ? { pk: candidatoKeys.porEstado(empresaId, q.estado), index: 'GSI1' as const }
        : { pk: tenantPk(empresaId), skPrefix: 'CAND#' }),
      newestFirst: !q.antiguos,
      cursor: q.cursor,
      limit: q.limit,
      ...(filter ? { filter, maxPages: 10 } : {}),
    });
    return { items: page.items.map(limpio), cursor: page.cursor };
  }
  const principal = [...palabras].sort((a, b) => b.length - a.length)[0];
  const prefijo = principal.slice(0, PREFIJO_MAX);
  const otras = palabras.filter((p) => p !== prefijo);
  const names: Record<string, string> = { '#texto': 'texto' };
  const values: Record<string, string> = {};
  const condiciones = otras.map((p, i) => {
    values[`:w${i}`] = ` ${p}`;
    return `contains(#texto, :w${i})`;
  });
  const entradas = await queryPage<{ candidatoId: string }>({
    pk: candidatoKeys.busqueda(empresaId, prefijo),
    index: 'GSI1',
    newestFirst: !q.antiguos,
    cursor: q.cursor,
    limit: q.limit,
    ...(condiciones.length ? { filter: { expression: condiciones.join(' AND '), names, values }, maxPages: 10 } : {}),
  });
  const candidatos = (
    await candidatosPorId(
      empresaId,
      entradas.items.map((i) => i.candidatoId),
    )
  ).filter((c) => cumpleConsulta(c, q));
  return { items: candidatos, cursor: entradas.cursor };
}

/** Index reads a page filled from an index of entries may take (D196, D207). */
const LECTURAS_MAX = 5;

/**
 * A page of candidates filled from an index of entries that name them (a vacancy's applications,
 * D196; the name entries, D207): `leer` reads a page of entries, the page's candidates are read by key
 * (the index is eventually consistent and a candidate may have been erased since: the table answers)
 * and their status, area and period checked on them. Up to five index reads fill a page, each asking
 * only for what is missing, so a filtered page may come back short with a cursor and the next one
 * goes on where the index stopped: nobody is skipped or repeated.
 */
export async function paginaDesdeEntradas(
  empresaId: string,
  q: ConsultaCandidatos,
  leer: (cursor: string | null, limit: number) => Promise<Page<{ candidatoId: string }>>,
): Promise<Page<CandidatoItem>> {
  const limite = Math.min(Math.max(q.limit ?? PAGINACION.limitePorDefecto, 1), PAGINACION.limiteMaximo);
  const items: CandidatoItem[] = [];
  let cursor = q.cursor ?? null;
  for (let lecturas = 0; lecturas < LECTURAS_MAX; lecturas++) {
    const entradas = await leer(cursor, limite - items.length);
    const candidatos = await candidatosPorId(
      empresaId,
      entradas.items.map((i) => i.candidatoId),
    );
    items.push(...candidatos.filter((c) => cumpleConsulta(c, q)));
    cursor = entradas.cursor;
    if (!cursor || items.length >= limite) break;
  }
  return { items, cursor };
}

/** A page of the company's candidates by name, A to Z (D207): the name entries' GSI1 partition in its order. */
function paginaPorNombre(empresaId: string, q: ConsultaCandidatos): Promise<Page<CandidatoItem>> {
  return paginaDesdeEntradas(empresaId, q, (cursor, limit) =>
    queryPage<{ candidatoId: string }>({ pk: candidatoKeys.porNombre(empresaId), index: 'GSI1', newestFirst: false, cursor, limit }),
  );
}
