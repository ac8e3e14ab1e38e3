// The exported data file (part 2 §9; D65, D95): exportInfo (version 1.0, when, by whom) and the
// companies as GET /api/empresas shows them (toEmpresaCliente). The superadmin's file of every
// company holds their records, read a page at a time from the companies index; a company's file
// adds its data: every item of its partition the import can write back (elementos.ts), read a page
// at a time — a Query of one partition, never a Scan. No S3 here: the export's function has no
// files grant (backups.ts writes).
import { ELIMINACION_EMPRESA, PAGINACION } from '../../../shared/constants.js';
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa } from '../../../shared/schemas/empresa.js';
import { type ElementoDatos, type ExportacionDatos, VERSION_EXPORTACION } from '../../../shared/schemas/datos.js';
import { getEmpresa, paginaDeEmpresa, paginaEmpresas } from '../db/empresas.js';
import { NotFoundError } from '../errors.js';
import { sinArchivoCv } from '../candidatos/envios-vista.js';
import { seExporta } from './elementos.js';

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

/** The superadmin's file of every company (their records; each company's data is its own file). */
export async function exportarDatos(generadoPor: string, now = new Date()): Promise<ExportacionDatos> {
  return {
    exportInfo: { version: VERSION_EXPORTACION, fecha: now.toISOString(), generadoPor },
    empresas: await todasLasEmpresasCliente(now),
  };
}

/** Every exportable item of a company's partition, in key order: its sort key and attributes but the partition key. */
export async function elementosDeEmpresa(empresaId: string): Promise<ElementoDatos[]> {
  const elementos: ElementoDatos[] = [];
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    for (const { PK: _pk, SK, ...item } of page.items) if (seExporta(SK)) elementos.push({ sk: SK, item: sinArchivoCv(SK, item) });
    cursor = page.cursor;
  } while (cursor);
  return elementos;
}

/** A company's file: its record and its data (D95); 404 for a company that does not exist. */
export async function exportarEmpresa(empresaId: string, generadoPor: string, now = new Date()): Promise<ExportacionDatos> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return {
    exportInfo: { version: VERSION_EXPORTACION, fecha: now.toISOString(), generadoPor, empresaId },
    empresas: [toEmpresaCliente(empresa, now)],
    datos: [{ empresaId, elementos: await elementosDeEmpresa(empresaId) }],
  };
}
