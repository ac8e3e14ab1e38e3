// HR service templates (docs/data-model.md "HR service templates"): platform items, one per codigo,
// outside every tenant. Besides the template, the item keeps `entrevistasProgramadas`, the number
// of scheduled interviews that use it (the interview writes move it in their transactions), so a
// delete can refuse a template in use with one conditional write and no read of any company.
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { type Condition, createItem, deleteIf, getItem, queryAll, type TransactStep, updateItem } from './repository.js';
import type { AppError } from '../errors.js';

export interface ServicioHrItem {
  codigo: string;
  version?: number;
  entrevistasProgramadas?: number;
  [k: string]: unknown;
}

export const servicioHrKeys = {
  servicio: (codigo: string): Key => ({ PK: PLATFORM_PK, SK: `SERVICIO#${assertKeyPart(codigo, 'codigo')}` }),
};

/** The HR service templates (a handful: one query of the platform partition). */
export function serviciosHr(): Promise<ServicioHrItem[]> {
  return queryAll<ServicioHrItem>({ pk: PLATFORM_PK, skPrefix: 'SERVICIO#' });
}

export function getServicioHr(codigo: string): Promise<ServicioHrItem | undefined> {
  return getItem<ServicioHrItem>(servicioHrKeys.servicio(codigo), { consistent: true });
}

/** Writes a new template; an existing codigo answers `onExists`. */
export function crearServicioHr(item: ServicioHrItem, onExists: () => AppError): Promise<void> {
  return createItem({ ...servicioHrKeys.servicio(item.codigo), entidad: 'SERVICIO_HR', ...item }, onExists);
}

/**
 * Sets `changes` and the next version, only while the stored version is the one read (a template
 * seeded before versions existed has none): a concurrent edit answers `onStale`. The counters
 * (`entrevistasProgramadas`, `metricas`) are never written here, so an interview scheduled
 * meanwhile keeps its count.
 */
export async function actualizarServicioHr(
  codigo: string,
  versionLeida: number | undefined,
  changes: Record<string, unknown>,
  onStale: () => AppError,
): Promise<ServicioHrItem> {
  const condition: Condition =
    versionLeida === undefined
      ? { expression: 'attribute_not_exists(#version)', names: { '#version': 'version' } }
      : { expression: '#version = :leida', names: { '#version': 'version' }, values: { ':leida': versionLeida } };
  return updateItem<ServicioHrItem>(servicioHrKeys.servicio(codigo), { ...changes, version: (versionLeida ?? 0) + 1 }, onStale, condition);
}

/**
 * Deletes a template no scheduled interview uses. Answers 'borrado', 'en-uso' (with the stored
 * count) or 'no-existe'.
 */
export async function eliminarServicioHr(codigo: string): Promise<{ resultado: 'borrado' | 'en-uso' | 'no-existe'; enUso?: number }> {
  const borrado = await deleteIf(servicioHrKeys.servicio(codigo), {
    expression: 'attribute_exists(PK) AND (attribute_not_exists(#n) OR #n <= :cero)',
    names: { '#n': 'entrevistasProgramadas' },
    values: { ':cero': 0 },
  });
  if (borrado) return { resultado: 'borrado' };
  const actual = await getServicioHr(codigo);
  if (!actual) return { resultado: 'no-existe' };
  return { resultado: 'en-uso', enUso: actual.entrevistasProgramadas ?? 0 };
}

/** The template's counter of scheduled interviews moved by `delta` (a template in use cannot be deleted). */
export function pasoContarEntrevistasServicio(codigo: string, delta: number, onConditionFail: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: servicioHrKeys.servicio(codigo),
        UpdateExpression: 'SET #n = if_not_exists(#n, :cero) + :d',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#n': 'entrevistasProgramadas' },
        ExpressionAttributeValues: { ':cero': 0, ':d': delta },
      },
    },
    onConditionFail,
  };
}
