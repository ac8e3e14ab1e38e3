// The Entrevistas list as a CSV file (issue 66 item 6, D186): the same filters as GET /api/entrevistas
// (state, a candidate, a search for candidates as Candidatos searches, a vacancy and a period: D192; a
// template, a reviewer and the order: D198), read page after page of the same
// reads (never a Scan), each row from the list's own view of the interview (toEntrevista: never the
// link's token nor anything the list does not answer), the state's Spanish name; handed over as the file
// or, when large, as a five-minute link to it in the company's folder of the files bucket (tagged to
// expire in a day). Apart from consulta.ts so that only the export's function carries the files client.
import { ETIQUETA_ESTADO_ENTREVISTA } from '../../../shared/entrevista-estados.js';
import type { EntrevistasExportarQuery } from '../../../shared/schemas/entrevista.js';
import { paginaCandidatos } from '../db/candidatos.js';
import { deAreaDeCandidato } from '../db/area-de-candidatos.js';
import { entrevistasDeCandidatos, paginaEntrevistas, type EntrevistaItem } from '../db/entrevistas.js';
import { cumpleFiltro, type FiltroLista } from '../db/filtro-lista.js';
import { entregarListaEmpresa, POR_PAGINA_EXPORTACION, todasLasPaginas } from '../exportacion-lista.js';
import { filtroDeLista } from '../periodo-lista.js';
import { ordenar } from './consulta.js';
import { toEntrevista } from './vista.js';

export const CABECERA_CSV = ['candidato', 'email', 'plantilla', 'estado', 'fecha_programada', 'duracion_minutos', 'creada_en'] as const;

/** Each candidate's interviews a search reads (their markers, newest first: one Query's page). */
const POR_CANDIDATO = 100;

/**
 * The interviews the list shows for `q`, all of them, in its order. A search (or a candidate) reads
 * every page of the matching candidates, where the list stops at the first; the state filters either.
 */
async function entrevistasDe(empresaId: string, q: EntrevistasExportarQuery): Promise<EntrevistaItem[]> {
  const filtro: FiltroLista = await filtroDeLista(empresaId, q);
  const todas: EntrevistaItem[] = [];
  if (q.candidatoId || q.q) {
    if (q.candidatoId) todas.push(...(await entrevistasDeCandidatos(empresaId, [q.candidatoId], POR_CANDIDATO)));
    else {
      const candidatos = await todasLasPaginas((cursor) => paginaCandidatos(empresaId, { q: q.q, cursor, limit: POR_PAGINA_EXPORTACION }));
      for (let i = 0; i < candidatos.length; i += POR_PAGINA_EXPORTACION) {
        const ids = candidatos.slice(i, i + POR_PAGINA_EXPORTACION).map((c) => c.id);
        todas.push(...(await entrevistasDeCandidatos(empresaId, ids, POR_CANDIDATO * ids.length)));
      }
    }
    const unicas = new Map(todas.filter((e) => (!q.estado || e.estado === q.estado) && cumpleFiltro(e, filtro)).map((e) => [e.id, e]));
    // Interview ids are time-ordered: in the list's order.
    return ordenar(await deAreaDeCandidato(empresaId, [...unicas.values()], filtro.areaId), q.orden);
  }
  return todasLasPaginas((cursor) =>
    paginaEntrevistas(empresaId, { estado: q.estado, cursor, limit: POR_PAGINA_EXPORTACION, orden: q.orden, ...filtro }),
  );
}

/** The company's interviews matching `q` as a CSV file, named `entrevistas_{día de la empresa}.csv`. */
export async function exportarEntrevistas(empresaId: string, q: EntrevistasExportarQuery, now = new Date(), maxBytesEnLinea?: number) {
  const filas = (await entrevistasDe(empresaId, q)).map((item) => {
    const e = toEntrevista(item);
    return [
      e.candidatoNombre,
      e.candidatoEmail,
      e.servicioNombre,
      ETIQUETA_ESTADO_ENTREVISTA[e.estado] ?? e.estado,
      e.fechaProgramada,
      e.duracionEstimada,
      e.fechaCreacion,
    ];
  });
  return entregarListaEmpresa(empresaId, { nombre: 'entrevistas', cabecera: CABECERA_CSV, filas }, now, maxBytesEnLinea);
}
