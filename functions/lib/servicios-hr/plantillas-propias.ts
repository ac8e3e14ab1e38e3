// A company's own interview templates (issue 54 item 10, D164). An admin copies a platform template
// the company has contracted; the copy is the company's: its name, description, duration, phases,
// questions and rubric (anchors included) are edited, and every save is a new version whose design
// stays readable. Scheduling takes a company template like a platform one (plantillaParaProgramar):
// offered while active and while the platform template it came from is contracted and its provider
// enabled (disponibles.ts reads `base`), and the interview snapshots the version it was scheduled with.
import { randomUUID } from 'node:crypto';
import { fmt, plantillasPropias as msg } from '../../../shared/messages.js';
import {
  esPlantillaPropia,
  PREFIJO_PROPIA,
  type PlantillaPropia,
  type PlantillaPropiaCreate,
  type PlantillaPropiaUpdate,
} from '../../../shared/schemas/plantilla-propia.js';
import type { AnyCaller } from '../auth/caller.js';
import { getEmpresa } from '../db/empresas.js';
import {
  crearPlantillaPropia,
  getPlantillaPropia,
  getVersionPropia,
  guardarVersionPropia,
  MAX_PLANTILLAS_PROPIAS,
  plantillasPropias,
  type PlantillaPropiaItem,
  versionesPropias,
} from '../db/plantillas-propias.js';
import { getServicioHr, type ServicioHrItem } from '../db/servicios-hr.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { contratado } from './disponibles.js';
import { aServicio } from './plantillas.js';

const noEncontrada = () => new NotFoundError(msg.noEncontrada);

function aPlantilla(p: PlantillaPropiaItem, versiones?: PlantillaPropia['versiones']): PlantillaPropia {
  const estructura = aServicio({ codigo: p.base, nombre: p.nombre, estructura: p.estructura }).estructura;
  return {
    id: p.id,
    base: p.base,
    baseNombre: p.baseNombre,
    nombre: p.nombre,
    ...(p.descripcion !== undefined ? { descripcion: p.descripcion } : {}),
    activa: p.activa,
    estructura,
    version: p.version,
    versionActual: p.version,
    fechaCreacion: p.fechaCreacion,
    ...(p.fechaActualizacion ? { fechaActualizacion: p.fechaActualizacion } : {}),
    ...(versiones ? { versiones } : {}),
  };
}

