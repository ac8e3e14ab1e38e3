// Reading interviews (D63): a page of the company's (newest first; one state through the
// by-state index), those of a candidate (their markers), a search that finds the candidates as the
// Candidatos search does and answers their interviews, one interview, and the screen's counts (the
// company item's counters, never a count of items). The link for copying is enlace.ts.
import {
  ESTADOS_ENTREVISTA_CONTADOS,
  type Entrevista,
  type EntrevistasQuery,
  type EstadisticasEntrevistas,
  type OrdenEntrevistas,
} from '../../../shared/schemas/entrevista.js';
import { ayudaPendienteDe } from '../db/ayuda-candidato.js';
import { paginaCandidatos } from '../db/candidatos.js';
import { leerEstadisticasEmpresa } from '../db/empresa-contadores.js';
import { getEmpresa } from '../db/empresas.js';
import { deAreaDeCandidato } from '../db/area-de-candidatos.js';
import { entrevistasDeCandidatos, paginaEntrevistas, type EntrevistaItem } from '../db/entrevistas.js';
import { entrevistaDe } from './de-empresa.js';
import { cumpleFiltro, type FiltroLista } from '../db/filtro-lista.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { filtroDeLista } from '../periodo-lista.js';
import { rubricaDe } from './rubrica.js';
import { toEntrevista } from './vista.js';

/** Candidates a search looks at: their interviews come in one answer (no cursor). */
const CANDIDATOS_POR_BUSQUEDA = 25;

/**
 * The list for `q`. A vacancy and a period (the scheduled date in the company's days; D192), a template
 * and a reviewer (D198) filter the
 * page the Query reads (it may come back short with a cursor) or, for a search, its one answer.
 */
export async function listarEntrevistas(empresaId: string, q: EntrevistasQuery) {
  const filtro: FiltroLista = await filtroDeLista(empresaId, q);
  if (q.candidatoId || q.q) {
    const candidatos = q.candidatoId
      ? [q.candidatoId]
      : (await paginaCandidatos(empresaId, { q: q.q, limit: CANDIDATOS_POR_BUSQUEDA })).items.map((c) => c.id);
    const items = ordenar(
      await deAreaDeCandidato(
        empresaId,
        (await entrevistasDeCandidatos(empresaId, candidatos)).filter(
          (e) => (!q.estado || e.estado === q.estado) && cumpleFiltro(e, filtro),
        ),
        filtro.areaId,
      ),
      q.orden,
    );
    return { items: await conAyudaPendiente(empresaId, items), cursor: null };
  }
  const page = await paginaEntrevistas(empresaId, { estado: q.estado, cursor: q.cursor, limit: q.limit, orden: q.orden, ...filtro });
  return { items: await conAyudaPendiente(empresaId, page.items), cursor: page.cursor };
}

/**
 * A search's one answer (no cursor: every item is here) in the list's order; interview ids are
 * time-ordered, so this is the creation order the paged reads follow.
 */
export function ordenar<T extends { id: string }>(items: T[], orden: OrdenEntrevistas | undefined): T[] {
  const antiguas = orden === 'antiguas';
  return [...items].sort((a, b) => (a.id < b.id ? (antiguas ? -1 : 1) : a.id > b.id ? (antiguas ? 1 : -1) : 0));
}

/** Each card says when the candidate waits for an answer (D172): one BatchGet for the page. */
async function conAyudaPendiente(empresaId: string, items: EntrevistaItem[]): Promise<Entrevista[]> {
  const pendientes = await ayudaPendienteDe(
    empresaId,
    items.map((e) => e.id),
  );
  return items.map((e) => {
    const p = pendientes.get(e.id);
    return p ? { ...toEntrevista(e), ayudaPendiente: p } : toEntrevista(e);
  });
}

export async function obtenerEntrevista(empresaId: string, id: string) {
  const e = await entrevistaDe(empresaId, id);
  return conRubrica(e);
}

/** One interview with its rubric's anchors when it has a report (D80); the list leaves them out. */
export async function conRubrica(e: EntrevistaItem): Promise<Entrevista> {
  const vista = toEntrevista(e);
  return e.informeIA ? { ...vista, rubrica: await rubricaDe(e) } : vista;
}

export async function estadisticasEntrevistas(empresaId: string): Promise<EstadisticasEntrevistas> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const pe = (await leerEstadisticasEmpresa(empresaId, empresa)).entrevistasPorEstado;
  // The flow's states only: a cancelled interview is listed but not counted (as when cancelling deleted it).
  const n = Object.fromEntries(ESTADOS_ENTREVISTA_CONTADOS.map((e) => [e, Math.max(0, pe[e] ?? 0)])) as Record<
    (typeof ESTADOS_ENTREVISTA_CONTADOS)[number],
    number
  >;
  return { total: ESTADOS_ENTREVISTA_CONTADOS.reduce((t, e) => t + n[e], 0), ...n };
}
