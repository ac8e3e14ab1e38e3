// A vacancy's candidates as a CSV file (issue 66 item 6, D186): the same data as the board's list, or
// one stage's, read page after page of its index (never a Scan), handed over as the file or, when large,
// as a five-minute link to it in the company's folder of the files bucket (tagged to expire in a day).
// Apart from candidaturas.ts so that only the export's function carries the files client.
import type { CandidaturasExportarQuery } from '../../../shared/schemas/candidatura.js';
import { nombreEtapa } from '../../../shared/schemas/etapas-vacante.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { paginaCandidaturas } from '../db/candidaturas.js';
import { conSenales } from '../db/candidaturas-senales.js';
import { instantesDelPeriodo } from '../periodo-lista.js';
import { entregarListaEmpresa, POR_PAGINA_EXPORTACION, todasLasPaginas } from '../exportacion-lista.js';
import { conCandidatos, vacanteDe } from './candidaturas.js';
import { leerEtapas } from './etapas.js';

export const CABECERA_CSV = ['nombre', 'email', 'etapa', 'unido_en', 'ultimo_movimiento', 'movido_por'] as const;

/**
 * The vacancy's candidates (or one stage's) as a CSV file, newest joined (or most recently moved)
 * first, page after page of its index (never a Scan); named `candidatos_{título}_{día de la empresa}.csv`.
 */
export async function exportarCandidaturas(
  empresaId: string,
  vacanteId: string,
  q: CandidaturasExportarQuery,
  now = new Date(),
  maxBytesEnLinea?: number,
) {
  const [vacante, { etapas }, periodo] = await Promise.all([
    vacanteDe(empresaId, vacanteId),
    leerEtapas(empresaId),
    instantesDelPeriodo(empresaId, q),
  ]);
  const candidaturas = await todasLasPaginas(async (cursor) => {
    const page = await paginaCandidaturas(empresaId, vacanteId, {
      etapa: q.etapa,
      cursor,
      limit: POR_PAGINA_EXPORTACION,
      periodo,
      antiguas: q.orden === 'antiguas',
    });
    // D206: each page kept by the flags of its interviews (every page is read: no page needs filling).
    const items = q.marcadas ? await conSenales(empresaId, page.items, q.marcadas) : page.items;
    return { items: await conCandidatos(empresaId, items), cursor: page.cursor };
  });
  const filas = candidaturas.map((c) => [
    c.candidato?.nombre,
    c.candidato?.email,
    nombreEtapa(etapas, c.etapa),
    c.unidaEn,
    c.movidaEn,
    c.movidaPor.nombre,
  ]);
  const titulo =
    normalizarTexto(vacante.titulo)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'vacante';
  return entregarListaEmpresa(empresaId, { nombre: `candidatos_${titulo}`, cabecera: CABECERA_CSV, filas }, now, maxBytesEnLinea);
}
