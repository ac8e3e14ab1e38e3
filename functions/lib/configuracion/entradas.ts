// Configuration entries of a company (spec part 2 §3, §7; D61): list and active list in
// name order (pages), one by id or by name, create, edit, delete, and upsert by name ("find the
// entry by name, then update valor, tipo and descripcion, or create it with activo true"). Names are
// unique per company whatever their case (409); `valor` must read as its `tipo` (400). Which company
// comes from the route's tenant rule: an id of another company is not found (404).
import { randomUUID } from 'node:crypto';
import { configuracion as msg, fmt } from '../../../shared/messages.js';
import {
  errorValorTipo,
  MAX_CONFIGURACIONES_POR_EMPRESA,
  type Configuracion,
  type ConfiguracionCreate,
  type ConfiguracionesPage,
  type ConfiguracionUpdate,
  type ConfiguracionUpsert,
} from '../../../shared/schemas/configuracion-entradas.js';
import { soloCampos } from '../campos.js';
import {
  actualizarConfiguracion as guardarCambios,
  borrarConfiguracion,
  configuracionesDeEmpresa,
  crearConfiguracion as guardarNueva,
  getConfiguracion,
  getConfiguracionPorNombre,
  type ConfiguracionItem,
} from '../db/configuraciones.js';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { cambiosDe } from '../merge.js';

function toConfiguracion(i: ConfiguracionItem): Configuracion {
  return {
    ...soloCampos(i, ['id', 'empresaId', 'nombre', 'valor', 'tipo', 'descripcion', 'createdAt', 'updatedAt']),
    activo: i.activo !== false,
  };
}

const noEncontrada = () => new NotFoundError(msg.noEncontrada);
const duplicada = (nombre: string) => () => new ConflictError(fmt(msg.nombreDuplicado, { nombre }));
const limite = () => new QuotaExceededError(fmt(msg.limiteEntradas, { max: MAX_CONFIGURACIONES_POR_EMPRESA }));

export async function listarConfiguraciones(
  empresaId: string,
  query: { limit?: number; cursor?: string },
  soloActivas = false,
): Promise<ConfiguracionesPage> {
  const page = await configuracionesDeEmpresa(empresaId, { ...query, soloActivas });
  return { items: page.items.map(toConfiguracion), cursor: page.cursor };
}

async function entradaDe(empresaId: string, id: string): Promise<ConfiguracionItem> {
  const item = await getConfiguracion(empresaId, id);
  if (!item) throw noEncontrada();
  return item;
}

export async function obtenerConfiguracion(empresaId: string, id: string): Promise<Configuracion> {
  return toConfiguracion(await entradaDe(empresaId, id));
}

export async function obtenerPorNombre(empresaId: string, nombre: string): Promise<Configuracion> {
  const item = await getConfiguracionPorNombre(empresaId, nombre);
  if (!item) throw noEncontrada();
  return toConfiguracion(item);
}

export async function crearConfiguracion(empresaId: string, body: ConfiguracionCreate, now = new Date()): Promise<Configuracion> {
  const item: ConfiguracionItem = {
    id: randomUUID(),
    empresaId,
    nombre: body.nombre,
    valor: body.valor,
    tipo: body.tipo,
    descripcion: body.descripcion,
    activo: body.activo,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await guardarNueva(item, { empresa: () => empresaNoEncontrada(empresaId), duplicada: duplicada(body.nombre), limite });
  return toConfiguracion(item);
}

export async function actualizarConfiguracion(
  empresaId: string,
  id: string,
  body: ConfiguracionUpdate,
  now = new Date(),
): Promise<Configuracion> {
  const actual = await entradaDe(empresaId, id);
  const cambios = cambiosDe(body);
  // Only one of tipo and valor may come: the pair that will be stored must still agree.
  const error = errorValorTipo(cambios.tipo ?? actual.tipo, cambios.valor ?? actual.valor);
  if (error) throw new ValidationError(error);
  const updated = await guardarCambios(
    actual,
    { ...cambios, updatedAt: now.toISOString() },
    { falta: noEncontrada, duplicada: duplicada(cambios.nombre ?? actual.nombre) },
  );
  return toConfiguracion(updated);
}

export async function eliminarConfiguracion(empresaId: string, id: string): Promise<void> {
  await borrarConfiguracion(await entradaDe(empresaId, id), noEncontrada);
}

/**
 * Upsert by name: the entry with this name gets the new valor, tipo and descripcion (its activo
 * and name stay), or a new active entry is created under the name as written. Two racing upserts
 * of a new name: the one that loses the create updates the winner's entry.
 */
export async function guardarPorNombre(
  empresaId: string,
  nombre: string,
  body: ConfiguracionUpsert,
  now = new Date(),
): Promise<{ configuracion: Configuracion; creada: boolean }> {
  const cambios = { valor: body.valor, tipo: body.tipo, descripcion: body.descripcion, updatedAt: now.toISOString() };
  for (let intento = 0; intento < 2; intento++) {
    const actual = await getConfiguracionPorNombre(empresaId, nombre);
    if (actual) {
      const updated = await guardarCambios(actual, cambios, { falta: noEncontrada, duplicada: duplicada(nombre) });
      return { configuracion: toConfiguracion(updated), creada: false };
    }
    try {
      return { configuracion: await crearConfiguracion(empresaId, { nombre, ...body, activo: true }, now), creada: true };
    } catch (err) {
      // Created meanwhile under this name: read it again and update it.
      if (!(err instanceof ConflictError) || intento > 0) throw err;
    }
  }
  throw noEncontrada();
}
