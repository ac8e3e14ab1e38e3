// GET /api/analytics (D70): the screen's figures from the aggregates the writes keep
// (db/analitica.ts) and the company's counters. Every mean or rate with nothing under it is null.
import { SEMANAS_ANALITICA, type Analitica } from '../../../shared/schemas/analitica.js';
import { ESTADOS_ENTREVISTA_COMPLETADA } from '../../../shared/schemas/entrevista.js';
import { leerAnalitica, semanaDe, SIN_AREA } from '../db/analitica.js';
import { areasDeEmpresa } from '../db/areas.js';
import { leerEstadisticasEmpresa } from '../db/empresa-contadores.js';
import { getEmpresa } from '../db/empresas.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { bloqueCalibracion, leerCalibracion } from '../revision/calibracion.js';
import { finalizacionDe, tasaSemana } from './finalizacion.js';
import { bloqueOpiniones } from './opiniones.js';

const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const una = (v: number) => Math.round(v * 10) / 10;
const media = (suma: unknown, cuantos: unknown) => (n(cuantos) > 0 ? una(n(suma) / n(cuantos)) : null);
const pct = (parte: unknown, total: unknown) => (n(total) > 0 ? una((100 * n(parte)) / n(total)) : null);
const min = (ms: unknown, cuantos: unknown) => (n(cuantos) > 0 ? una(n(ms) / n(cuantos) / 60_000) : null);

/** The Mondays (UTC) of the last `k` weeks, oldest first. */
export function ultimasSemanas(now: Date, k = SEMANAS_ANALITICA): string[] {
  const lunes = Date.parse(`${semanaDe(now)}T00:00:00Z`);
  return Array.from({ length: k }, (_, i) => new Date(lunes - (k - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/**
 * `verNombres`: the caller may see people's names (manage_users, D154); without it the calibration's
 * per-reviewer view is left out.
 */
export async function analiticaDeEmpresa(empresaId: string, now = new Date(), verNombres = false): Promise<Analitica> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const semanas = ultimasSemanas(now);
  const [a, areas, estadisticas, calibracion, perfiles] = await Promise.all([
    leerAnalitica(empresaId, semanas[0]!),
    areasDeEmpresa(empresaId),
    leerEstadisticasEmpresa(empresaId, empresa),
    leerCalibracion(empresaId),
    verNombres ? perfilesDeEmpresa(empresaId) : null,
  ]);
  const nombresRevisores = perfiles
    ? new Map(perfiles.map((p) => [p.id, [p.nombre, p.apellidos].filter(Boolean).join(' ').trim() || p.email]))
    : null;
  const pe = estadisticas.entrevistasPorEstado as Record<string, number>;
  const total = Object.values(pe).reduce((t, v) => t + Math.max(0, n(v)), 0);
  const completadas = ESTADOS_ENTREVISTA_COMPLETADA.reduce((t, e) => t + Math.max(0, n(pe[e])), 0);
  const porSemana = new Map(a.semanas.map((s) => [s.semana, s]));
  const filas = semanas.map((semana) => {
    const s = porSemana.get(semana);
    const fila = { programadas: n(s?.programadas), completadas: n(s?.completadas) };
    return {
      semana,
      ...fila,
      informes: n(s?.informes),
      puntuacionMedia: media(s?.sumaPuntuacion, s?.conPuntuacion),
      tasaFinalizacion: tasaSemana(fila),
    };
  });
  const finalizacion = finalizacionDe(filas);
  const sumar = (desde: number, hasta: number) => filas.slice(desde, hasta).reduce((t, f) => t + f.completadas, 0);
  const recientes = sumar(filas.length - 4, filas.length);
  const anteriores = sumar(filas.length - 8, filas.length - 4);
  const nombreArea = new Map(areas.map((x) => [x.id, x.nombreArea]));
  const sumaSemanas = (k: 'duracionMsSuma' | 'duracionN' | 'hastaInformeMsSuma' | 'hastaInformeN') =>
    a.semanas.reduce((t, s) => t + n(s[k]), 0);
  const c = a.calidad;
  return {
    resumen: {
      entrevistasTotal: total,
      completadas,
      finalizacion: { completadas: finalizacion.completadas, programadas: finalizacion.programadas },
      tasaFinalizacion: finalizacion.tasa,
      puntuacionMedia: media(estadisticas.informesSumaPuntuacion, estadisticas.informesConPuntuacion),
      informes: Math.max(0, n(estadisticas.informesGenerados)),
      recomendados: Math.max(0, n(estadisticas.informesRecomendados)),
      variacionCompletadas: anteriores > 0 ? Math.round((100 * (recientes - anteriores)) / anteriores) : null,
    },
    porArea: a.areas
      .filter((x) => n(x.informes) > 0)
      .map((x) => ({
        areaId: x.id === SIN_AREA ? null : x.id,
        nombre: x.id === SIN_AREA ? 'Sin área' : (nombreArea.get(x.id) ?? 'Área eliminada'),
        informes: n(x.informes),
        puntuacionMedia: media(x.sumaPuntuacion, x.conPuntuacion),
        recomendados: Math.max(0, n(x.recomendados)),
        validadas: n(x.validadas),
      }))
      .sort((x, y) => y.informes - x.informes || x.nombre.localeCompare(y.nombre, 'es')),
    semanas: filas,
    porServicio: a.servicios
      .filter((x) => n(x.informes) > 0)
      .map((x) => ({
        servicioId: x.id,
        nombre: x.nombre ?? x.id,
        informes: n(x.informes),
        puntuacionMedia: media(x.sumaPuntuacion, x.conPuntuacion),
      }))
      .sort((x, y) => y.informes - x.informes),
    tiempos: {
      duracionMediaMin: min(sumaSemanas('duracionMsSuma'), sumaSemanas('duracionN')),
      hastaInformeMediaMin: min(sumaSemanas('hastaInformeMsSuma'), sumaSemanas('hastaInformeN')),
      hastaRevisionMediaMin: min(c.hastaRevisionMsSuma, c.validadas),
    },
    calidad: {
      citasVerificadasPct: pct(n(c.citasTotales) - n(c.citasDescartadas), c.citasTotales),
      informesConModeloPct: pct(c.informesProveedor, n(c.informesProveedor) + n(c.informesIntegrado)),
      coincidenciaRevisionPct: pct(c.coincidencias, c.validadas),
      revisionesConAjustesPct: pct(c.conAjustes, c.validadas),
      validadas: n(c.validadas),
    },
    calibracion: bloqueCalibracion(calibracion, nombresRevisores),
    opiniones: bloqueOpiniones(a.areas, a.servicios, nombreArea),
  };
}
