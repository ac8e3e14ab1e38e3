// Subscriptions of the SaaS panel (part 2 §2, §3; D94): list, open, change, cancel. Every write is
// ONE transaction of the subscription, the company item (its plan, limits, estado and the summary
// of its live subscription — so the company's plan and its subscription's planId never disagree),
// the plans' company counters, the platform counters and the month's events. A company has at most
// one live (activa/trial) subscription: the company item's condition `attribute_not_exists(suscripcion)`
// enforces it. A plan change refuses to go below what the company uses, by the same item's condition;
// when a condition fails, the company is read again to say which rule it was, with the numbers.
import { monedaLeida } from '../../../shared/moneda.js';
import { monedaDe, paisDeEmpresa } from '../../../shared/paises.js';
import { randomUUID } from 'node:crypto';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, saas as msg } from '../../../shared/messages.js';
import { Suscripcion, type SuscripcionCreate, type SuscripcionesQuery, type SuscripcionUpdate } from '../../../shared/schemas/saas.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { pasosPlanEmpresa, planActivoStep, type PlanItem } from '../db/planes.js';
import { transact, type TransactStep } from '../db/repository.js';
import {
  crearSuscripcionSteps,
  getSuscripcion,
  paginaSuscripciones,
  pasoEmpresaSuscripcion,
  reemplazarSuscripcionStep,
  type SuscripcionItem,
  type SuscripcionVigente,
} from '../db/suscripciones.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { obtenerEmpresa } from '../empresas/lectura.js';
import { mensualidad, planOfrecido, planYaNoOfrecido } from './planes.js';
import { contable, pasosContadores } from './contadores.js';
import { fechaDe, fechasIniciales, finDePrueba, limitesDePlan, motivoReduccion, ultimoDiaDePrueba } from './reglas.js';

/** The company item's condition failed: `explicarFallo` reads it again to say why. */
class FalloEmpresa extends ConflictError {
  constructor() {
    super(msg.suscripcionModificada);
  }
}
export const falloEmpresa = () => new FalloEmpresa();
export const modificada = () => new ConflictError(msg.suscripcionModificada);

/** A trial's end is shown by the 30-day rule (finDePrueba, D170): the same day as the admin's «Tu plan». */
export function toSuscripcion(item: SuscripcionItem): Suscripcion {
  const fechaFin = item.estado === 'trial' ? finDePrueba(item.fechaInicio, item.fechaFin) : item.fechaFin;
  return Suscripcion.parse({ ...item, fechaFin, precioMensual: item.precioMensualCentimos / 100, moneda: monedaLeida(item.moneda) });
}

export async function listarSuscripciones(q: SuscripcionesQuery) {
  const page = await paginaSuscripciones(q);
  return { items: page.items.map(toSuscripcion), cursor: page.cursor };
}

export async function suscripcionDe(id: string): Promise<SuscripcionItem> {
  const s = await getSuscripcion(id);
  if (!s) throw new NotFoundError(fmt(msg.suscripcionNoEncontrada, { id }));
  return s;
}

/** Runs a subscription write; a failed company condition is explained from the company read again. */
export async function escribir(steps: TransactStep[], empresaId: string, nueva: boolean, plan?: PlanItem): Promise<void> {
  try {
    await transact(steps);
  } catch (err) {
    if (!(err instanceof FalloEmpresa)) throw err;
    const e = await getEmpresa(empresaId);
    if (!e) throw new NotFoundError(fmt(msg.suscripcionNoEncontrada, { id: empresaId }));
    if (e.eliminacion) throw new ConflictError(msg.empresaEliminandose);
    if (nueva && e.suscripcion) throw new ConflictError(msg.suscripcionVigenteYaExiste);
    const motivo = plan && motivoReduccion(e.uso, limitesDePlan(plan), plan.nombre);
    if (motivo) throw new ConflictError(motivo);
    throw err;
  }
}

export function empresaAbierta(e: EmpresaItem): void {
  if (e.eliminacion) throw new ConflictError(msg.empresaEliminandose);
}

