// The Candidatos list's reads with its filters (issue 66 item 6; D186, D192, D196): search, status, area, a
// period of the creation date in the company's days and a vacancy; newest or oldest first (D203), or by
// name over the whole company (D207). The list and its CSV export read through here, so both answer
// the same candidates. A vacancy of another company, or none, is a 404
// (the vacancy is read in the caller's company only); with one, the vacancy's applications are read
// (db/candidatos-de-vacante.ts), otherwise the company's candidates (db/candidatos.ts).
import { vacantes as msgVacantes } from '../../../shared/messages.js';
import type { CandidatosExportarQuery } from '../../../shared/schemas/candidato.js';
import { paginaCandidatosDeVacante } from '../db/candidatos-de-vacante.js';
import { paginaCandidatos, type CandidatoItem } from '../db/candidatos.js';
import type { Page } from '../db/repository.js';
import { getVacante } from '../db/vacantes.js';
import { NotFoundError } from '../errors.js';
import { instantesDelPeriodo } from '../periodo-lista.js';

type Filtros = Omit<CandidatosExportarQuery, 'empresaId'>;

/**
 * The reader of pages for `f`: the vacancy is checked and the period turned into instants once, then
 * each page is one call with its cursor (the list asks for one, the export for all of them).
 */
export async function lectorCandidatos(
  empresaId: string,
  f: Filtros,
): Promise<(cursor: string | null | undefined, limit?: number) => Promise<Page<CandidatoItem>>> {
  const [vacante, periodo] = await Promise.all([
    f.vacanteId ? getVacante(empresaId, f.vacanteId) : undefined,
    instantesDelPeriodo(empresaId, f),
  ]);
  if (f.vacanteId && !vacante) throw new NotFoundError(msgVacantes.noEncontrada);
  const consulta = {
    q: f.q,
    estado: f.estado,
    areaId: f.areaId,
    periodo,
    antiguos: f.orden === 'antiguos',
    porNombre: f.orden === 'nombre',
  };
  return (cursor, limit) =>
    f.vacanteId
      ? paginaCandidatosDeVacante(empresaId, f.vacanteId, { ...consulta, etapa: f.etapa, cursor, limit })
      : paginaCandidatos(empresaId, { ...consulta, cursor, limit });
}
