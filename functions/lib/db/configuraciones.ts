// Configuration entries of a company (D61). The entry lives under its name, `CONFIG#{name in lower
// case}`, in the company's partition: reading by name is one GetItem, the list comes sorted by name
// from one Query, and a name is unique per company by a conditional put. `GET /{id}` finds the
// name through an id marker `CONFIGID#{id}` in the same partition (strongly consistent, no index).
// A counter item keeps a company under MAX_CONFIGURACIONES_POR_EMPRESA in the create transaction.
import { MAX_CONFIGURACIONES_POR_EMPRESA, type TipoConfiguracion } from '../../../shared/schemas/configuracion-entradas.js';
import type { AppError } from '../errors.js';
import { empresaExisteStep } from './empresas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, pasoActualizar, pasoBorrar, queryPage, transact, updateOp, type Page, type TransactStep } from './repository.js';

export interface ConfiguracionItem {
  id: string;
  empresaId: string;
  nombre: string;
  valor: string;
  tipo: TipoConfiguracion;
  descripcion?: string;
  activo: boolean;
  createdAt?: string;
  updatedAt?: string;
  [k: string]: unknown;
}

/** The form names are compared in: the schema allows only ASCII letters, digits, '.', '-', '_'. */
export const claveNombre = (nombre: string) => nombre.trim().toLowerCase();

export const configuracionKeys = {
  entrada: (empresaId: string, nombre: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `CONFIG#${assertKeyPart(claveNombre(nombre), 'nombre')}`,
  }),
  id: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `CONFIGID#${assertKeyPart(id, 'id')}` }),
  cuenta: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'CONFIGCUENTA' }),
};

export function getConfiguracionPorNombre(empresaId: string, nombre: string): Promise<ConfiguracionItem | undefined> {
  return getItem<ConfiguracionItem>(configuracionKeys.entrada(empresaId, nombre), { consistent: true });
}

export async function getConfiguracion(empresaId: string, id: string): Promise<ConfiguracionItem | undefined> {
  const marcador = await getItem<{ nombre: string }>(configuracionKeys.id(empresaId, id), { consistent: true });
  if (!marcador) return undefined;
  const item = await getConfiguracionPorNombre(empresaId, marcador.nombre);
  return item?.id === id ? item : undefined;
}

/** One page of the company's entries in name order; `soloActivas` keeps those with activo true. */
export function configuracionesDeEmpresa(
  empresaId: string,
  opts: { limit?: number; cursor?: string | null; soloActivas?: boolean },
): Promise<Page<ConfiguracionItem>> {
  return queryPage<ConfiguracionItem>({
    pk: tenantPk(empresaId),
    skPrefix: 'CONFIG#',
    limit: opts.limit,
    cursor: opts.cursor,
    ...(opts.soloActivas ? { filter: { expression: 'activo = :si', values: { ':si': true } }, maxPages: 5 } : {}),
  });
}

function ponerEntrada(item: ConfiguracionItem, duplicada: () => AppError): TransactStep {
  const { PK, SK } = configuracionKeys.entrada(item.empresaId, item.nombre);
  return {
    op: { Put: { Item: { ...item, PK, SK, entidad: 'CONFIGURACION' }, ConditionExpression: 'attribute_not_exists(PK)' } },
    onConditionFail: duplicada,
  };
}

function ponerMarcadorId(item: ConfiguracionItem): TransactStep {
  return {
    op: {
      Put: { Item: { ...configuracionKeys.id(item.empresaId, item.id), entidad: 'CONFIGURACION_ID', nombre: claveNombre(item.nombre) } },
    },
  };
}

/** The entries' count (D61) moved by one new entry, under the ceiling: a create's, and an imported entry's (D95). */
export function pasoCuentaConfiguracion(empresaId: string, onLimite: () => AppError): TransactStep {
  return pasoActualizar(configuracionKeys.cuenta(empresaId), 'ADD n :uno SET entidad = :e', {
    expression: 'attribute_not_exists(n) OR n < :max',
    values: { ':uno': 1, ':max': MAX_CONFIGURACIONES_POR_EMPRESA, ':e': 'CONFIGURACION_CUENTA' },
    onConditionFail: onLimite,
  });
}

/** Creates an entry in an existing company, below the per-company limit, with its id marker. */
export async function crearConfiguracion(
  item: ConfiguracionItem,
  errores: { empresa: () => AppError; duplicada: () => AppError; limite: () => AppError },
): Promise<void> {
  await transact([
    empresaExisteStep(item.empresaId, errores.empresa),
    pasoCuentaConfiguracion(item.empresaId, errores.limite),
    ponerEntrada(item, errores.duplicada),
    ponerMarcadorId(item),
  ]);
}

/**
 * Changes an entry that must still be the one read (same id). A new name (other than by case)
 * moves the entry to its new key and repoints the id marker in the same transaction.
 */
export async function actualizarConfiguracion(
  actual: ConfiguracionItem,
  cambios: Partial<Pick<ConfiguracionItem, 'nombre' | 'valor' | 'tipo' | 'descripcion' | 'activo'>> & { updatedAt: string },
  errores: { falta: () => AppError; duplicada: () => AppError },
): Promise<ConfiguracionItem> {
  const siguiente: ConfiguracionItem = { ...actual, ...cambios };
  const mismaEntrada = { ConditionExpression: 'attribute_exists(PK) AND id = :id', ExpressionAttributeValues: { ':id': actual.id } };
  if (claveNombre(siguiente.nombre) === claveNombre(actual.nombre)) {
    await transact([
      {
        op: updateOp(configuracionKeys.entrada(actual.empresaId, actual.nombre), cambios, {
          expression: 'id = :id',
          values: { ':id': actual.id },
        }),
        onConditionFail: errores.falta,
      },
    ]);
    return siguiente;
  }
  await transact([
    {
      op: { Delete: { Key: configuracionKeys.entrada(actual.empresaId, actual.nombre), ...mismaEntrada } },
      onConditionFail: errores.falta,
    },
    ponerEntrada(siguiente, errores.duplicada),
    ponerMarcadorId(siguiente),
  ]);
  return siguiente;
}

/** Deletes an entry (still the one read), its id marker, and gives its place back to the count. */
export async function borrarConfiguracion(item: ConfiguracionItem, falta: () => AppError): Promise<void> {
  await transact([
    pasoBorrar(configuracionKeys.entrada(item.empresaId, item.nombre), {
      expression: 'attribute_exists(PK) AND id = :id',
      values: { ':id': item.id },
      onConditionFail: falta,
    }),
    { op: { Delete: { Key: configuracionKeys.id(item.empresaId, item.id) } } },
    pasoActualizar(configuracionKeys.cuenta(item.empresaId), 'ADD n :menos', {
      expression: 'n > :cero',
      values: { ':menos': -1, ':cero': 0 },
    }),
  ]);
}
