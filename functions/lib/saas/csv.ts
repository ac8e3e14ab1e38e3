// The SaaS panel's CSV files (D97): UTF-8 with a BOM (Excel reads the accents), a header row, and
// every text cell that a spreadsheet would run as a formula neutralised (CSV injection: a cell
// beginning with = + - @, a tab or a carriage return gets a leading apostrophe, OWASP's advice).
// Numbers stay numbers. Pure: the use case (exportar.ts) gives the rows.
import { stringify } from 'csv-stringify/sync';
import { formatFechaIso } from '../../../shared/fechas.js';

import type { TipoExportacion } from '../../../shared/schemas/saas.js';

export type { TipoExportacion };

/** The platform's zone: the date in an export's name is the operator's day in Spain. */
export const ZONA_PLATAFORMA = 'Europe/Madrid';

const BOM = '\uFEFF';
const PELIGROSO = /^[=+\-@\t\r]/;

export type Celda = string | number | boolean | null | undefined;

/** A cell as written: a text a spreadsheet would take as a formula gets a leading apostrophe. */
export function neutralizar(celda: Celda): string | number {
  if (celda === null || celda === undefined) return '';
  if (typeof celda === 'number') return Number.isFinite(celda) ? celda : '';
  if (typeof celda === 'boolean') return celda ? 'sí' : 'no';
  return PELIGROSO.test(celda) ? `'${celda}` : celda;
}

/** The whole file: BOM, header, rows (CRLF line ends, RFC 4180). */
export function csv(cabecera: readonly string[], filas: ReadonlyArray<readonly Celda[]>): string {
  return BOM + stringify([cabecera.map(neutralizar), ...filas.map((f) => f.map(neutralizar))], { record_delimiter: 'windows' });
}

/** `{tipo}_{YYYY-MM-DD}.csv`, the day in the platform's zone (spec part 2 §7). */
export function nombreExportacion(tipo: TipoExportacion, now: Date): string {
  return `${tipo}_${formatFechaIso(now, ZONA_PLATAFORMA)}.csv`;
}
