// The Candidatos list of one vacancy (issue 66 item 6, D196): the candidates who have an
// application in it. The candidate item does not name its vacancies (a person may be in several), so the
// vacancy's own index is read — GSI2 `VACCAND#{empresaId}#{vacanteId}`, newest joined first, which holds
// only that vacancy's applications — and the page's candidates are read by key in one BatchGet, where
// the list's status, area and period are checked. The reads are proportional to the vacancy, never to
// the company, and need no new index nor any write to keep it. Up to five index reads fill a page, each
// asking only for what is still missing, so a page may come back short with a cursor and the next one
// goes on where the index stopped: nobody is skipped or repeated. A search reads its own index page as
// without a vacancy and keeps those with an application in it (their application keys, one BatchGet).
import { paginaCandidatos, paginaDesdeEntradas, palabrasBusqueda, type CandidatoItem, type ConsultaCandidatos } from './candidatos.js';
import { candidaturaKeys, paginaCandidaturas } from './candidaturas.js';
import { getItems, type Page } from './repository.js';

/**
 * With a stage (D198) the vacancy's board column is read instead — GSI1 `VACETAPA#…#{etapa}`, exact, most
 * recently moved first, the board's own order — and a search keeps those whose application is in it.
 */
export async function paginaCandidatosDeVacante(
  empresaId: string,
  vacanteId: string,
  q: ConsultaCandidatos & { etapa?: string },
): Promise<Page<CandidatoItem>> {
  if (q.q && palabrasBusqueda(q.q).length > 0) {
    const page = await paginaCandidatos(empresaId, q);
    const enVacante = await getItems<{ candidatoId: string; etapa: string }>(
      page.items.map((c) => candidaturaKeys.candidatura(empresaId, c.id, vacanteId)),
      ['candidatoId', 'etapa'],
    );
    const ids = new Set(enVacante.filter((c) => !q.etapa || c.etapa === q.etapa).map((c) => c.candidatoId));
    return { items: page.items.filter((c) => ids.has(c.id)), cursor: page.cursor };
  }
  return paginaDesdeEntradas(empresaId, q, (cursor, limit) =>
    paginaCandidaturas(empresaId, vacanteId, { etapa: q.etapa, cursor, limit, antiguas: q.antiguos }),
  );
}
