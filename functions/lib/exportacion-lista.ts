// What every list's CSV export shares (issue 66 item 6, D186, D192): the loop that reads a list page
// after page of its own Query (never a Scan) until the cursor runs out, and the hand-over of the file
// named `{nombre}_{the company's day}.csv` in the company's folder of the files bucket, tagged to expire
// in a day (exportacion-csv.ts: the file itself up to 1 MB, a five-minute link above). Candidatos,
// Entrevistas, Informes and a vacancy's candidates use it; the SaaS panel's exports are the platform's.
import { randomUUID } from 'node:crypto';
import { formatFechaIso } from '../../shared/fechas.js';
import { getEmpresa } from './db/empresas.js';
import { entregarCsv, type Exportacion } from './exportacion-csv.js';
import { csv, type Celda } from './saas/csv.js';

/** A page of an export: the most the lists' reads allow, so a company of thousands is tens of Queries. */
export const POR_PAGINA_EXPORTACION = 100;

/** Every item `leer` answers, page after page from the first until it gives no cursor. */
export async function todasLasPaginas<T>(leer: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>): Promise<T[]> {
  const todos: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: T[]; cursor: string | null } = await leer(cursor);
    todos.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return todos;
}

/**
 * The rows as the company's CSV file `{nombre}_{YYYY-MM-DD}.csv` (the day in the company's zone), handed
 * over as the file or as a link to it under `empresas/{empresaId}/exportaciones/`.
 */
export async function entregarListaEmpresa(
  empresaId: string,
  archivo: { nombre: string; cabecera: readonly string[]; filas: Celda[][] },
  now = new Date(),
  maxBytesEnLinea?: number,
): Promise<Exportacion> {
  const empresa = await getEmpresa(empresaId);
  const dia = formatFechaIso(now.toISOString(), empresa?.configuracion?.zonaHoraria as string | undefined);
  const nombre = `${archivo.nombre}_${dia}.csv`;
  return entregarCsv(
    { nombre, contenido: csv(archivo.cabecera, archivo.filas), filas: archivo.filas.length },
    { key: `empresas/${empresaId}/exportaciones/${randomUUID()}/${nombre}`, etiquetado: true },
    now,
    maxBytesEnLinea,
  );
}
