// A list's period (Entrevistas, Informes and their exports; D192): the company's days «desde» and
// «hasta» (both included) as the instants a Query's filter compares, read in the company's zone with the
// product's own date helpers (shared/fechas.ts), never the runtime's: «hasta» becomes the start of the
// next day, so the range is half-open. The company is read only when a day is asked for.
import { finDelDia, inicioDelDia } from '../../shared/fechas.js';
import { areas as msgAreas, vacantes as msgVacantes } from '../../shared/messages.js';
import { getArea } from './db/areas.js';
import type { FiltroLista, Instantes } from './db/filtro-lista.js';
import { getEmpresa } from './db/empresas.js';
import { getVacante } from './db/vacantes.js';
import { NotFoundError } from './errors.js';

export async function instantesDelPeriodo(empresaId: string, q: { desde?: string; hasta?: string }): Promise<Instantes | undefined> {
  if (!q.desde && !q.hasta) return undefined;
  const zona = (await getEmpresa(empresaId))?.configuracion?.zonaHoraria as string | undefined;
  return {
    ...(q.desde ? { desde: inicioDelDia(q.desde, zona) } : {}),
    ...(q.hasta ? { hasta: finDelDia(q.hasta, zona) } : {}),
  };
}

/**
 * A list's filters as its reads take them (Entrevistas, Informes and their exports; D198): the vacancy
 * is read by key in the caller's company first, so another company's vacancy, or none, is the vacancy
 * routes' 404 (as Candidatos since D196) and no list is read; the period becomes instants.
 */
export async function filtroDeLista(
  empresaId: string,
  q: {
    vacanteId?: string;
    desde?: string;
    hasta?: string;
    servicioId?: string;
    revisorId?: string;
    marcadas?: 'con' | 'sin';
    areaId?: string;
  },
): Promise<FiltroLista> {
  const [vacante, periodo, area] = await Promise.all([
    q.vacanteId ? getVacante(empresaId, q.vacanteId) : undefined,
    instantesDelPeriodo(empresaId, q),
    q.areaId ? getArea(empresaId, q.areaId) : undefined,
  ]);
  if (q.vacanteId && !vacante) throw new NotFoundError(msgVacantes.noEncontrada);
  // An area (Entrevistas, D202) is read the same way: another company's, or none, is the areas' 404.
  if (q.areaId && !area) throw new NotFoundError(msgAreas.noEncontrada);
  return { vacanteId: q.vacanteId, periodo, servicioId: q.servicioId, revisorId: q.revisorId, marcadas: q.marcadas, areaId: q.areaId };
}
