// Vacancies of a company (issue 66 item 1, D185): what a vacancy must hold before it is stored — a
// hiring lead who is an active user of the company, an interview template the company is offered, an
// active area of the company if one is named, a place unless it is remote, a closing date not before
// the company's today — and the edit from a version (409 when another person changed it meanwhile).
import { formatFechaIso } from '../../../shared/fechas.js';
import { fmt, greenhouse as msgGh, vacantes as msg } from '../../../shared/messages.js';
import type { EnlaceVacanteBody } from '../../../shared/schemas/postulacion.js';
import type { GreenhouseVacante, PlantillasEtapa, VacanteCreate, VacantesQuery, VacanteUpdate } from '../../../shared/schemas/vacante.js';
import { getArea } from '../db/areas.js';
import { getEmpresa } from '../db/empresas.js';
import { aleatorio, idOrdenado } from '../db/ids.js';
import { getPerfil } from '../db/usuarios.js';
import {
  actualizarVacante,
  crearVacante as guardarNueva,
  getVacante,
  indiceEnlace,
  vacantesDeEmpresa,
  type VacanteItem,
} from '../db/vacantes.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { cambiosDe } from '../merge.js';
import { serviciosDeEmpresa } from '../servicios-hr/servicios-empresa.js';
import { leerEtapas } from './etapas.js';

type Campo = 'titulo' | 'areaId' | 'lugar' | 'responsableId' | 'servicioId' | 'fechaCierre';
const invalido = (campo: Campo, m: string) => new ValidationError(m, [{ campo, msg: m }]);
const noEncontrada = () => new NotFoundError(msg.noEncontrada);

/** What a reader gets: the stored vacancy without its keys and bookkeeping. */
function aVacante(v: VacanteItem) {
  return {
    id: v.id,
    empresaId: v.empresaId,
    titulo: v.titulo,
    areaId: v.areaId ?? null,
    lugar: v.lugar ?? '',
    remoto: v.remoto === true,
    responsable: v.responsable,
    servicioId: v.servicioId,
    plantillasEtapa: v.plantillasEtapa ?? {},
    estado: v.estado,
    plazas: v.plazas,
    fechaCierre: v.fechaCierre ?? null,
    enlace: v.enlace ?? null,
    greenhouse: v.greenhouse ?? null,
    creadaEn: v.creadaEn,
    actualizadaEn: v.actualizadaEn,
    version: v.version,
  };
}

export async function listarVacantes(empresaId: string, q: VacantesQuery) {
  const page = await vacantesDeEmpresa(empresaId, { estado: q.estado, cursor: q.cursor, limit: q.limit });
  return { items: page.items.map(aVacante), cursor: page.cursor };
}

export async function leerVacante(empresaId: string, id: string) {
  const v = await getVacante(empresaId, id);
  if (!v) throw noEncontrada();
  return aVacante(v);
}

interface Contenido {
  areaId: string | null;
  lugar: string;
  remoto: boolean;
  responsableId: string;
  servicioId: string;
  fechaCierre: string | null;
}

/**
 * The checks that need the company's data, on the vacancy as it would be stored. Returns the hiring
 * lead's name as it is now (kept with the vacancy so every reader, operators included, sees it).
 */
