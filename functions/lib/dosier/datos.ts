// What the algorithm dossier is built from (D174), read with Queries and key reads only: the company,
// the platform's templates and the company's own, the design snapshots of the interviews scheduled in
// the period (their ids start with the creation time, so the period is one key range), each template's
// stored versions, the oversight record of the period and the last delivery. construir.ts turns them
// into the dossier; estado.ts compares the templates in use with the last delivery.
import { minimoNDeEmpresa } from '../../../shared/schemas/equidad.js';
import { declaracionesDelPeriodo } from '../db/equidad.js';
import { recuentoAislado } from '../equidad/supresion.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { DosierQuery } from '../../../shared/schemas/dosier.js';
import { DOSIER } from '../../../shared/schemas/dosier.js';
import { mesesDeRetencion } from '../../../shared/retencion.js';
import { iaPausada } from '../../../shared/schemas/supervision.js';
import { umbralDeEmpresa } from '../../../shared/schemas/umbral-empresa.js';
import { senalesDe } from '../configuracion/senales-integridad.js';
import { ultimaEntregaDosier, ultimasRespuestasDosier, type EntregaDosierItem, type RespuestasDosierItem } from '../db/dosier.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import type { DisenoItem } from '../db/entrevistas.js';
import { tenantPk } from '../db/keys.js';
import { plantillasPropias, versionesPropias, type PlantillaPropiaItem } from '../db/plantillas-propias.js';
import { queryAll } from '../db/repository.js';
import { serviciosHr, type ServicioHrItem } from '../db/servicios-hr.js';
import { versionesServicioHr } from '../db/servicios-hr-versiones.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { contratado } from '../servicios-hr/disponibles.js';
import { entradasDelPeriodo } from '../supervision/lectura.js';
import { construirDosier, type FuentesDosier, type PlantillaFuente } from './construir.js';
import { construirEstudioImpacto } from './estudio-impacto.js';
import { estudioImpactoDe, leyDe, nombrePais, paisDeEmpresa } from '../../../shared/paises.js';
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { ValidationError } from '../errors.js';
import type { DisenoVersion } from './diferencias.js';

const DIA_MS = 86_400_000;

/** The period asked for, or the last 12 months to today (UTC days). */
export function periodoDe(q: Pick<DosierQuery, 'desde' | 'hasta'>, now: Date): { desde: string; hasta: string } {
  const hasta = q.hasta ?? now.toISOString().slice(0, 10);
  if (q.desde) return { desde: q.desde, hasta };
  const d = new Date(`${hasta}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - DOSIER.mesesMax);
  return { desde: new Date(d.getTime() + DIA_MS).toISOString().slice(0, 10), hasta };
}

const estructuraDe = (e: unknown) => (e ?? {}) as { fases?: unknown[]; rubrica?: unknown[]; criterioPasado?: number };

/** A stored design (a template, a version's copy, an interview's snapshot) as the diff reads it. */
export function disenoDe(t: Record<string, unknown>): DisenoVersion {
  const est = estructuraDe(t.estructura);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    nombre: str(t.nombre),
    descripcion: str(t.descripcion),
    fases: (est.fases ?? []).map((f) => (typeof f === 'string' ? { nombre: f, preguntas: [] } : (f as DisenoVersion['fases'][number]))),
    rubrica: (est.rubrica ?? []) as DisenoVersion['rubrica'],
    criterioPasado: typeof est.criterioPasado === 'number' ? est.criterioPasado : null,
    prompt_sistema: str(t.prompt_sistema),
    prompt_usuario: str(t.prompt_usuario),
    contexto: str(t.contexto),
  };
}

/** Every template offered to the company now: contracted platform templates and its active own ones. */
export async function plantillasHabilitadas(empresa: EmpresaItem): Promise<{
  plataforma: ServicioHrItem[];
  propias: PlantillaPropiaItem[];
  habilitadas: Set<string>;
}> {
  const [plataforma, propias] = await Promise.all([serviciosHr(), plantillasPropias(empresa.id)]);
  const contratados = (empresa.serviciosContratados as Record<string, boolean> | undefined) ?? {};
  const habilitadas = new Set([
    ...plataforma.filter((p) => contratado(p.codigo, contratados)).map((p) => p.codigo),
    ...propias.filter((p) => p.activa).map((p) => p.id),
  ]);
  return { plataforma, propias, habilitadas };
}

/** The design snapshots of the interviews created in the period (their ids are time-ordered). */
async function disenosDelPeriodo(empresaId: string, desde: string, hasta: string): Promise<DisenoItem[]> {
  const ms = (iso: string) => String(new Date(iso).getTime()).padStart(14, '0');
  return queryAll<DisenoItem>({
    pk: tenantPk(empresaId),
    skBetween: [`ENTDISENO#${ms(`${desde}T00:00:00.000Z`)}`, `ENTDISENO#${ms(`${hasta}T23:59:59.999Z`)}~`],
    max: DOSIER.disenosMax,
  });
}

async function versionesDe(empresaId: string, codigo: string, propia: boolean): Promise<PlantillaFuente['versiones']> {
  if (propia)
    return (await versionesPropias(empresaId, codigo)).map((v) => ({
      version: v.version,
      fecha: v.fecha,
      diseno: disenoDe(v as unknown as Record<string, unknown>),
    }));
  return (await versionesServicioHr(codigo)).map((v) => ({
    version: v.version,
    fecha: v.fecha,
    diseno: disenoDe(v as unknown as Record<string, unknown>),
  }));
}

