// Areas of a company, each with the count of candidates that use it (kept by the candidates
// feature, so lists show counts without reading candidates and a delete is refused while the count
// is above zero, in the same conditional write), and a name marker in the company's partition
// that keeps names unique per company, case- and accent-insensitive ('Comercial' = 'comercial').
import { normalizarTexto } from '../../../shared/texto.js';
import type { AppError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getByIndexId, getItem, pasoBorrar, queryAll, transact, updateOp, type TransactStep } from './repository.js';
import { empresaExisteStep } from './empresas.js';

export interface AreaItem {
  id: string;
  nombreArea: string;
  descripcionArea?: string;
  empresaId: string;
  activo?: boolean;
  candidatos?: number;
  [k: string]: unknown;
}

export const areaKeys = {
  area: (empresaId: string, areaId: string): Key => ({ PK: tenantPk(empresaId), SK: `AREA#${assertKeyPart(areaId, 'areaId')}` }),
  /** The name marker: one area per normalised name in a company. */
  nombre: (empresaId: string, nombre: string): Key => ({ PK: tenantPk(empresaId), SK: `AREANOMBRE#${normalizarTexto(nombre)}` }),
  indice: (areaId: string) => ({ GSI2PK: `AREA#${assertKeyPart(areaId, 'areaId')}`, GSI2SK: 'AREA' }),
};

export function areasDeEmpresa(empresaId: string): Promise<AreaItem[]> {
  return queryAll<AreaItem>({ pk: tenantPk(empresaId), skPrefix: 'AREA#' });
}

export function getArea(empresaId: string, areaId: string): Promise<AreaItem | undefined> {
  return getItem<AreaItem>(areaKeys.area(empresaId, areaId));
}

/** An area by id alone (the superadmin acting platform-wide). */
export function getAreaPorId(areaId: string): Promise<AreaItem | undefined> {
  return getByIndexId<AreaItem>(`AREA#${assertKeyPart(areaId, 'areaId')}`, 'AREA', (f) => areaKeys.area(f.empresaId, areaId));
}

function marcadorNombre(area: AreaItem, onDuplicate: () => AppError): TransactStep {
  return {
    op: {
      Put: {
        Item: { ...areaKeys.nombre(area.empresaId, area.nombreArea), entidad: 'AREA_NOMBRE', areaId: area.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    onConditionFail: onDuplicate,
  };
}

/** A new area and its name marker, for the caller's transaction (onboarding's initial areas, D98). */
export function crearAreaSteps(area: AreaItem, onDuplicate: () => AppError): TransactStep[] {
  return [
    marcadorNombre(area, onDuplicate),
    {
      op: {
        Put: {
          Item: { ...areaKeys.area(area.empresaId, area.id), ...areaKeys.indice(area.id), entidad: 'AREA', ...area },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ];
}

/** Removes a just-created area and its marker (undoing a provisioning). */
export function quitarAreaSteps(area: AreaItem): TransactStep[] {
  return [
    { op: { Delete: { Key: areaKeys.nombre(area.empresaId, area.nombreArea) } } },
    { op: { Delete: { Key: areaKeys.area(area.empresaId, area.id) } } },
  ];
}

/** Creates an area in an existing company, with its name marker, in one transaction. */
export async function crearArea(area: AreaItem, errores: { empresa: () => AppError; duplicada: () => AppError }): Promise<void> {
  await transact([empresaExisteStep(area.empresaId, errores.empresa), ...crearAreaSteps(area, errores.duplicada)]);
}

/** Changes an area (it must still exist); a new name moves its marker in the same transaction. */
export async function actualizarArea(
  actual: AreaItem,
  cambios: Partial<Pick<AreaItem, 'nombreArea' | 'descripcionArea' | 'activo'>> & { updatedAt: string },
  errores: { falta: () => AppError; duplicada: () => AppError },
): Promise<AreaItem> {
  const siguiente = { ...actual, ...cambios };
  const renombrada = normalizarTexto(siguiente.nombreArea) !== normalizarTexto(actual.nombreArea);
  await transact([
    {
      op: updateOp(areaKeys.area(actual.empresaId, actual.id), cambios),
      onConditionFail: errores.falta,
    },
    ...(renombrada
      ? [marcadorNombre(siguiente, errores.duplicada), { op: { Delete: { Key: areaKeys.nombre(actual.empresaId, actual.nombreArea) } } }]
      : []),
  ]);
  return siguiente;
}

/** Deletes an area only while no candidate uses it, with its name marker. */
export async function borrarArea(area: AreaItem, enUso: () => AppError): Promise<void> {
  await transact([
    pasoBorrar(areaKeys.area(area.empresaId, area.id), {
      expression: 'attribute_exists(PK) AND (attribute_not_exists(candidatos) OR candidatos = :cero)',
      values: { ':cero': 0 },
      onConditionFail: enUso,
    }),
    { op: { Delete: { Key: areaKeys.nombre(area.empresaId, area.nombreArea) } } },
  ]);
}