async function comprobar(empresaId: string, c: Contenido, cambiados: ReadonlySet<keyof Contenido>, now: Date) {
  if (!c.remoto && !c.lugar) throw invalido('lugar', msg.lugarORemoto);
  const [empresa, responsable, area, servicios] = await Promise.all([
    getEmpresa(empresaId),
    cambiados.has('responsableId') ? getPerfil(empresaId, c.responsableId) : undefined,
    cambiados.has('areaId') && c.areaId ? getArea(empresaId, c.areaId) : undefined,
    cambiados.has('servicioId') ? serviciosDeEmpresa(empresaId, now) : undefined,
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (cambiados.has('responsableId') && (!responsable || responsable.activo === false || responsable.empresaId !== empresaId))
    throw invalido('responsableId', msg.responsableNoValido);
  if (cambiados.has('areaId') && c.areaId && (!area || area.activo === false)) throw invalido('areaId', msg.areaNoValida);
  if (servicios && !servicios.servicios.some((s) => s.id === c.servicioId))
    throw invalido('servicioId', fmt(msg.plantillaNoDisponible, { plantilla: c.servicioId }));
  // «Today» is the company's calendar day, so a date that is today somewhere in the company is accepted.
  const hoy = formatFechaIso(now.toISOString(), empresa.configuracion?.zonaHoraria as string | undefined);
  if (cambiados.has('fechaCierre') && c.fechaCierre && c.fechaCierre < hoy) throw invalido('fechaCierre', msg.fechaCierrePasada);
  return responsable ? { id: responsable.id, nombre: responsable.nombre?.trim() || responsable.email } : undefined;
}

const CAMPOS_COMPROBADOS = ['areaId', 'lugar', 'remoto', 'responsableId', 'servicioId', 'fechaCierre'] as const;
const TODOS = new Set<keyof Contenido>(CAMPOS_COMPROBADOS);

/** The checked fields an edit names (undefined where it leaves them as they are). */
function pick(c: Partial<Contenido>): Partial<Contenido> {
  return { areaId: c.areaId, lugar: c.lugar, remoto: c.remoto, servicioId: c.servicioId, fechaCierre: c.fechaCierre };
}

export async function crearVacante(caller: { userId: string }, empresaId: string, body: VacanteCreate, now = new Date()) {
  const contenido: Contenido = {
    areaId: body.areaId ?? null,
    lugar: body.lugar,
    remoto: body.remoto,
    responsableId: body.responsableId,
    servicioId: body.servicioId,
    fechaCierre: body.fechaCierre,
  };
  const responsable = (await comprobar(empresaId, contenido, TODOS, now))!;
  await comprobarPlantillasEtapa(empresaId, body.plantillasEtapa, {}, now);
  const v: VacanteItem = {
    id: idOrdenado(now),
    empresaId,
    titulo: body.titulo,
    areaId: contenido.areaId,
    lugar: body.lugar,
    remoto: body.remoto,
    responsable,
    servicioId: body.servicioId,
    plantillasEtapa: body.plantillasEtapa,
    estado: body.estado,
    plazas: body.plazas,
    fechaCierre: body.fechaCierre,
    creadaEn: now.toISOString(),
    actualizadaEn: now.toISOString(),
    creadaPor: caller.userId,
    version: 1,
  };
  await guardarNueva(v, () => empresaNoEncontrada(empresaId));
  return aVacante(v);
}

export async function editarVacante(caller: { userId: string }, empresaId: string, id: string, body: VacanteUpdate, now = new Date()) {
  const actual = await getVacante(empresaId, id);
  if (!actual) throw noEncontrada();
  const { version, responsableId, ...resto } = body;
  const cambios = cambiosDe(resto);
  const antes: Contenido = {
    areaId: actual.areaId ?? null,
    lugar: actual.lugar ?? '',
    remoto: actual.remoto === true,
    responsableId: actual.responsable.id,
    servicioId: actual.servicioId,
    fechaCierre: actual.fechaCierre ?? null,
  };
  const siguiente: Contenido = { ...antes, ...cambiosDe({ ...pick(cambios), responsableId }) } as Contenido;
  // Only what changes is checked again: a lead who left since, or a template withdrawn since, does not
  // block an edit of the title (the vacancy keeps what it had).
  const cambiados = new Set(CAMPOS_COMPROBADOS.filter((k) => siguiente[k] !== antes[k]));
  const responsable = await comprobar(empresaId, siguiente, cambiados, now);
  if (body.greenhouse) await comprobarEtapasGreenhouse(empresaId, body.greenhouse);
  if (body.plantillasEtapa) await comprobarPlantillasEtapa(empresaId, body.plantillasEtapa, actual.plantillasEtapa ?? {}, now);
  return guardarVacante(empresaId, id, version, {
    ...cambios,
    ...(responsable ? { responsable } : {}),
    actualizadaEn: now.toISOString(),
    actualizadaPor: caller.userId,
  });
}

/**
 * Writes `cambios` at the version read and answers the vacancy as saved: gone meanwhile is a 404,
 * changed by another person since the version read a 409.
 */
async function guardarVacante(empresaId: string, id: string, version: number, cambios: Parameters<typeof actualizarVacante>[3]) {
  class Rechazada extends ConflictError {}
  try {
    return aVacante(await actualizarVacante(empresaId, id, version, cambios, () => new Rechazada(msg.versionCambiada)));
  } catch (err) {
    if (!(err instanceof Rechazada)) throw err;
    if (!(await getVacante(empresaId, id))) throw noEncontrada();
    throw new ConflictError(msg.versionCambiada);
  }
}

/** The Greenhouse mapping names only the company's own stages (D201): another is a Spanish 400. */
async function comprobarEtapasGreenhouse(empresaId: string, gh: GreenhouseVacante) {
  const { etapas } = await leerEtapas(empresaId);
  const conocidas = new Set(etapas.map((e) => e.id));
  const desconocida = Object.keys(gh.etapas).find((id) => !conocidas.has(id));
  if (desconocida) throw new ValidationError(fmt(msgGh.ghEtapaDesconocida, { etapa: desconocida }));
}

/**
 * The stages' own interviews (D205), checked where they change from what the vacancy had: a stage the
 * company has, never «descartado», and a template the company is offered now. An entry left as it was
 * is kept as it is (a stage deleted since is never used: nobody can be at it).
 */
async function comprobarPlantillasEtapa(empresaId: string, mapa: PlantillasEtapa, antes: Record<string, string>, now: Date) {
  const cambiadas = Object.entries(mapa).filter(([etapa, servicioId]) => antes[etapa] !== servicioId);
  if (cambiadas.length === 0) return;
  const [{ etapas }, { servicios }] = await Promise.all([leerEtapas(empresaId), serviciosDeEmpresa(empresaId, now)]);
  for (const [etapa, servicioId] of cambiadas) {
    const e = etapas.find((x) => x.id === etapa);
    const campo = `plantillasEtapa.${etapa}`;
    if (!e)
      throw new ValidationError(fmt(msg.plantillaEtapaDesconocida, { etapa }), [
        { campo, msg: fmt(msg.plantillaEtapaDesconocida, { etapa }) },
      ]);
    if (etapa === 'descartado') {
      const m = fmt(msg.plantillaEtapaDescartado, { etapa: e.nombre });
      throw new ValidationError(m, [{ campo, msg: m }]);
    }
    if (!servicios.some((s) => s.id === servicioId)) {
      const m = fmt(msg.plantillaNoDisponible, { plantilla: servicioId });
      throw new ValidationError(m, [{ campo, msg: m }]);
    }
  }
}

/**
 * PUT /api/vacantes/{id}/enlace (D187): publishes a new public apply link — a new code, so a link that
 * leaked stops working when another is published — or retires it, from the version read (409 when
 * another person changed the vacancy meanwhile). A closed vacancy is not published.
 */
export async function publicarEnlace(caller: { userId: string }, empresaId: string, id: string, body: EnlaceVacanteBody, now = new Date()) {
  const actual = await getVacante(empresaId, id);
  if (!actual) throw noEncontrada();
  if (body.publicado && actual.estado === 'cerrada') throw new ConflictError(msg.enlaceCerrada);
  return guardarVacante(empresaId, id, body.version, {
    ...indiceEnlace(body.publicado ? aleatorio(16) : null),
    actualizadaEn: now.toISOString(),
    actualizadaPor: caller.userId,
  });
}
