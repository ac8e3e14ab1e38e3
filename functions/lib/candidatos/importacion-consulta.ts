// Reading a candidates CSV import (GET /api/candidatos/importaciones/{id}): its own module, so the
// function that only reads carries no SQS client (the import itself, importacion.ts, sends).
import { importacion as msg } from '../../../shared/messages.js';
import type { FilaInforme, ImportacionDetalle } from '../../../shared/schemas/importacion.js';
import { getImportacion, paginaResultados, toImportacion } from '../db/importaciones.js';
import { NotFoundError } from '../errors.js';

/** GET /api/candidatos/importaciones/{id}: status, counters and a page of the report. */
export async function consultarImportacion(
  empresaId: string,
  id: string,
  q: { cursor?: string; incidencias?: 'true' | 'false' },
): Promise<ImportacionDetalle> {
  const imp = await getImportacion(empresaId, id);
  if (!imp) throw new NotFoundError(msg.noEncontrada);
  const page = await paginaResultados(empresaId, id, q.cursor);
  // The report's incidents: rows not created, and (into a vacancy, D191) rows whose candidate was not added to it now.
  const incidencia = (f: FilaInforme) => f.resultado !== 'creado' || (f.vacante !== undefined && f.vacante.resultado !== 'anadido');
  const filas = q.incidencias === 'true' ? page.items.filter(incidencia) : page.items;
  return { ...toImportacion(imp), filas, cursor: page.cursor };
}
