// Why one module: the company record and the writes that keep its unique markers, its index card and
// the platform counters in step with it (create, replace, delete: one transaction each); the card and
// its search text are written inside those transactions, so they live with them.
// Companies: the company item (its `uso` counters are the quota every create takes from), its
// uniqueness markers (CIF, subdomain) and the index of every company, newest first: one small index
// card per company (`EMP#{id}/INDICE`, GSI1 `EMPRESAS`), written only when the company is created,
// renamed or deleted. The company item itself carries no index key: request paths update it all the
// time (quotas, state counts, last access), and under the constant key `EMPRESAS` every one of those
// writes would land on one GSI partition (D112). The platform counters move with
// every change through `contadoresEmpresa`.
import type { EliminacionEmpresa } from '../../../shared/schemas/empresa.js';
import { claveMoneda, monedaLeida } from '../../../shared/moneda.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { ConflictError, type AppError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { contadoresStep } from './plataforma.js';
import { PAGINACION } from '../../../shared/constants.js';
import { encodeCursor } from './cursor.js';
import { countItems, getItem, getItems, queryAll, queryPage, updateItem, type Page, type TransactStep } from './repository.js';
import type { UltimaEntrega } from './trabajos.js';

/** A company's deletion as stored in its item: the client's (EliminacionEmpresa) plus the job's id and who asked. */
export interface EliminacionItem extends EliminacionEmpresa {
  /** A new id per started deletion: the queue's messages name it, so a superseded job's message does nothing. */
  id: string;
  solicitadaPor: string;
  ultimaEntrega?: UltimaEntrega;
}

/** The stored company (the client fields of part 1 §3.2 plus counters, markers' values, search text). */
export interface EmpresaItem {
  id: string;
  nombreComercial?: string;
  nombreLegal?: string;
  email?: string;
  cif?: string;
  plan?: string;
  estado?: string;
  activa?: boolean;
  version?: number;
  /** While the company is being deleted, or its deletion failed (D72; db/empresa-eliminacion.ts). */
  eliminacion?: EliminacionItem;
  [k: string]: any;
}

const INDICE = 'EMPRESAS';

export const empresaKeys = {
  /** The company record itself; its `uso` counters live on this item. It carries no index key. */
  empresa: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'EMPRESA' }),
  /** The company's index card (fichaEmpresa): beside the company item, in its partition. */
  ficha: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'INDICE' }),
  cif: (cif: string): Key => ({ PK: `UNICO#CIF#${cif.trim().toUpperCase()}`, SK: 'UNICO' }),
  subdominio: (subdominio: string): Key => ({ PK: `UNICO#SUBDOMINIO#${subdominio}`, SK: 'UNICO' }),
  /** GSI1 of the index card: every company, newest first (the superadmin's list and the jobs). */
  indice: (empresaId: string, createdAt: string) => ({ GSI1PK: INDICE, GSI1SK: `${createdAt}#${assertKeyPart(empresaId, 'empresaId')}` }),
};

/** A company's index card: what the list's index and its search need, nothing a request path updates. */
export type FichaEmpresaItem = {
  PK: string;
  SK: string;
  entidad: 'EMPRESA_INDICE';
  empresaId: string;
  GSI1PK: string;
  GSI1SK: string;
  /** textoBusqueda of the company. */
  busqueda: string;
};

export function getEmpresa(empresaId: string): Promise<EmpresaItem | undefined> {
  return getItem<EmpresaItem>(empresaKeys.empresa(empresaId));
}

/**
 * The text the superadmin's search matches (commercial name, legal name, email), in the form names
 * are compared in (normalizarTexto: lower case, no accents): «iberica» finds «Logística Ibérica».
 * The search term is put in the same form (terminoBusqueda). Cards written before this form are
 * rewritten by the reconcile job (repararBusquedaEmpresas).
 */
export function textoBusqueda(e: { nombreComercial?: string; nombreLegal?: string; email?: string }): string {
  return normalizarTexto([e.nombreComercial, e.nombreLegal, e.email].filter(Boolean).join(' '));
}

/** A search term in the form textoBusqueda stores: empty when there is nothing to search. */
export function terminoBusqueda(q: string | undefined): string {
  return normalizarTexto(q ?? '');
}

