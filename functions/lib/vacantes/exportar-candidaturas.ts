// A vacancy's candidates as a CSV file (issue 66 item 6, D186): the same data as the board's list, or
// one stage's, read page after page of its index (never a Scan), handed over as the file or, when large,
// as a five-minute link to it in the company's folder of the files bucket (tagged to expire in a day).
// Apart from candidaturas.ts so that only the export's function carries the files client.
import { randomUUID } from 'node:crypto';
import { formatFechaIso } from '../../../shared/fechas.js';
import { ETIQUETA_ETAPA, type CandidaturasExportarQuery } from '../../../shared/schemas/candidatura.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { paginaCandidaturas } from '../db/candidaturas.js';
import { getEmpresa } from '../db/empresas.js';
import { entregarCsv } from '../exportacion-csv.js';
import { csv, type Celda } from '../saas/csv.js';
import { conCandidatos, vacanteDe } from './candidaturas.js';

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
  const vacante = await vacanteDe(empresaId, vacanteId);
  const filas: Celda[][] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof paginaCandidaturas>> = await paginaCandidaturas(empresaId, vacanteId, {
      etapa: q.etapa,
      cursor,
      limit: 100,
    });
    for (const c of await conCandidatos(empresaId, page.items))
      filas.push([c.candidato?.nombre, c.candidato?.email, ETIQUETA_ETAPA[c.etapa], c.unidaEn, c.movidaEn, c.movidaPor.nombre]);
    cursor = page.cursor;
  } while (cursor);
  const empresa = await getEmpresa(empresaId);
  const dia = formatFechaIso(now.toISOString(), empresa?.configuracion?.zonaHoraria as string | undefined);
  const titulo =
    normalizarTexto(vacante.titulo)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'vacante';
  const nombre = `candidatos_${titulo}_${dia}.csv`;
  return entregarCsv(
    { nombre, contenido: csv(CABECERA_CSV, filas), filas: filas.length },
    { key: `empresas/${empresaId}/exportaciones/${randomUUID()}/${nombre}`, etiquetado: true },
    now,
    maxBytesEnLinea,
  );
}
