// Reading a candidates CSV import (GET /api/candidatos/importaciones/{id}): its own module, so the
// function that only reads carries no SQS client (the import itself, importacion.ts, sends).
import { importacion as msg } from '../../../shared/messages.js';
import type { ImportacionDetalle } from '../../../shared/schemas/importacion.js';
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
  const filas = q.incidencias === 'true' ? page.items.filter((f) => f.resultado !== 'creado') : page.items;
  return { ...toImportacion(imp), filas, cursor: page.cursor };
}
