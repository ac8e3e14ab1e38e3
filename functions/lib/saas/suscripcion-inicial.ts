// A company's first subscription (D118), one builder for every path that gives a company one: the
// onboarding and the SaaS panel's wizard (trial, D98/D102), the Empresas form (its company starts
// activa, so does its subscription), and the reconcile job's step for companies made before every
// company had one. The subscription copies the company's state: a company's estado and its live
// subscription's always agree (the subscription writes set both, saas/suscripciones.ts).
import { randomUUID } from 'node:crypto';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { Moneda } from '../../../shared/moneda.js';
import { SIN_METODO_PAGO } from '../../../shared/schemas/saas.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { PlanItem } from '../db/planes.js';
import { crearSuscripcionSteps, quitarSuscripcionSteps, type SuscripcionItem, type SuscripcionVigente } from '../db/suscripciones.js';
import type { ExtrasAlta } from '../empresas/alta.js';
import { mensualidad } from './planes.js';
import { esClaveDe } from '../../../shared/moneda.js';
import { contable } from './contadores.js';
import { eventosSuscripcion, fechaDe, fechasIniciales, mesDe } from './reglas.js';

/**
 * The subscription a company starts with on `plan`, in `estado`: the plan's monthly price in the
 * company's currency (issue 67; planOfrecido has checked the plan has one), the
 * dates of part 2 §9 (a trial ends with its first payment, in 30 days, D161; an active one pays a period
 * after it starts) and no payment method yet (the panel sets it).
 */
export function suscripcionInicial(
  empresa: Pick<EmpresaItem, 'id' | 'nombreComercial' | 'nombreLegal'>,
  plan: Pick<PlanItem, 'id' | 'nombre' | 'precio' | 'precios' | 'periodo'>,
  estado: SuscripcionVigente['estado'],
  now: Date,
  moneda: Moneda = 'EUR',
): SuscripcionItem {
  const iso = now.toISOString();
  const inicio = fechaDe(now);
  return {
    id: randomUUID(),
    empresaId: empresa.id,
    empresaNombre: nombreEmpresa(empresa),
    planId: plan.id,
    planNombre: plan.nombre,
    estado,
    fechaInicio: inicio,
    ...fechasIniciales(estado, inicio, plan.periodo),
    metodoPago: { tipo: SIN_METODO_PAGO },
    ...mensualidad(plan, moneda),
    fechaCreacion: iso,
    fechaActualizacion: iso,
    version: 1,
  };
}

/** What the company item keeps of it (`suscripcion`). */
export function vigenteDe(s: SuscripcionItem): SuscripcionVigente {
  return {
    id: s.id,
    estado: s.estado as SuscripcionVigente['estado'],
    precioMensualCentimos: s.precioMensualCentimos,
    ...(s.moneda ? { moneda: s.moneda } : {}),
  };
}

/**
 * The new company's transaction's part for its first subscription (empresas/alta.ts): the
 * subscription and its look-up item, how an undo removes them, and its events (D94) — in the
 * platform totals (the live-subscription counters and the MRR follow the company item's
 * `suscripcion`, through deltaContadoresEmpresa) and in this month's item.
 */
export function altaSuscripcion(s: SuscripcionItem, now: Date): Required<Pick<ExtrasAlta, 'crear' | 'borrar' | 'contadores' | 'mes'>> {
  const eventos = eventosSuscripcion(null, contable(s));
  const totales = Object.fromEntries(Object.entries(eventos).filter(([k]) => k !== 'pagoDelta' && !esClaveDe(k, 'mrrDeltaCentimos')));
  return {
    crear: crearSuscripcionSteps(s),
    borrar: quitarSuscripcionSteps(s),
    contadores: totales,
    mes: { mes: mesDe(now), delta: eventos },
  };
}