/** The index card of a company: its creation time orders the list (newest first), its search text filters it. */
export function fichaEmpresa(e: EmpresaItem): FichaEmpresaItem {
  const creada = (e.createdAt ?? e.fechaCreacion) as string | undefined;
  if (!creada) throw new Error(`Company ${e.id} has no creation time to index it by`);
  return {
    ...empresaKeys.ficha(e.id),
    ...empresaKeys.indice(e.id, creada),
    entidad: 'EMPRESA_INDICE',
    empresaId: e.id,
    busqueda: textoBusqueda(e),
  };
}

/**
 * The company items of a list of index entries, in the entries' order; an entry whose company is
 * gone (deleted between the two reads) is left out. An entry is a card (`empresaId`), or, in a
 * local table written before the cards, the company item itself (`id`).
 */
async function empresasDe(entradas: Array<{ empresaId?: string; id?: string }>): Promise<EmpresaItem[]> {
  return getItems<EmpresaItem>(entradas.map((e) => empresaKeys.empresa(String(e.empresaId ?? e.id))));
}

/**
 * One page of every company, newest first: a page of index cards (GSI1 `EMPRESAS`), then their
 * companies with one BatchGetItem. A search term filters the cards (one per company: hundreds, not
 * millions); a page reads at most 10 index pages to fill. The cursor is the cards'.
 */
export async function paginaEmpresas(q: { q?: string; cursor?: string | null; limit?: number }): Promise<Page<EmpresaItem>> {
  const term = terminoBusqueda(q.q);
  const fichas = await queryPage<FichaEmpresaItem>({
    pk: INDICE,
    index: 'GSI1',
    newestFirst: true,
    cursor: q.cursor,
    limit: q.limit,
    ...(term ? { filter: { expression: 'contains(busqueda, :q)', values: { ':q': term } }, maxPages: 10 } : {}),
  });
  return { items: await empresasDe(fichas.items), cursor: fichas.cursor };
}

/** Card pages one filtered page of the list reads at most (each with its companies in one BatchGetItem). */
export const LECTURAS_FILTRO_EMPRESAS = 10;

/**
 * One page of the companies `conserva` keeps, newest first (issue 67 item 8: «Falta garantía de datos»).
 * What it asks is computed from the company record with rules a stored attribute could not follow (the
 * law of each country, the deploy's region, the day Chile's law changes), so it is not a
 * FilterExpression on the cards nor a sparse index: the cards are read a page at a time (the search term
 * still filters them), their companies fetched, and kept until `limit` are found or
 * LECTURAS_FILTRO_EMPRESAS card pages were read. The cursor is the last card examined, so a page filled
 * half-way through a card page resumes right after it; when the budget runs out the page comes short
 * (even empty) with a cursor, as a search does (D108). Never a Scan.
 */
export async function paginaEmpresasFiltrada(
  q: { q?: string; cursor?: string | null; limit?: number },
  conserva: (e: EmpresaItem) => boolean,
  lecturas = LECTURAS_FILTRO_EMPRESAS,
): Promise<Page<EmpresaItem>> {
  const term = terminoBusqueda(q.q);
  const limit = Math.min(Math.max(q.limit ?? PAGINACION.limitePorDefecto, 1), PAGINACION.limiteMaximo);
  const items: EmpresaItem[] = [];
  let cursor = q.cursor ?? null;
  for (let leidas = 0; leidas < lecturas; leidas++) {
    const fichas = await queryPage<FichaEmpresaItem>({
      pk: INDICE,
      index: 'GSI1',
      newestFirst: true,
      cursor,
      limit: PAGINACION.limiteMaximo,
      ...(term ? { filter: { expression: 'contains(busqueda, :q)', values: { ':q': term } } } : {}),
    });
    const porId = new Map((await empresasDe(fichas.items)).map((e) => [e.id, e]));
    for (const [i, f] of fichas.items.entries()) {
      const e = porId.get(f.empresaId);
      if (!e || !conserva(e)) continue;
      items.push(e);
      if (items.length === limit)
        return {
          items,
          cursor: i === fichas.items.length - 1 ? fichas.cursor : encodeCursor({ PK: f.PK, SK: f.SK, GSI1PK: f.GSI1PK, GSI1SK: f.GSI1SK }),
        };
    }
    cursor = fichas.cursor;
    if (!cursor) break;
  }
  return { items, cursor };
}

/**
 * The reconcile job's repair of the search cards: a card whose text is not its company's
 * textoBusqueda (written before the accent-free form, or by a hand edit) gets it, on condition that
 * the card still holds the text read (a rename meanwhile wrote the right one). Returns how many.
 */
