// Platform items (outside every tenant): the counters the superadmin's dashboard reads and the
// plans (the HR service templates have their own module, db/servicios-hr.ts).
import type { TransactStep } from './repository.js';
import { createItem, getItem, queryAll, seEscribio } from './repository.js';
import { ConflictError } from '../errors.js';
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { MONEDAS, porMonedaDe, type ImporteMoneda, type MonedaAdicional } from '../../../shared/moneda.js';

/**
 * How many items the platform counters are spread over (D110). A write adds to one of them, picked
 * at random, so requests of different companies rarely hold the same item (DynamoDB cancels a
 * transaction that overlaps another on an item); a read sums them all with one Query (65 items of
 * ≈ 100 bytes: one page). 64, not 16 (D111): in the scale run's burst 16 fractions were the most
 * refused items, held by the platform's every finish.
 */
export const FRACCIONES_CONTADORES = 64;

export const plataformaKeys = {
  /**
   * Platform-wide counters (companies, licences, interviews, reports, MRR): the first item of the
   * seed and of earlier versions; every write now adds to one of its fractions (`fraccion`).
   */
  contadores: (): Key => ({ PK: PLATFORM_PK, SK: 'CONTADORES' }),
  /** One fraction of the platform counters, `CONTADORES#00` … `#63`: summed with the item above on read. */
  fraccion: (n: number): Key => ({ PK: PLATFORM_PK, SK: `CONTADORES#${String(n).padStart(2, '0')}` }),
  /**
   * The demo requests' counter (D125), summed with the rest on read: an item of its own, so the
   * company provisioning that converts a request (D98) moves it beside its own fraction in one
   * transaction (a transaction may not touch one item twice). Requests are few (rate-limited): one
   * item holds them without contention.
   */
  demo: (): Key => ({ PK: PLATFORM_PK, SK: 'CONTADORES#DEMO' }),
  plan: (planId: string): Key => ({ PK: PLATFORM_PK, SK: `PLAN#${assertKeyPart(planId, 'planId')}` }),
  /** One calendar month's subscription events (D94), `YYYY-MM` in UTC. */
  mes: (mes: string): Key => ({ PK: PLATFORM_PK, SK: `MES#${assertKeyPart(mes, 'mes')}` }),
  /** A closed month's figures (D97), written once by the monthly job. */
  snapshot: (mes: string): Key => ({ PK: PLATFORM_PK, SK: `SNAPSHOT#${assertKeyPart(mes, 'mes')}` }),
};

export interface Contadores {
  empresasTotal?: number;
  /** Companies in service: estado activa or trial, not switched off (empresaActiva). */
  empresasActivas?: number;
  /** Of those, the ones whose live subscription is activa / trial (D118); the rest have none. */
  empresasActivasPago?: number;
  empresasActivasPrueba?: number;
  licenciasActivas?: number;
  entrevistasCompletadas?: number;
  informesGenerados?: number;
  /** Live subscriptions in trial (D94). */
  suscripcionesTrial?: number;
  /** The paying (activa) subscriptions' monthly prices in cents (D94): the one MRR of the platform. */
  mrrCentimos?: number;
  /** Demo requests stored and still pendiente (D125): what the Panel Sistema's Solicitudes tab counts. */
  solicitudesDemoPendientes?: number;
}

/**
 * The platform counters: the `CONTADORES` item and its fractions, summed (one Query of the platform
 * partition's `CONTADORES` prefix, at most 65 small items); undefined before anything was counted.
 */
export async function leerContadores(): Promise<Contadores | undefined> {
  const items = await queryAll<Record<string, unknown>>({ pk: PLATFORM_PK, skPrefix: 'CONTADORES', consistent: true });
  if (items.length === 0) return undefined;
  const suma: Record<string, number> = {};
  for (const item of items) {
    for (const [k, v] of Object.entries(item)) if (typeof v === 'number') suma[k] = (suma[k] ?? 0) + v;
  }
  return suma as Contadores;
}

/**
 * ADD deltas to the platform counters, as a step of the same transaction as the change: on one
 * fraction picked at random, so no two writes need the same item (D110). Only the platform's own
 * writes (the superadmin's, the platform jobs, the count queue): a company's events reach the
 * counters through its outbox and the `contar-plantillas` queue (D169, servicios-hr/conteo.ts).
 */
