// A company's own interview templates (D164, docs/data-model.md "Company templates"): in the
// company's partition, one item per template with its current version (`PLANTPROPIA#{id}`) and one
// item per saved version (`PLANTPROPIAVER#{id}#{nnnnnn}`), written together in one transaction
// conditional on the version read, so two editors cannot both save version n + 1. The template item
// also counts the company's scheduled interviews that use it (the interview writes move it, as the
// platform templates' fractions; it never leaves the tenant).
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, queryAll, transact, type TransactStep } from './repository.js';
import type { AppError } from '../errors.js';

export interface PlantillaPropiaItem {
  id: string;
  empresaId: string;
  base: string;
  baseNombre: string;
  nombre: string;
  descripcion?: string;
  activa: boolean;
  api_preferida?: string;
  estructura: Record<string, unknown>;
  version: number;
  fechaCreacion: string;
  fechaActualizacion?: string;
  creadoPor?: string;
  entrevistasProgramadas?: number;
}

export interface VersionPropiaItem {
  version: number;
  nombre: string;
  descripcion?: string;
  estructura: Record<string, unknown>;
  fecha: string;
  por?: string;
}

/** How many templates a company may keep (the list is read whole: a handful). */
export const MAX_PLANTILLAS_PROPIAS = 50;

const ver = (n: number) => String(n).padStart(6, '0');

export const plantillaPropiaKeys = {
  plantilla: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `PLANTPROPIA#${assertKeyPart(id)}` }),
  version: (empresaId: string, id: string, version: number): Key => ({
    PK: tenantPk(empresaId),
    SK: `PLANTPROPIAVER#${assertKeyPart(id)}#${ver(version)}`,
  }),
};

const sinClaves = <T extends object>(item: T): T => {
  const { PK: _pk, SK: _sk, entidad: _e, ...resto } = item as T & { PK?: string; SK?: string; entidad?: string };
  return resto as T;
};

export async function plantillasPropias(empresaId: string): Promise<PlantillaPropiaItem[]> {
  const items = await queryAll<PlantillaPropiaItem>({ pk: tenantPk(empresaId), skPrefix: 'PLANTPROPIA#', max: MAX_PLANTILLAS_PROPIAS });
  return items.map(sinClaves);
}

export async function getPlantillaPropia(empresaId: string, id: string): Promise<PlantillaPropiaItem | undefined> {
  const item = await getItem<PlantillaPropiaItem>(plantillaPropiaKeys.plantilla(empresaId, id), { consistent: true });
  return item && sinClaves(item);
}

export async function getVersionPropia(empresaId: string, id: string, version: number): Promise<VersionPropiaItem | undefined> {
  const item = await getItem<VersionPropiaItem>(plantillaPropiaKeys.version(empresaId, id, version));
  return item && sinClaves(item);
}

/** Every saved version of a template, oldest first (its history). */
export async function versionesPropias(empresaId: string, id: string): Promise<VersionPropiaItem[]> {
  const items = await queryAll<VersionPropiaItem>({
    pk: tenantPk(empresaId),
    skPrefix: `PLANTPROPIAVER#${assertKeyPart(id)}#`,
    max: 1000,
  });
  return items.map(sinClaves);
}

const pasoVersion = (p: PlantillaPropiaItem, por: string | undefined, fecha: string): TransactStep => ({
  op: {
    Put: {
      Item: {
        ...plantillaPropiaKeys.version(p.empresaId, p.id, p.version),
        entidad: 'PLANTILLA_PROPIA_VERSION',
        version: p.version,
        nombre: p.nombre,
        ...(p.descripcion !== undefined ? { descripcion: p.descripcion } : {}),
        estructura: p.estructura,
        fecha,
        ...(por ? { por } : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
});

/** Writes a new template (version 1) and its first version. */
export async function crearPlantillaPropia(p: PlantillaPropiaItem): Promise<void> {
  await transact([
    {
      op: {
        Put: {
          Item: { ...plantillaPropiaKeys.plantilla(p.empresaId, p.id), entidad: 'PLANTILLA_PROPIA', ...p },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    pasoVersion(p, p.creadoPor, p.fechaCreacion),
  ]);
}

/**
 * Saves `nueva` (its `version` one more than `leida`) over the stored template only while the
 * stored version is `leida`, with its version item; otherwise `onStale`. The count of scheduled
 * interviews is not written here, so one scheduled meanwhile keeps its count.
 */
export async function guardarVersionPropia(
  nueva: PlantillaPropiaItem,
  leida: number,
  por: string | undefined,
  onStale: () => AppError,
): Promise<void> {
  const { entrevistasProgramadas: _n, ...resto } = nueva;
  const campos = Object.entries(resto).filter(([k, v]) => v !== undefined && k !== 'id' && k !== 'empresaId');
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':leida': leida };
  const sets = campos.map(([k, v], i) => {
    names[`#c${i}`] = k;
    values[`:c${i}`] = v;
    return `#c${i} = :c${i}`;
  });
  const quitar = nueva.descripcion === undefined ? ' REMOVE descripcion' : '';
  await transact([
    {
      op: {
        Update: {
          Key: plantillaPropiaKeys.plantilla(nueva.empresaId, nueva.id),
          UpdateExpression: `SET ${sets.join(', ')}${quitar}`,
          ConditionExpression: 'attribute_exists(PK) AND #version = :leida',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      onConditionFail: onStale,
    },
    pasoVersion(nueva, por, nueva.fechaActualizacion ?? nueva.fechaCreacion),
  ]);
}

/**
 * The company's scheduled interviews of its own template moved by `delta` (db/servicios-hr.ts
 * pasoContarEntrevistasServicio calls it for a `propia-` code). Adding needs the template to exist.
 */
export function pasoContarEntrevistasPropia(id: string, empresaId: string, delta: number, onConditionFail: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: plantillaPropiaKeys.plantilla(empresaId, id),
        UpdateExpression: 'ADD entrevistasProgramadas :d',
        ...(delta > 0 ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
        ExpressionAttributeValues: { ':d': delta },
      },
    },
    onConditionFail,
  };
}
