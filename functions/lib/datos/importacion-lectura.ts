// GET /api/datos/importaciones/{id} (D100): an import job's status, progress and a page of its report.
import { datos as msg, fmt } from '../../../shared/messages.js';
import type { ImportacionDatosDetalle } from '../../../shared/schemas/datos.js';
import { getImportacionDatos, paginaInformeDatos, toImportacionDatos } from '../db/importaciones-datos.js';
import { assertKeyPart } from '../db/keys.js';
import { NotFoundError } from '../errors.js';

/** GET /api/datos/importaciones/{id}: the job and a page of its report. */
export async function leerImportacion(empresaId: string, id: string, cursor?: string): Promise<ImportacionDatosDetalle> {
  assertKeyPart(id, 'importacionId');
  const job = await getImportacionDatos(empresaId, id);
  if (!job) throw new NotFoundError(fmt(msg.importacionNoEncontrada, { id }));
  const page = await paginaInformeDatos(empresaId, id, cursor);
  return { ...toImportacionDatos(job), filas: page.items, cursor: page.cursor };
}
