// The Informes list (D69; docs/data-model.md "Reports"): one small item per report in its
// company's partition, written in the same transaction as the report (the analysis job) and as its
// review, deleted with the interview. Three orders, each one Query, paginated:
// - fecha: the table, `INFORME#{entrevistaId}` (ids are time-ordered), newest first (`antiguos`, D198:
//   the same key order the other way round);
// - puntuacion: GSI1 `INFPUNT#{empresaId}`, sort `{score × 10, 3 digits | '!' without score}#{id}`,
//   highest first (no score sorts last);
// - nombre: GSI2 `INFNOMBRE#{empresaId}`, sort `{normalised name}#{id}`, A to Z.
// Filters (estado, areaId, q, marcadas, and since D192 vacanteId and a period on the card's date: when the
// interview was taken, else the report's) are filter expressions on the page being read, so a page may
// come back short with a cursor: the screen asks for more. Items written before D192 have no vacanteId:
// a vacancy's filter does not find them until the report is reviewed (the review writes the item again).
// D198 adds the template (`servicioId`, on every item) and the reviewer (`revisorId`, written with each
// review since: an item reviewed before has none until it is reviewed again).
import type { EstadoEntrevista } from '../../../shared/schemas/entrevista.js';
import type { InformeResumen, InformesQuery } from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { porPlantilla, porVacante, rango, type Expresion, type FiltroLista } from './filtro-lista.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { queryPage, type Page, type TransactStep } from './repository.js';

export interface InformeListaItem extends InformeResumen {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entidad: 'INFORME';
  empresaId: string;
  /** The candidate's name without accents, lower case: what `q` matches. */
  nombreBusqueda: string;
}

export const informeKeys = {
  informe: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `INFORME#${assertKeyPart(id, 'id')}` }),
};

const ordenPuntuacion = (p: number | null) => (p === null ? '!' : String(Math.round(p * 10)).padStart(3, '0'));

export function itemInforme(empresaId: string, r: InformeResumen): InformeListaItem {
  const nombre = normalizarTexto(r.candidatoNombre);
  return {
    ...informeKeys.informe(empresaId, r.id),
    GSI1PK: `INFPUNT#${assertKeyPart(empresaId, 'empresaId')}`,
    GSI1SK: `${ordenPuntuacion(r.puntuacionMedia)}#${r.id}`,
    GSI2PK: `INFNOMBRE#${assertKeyPart(empresaId, 'empresaId')}`,
    // '#' never occurs in a normalised name's words that matter; replaced so the key stays one part.
    GSI2SK: `${nombre.replace(/#/g, ' ')}#${r.id}`,
    entidad: 'INFORME',
    empresaId,
    nombreBusqueda: nombre,
    ...r,
  };
}

/** The list item written beside the report (a Put: it is new, or replaced by the review). */
export function pasoInforme(empresaId: string, r: InformeResumen): TransactStep {
  return { op: { Put: { Item: itemInforme(empresaId, r) } } };
}

export function pasoBorrarInforme(empresaId: string, id: string): TransactStep {
  return { op: { Delete: { Key: informeKeys.informe(empresaId, id) } } };
}

const RESUMEN: Array<keyof InformeResumen> = [
  'id',
  'candidatoId',
  'candidatoNombre',
  'areaId',
  'servicioId',
  'servicioNombre',
  'estado',
  'fecha',
  'puntuacionMedia',
  'recomendado',
  'decision',
  'metodo',
  'modelo',
];

/**
 * A page of the list for `q`; `f` is the filter already checked (periodo-lista.ts filtroDeLista: the
 * vacancy read, the period as instants). A template and a reviewer are filter expressions (D198).
 */
export async function paginaInformes(empresaId: string, q: InformesQuery, f: FiltroLista = {}): Promise<Page<InformeResumen>> {
  const periodo = f.periodo;
  const e: Expresion = { partes: [], names: {}, values: {} };
  const { partes: filtros, names, values } = e;
  if (q.estado) {
    filtros.push('#estado = :estado');
    names['#estado'] = 'estado';
    values[':estado'] = q.estado satisfies EstadoEntrevista;
  }
  if (q.areaId) {
    filtros.push('#area = :area');
    names['#area'] = 'areaId';
    values[':area'] = q.areaId;
  }
  // Flagged answers (issue 53 item 7): an item written before they were counted has no `respuestasMarcadas`
  // and is one «sin» — nothing is known against it.
  if (q.marcadas === 'con') {
    filtros.push('#marcadas > :cero');
    names['#marcadas'] = 'respuestasMarcadas';
    values[':cero'] = 0;
  } else if (q.marcadas === 'sin') {
    filtros.push('(attribute_not_exists(#marcadas) OR #marcadas = :cero)');
    names['#marcadas'] = 'respuestasMarcadas';
    values[':cero'] = 0;
  }
  const texto = q.q ? normalizarTexto(q.q) : '';
  if (texto) {
    filtros.push('contains(#nb, :q)');
    names['#nb'] = 'nombreBusqueda';
    values[':q'] = texto;
  }
  porVacante(f, e);
  porPlantilla(f, e);
  // The reviewer of the current review (D198): written with each review since; an item reviewed before has none.
  if (f.revisorId) {
    filtros.push('#revisor = :revisor');
    names['#revisor'] = 'revisorId';
    values[':revisor'] = f.revisorId;
  }
  // The card's date: when the interview was taken; an item written before that was kept, the report's.
  if (periodo) {
    const realizada = rango('fechaRealizacion', '#fr', periodo, e);
    const escrito = rango('fecha', '#fecha', periodo, e);
    if (realizada && escrito) filtros.push(`((attribute_exists(#fr) AND ${realizada}) OR (attribute_not_exists(#fr) AND ${escrito}))`);
  }
  const filter = filtros.length ? { expression: filtros.join(' AND '), names, values } : undefined;
  const base = { limit: q.limit, cursor: q.cursor, filter, maxPages: filter ? 5 : 1 };
  const orden = q.orden ?? 'fecha';
  const page =
    orden === 'puntuacion'
      ? await queryPage<InformeListaItem>({
          ...base,
          pk: `INFPUNT#${assertKeyPart(empresaId, 'empresaId')}`,
          index: 'GSI1',
          newestFirst: true,
        })
      : orden === 'nombre'
        ? await queryPage<InformeListaItem>({ ...base, pk: `INFNOMBRE#${assertKeyPart(empresaId, 'empresaId')}`, index: 'GSI2' })
        : await queryPage<InformeListaItem>({ ...base, pk: tenantPk(empresaId), skPrefix: 'INFORME#', newestFirst: orden !== 'antiguos' });
  return {
    items: page.items.map((i) => ({
      ...(Object.fromEntries(RESUMEN.map((k) => [k, i[k] ?? null])) as InformeResumen),
      // Optional (D83): items written before them have neither, and say nothing rather than null.
      ...(i.fechaRealizacion ? { fechaRealizacion: i.fechaRealizacion } : {}),
      ...(i.zonaHoraria ? { zonaHoraria: i.zonaHoraria } : {}),
      // The report's own score (D116): items written before it say nothing.
      ...(i.puntuacionIA !== undefined ? { puntuacionIA: i.puntuacionIA } : {}),
      ...(i.vacanteId ? { vacanteId: i.vacanteId } : {}),
      // The flagged answers: items written before them say nothing (unknown, not 0).
      ...(typeof i.respuestasMarcadas === 'number' ? { respuestasMarcadas: i.respuestasMarcadas } : {}),
      ...(i.revisorId ? { revisorId: i.revisorId } : {}),
    })),
    cursor: page.cursor,
  };
}
