// The SaaS panel's CSV downloads (D97): GET /api/saas/exportar/{tipo} with the session's bearer,
// through the web's one CSV download (lib/exportar-csv.ts): a small export is the file itself
// (`{tipo}_{YYYY-MM-DD}.csv`, saved with its BOM), a large one a short-lived link that is followed.
import type { TipoExportacion } from '@shared/schemas/saas';
import { descargarCsv, type ResultadoExportacion } from '../../../lib/exportar-csv';

/** Downloads the export; answers how it went: the file saved, or the link of a large one opened. */
export function descargarExportacion(tipo: TipoExportacion): Promise<ResultadoExportacion> {
  return descargarCsv('GET /api/saas/exportar/{tipo}', { params: { tipo } }, `${tipo}.csv`);
}