/** Opens a company's subscription: the company takes its plan, limits and estado in the same transaction. */
export async function crearSuscripcion(body: SuscripcionCreate, now = new Date()): Promise<Suscripcion> {
  const empresa = await obtenerEmpresa(body.empresaId);
  empresaAbierta(empresa);
  if (empresa.suscripcion) throw new ConflictError(msg.suscripcionVigenteYaExiste);
  const moneda = monedaDe(paisDeEmpresa(empresa));
  const plan = await planOfrecido(body.planId, moneda);
  const limites = limitesDePlan(plan);
  const motivo = motivoReduccion(empresa.uso, limites, plan.nombre);
  if (motivo) throw new ConflictError(motivo);

  const iso = now.toISOString();
  const inicio = body.fechaInicio ?? fechaDe(now);
  const item: SuscripcionItem = {
    id: randomUUID(),
    empresaId: empresa.id,
    empresaNombre: nombreEmpresa(empresa),
    planId: plan.id,
    planNombre: plan.nombre,
    estado: body.estado,
    fechaInicio: inicio,
    ...fechasIniciales(body.estado, inicio, plan.periodo),
    metodoPago: body.metodoPago,
    ...mensualidad(plan, moneda),
    fechaCreacion: iso,
    fechaActualizacion: iso,
    version: 1,
  };
  const vigente: SuscripcionVigente = { id: item.id, estado: body.estado, precioMensualCentimos: item.precioMensualCentimos, moneda };
  const despues: EmpresaItem = { ...empresa, plan: plan.id, limites, estado: body.estado, suscripcion: vigente };
  const steps: TransactStep[] = [
    ...crearSuscripcionSteps(item),
    pasoEmpresaSuscripcion(
      empresa,
      { plan: plan.id, limites, estado: body.estado, suscripcion: vigente, vigente: { nueva: true }, fecha: iso },
      falloEmpresa,
    ),
    ...(empresa.plan === plan.id
      ? [planActivoStep(plan.id, planYaNoOfrecido(plan.nombre))]
      : pasosPlanEmpresa(empresa.plan, plan.id, planYaNoOfrecido(plan.nombre))),
    ...pasosContadores(empresa, despues, null, contable(item), now),
  ];
  await escribir(steps, empresa.id, true, plan);
  return toSuscripcion(item);
}

/** Changes a live subscription: plan (with the company's plan and limits), trial → activa, dates, payment method. */
export async function actualizarSuscripcion(id: string, body: SuscripcionUpdate, now = new Date()): Promise<Suscripcion> {
  const actual = await suscripcionDe(id);
  if (actual.estado !== 'activa' && actual.estado !== 'trial') throw new ConflictError(msg.suscripcionYaCancelada);
  const empresa = await obtenerEmpresa(actual.empresaId);
  empresaAbierta(empresa);
  if (empresa.suscripcion?.id !== actual.id) throw modificada();

  const estado = body.estado ?? actual.estado;
  if (actual.estado === 'activa' && estado === 'trial') throw new ValidationError(msg.trialSoloNueva);
  // A trial is 30 days (D161): a later end would be shown as the thirtieth day anyway (D170), so it is refused.
  if (estado === 'trial' && body.fechaFin && body.fechaFin > ultimoDiaDePrueba(actual.fechaInicio)) {
    const m = fmt(msg.finPruebaMaximo, { fecha: ultimoDiaDePrueba(actual.fechaInicio) });
    throw new ValidationError(m, [{ campo: 'fechaFin', msg: m }]);
  }
  // A new plan is priced in the company's currency now (issue 67); without one the subscription keeps its own.
  const moneda = monedaDe(paisDeEmpresa(empresa));
  const plan = body.planId && body.planId !== actual.planId ? await planOfrecido(body.planId, moneda) : undefined;
  const limites = plan && limitesDePlan(plan);
  if (plan && limites) {
    const motivo = motivoReduccion(empresa.uso, limites, plan.nombre);
    if (motivo) throw new ConflictError(motivo);
  }
  const iso = now.toISOString();
  // A trial that converts runs on with no end date unless one is given.
  const convierte = actual.estado === 'trial' && estado === 'activa';
  const siguiente: SuscripcionItem = {
    ...actual,
    empresaNombre: nombreEmpresa(empresa),
    ...(plan ? { planId: plan.id, planNombre: plan.nombre, ...mensualidad(plan, moneda) } : {}),
    estado,
    fechaFin: body.fechaFin !== undefined ? body.fechaFin : convierte ? null : actual.fechaFin,
    fechaProximoPago: body.fechaProximoPago ?? actual.fechaProximoPago,
    metodoPago: body.metodoPago ?? actual.metodoPago,
    fechaActualizacion: iso,
    version: actual.version + 1,
  };
  const vigente: SuscripcionVigente = {
    id,
    estado: estado as 'activa' | 'trial',
    precioMensualCentimos: siguiente.precioMensualCentimos,
    ...(siguiente.moneda ? { moneda: siguiente.moneda } : {}),
  };
  const despues: EmpresaItem = { ...empresa, ...(plan ? { plan: plan.id, limites } : {}), estado, suscripcion: vigente };
  const steps: TransactStep[] = [
    reemplazarSuscripcionStep(actual, siguiente, modificada),
    pasoEmpresaSuscripcion(
      empresa,
      { ...(plan ? { plan: plan.id, limites } : {}), estado, suscripcion: vigente, vigente: { de: id }, fecha: iso },
      falloEmpresa,
    ),
    ...(plan ? pasosPlanEmpresa(empresa.plan, plan.id, planYaNoOfrecido(plan.nombre)) : []),
    ...pasosContadores(empresa, despues, contable(actual), contable(siguiente), now),
  ];
  await escribir(steps, empresa.id, false, plan);
  return toSuscripcion(siguiente);
}