export async function repararBusquedaEmpresas(): Promise<number> {
  const fichas = await queryAll<FichaEmpresaItem>({ pk: INDICE, index: 'GSI1', newestFirst: true });
  const empresas = new Map((await empresasDe(fichas)).map((e) => [e.id, e]));
  let reparadas = 0;
  for (const f of fichas) {
    const e = empresas.get(String(f.empresaId ?? ''));
    if (!e || f.busqueda === textoBusqueda(e)) continue;
    const cambiada = await updateItem(empresaKeys.ficha(e.id), { busqueda: textoBusqueda(e) }, () => new ConflictError(), {
      expression: 'busqueda = :antes',
      values: { ':antes': f.busqueda },
    }).then(
      () => true,
      (err: unknown) => (err instanceof ConflictError ? false : Promise.reject(err)),
    );
    if (cambiada) reparadas += 1;
  }
  return reparadas;
}

/** Every company (jobs and the SaaS panel's totals), newest first: every card, then their companies 100 at a time. */
export async function todasLasEmpresas(): Promise<EmpresaItem[]> {
  return empresasDe(await queryAll<FichaEmpresaItem>({ pk: INDICE, index: 'GSI1', newestFirst: true }));
}

/**
 * A company counts as active (the platform's «Empresas activas», dashboards) while it is in service:
 * its estado is activa or trial (a company in its free trial uses the product too; D118) and it is
 * not switched off. Suspended and cancelled companies are not.
 */
export function empresaActiva(e: Pick<EmpresaItem, 'estado' | 'activa'> | undefined | null): boolean {
  const estado = e?.estado ?? 'activa';
  return !!e && (estado === 'activa' || estado === 'trial') && e.activa !== false;
}

/**
 * The platform counters' change between a company's state before and after a write (null: it did
 * not exist / no longer exists): companies, licences, active companies (and how many of them pay or
 * are in trial), and the live
 * subscription it carries (D94: live subscriptions by state, and the MRR in cents as the sum of the
 * active ones' monthly prices). Subscription writes add their events to the same delta, as a
 * transaction may touch the counters item once.
 */
export function deltaContadoresEmpresa(antes: EmpresaItem | null, despues: EmpresaItem | null): Record<string, number> {
  const delta: Record<string, number> = {};
  const add = (k: string, v: number) => {
    if (v) delta[k] = (delta[k] ?? 0) + v;
  };
  for (const [e, signo] of [
    [antes, -1],
    [despues, 1],
  ] as const) {
    if (!e) continue;
    add('empresasTotal', signo);
    add('licenciasActivas', signo * (e.licencias?.activas ?? 0));
    const s = e.suscripcion as { estado?: string; precioMensualCentimos?: number; moneda?: string } | undefined;
    if (empresaActiva(e)) {
      add('empresasActivas', signo);
      // The active companies by their live subscription (D118): the KPI's «de pago · en prueba»;
      // those with neither are the rest of empresasActivas, so the three always add up.
      if (s?.estado === 'activa') add('empresasActivasPago', signo);
      else if (s?.estado === 'trial') add('empresasActivasPrueba', signo);
    }
    if (s?.estado === 'activa') {
      add('suscripcionesActivas', signo);
      // Each currency's MRR apart (issue 67): `mrrCentimos` in euros, `mrrCentimosMXN`…
      add(claveMoneda('mrrCentimos', monedaLeida(s.moneda)), signo * (s.precioMensualCentimos ?? 0));
    } else if (s?.estado === 'trial') add('suscripcionesTrial', signo);
  }
  return delta;
}

/** deltaContadoresEmpresa as one step of the write's transaction (none when nothing moves). */
export function contadoresEmpresa(antes: EmpresaItem | null, despues: EmpresaItem | null): TransactStep | undefined {
  return contadoresStep(deltaContadoresEmpresa(antes, despues));
}

/** Puts a new company with its index card and its CIF and subdomain markers (each refused with its own error). */
export function crearEmpresaSteps(item: EmpresaItem, errores: { cif: () => AppError; subdominio: () => AppError }): TransactStep[] {
  const subdominio = item.configuracion?.subdominio as string;
  return [
    { op: { Put: { Item: { ...empresaKeys.empresa(item.id), ...item }, ConditionExpression: 'attribute_not_exists(PK)' } } },
    { op: { Put: { Item: fichaEmpresa(item), ConditionExpression: 'attribute_not_exists(PK)' } } },
    { op: marcador(empresaKeys.cif(item.cif ?? ''), item.id), onConditionFail: errores.cif },
    { op: marcador(empresaKeys.subdominio(subdominio), item.id), onConditionFail: errores.subdominio },
  ];
}