export function contadoresStep(delta: Record<string, number>, random: () => number = Math.random): TransactStep | undefined {
  return sumarStep(plataformaKeys.fraccion(Math.floor(random() * FRACCIONES_CONTADORES)), delta);
}

/** ADD to the pending demo requests' count (D125), as a step of the same transaction as the request's write. */
export function contadorDemoStep(delta: number): TransactStep {
  return sumarStep(plataformaKeys.demo(), { solicitudesDemoPendientes: delta })!;
}

/** ADD deltas to a month's subscription events (D94), in the same transaction as the change. */
export function contadoresMesStep(mes: string, delta: Record<string, number>): TransactStep | undefined {
  return sumarStep(plataformaKeys.mes(mes), delta);
}

export function leerContadoresMes(mes: string): Promise<Record<string, number> | undefined> {
  return getItem<Record<string, number>>(plataformaKeys.mes(mes));
}

/** Every month's events (D94), `YYYY-MM` → counts: one Query of the platform partition's `MES#` items (a dozen a year). */
export async function leerMeses(): Promise<Record<string, Record<string, number>>> {
  const items = await queryAll<Record<string, unknown> & { SK: string }>({ pk: PLATFORM_PK, skPrefix: 'MES#' });
  const out: Record<string, Record<string, number>> = {};
  for (const it of items) {
    const cuentas: Record<string, number> = {};
    for (const [k, v] of Object.entries(it)) if (typeof v === 'number') cuentas[k] = v;
    out[it.SK.slice('MES#'.length)] = cuentas;
  }
  return out;
}

function sumarStep(key: Key, delta: Record<string, number>): TransactStep | undefined {
  const entries = Object.entries(delta).filter(([, v]) => v);
  if (!entries.length) return undefined;
  return {
    op: {
      Update: {
        Key: key,
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:c${i}`, v])),
      },
    },
  };
}

/**
 * The platform's MRR in euros: the paying subscriptions' monthly prices (D94's `mrrCentimos`), the
 * same figure as the SaaS panel's KPI (D97). A company without a paying subscription bills nothing;
 * one billed in another currency adds to that currency's own counter (`mrrCentimosMXN`…, issue 67), never here.
 */
export function mrrDe(c: Contadores | undefined): number {
  return Math.max(0, c?.mrrCentimos ?? 0) / 100;
}

/**
 * The platform's MRR in each currency it bills in (issue 67): euros always, each other currency once
 * its counter (`mrrCentimosMXN`…) holds anything; never one figure across currencies.
 */
export function mrrPorMonedaDe(c: Contadores | undefined): ImporteMoneda[] {
  const centimos = porMonedaDe(c as Record<string, unknown> | undefined, 'mrrCentimos');
  return MONEDAS.flatMap((moneda) => {
    const v = Math.max(0, centimos[moneda] ?? 0);
    return moneda === 'EUR' || v ? [{ moneda, importe: Math.round(v) / 100 }] : [];
  });
}

/**
 * A closed month (D97): the MRR at its close, what it billed, and the active companies when closed
 * (null: closed late, not known). `mrrCentimos` and `ingresosCentimos` are euros; each other currency
 * the platform billed in has its own pair (`mrrCentimosMXN`, `ingresosCentimosMXN`: claveMoneda's
 * names, issue 67). A snapshot written before holds the euro pair alone.
 */
export type SnapshotMes = {
  mes: string;
  mrrCentimos: number;
  ingresosCentimos: number;
  empresasActivas: number | null;
  cerradoEn: string;
} & Partial<Record<`${'mrrCentimos' | 'ingresosCentimos'}${MonedaAdicional}`, number>>;

/** Every closed month, oldest first: one Query of the platform partition's `SNAPSHOT#` items (12 a year). */
export function leerSnapshots(): Promise<SnapshotMes[]> {
  return queryAll<SnapshotMes>({ pk: PLATFORM_PK, skPrefix: 'SNAPSHOT#' });
}

class SnapshotYaCerrado extends ConflictError {}

/** Writes a month's snapshot once: false when it was already there (a second run does nothing). */
export async function ponerSnapshot(s: SnapshotMes): Promise<boolean> {
  return seEscribio(
    createItem({ ...plataformaKeys.snapshot(s.mes), entidad: 'SNAPSHOT_MES', ...s }, () => new SnapshotYaCerrado()),
    SnapshotYaCerrado,
  );
}