export async function listarPropias(empresaId: string): Promise<PlantillaPropia[]> {
  const items = await plantillasPropias(empresaId);
  return items.map((p) => aPlantilla(p)).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

/** A copy of a platform template the company contracted: version 1, active, named «<nombre> (copia)» unless named. */
export async function crearPropia(caller: AnyCaller, empresaId: string, body: PlantillaPropiaCreate, now = new Date()) {
  const [empresa, base, actuales] = await Promise.all([getEmpresa(empresaId), getServicioHr(body.desde), plantillasPropias(empresaId)]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (!base) {
    const m = fmt(msg.baseNoEncontrada, { codigo: body.desde });
    throw new ValidationError(m, [{ campo: 'desde', msg: m }]);
  }
  const nombreBase = String(base.nombre ?? base.codigo);
  if (!contratado(base.codigo, (empresa.serviciosContratados as Record<string, boolean> | undefined) ?? {})) {
    const m = fmt(msg.baseNoContratada, { servicio: nombreBase });
    throw new ValidationError(m, [{ campo: 'desde', msg: m }]);
  }
  if (actuales.length >= MAX_PLANTILLAS_PROPIAS) throw new ConflictError(fmt(msg.maximo, { max: MAX_PLANTILLAS_PROPIAS }));
  const servicio = aServicio(base);
  const item: PlantillaPropiaItem = {
    id: `${PREFIJO_PROPIA}${randomUUID()}`,
    empresaId,
    base: base.codigo,
    baseNombre: nombreBase,
    nombre: body.nombre ?? fmt(msg.nombreCopia, { nombre: nombreBase }),
    ...(servicio.descripcion ? { descripcion: servicio.descripcion } : {}),
    activa: true,
    ...(servicio.api_preferida ? { api_preferida: servicio.api_preferida } : {}),
    estructura: servicio.estructura,
    version: 1,
    fechaCreacion: now.toISOString(),
    creadoPor: caller.userId,
  };
  await crearPlantillaPropia(item);
  return aPlantilla(item, [{ version: 1, fecha: item.fechaCreacion, por: caller.userId, nombre: item.nombre }]);
}

/** The template with its history; `version` an earlier one's design (404 when it has no such version). */
export async function leerPropia(empresaId: string, id: string, version?: number): Promise<PlantillaPropia> {
  if (!esPlantillaPropia(id)) throw noEncontrada();
  const actual = await getPlantillaPropia(empresaId, id);
  if (!actual) throw noEncontrada();
  const versiones = (await versionesPropias(empresaId, id)).map((v) => ({
    version: v.version,
    fecha: v.fecha,
    nombre: v.nombre,
    ...(v.por ? { por: v.por } : {}),
  }));
  if (version === undefined || version === actual.version) return aPlantilla(actual, versiones);
  const anterior = await getVersionPropia(empresaId, id, version);
  if (!anterior) throw new NotFoundError(fmt(msg.versionNoEncontrada, { version }));
  const { descripcion: _d, ...sinDescripcion } = actual;
  return {
    ...aPlantilla(
      {
        ...sinDescripcion,
        nombre: anterior.nombre,
        ...(anterior.descripcion !== undefined ? { descripcion: anterior.descripcion } : {}),
        estructura: anterior.estructura,
        version: anterior.version,
      },
      versiones,
    ),
    versionActual: actual.version,
  };
}

/** Saves the edit as version `body.version + 1`, only over the version the editor read (else 409). */
export async function actualizarPropia(
  caller: AnyCaller,
  empresaId: string,
  id: string,
  body: PlantillaPropiaUpdate,
  now = new Date(),
): Promise<PlantillaPropia> {
  if (!esPlantillaPropia(id)) throw noEncontrada();
  const actual = await getPlantillaPropia(empresaId, id);
  if (!actual) throw noEncontrada();
  const stale = () => new ConflictError(fmt(msg.modificadaPorOtro, { version: actual.version }));
  if (body.version !== actual.version) throw stale();
  const nueva: PlantillaPropiaItem = {
    ...actual,
    ...(body.nombre !== undefined ? { nombre: body.nombre } : {}),
    ...(body.activa !== undefined ? { activa: body.activa } : {}),
    ...(body.estructura ? { estructura: body.estructura } : {}),
    version: actual.version + 1,
    fechaActualizacion: now.toISOString(),
  };
  // An empty description clears it.
  if (body.descripcion !== undefined) {
    if (body.descripcion.trim()) nueva.descripcion = body.descripcion;
    else delete nueva.descripcion;
  }
  await guardarVersionPropia(nueva, actual.version, caller.userId, stale);
  return leerPropia(empresaId, id);
}

/**
 * The template an interview is scheduled with: a platform template by its code, or the company's
 * own (its current version) shaped like one — `base` names the contracted service it stands on.
 */
export async function plantillaParaProgramar(empresaId: string, servicioId: string): Promise<ServicioHrItem | undefined> {
  if (!esPlantillaPropia(servicioId)) return getServicioHr(servicioId);
  const p = await getPlantillaPropia(empresaId, servicioId).catch(() => undefined);
  return p && aServicioHrItem(p);
}

export function aServicioHrItem(p: PlantillaPropiaItem): ServicioHrItem {
  return {
    codigo: p.id,
    base: p.base,
    nombre: p.nombre,
    ...(p.descripcion !== undefined ? { descripcion: p.descripcion } : {}),
    api_preferida: p.api_preferida,
    version: p.version,
    estructura: p.estructura,
    configuracion: { activo: p.activa },
  };
}
