// How candidates felt, in Analytics (D173): «¿Recomendarías este proceso a otra persona?» per template
// and per area — the mean, n and how many gave each 0…10 — with the completion rate of opened links
// beside it (../analitica/finalizacion.ts, the one rule). From the company's own aggregates (db/analitica.ts,
// moved by the opening, the finish and the opinion's own writes): anonymous counts, which an erasure
// leaves (the person's answer and comment go with their interview).
import { OPINION, type OpinionesAnalitica } from '../../../shared/schemas/comentarios.js';
import type { AgregadoGrupo } from '../db/analitica.js';
import { SIN_AREA } from '../db/analitica.js';
import { finalizacionDeAbiertas } from './finalizacion.js';

type Grupo = AgregadoGrupo & Record<string, unknown>;
type Fila = Omit<OpinionesAnalitica['total'], 'nombre'>;

const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : 0);

function fila(g: Record<string, unknown>): Fila {
  const distribucion = Array.from({ length: OPINION.maxima + 1 }, (_, i) => n(g[`opinionesD${i}`]));
  const cuantas = n(g.opinionesN);
  const f = finalizacionDeAbiertas({ abiertas: n(g.abiertas), finalizadas: n(g.finalizadas) });
  return {
    n: cuantas,
    media: cuantas > 0 ? Math.round((10 * n(g.opinionesSuma)) / cuantas) / 10 : null,
    distribucion,
    comentarios: n(g.opinionesComentarios),
    abiertas: f.abiertas,
    finalizadas: f.finalizadas,
    tasaFinalizacion: f.tasa,
  };
}

const conDatos = (g: Grupo) => n(g.opinionesN) + n(g.opinionesComentarios) + n(g.abiertas) > 0;

/** The block of the Analytics answer, from the area and template aggregates already read. */
export function bloqueOpiniones(
  areasLeidas: AgregadoGrupo[],
  serviciosLeidos: AgregadoGrupo[],
  nombreArea: Map<string, string>,
): OpinionesAnalitica {
  // The aggregates carry more counts than AgregadoGrupo names: read as records.
  const areas = areasLeidas as Grupo[];
  const servicios = serviciosLeidos as Grupo[];
  const total: Record<string, number> = {};
  for (const g of servicios)
    for (const [k, v] of Object.entries(g))
      if (k.startsWith('opiniones') || k === 'abiertas' || k === 'finalizadas') total[k] = (total[k] ?? 0) + n(v);
  return {
    pregunta: OPINION.pregunta,
    total: { nombre: 'Todas las plantillas', ...fila(total) },
    porServicio: servicios
      .filter(conDatos)
      .map((g) => ({ servicioId: g.id, nombre: g.nombre ?? g.id, ...fila(g) }))
      .sort((a, b) => b.n - a.n || a.nombre.localeCompare(b.nombre, 'es')),
    porArea: areas
      .filter(conDatos)
      .map((g) => ({
        areaId: g.id === SIN_AREA ? null : g.id,
        nombre: g.id === SIN_AREA ? 'Sin área' : (nombreArea.get(g.id) ?? 'Área eliminada'),
        ...fila(g),
      }))
      .sort((a, b) => b.n - a.n || a.nombre.localeCompare(b.nombre, 'es')),
  };
}
