// The fairness monitor (issue 56 item 3, D175): for a company, a period and a template (or all),
// the selection rates and impact ratios of two outcomes by sex, age band and their intersection.
//   decision  a person recorded the review's decision: selected when it is «recomendado» (advance);
//   ia        the report has a score: selected when the AI's (or built-in analyzer's) mean of the
//             evaluated competencies reaches the company's recommendation threshold (D157), else the
//             threshold the report was written with.
// The declarations come from a Query of the company's partition (db/equidad.ts); the interviews they
// name are read by key, 100 at a time, only for their outcome: the monitor answers counts, never a
// person. The auditor's yearly export holds the same tables, per template — counts only.
import { EQUIDAD } from '../../../shared/equidad.js';
import { SERVICIOS_HR } from '../../../shared/constants.js';
import { equidad as msg } from '../../../shared/messages.js';
import {
  minimoNDeEmpresa,
  type ExportEquidad,
  type MonitorEquidad,
  type Recuento,
  type ResultadoEquidad,
} from '../../../shared/schemas/equidad.js';
import { umbralDeEmpresa } from '../../../shared/schemas/umbral-empresa.js';
import { recomendacionPorReglas } from '../../../shared/schemas/informe.js';
import { puntuacionMedia } from '../analitica/agregados.js';
import { empresaDe } from '../configuracion/ajuste-empresa.js';
import { declaracionesDelPeriodo, type EquidadItem } from '../db/equidad.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import { getItems } from '../db/repository.js';
import { NotFoundError, ValidationError } from '../errors.js';
import type { Persona } from './impacto.js';
import { publicarEquidad } from './supresion.js';

const DIA_MS = 86_400_000;

/** The period's instants from two days (UTC), or the Spanish 400: start before end, a year at most. */
export function periodo(desde: string, hasta: string): [string, string] {
  const a = Date.parse(`${desde}T00:00:00.000Z`);
  const b = Date.parse(`${hasta}T23:59:59.999Z`);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a > b || b - a > 366 * DIA_MS)
    throw new ValidationError(msg.periodoInvalido, [{ campo: 'desde', msg: msg.periodoInvalido }]);
  return [new Date(a).toISOString(), new Date(b).toISOString()];
}

/** The interviews the declarations name (their outcome), by key. */
async function entrevistasDe(empresaId: string, ds: readonly EquidadItem[]): Promise<Map<string, EntrevistaItem>> {
  const entrevistas = await getItems<EntrevistaItem>(ds.map((d) => entrevistaKeys.entrevista(empresaId, d.entrevistaId)));
  return new Map(entrevistas.map((e) => [e.id, e]));
}

/**
 * Whether the AI's report passes the threshold, by the one rule every report's recommendation uses
 * (recomendacionPorReglas, D157: the mean of the evaluated competencies reaches the threshold with at
 * least half of the rubric evaluated), at the company's threshold of today when it has one, else the
 * one the report was written with; null when the interview has no scored report.
 */
export function iaSupera(e: EntrevistaItem, umbralEmpresa: number | null): boolean | null {
  if (!e.informeIA) return null;
  if (puntuacionMedia(e.informeIA) === null) return null;
  const r = e.informeIA.recomendacion;
  const umbral = umbralEmpresa ?? r?.umbral ?? SERVICIOS_HR.criterioPasadoPorDefecto / 10;
  const origen = umbralEmpresa !== null ? 'empresa' : (r?.origenUmbral ?? 'plantilla');
  return recomendacionPorReglas(e.informeIA.softSkills, umbral, origen).valor === 'recomendado';
}

/**
 * The two outcomes' tables for these declarations, and how many they are, as they may be published: no
 * count under the minimum n, nor one that gives such a count away (supresion.ts).
 */
export function resultados(
  ds: readonly EquidadItem[],
  entrevistas: ReadonlyMap<string, EntrevistaItem>,
  umbralEmpresa: number | null,
  minimoN: number,
): { respuestas: Recuento; resultados: ResultadoEquidad[] } {
  const decision: Persona[] = [];
  const ia: Persona[] = [];
  for (const d of ds) {
    const e = entrevistas.get(d.entrevistaId);
    if (!e) continue;
    if (e.validacion) decision.push({ sexo: d.sexo, edad: d.edad, seleccionado: e.validacion.decision === 'recomendado' });
    const supera = iaSupera(e, umbralEmpresa);
    if (supera !== null) ia.push({ sexo: d.sexo, edad: d.edad, seleccionado: supera });
  }
  return publicarEquidad(
    [
      { clave: 'decision', nombre: 'Decisión de una persona: avanza', personas: decision },
      { clave: 'ia', nombre: 'Puntuación de la IA o del analizador igual o mayor que el umbral', personas: ia },
    ],
    ds.length,
    minimoN,
  );
}

const serviciosDe = (ds: readonly EquidadItem[]) =>
  [...new Map(ds.map((d) => [d.servicioId, { id: d.servicioId, nombre: d.servicioNombre }])).values()].sort((a, b) =>
    a.nombre.localeCompare(b.nombre, 'es'),
  );

/** GET /api/analytics/equidad. */
export async function monitorEquidad(empresaId: string, q: { servicioId?: string; desde: string; hasta: string }): Promise<MonitorEquidad> {
  const [desde, hasta] = periodo(q.desde, q.hasta);
  const empresa = await empresaDe(empresaId);
  const minimoN = minimoNDeEmpresa(empresa);
  const todas = await declaracionesDelPeriodo(empresaId, desde, hasta);
  const ds = q.servicioId ? todas.filter((d) => d.servicioId === q.servicioId) : todas;
  const base = { servicioId: q.servicioId ?? null, desde: q.desde, hasta: q.hasta, minimoN, servicios: serviciosDe(todas) };
  if (ds.length === 0) return { ...base, respuestas: 0, resultados: [], mensaje: msg.sinDatosPeriodo };
  return { ...base, ...resultados(ds, await entrevistasDe(empresaId, ds), umbralDeEmpresa(empresa), minimoN), mensaje: null };
}

/** GET /api/analytics/equidad/exportar: the year's tables per template, counts only; the Spanish 404 for a year without answers. */
export async function exportarEquidad(empresaId: string, anio: number, now = new Date()): Promise<ExportEquidad> {
  const empresa = await empresaDe(empresaId);
  const minimoN = minimoNDeEmpresa(empresa);
  const ds = await declaracionesDelPeriodo(empresaId, `${anio}-01-01T00:00:00.000Z`, `${anio}-12-31T23:59:59.999Z`);
  if (ds.length === 0) throw new NotFoundError(msg.sinDatos);
  const entrevistas = await entrevistasDe(empresaId, ds);
  const umbral = umbralDeEmpresa(empresa);
  return {
    empresa: empresa.nombreComercial ?? empresa.nombreLegal ?? empresa.id,
    anio,
    generadoEn: now.toISOString(),
    metodo:
      'Ley Local 144 de Nueva York (6 RCNY §5-300, §5-301): tasa de selección = seleccionadas ÷ personas de la categoría; ratio de impacto = tasa ÷ la mayor tasa entre categorías con datos suficientes; «prefiero no decirlo» se cuenta aparte; alerta por debajo de 0,8',
    minimoN,
    version: EQUIDAD.version,
    plantillas: serviciosDe(ds).map((s) => {
      const suyas = ds.filter((d) => d.servicioId === s.id);
      return { servicioId: s.id, nombre: s.nombre, ...resultados(suyas, entrevistas, umbral, minimoN) };
    }),
  };
}