function marcador(key: Key, empresaId: string) {
  return { Put: { Item: { ...key, entidad: 'UNICO', empresaId }, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * The company record's counters (db/empresa-contadores.ts, D88): moved only by their own conditional
 * steps, which do not move the version. A company edit never writes them back.
 */
const CONTADORES_EMPRESA = new Set([
  'uso',
  'entrevistasPorEstado',
  'informesGenerados',
  'informesSumaPuntuacion',
  'informesConPuntuacion',
  'informesRecomendados',
]);
/** The counter inside `licencias` (licences started: pasoEmpresa's nuevaLicencia). */
const LICENCIAS_UTILIZADAS = 'utilizadas';
/**
 * What only the index card holds: a company item that still has them (a local table written before
 * the cards) loses them with its first edit, which writes its card in the same transaction.
 */
const SOLO_EN_FICHA = new Set(['GSI1PK', 'GSI1SK', 'busqueda']);

const igual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves an edited company only if nobody saved it since it was read (its version), moving the CIF and
 * subdomain markers when they change and rewriting its index card when its search text changes. It
 * writes only the attributes the edit changed, never the counters: those move without the version (a
 * schedule, a report, a licence started while the form was open), and writing back the item as read
 * would undo them (D94: the edit was a Put).
 */
export function reemplazarEmpresaSteps(
  actual: EmpresaItem,
  siguiente: EmpresaItem,
  errores: { version: () => AppError; cif: () => AppError; subdominio: () => AppError },
  /**
   * usoSinCambios: also only while `uso` is what was read. A plan change checks the new limits
   * against the `uso` it read (D94); quota writes do not move the version, so this is what makes
   * that check hold at write time (a create meanwhile makes this write fail, to be retried).
   */
  opciones: { usoSinCambios?: boolean } = {},
): TransactStep[] {
  const names: Record<string, string> = { '#v': 'version' };
  const values: Record<string, unknown> = { ':v': actual.version ?? 0 };
  let condicion = 'attribute_exists(PK) AND (attribute_not_exists(#v) OR #v = :v)';
  if (opciones.usoSinCambios) {
    for (const [cuota, n] of Object.entries((actual.uso ?? {}) as Record<string, number>)) {
      names['#uso'] = 'uso';
      names[`#u_${cuota}`] = cuota;
      values[`:u_${cuota}`] = n;
      condicion += ` AND #uso.#u_${cuota} = :u_${cuota}`;
    }
  }
  const sets: string[] = [];
  const removes: string[] = [];
  let n = 0;
  const nombre = (k: string) => {
    const ph = `#a${n++}`;
    names[ph] = k;
    return ph;
  };
  const valor = (v: unknown) => {
    const ph = `:a${n++}`;
    values[ph] = v;
    return ph;
  };
  const claves = new Set([...Object.keys(actual), ...Object.keys(siguiente)]);
  for (const k of claves) {
    if (k === 'PK' || k === 'SK' || CONTADORES_EMPRESA.has(k)) continue;
    const antes = actual[k];
    const despues = SOLO_EN_FICHA.has(k) ? undefined : siguiente[k];
    if (igual(antes, despues)) continue;
    if (despues === undefined) {
      removes.push(nombre(k));
    } else if (k === 'licencias' && isRecord(antes) && isRecord(despues)) {
      // Field by field, so the licences started meanwhile (utilizadas) stay as they are.
      const lic = nombre(k);
      for (const sub of new Set([...Object.keys(antes), ...Object.keys(despues)])) {
        if (sub === LICENCIAS_UTILIZADAS || igual(antes[sub], despues[sub])) continue;
        if (despues[sub] === undefined) removes.push(`${lic}.${nombre(sub)}`);
        else sets.push(`${lic}.${nombre(sub)} = ${valor(despues[sub])}`);
      }
    } else {
      sets.push(`${nombre(k)} = ${valor(despues)}`);
    }
  }
  const update = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  // An edit always moves the version, so there is always something to set.
  const steps: TransactStep[] = [
    {
      op: {
        Update: {
          Key: empresaKeys.empresa(actual.id),
          UpdateExpression: update,
          ConditionExpression: condicion,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      onConditionFail: errores.version,
    },
  ];
  // The card is a Put of what it must hold: the company's step above is what makes the transaction
  // conditional (a company gone or saved meanwhile leaves its card as it was).
  if (textoBusqueda(siguiente) !== textoBusqueda(actual) || actual.GSI1PK !== undefined)
    steps.push({ op: { Put: { Item: fichaEmpresa(siguiente) } } });
  if (siguiente.cif !== actual.cif) {
    steps.push({ op: marcador(empresaKeys.cif(siguiente.cif ?? ''), actual.id), onConditionFail: errores.cif });
    if (actual.cif) steps.push({ op: { Delete: { Key: empresaKeys.cif(actual.cif) } } });
  }
  const nuevo = siguiente.configuracion?.subdominio;
  const viejo = actual.configuracion?.subdominio;
  if (nuevo && nuevo !== viejo) {
    steps.push({ op: marcador(empresaKeys.subdominio(nuevo), actual.id), onConditionFail: errores.subdominio });
    if (viejo) steps.push({ op: { Delete: { Key: empresaKeys.subdominio(viejo) } } });
  }
  return steps;
}

/**
 * Deletes the company item, its index card and its markers (the partition's other items go first).
 * With the id of a deletion, only while the company is still marked with that deletion (`onOtra`
 * otherwise).
 */
export function borrarEmpresaSteps(e: EmpresaItem, eliminacion?: { id: string; onOtra: () => AppError }): TransactStep[] {
  const empresa: TransactStep = eliminacion
    ? {
        op: {
          Delete: {
            Key: empresaKeys.empresa(e.id),
            ConditionExpression: '#el.#id = :id',
            ExpressionAttributeNames: { '#el': 'eliminacion', '#id': 'id' },
            ExpressionAttributeValues: { ':id': eliminacion.id },
          },
        },
        onConditionFail: eliminacion.onOtra,
      }
    : { op: { Delete: { Key: empresaKeys.empresa(e.id) } } };
  return [
    empresa,
    { op: { Delete: { Key: empresaKeys.ficha(e.id) } } },
    ...(e.cif ? [{ op: { Delete: { Key: empresaKeys.cif(e.cif) } } }] : []),
    ...(e.configuracion?.subdominio ? [{ op: { Delete: { Key: empresaKeys.subdominio(e.configuracion.subdominio) } } }] : []),
  ];
}

/** A step that only checks the company exists (a create in its partition must not orphan items). */
export function empresaExisteStep(empresaId: string, onMissing: () => AppError): TransactStep {
  return {
    op: { ConditionCheck: { Key: empresaKeys.empresa(empresaId), ConditionExpression: 'attribute_exists(PK)' } },
    onConditionFail: onMissing,
  };
}

/** How many users a company has (Select COUNT on its USUARIO# items). */
export function contarUsuariosDeEmpresa(empresaId: string): Promise<number> {
  return countItems({ pk: tenantPk(empresaId), skPrefix: 'USUARIO#' });
}

/**
 * A page of a company's partition (or of one kind of its items), read consistently: the deletion
 * reads from the start after each delete, and must not meet what it has just deleted.
 */
export function paginaDeEmpresa(
  empresaId: string,
  q: { skPrefix?: string; limit: number; cursor?: string | null },
): Promise<Page<Record<string, any> & Key>> {
  return queryPage({ pk: tenantPk(empresaId), skPrefix: q.skPrefix, limit: q.limit, cursor: q.cursor, consistent: true });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

class UltimoAccesoNoMovido extends ConflictError {}

/**
 * The company's last access (D97: the SaaS panel's ultimo_acceso), set by a sign-in of one of its
 * users: one Update of that attribute only (no version moved, nothing else rewritten), and only
 * forward in time, so two sign-ins racing leave the later one. A company that is gone, or a later
 * access already stored, is not an error: the sign-in goes on.
 */
export async function marcarUltimoAcceso(empresaId: string, cuando: string): Promise<void> {
  try {
    await updateItem(empresaKeys.empresa(empresaId), { ultimoAcceso: cuando }, () => new UltimoAccesoNoMovido(), {
      expression: 'attribute_exists(PK) AND (attribute_not_exists(#ua) OR #ua < :ua)',
      names: { '#ua': 'ultimoAcceso' },
      values: { ':ua': cuando },
    });
  } catch (err) {
    if (!(err instanceof UltimoAccesoNoMovido)) throw err;
  }
}
