// Companies: the company item (its `uso` counters are the quota every create takes from), its
// uniqueness markers (CIF, subdomain) and the index of every company, newest first (GSI1
// `EMPRESAS`). The platform counters move with every change through `contadoresEmpresa`.
import { ETIQUETA_PLAN } from '../../../shared/empresa-etiquetas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { activasDelPlan, contadoresStep } from './plataforma.js';
import { getItem, queryAll, queryPage, type Page, type TransactStep } from './repository.js';
import type { AppError } from '../errors.js';

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
  [k: string]: any;
}

const INDICE = 'EMPRESAS';

export const empresaKeys = {
  /** The company record itself; its `uso` counters live on this item. */
  empresa: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'EMPRESA' }),
  cif: (cif: string): Key => ({ PK: `UNICO#CIF#${cif.trim().toUpperCase()}`, SK: 'UNICO' }),
  subdominio: (subdominio: string): Key => ({ PK: `UNICO#SUBDOMINIO#${subdominio}`, SK: 'UNICO' }),
  /** GSI1: every company, newest first (the superadmin's list and the jobs). */
  indice: (empresaId: string, createdAt: string) => ({ GSI1PK: INDICE, GSI1SK: `${createdAt}#${assertKeyPart(empresaId, 'empresaId')}` }),
};

export function getEmpresa(empresaId: string): Promise<EmpresaItem | undefined> {
  return getItem<EmpresaItem>(empresaKeys.empresa(empresaId));
}

/** The lower-cased text the superadmin's search matches (commercial name, legal name, email). */
export function textoBusqueda(e: { nombreComercial?: string; nombreLegal?: string; email?: string }): string {
  return [e.nombreComercial, e.nombreLegal, e.email].filter(Boolean).join(' ').toLowerCase();
}

/**
 * One page of every company, newest first. A search term filters the index partition (it holds
 * one item per company: hundreds, not millions); a page reads at most 10 index pages to fill.
 */
export function paginaEmpresas(q: { q?: string; cursor?: string | null; limit?: number }): Promise<Page<EmpresaItem>> {
  const term = q.q?.trim().toLowerCase();
  return queryPage<EmpresaItem>({
    pk: INDICE,
    index: 'GSI1',
    newestFirst: true,
    cursor: q.cursor,
    limit: q.limit,
    ...(term ? { filter: { expression: 'contains(busqueda, :q)', values: { ':q': term } }, maxPages: 10 } : {}),
  });
}

/** Every company (jobs only, never a request path), newest first. */
export function todasLasEmpresas(): Promise<EmpresaItem[]> {
  return queryAll<EmpresaItem>({ pk: INDICE, index: 'GSI1', newestFirst: true });
}

/** Every item of a company's partition (deleting a company). */
export function itemsDeEmpresa(empresaId: string): Promise<Array<Record<string, any> & Key>> {
  return queryAll({ pk: tenantPk(empresaId) });
}

/** A company counts as active (dashboards, MRR) while its estado is activa and it is not switched off. */
export function empresaActiva(e: Pick<EmpresaItem, 'estado' | 'activa'> | undefined | null): boolean {
  return !!e && (e.estado ?? 'activa') === 'activa' && e.activa !== false;
}

/**
 * The platform counters' change between a company's state before and after a write (null: it did
 * not exist / no longer exists), as one step of that write's transaction.
 */
export function contadoresEmpresa(antes: EmpresaItem | null, despues: EmpresaItem | null): TransactStep | undefined {
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
    if (empresaActiva(e)) {
      add('empresasActivas', signo);
      if (e.plan && e.plan in ETIQUETA_PLAN) add(activasDelPlan(e.plan), signo);
    }
  }
  return contadoresStep(delta);
}

/** Puts a new company with its CIF and subdomain markers (each refused with its own error). */
export function crearEmpresaSteps(item: EmpresaItem, errores: { cif: () => AppError; subdominio: () => AppError }): TransactStep[] {
  const subdominio = item.configuracion?.subdominio as string;
  return [
    { op: { Put: { Item: { ...empresaKeys.empresa(item.id), ...item }, ConditionExpression: 'attribute_not_exists(PK)' } } },
    { op: marcador(empresaKeys.cif(item.cif ?? ''), item.id), onConditionFail: errores.cif },
    { op: marcador(empresaKeys.subdominio(subdominio), item.id), onConditionFail: errores.subdominio },
  ];
}

function marcador(key: Key, empresaId: string) {
  return { Put: { Item: { ...key, entidad: 'UNICO', empresaId }, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * Replaces a company only if nobody saved it since it was read (its version), moving the CIF and
 * subdomain markers when they change.
 */
export function reemplazarEmpresaSteps(
  actual: EmpresaItem,
  siguiente: EmpresaItem,
  errores: { version: () => AppError; cif: () => AppError; subdominio: () => AppError },
): TransactStep[] {
  const steps: TransactStep[] = [
    {
      op: {
        Put: {
          Item: { ...siguiente, ...empresaKeys.empresa(actual.id) },
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#v) OR #v = :v)',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': actual.version ?? 0 },
        },
      },
      onConditionFail: errores.version,
    },
  ];
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

/** Deletes the company item and its markers (the partition's other items go first). */
export function borrarEmpresaSteps(e: EmpresaItem): TransactStep[] {
  return [
    { op: { Delete: { Key: empresaKeys.empresa(e.id) } } },
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

type Cuota = 'usuarios' | 'candidatos' | 'entrevistas';

/**
 * A transaction step that takes one unit of a company quota: `uso.<field> + 1` only while
 * `limites.<field>` is -1 (unlimited) or the use is below it. Put it in the same transaction as
 * the create so parallel creates can never exceed the limit.
 */
export function tomarCuotaStep(empresaId: string, field: Cuota, onExceeded: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: 'SET #uso.#f = #uso.#f + :one',
        ConditionExpression: 'attribute_exists(PK) AND (#lim.#f = :unlimited OR #uso.#f < #lim.#f)',
        ExpressionAttributeNames: { '#uso': 'uso', '#lim': 'limites', '#f': field },
        ExpressionAttributeValues: { ':one': 1, ':unlimited': -1 },
      },
    },
    onConditionFail: onExceeded,
  };
}

/** The reverse of tomarCuotaStep, for deletes: frees one unit, never below zero. */
export function liberarCuotaStep(empresaId: string, field: Cuota): TransactStep {
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: 'SET #uso.#f = #uso.#f - :one',
        ConditionExpression: 'attribute_exists(PK) AND #uso.#f > :zero',
        ExpressionAttributeNames: { '#uso': 'uso', '#f': field },
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      },
    },
  };
}
