// Plans of the SaaS panel (part 2 §2, §3, §5; D94): list, create, update, delete. A plan is a
// platform item named by a slug (its id): companies and subscriptions name it, so the id never
// changes. Deleting one that any company is on answers 409 with the advice to deactivate it; an
// inactive plan stays with the companies on it and is offered to no new company or subscription.
import { fmt, saas as msg } from '../../../shared/messages.js';
import { MONEDA_POR_DEFECTO, precioEn, type Moneda } from '../../../shared/moneda.js';
import { Plan, centimosMensuales, idDePlan, type PlanCreate, type PlanUpdate } from '../../../shared/schemas/saas.js';
import { actualizarPlanItem, crearPlanItem, eliminarPlanItem, getPlan, todosLosPlanes, type PlanItem } from '../db/planes.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';

const noEncontrado = (id: string) => new NotFoundError(fmt(msg.planNoEncontrado, { id }));

/** The stored plan as the API answers it (no keys, every default filled in). */
export function toPlan(item: PlanItem): Plan {
  const { PK: _pk, SK: _sk, entidad: _e, ...resto } = item as PlanItem & { PK?: string; SK?: string; entidad?: string };
  return Plan.parse(resto);
}

/** Every plan, cheapest first (then by name). */
export async function listarPlanes(): Promise<Plan[]> {
  return (await todosLosPlanes()).map(toPlan).sort((a, b) => a.precio - b.precio || a.nombre.localeCompare(b.nombre, 'es'));
}

export async function crearPlan(body: PlanCreate, now = new Date()): Promise<Plan> {
  const id = body.id ?? idDePlan(body.nombre);
  if (!id) throw new ValidationError(msg.planIdInvalido);
  const iso = now.toISOString();
  const item: PlanItem = { ...body, id, empresas: 0, fechaCreacion: iso, fechaActualizacion: iso };
  await crearPlanItem(item, () => new ConflictError(fmt(msg.planYaExiste, { id })));
  return toPlan(item);
}

export async function actualizarPlan(id: string, body: PlanUpdate, now = new Date()): Promise<Plan> {
  const cambios = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const item = await actualizarPlanItem(id, { ...cambios, fechaActualizacion: now.toISOString() }, () => noEncontrado(id));
  return toPlan(item);
}

/** Deletes a plan no company is on; in use → 409 'desactívalo'. */
export async function eliminarPlan(id: string): Promise<void> {
  const r = await eliminarPlanItem(id);
  if (r.resultado === 'no-existe') throw noEncontrado(id);
  if (r.resultado === 'en-uso') throw new ConflictError(fmt(msg.planEnUso, { nombre: r.plan!.nombre, empresas: r.plan!.empresas ?? 0 }));
}

/**
 * The stored plan a company is being put on: it must exist, be active and have a price in the
 * company's currency (issue 67: never converted) — a 400 naming it, as the field is the caller's.
 * The write's own step checks `activo` again, so a plan switched off meanwhile is refused too.
 */
export async function planOfrecido(id: string, moneda: Moneda = MONEDA_POR_DEFECTO): Promise<PlanItem> {
  const plan = await getPlan(id);
  if (!plan) throw new ValidationError(fmt(msg.planNoExiste, { id }));
  if (plan.activo === false) throw new ValidationError(fmt(msg.planInactivo, { nombre: plan.nombre }));
  if (precioEn(plan, moneda) === null) throw new ValidationError(fmt(msg.planSinPrecioMoneda, { plan: plan.nombre, moneda }));
  return plan;
}

/** What a subscription on the plan bills a month in `moneda` (hundredths; 0 when it has no price there, which planOfrecido refused). */
export function mensualidad(
  plan: Pick<PlanItem, 'precio' | 'precios' | 'periodo'>,
  moneda: Moneda,
): { precioMensualCentimos: number; moneda: Moneda } {
  const precio = precioEn(plan as Parameters<typeof precioEn>[0], moneda) ?? 0;
  return { precioMensualCentimos: centimosMensuales({ precio, periodo: plan.periodo }), moneda };
}

/** The error of a company write whose plan step failed: the plan was switched off (or removed) meanwhile. */
export const planYaNoOfrecido = (nombre: string) => () => new ValidationError(fmt(msg.planInactivo, { nombre }));