export function entregaFuente(e: EntregaDosierItem | undefined) {
  return e ? { id: e.id, fecha: e.fecha, organo: e.organo, plantillas: e.plantillas } : null;
}

/** What the dossier and the study are built from: the company's stored facts of the period. */
async function fuentesDosier(empresa: EmpresaItem, q: Pick<DosierQuery, 'desde' | 'hasta'>, now: Date): Promise<FuentesDosier> {
  const empresaId = empresa.id;
  const { desde, hasta } = periodoDe(q, now);
  const [{ plataforma, propias, habilitadas }, disenos, entradas, ultima, declaraciones, respuestas] = await Promise.all([
    plantillasHabilitadas(empresa),
    disenosDelPeriodo(empresaId, desde, hasta),
    entradasDelPeriodo(empresaId, desde, hasta),
    ultimaEntregaDosier(empresaId),
    // Counted only: the answers themselves never leave the monitor (D175).
    declaracionesDelPeriodo(empresaId, `${desde}T00:00:00.000Z`, `${hasta}T23:59:59.999Z`),
    ultimasRespuestasDosier(empresaId),
  ]);
  const uso = new Map<string, { n: number; versiones: Set<number>; ultimo: DisenoItem }>();
  for (const d of disenos) {
    const u = uso.get(d.servicioId) ?? { n: 0, versiones: new Set<number>(), ultimo: d };
    u.n++;
    if (d.servicioVersion !== null && d.servicioVersion !== undefined) u.versiones.add(d.servicioVersion);
    u.ultimo = d;
    uso.set(d.servicioId, u);
  }
  const enUso = new Set([...habilitadas, ...uso.keys()]);
  const fuentes: PlantillaFuente[] = [];
  for (const codigo of enUso) {
    const propia = propias.find((p) => p.id === codigo);
    const deLaPlataforma = plataforma.find((p) => p.codigo === codigo);
    const actual = (propia ?? deLaPlataforma) as Record<string, unknown> | undefined;
    const u = uso.get(codigo);
    // A template gone since (deleted) is described by the design its last interview used.
    const t = actual ?? { codigo, nombre: codigo, estructura: u?.ultimo.estructura, version: u?.ultimo.servicioVersion ?? 1 };
    fuentes.push({
      codigo,
      origen: propia || codigo.startsWith('propia-') ? 'propia' : 'plataforma',
      base: propia?.base ?? null,
      habilitada: habilitadas.has(codigo),
      version: Number(t.version ?? 1),
      fechaVersion: String(t.fechaActualizacion ?? t.fechaCreacion ?? '') || null,
      diseno: disenoDe(t),
      entrevistasEnPeriodo: u?.n ?? 0,
      versionesUsadas: [...(u?.versiones ?? [])],
      versiones: actual ? await versionesDe(empresaId, codigo, !!propia) : [],
    });
  }
  return {
    // The name people know the company by (issue 65 item 6: an empty nombreComercial left the dossier nameless).
    empresa: { id: empresaId, nombre: nombreEmpresa(empresa) || empresaId },
    desde,
    hasta,
    generadoEn: now.toISOString(),
    plantillas: fuentes,
    entradas,
    ultimaEntrega: entregaFuente(ultima),
    ajustes: {
      pausaIA: iaPausada(empresa),
      senalesActivas: senalesDe(empresa).activas,
      umbral: umbralDeEmpresa(empresa),
      retencionMeses: mesesDeRetencion(empresa),
    },
    equidad: { declaraciones: recuentoAislado(declaraciones.length, minimoNDeEmpresa(empresa)), minimoN: minimoNDeEmpresa(empresa) },
    // The answers as they stand now, whatever the period: the dossier is given today (issue 65 item 6).
    respuestasEmpresa: respuestas ? respuestasFuente(respuestas) : null,
  };
}

/** A saved version of the company's answers as a document carries it. */
const respuestasFuente = (r: RespuestasDosierItem) => ({
  version: r.version,
  guardadaEn: r.guardadaEn,
  guardadaPor: r.guardadaPor.nombre,
  respuestas: r.respuestas,
});

export async function generarDosier(empresaId: string, q: Pick<DosierQuery, 'desde' | 'hasta'>, now = new Date()) {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  return construirDosier(await fuentesDosier(empresa, q, now));
}

/**
 * The document asked for: the algorithm dossier, or the privacy impact study of a company whose
 * country asks for one (Colombia; any other company is told why in Spanish, 400, and nothing is read).
 */
export async function generarDocumento(empresaId: string, q: Pick<DosierQuery, 'desde' | 'hasta' | 'tipo'>, now = new Date()) {
  if (q.tipo !== 'estudio-impacto-co') return generarDosier(empresaId, q, now);
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const pais = paisDeEmpresa(empresa);
  const marco = estudioImpactoDe(pais);
  const ley = leyDe(pais, now);
  if (marco?.tipo !== q.tipo || !ley) {
    // A country not known is named as the company wrote it.
    const escrito = (empresa.direccion as { pais?: unknown } | undefined)?.pais;
    const m = fmt(msg.estudioSoloColombia, { pais: (pais && nombrePais(pais)) || (typeof escrito === 'string' && escrito.trim()) || '—' });
    throw new ValidationError(m, [{ campo: 'tipo', msg: m }]);
  }
  const [fuentes, propias] = await Promise.all([fuentesDosier(empresa, q, now), ultimasRespuestasDosier(empresaId, marco.tipo)]);
  return construirEstudioImpacto(fuentes, marco, ley, propias ? respuestasFuente(propias) : null);
}
