// A vacancy's own list by the integrity checks' flags (issue 66 item 6, D206): the application does not
// carry the flag count, its interview does (D202: `respuestasMarcadas`, written with the report). So each
// page of the vacancy's index is followed by one BatchGet of the interviews its applications name — the
// count and a small part of the report (whether there is one), never the report itself — and up to five
// index reads fill a page, each asking only for what is still missing (D196's way): a page may come back
// short with a cursor, and the next goes on where the index stopped. Reads follow the vacancy, not the
// company; no index of its own, no write to keep it.
import { PAGINACION } from '../../../shared/constants.js';
import type { FiltroSenales } from '../../../shared/schemas/comun.js';
import { paginaCandidaturas, type CandidaturaItem } from './candidaturas.js';
import { entrevistaKeys } from './entrevistas.js';
import { getItems, type Page } from './repository.js';

const LECTURAS_MAX = 5;

/** What the filter reads of each interview: its count, and whether it has a report. */
type Marcas = { id: string; respuestasMarcadas?: number; informeIA?: { procedencia?: unknown } };

/**
 * The applications of `items` whose interview (the one each names) has flagged answers (`con`), or has
 * a report without any (`sin`: as D202's Entrevistas filter, an interview analysed before the count was
 * written is a «sin»). An application without an interview, or whose interview has no report, is neither.
 */
export async function conSenales(empresaId: string, items: CandidaturaItem[], marcadas: FiltroSenales): Promise<CandidaturaItem[]> {
  const conEntrevista = items.filter((c) => c.entrevistaId);
  const entrevistas = await getItems<Marcas>(
    conEntrevista.map((c) => entrevistaKeys.entrevista(empresaId, c.entrevistaId!)),
    ['id', 'respuestasMarcadas', 'informeIA.procedencia'],
  );
  const de = new Map(entrevistas.filter((e) => e.informeIA).map((e) => [e.id, (e.respuestasMarcadas ?? 0) > 0 ? 'con' : 'sin']));
  return conEntrevista.filter((c) => de.get(c.entrevistaId!) === marcadas);
}

/** A page of the vacancy's applications (one stage's, or all) kept by the flags of their interview. */
export async function paginaCandidaturasConSenales(
  empresaId: string,
  vacanteId: string,
  q: Omit<NonNullable<Parameters<typeof paginaCandidaturas>[2]>, 'limit'> & { limit?: number; marcadas: FiltroSenales },
): Promise<Page<CandidaturaItem>> {
  const limite = Math.min(Math.max(q.limit ?? PAGINACION.limitePorDefecto, 1), PAGINACION.limiteMaximo);
  const items: CandidaturaItem[] = [];
  let cursor = q.cursor ?? null;
  for (let lecturas = 0; lecturas < LECTURAS_MAX; lecturas++) {
    const page = await paginaCandidaturas(empresaId, vacanteId, { ...q, cursor, limit: limite - items.length });
    items.push(...(await conSenales(empresaId, page.items, q.marcadas)));
    cursor = page.cursor;
    if (!cursor || items.length >= limite) break;
  }
  return { items, cursor };
}
