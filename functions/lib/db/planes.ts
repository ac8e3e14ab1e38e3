// Plans (docs/data-model.md "Plans"): platform items `PLATAFORMA / PLAN#{id}`, seeded with the
// three of part 1 §9 and created by the superadmin (D94). Each keeps `empresas`, the number of
// companies whose `plan` it is, moved by every company write in its own transaction
// (`pasosPlanEmpresa`): a plan in use cannot be deleted (one conditional delete, no read of any
// company), and a company can only move onto a plan that exists and is active (the same step's
// condition, so a plan switched off meanwhile is refused too).
import type { AppError } from '../errors.js';
import { PLATFORM_PK } from './keys.js';
import { plataformaKeys } from './plataforma.js';
import { createItem, deleteIf, getItem, pasoComprobar, queryAll, updateItem, type TransactStep } from './repository.js';

export interface PlanItem {
  id: string;
  nombre: string;
  descripcion: string;
  /** In euros; the other currencies' prices in `precios` (issue 67), none on a plan stored before. */
  precio: number;
  precios?: Record<string, number>;
  periodo?: string;
  caracteristicas?: string[];
  limites?: Record<string, number | string>;
  activo?: boolean;
  empresas?: number;
  fechaCreacion?: string;
  fechaActualizacion?: string;
  [k: string]: unknown;
}

/** Every plan (a handful: one query of the platform partition). */
export function todosLosPlanes(): Promise<PlanItem[]> {
  return queryAll<PlanItem>({ pk: PLATFORM_PK, skPrefix: 'PLAN#' });
}

export function getPlan(id: string): Promise<PlanItem | undefined> {
  return getItem<PlanItem>(plataformaKeys.plan(id), { consistent: true });
}

export function crearPlanItem(item: PlanItem, onExists: () => AppError): Promise<void> {
  return createItem({ ...plataformaKeys.plan(item.id), entidad: 'PLAN', ...item, empresas: 0 }, onExists);
}

/** Sets `changes` on an existing plan (never its `empresas` counter). */
export function actualizarPlanItem(id: string, changes: Record<string, unknown>, onMissing: () => AppError): Promise<PlanItem> {
  return updateItem<PlanItem>(plataformaKeys.plan(id), changes, onMissing);
}

/** Deletes a plan no company is on: 'borrado', 'en-uso' (with the plan read after) or 'no-existe'. */
export async function eliminarPlanItem(id: string): Promise<{ resultado: 'borrado' | 'en-uso' | 'no-existe'; plan?: PlanItem }> {
  const borrado = await deleteIf(plataformaKeys.plan(id), {
    expression: 'attribute_exists(PK) AND (attribute_not_exists(#n) OR #n <= :cero)',
    names: { '#n': 'empresas' },
    values: { ':cero': 0 },
  });
  if (borrado) return { resultado: 'borrado' };
  const plan = await getPlan(id);
  return plan ? { resultado: 'en-uso', plan } : { resultado: 'no-existe' };
}

/**
 * The plan counters' steps for a company going from plan `antes` to plan `despues` (null: it did not
 * exist / no longer exists). Coming onto a plan needs it to exist and be active (`onInactivo`);
 * leaving one only needs it to exist. No step when the plan does not change.
 */
export function pasosPlanEmpresa(
  antes: string | null | undefined,
  despues: string | null | undefined,
  onInactivo: () => AppError,
): TransactStep[] {
  if ((antes ?? null) === (despues ?? null)) return [];
  const steps: TransactStep[] = [];
  if (antes) steps.push(moverContador(antes, -1));
  if (despues) steps.push({ ...moverContador(despues, 1), onConditionFail: onInactivo });
  return steps;
}

/** A check, in the write's transaction, that a plan exists and is active (a subscription on the company's own plan). */
export function planActivoStep(id: string, onInactivo: () => AppError): TransactStep {
  return pasoComprobar(plataformaKeys.plan(id), {
    expression: 'attribute_exists(PK) AND (attribute_not_exists(#activo) OR #activo = :si)',
    names: { '#activo': 'activo' },
    values: { ':si': true },
    onConditionFail: onInactivo,
  });
}

function moverContador(id: string, delta: 1 | -1): TransactStep {
  const alta = delta > 0;
  return {
    op: {
      Update: {
        Key: plataformaKeys.plan(id),
        UpdateExpression: 'SET #n = if_not_exists(#n, :cero) + :d',
        ConditionExpression: alta ? 'attribute_exists(PK) AND (attribute_not_exists(#activo) OR #activo = :si)' : 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#n': 'empresas', ...(alta ? { '#activo': 'activo' } : {}) },
        ExpressionAttributeValues: { ':cero': 0, ':d': delta, ...(alta ? { ':si': true } : {}) },
      },
    },
  };
}
