// The HR service templates (part 2 §3 "HR service"): the superadmin creates, edits and
// deletes them; everyone reads them. A template holds the interview design (phases with their
// questions, a rubric with anchors per competency) and a `version` that grows with every change,
// so a report can say which design it used (docs/decisions/ D59); each version is kept (D174).
import { fmt, serviciosHr as msg } from '../../../shared/messages.js';
import { problemasDelDiseno, ServicioHRData, type ServicioHRCreate, type ServicioHRUpdate } from '../../../shared/schemas/servicio-hr.js';
import type * as z from 'zod/mini';
import type { Caller } from '../auth/caller.js';
import {
  actualizarServicioHr,
  crearServicioHr,
  eliminarServicioHr,
  getServicioHr,
  serviciosHr,
  type ServicioHrItem,
} from '../db/servicios-hr.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';

export type ServicioHr = z.output<typeof ServicioHRData>;

const noEncontrado = (codigo: string) => new NotFoundError(fmt(msg.noEncontrado, { codigo }));

/**
 * A stored template as the API answers it: without keys and counters, its phases always objects
 * (a template saved before designs existed kept only phase names) and its defaults filled.
 */
export function aServicio(item: ServicioHrItem): ServicioHr {
  const { PK: _pk, SK: _sk, entidad: _e, entrevistasProgramadas: _n, creadoPor: _c, ...resto } = item;
  const estructura = (resto.estructura ?? {}) as { fases?: unknown[] };
  const fases = (estructura.fases ?? []).map((f) => (typeof f === 'string' ? { nombre: f, preguntas: [] } : f));
  return ServicioHRData.parse({ ...resto, id: item.codigo, estructura: { ...estructura, fases } });
}

export async function listarPlantillas(): Promise<ServicioHr[]> {
  const items = await serviciosHr();
  return items.map(aServicio).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

export async function crearPlantilla(caller: Caller, body: ServicioHRCreate, now = new Date()): Promise<ServicioHr> {
  const item: ServicioHrItem = {
    ...body,
    id: body.codigo,
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    version: 1,
    fechaCreacion: now.toISOString(),
    creadoPor: caller.userId,
  };
  await crearServicioHr(item, () => new ConflictError(fmt(msg.codigoExiste, { codigo: body.codigo })));
  return aServicio(item);
}

/** Replaced whole when sent (phases and rubric are lists the editor sends entire). */
const CAMPOS_SIMPLES = [
  'nombre',
  'descripcion',
  'descripcionDetallada',
  'categoria',
  'experto',
  'tipo',
  'api_preferida',
  'contexto',
  'prompt_sistema',
  'prompt_usuario',
] as const;

export async function actualizarPlantilla(codigo: string, body: ServicioHRUpdate, now = new Date(), por?: string): Promise<ServicioHr> {
  const actual = await getServicioHr(codigo);
  if (!actual) throw noEncontrado(codigo);
  const stale = () => new ConflictError(fmt(msg.modificadoPorOtro, { version: actual.version ?? 1 }));
  if (body.version !== undefined && body.version !== (actual.version ?? 1)) throw stale();

  const changes: Record<string, unknown> = { fechaActualizacion: now.toISOString() };
  for (const campo of CAMPOS_SIMPLES) if (body[campo] !== undefined) changes[campo] = body[campo];
  if (body.estructura) {
    const estructura = { ...(actual.estructura as object), ...body.estructura } as Parameters<typeof problemasDelDiseno>[0];
    // The design must hold as a whole: a new rubric cannot drop a competency a kept question evidences.
    const problemas = problemasDelDiseno(estructura);
    if (problemas.length)
      throw new ValidationError(
        problemas[0]!.message,
        problemas.map((p) => ({ campo: ['estructura', ...p.path].join('.'), msg: p.message })),
      );
    changes.estructura = estructura;
  }
  if (body.configuracion) changes.configuracion = { ...(actual.configuracion as object), ...body.configuracion };

  const guardado = await actualizarServicioHr(actual, changes, stale, por);
  return aServicio(guardado);
}

export async function eliminarPlantilla(codigo: string): Promise<void> {
  const { resultado, enUso } = await eliminarServicioHr(codigo);
  if (resultado === 'no-existe') throw noEncontrado(codigo);
  if (resultado === 'en-uso') throw new ConflictError(fmt(msg.enUso, { n: enUso ?? 0 }));
}
