// The exported data file (part 2 §9): exportInfo (version 1.0, when, by whom) and every company as
// GET /api/empresas shows it (toEmpresaCliente), read a page at a time from the companies index —
// never a table scan. No S3 here: the export's function has no files grant (backups.ts writes).
import { PAGINACION } from '../../../shared/constants.js';
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa } from '../../../shared/schemas/empresa.js';
import { type ExportacionDatos, VERSION_EXPORTACION } from '../../../shared/schemas/datos.js';
import { paginaEmpresas } from '../db/empresas.js';

/** Every company, newest first, in pages of the largest size the index query allows. */
async function todasLasEmpresasCliente(now: Date): Promise<Empresa[]> {
  const empresas: Empresa[] = [];
  let cursor: string | null = null;
  do {
    const page = await paginaEmpresas({ cursor, limit: PAGINACION.limiteMaximo });
    for (const item of page.items) empresas.push(toEmpresaCliente(item, now));
    cursor = page.cursor;
  } while (cursor);
  return empresas;
}

export async function exportarDatos(generadoPor: string, now = new Date()): Promise<ExportacionDatos> {
  return {
    exportInfo: { version: VERSION_EXPORTACION, fecha: now.toISOString(), generadoPor },
    empresas: await todasLasEmpresasCliente(now),
  };
}
