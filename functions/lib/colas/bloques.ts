// The walk of a resumable job's worker through its stored blocks (the CSV import's rows, D57; the
// bulk action's candidates, D190): the items are read block by block and processed one at a time,
// and the report and the counters are saved every `porBloque` results (the kit's report block,
// D135), so a delivery that dies resumes at the last saved block, a duplicate delivery running behind
// stops, and a delivery whose time runs out hands the rest to a new one.
import { seEscribio } from '../db/repository.js';
import { ConflictError, type AppError } from '../errors.js';

class OtraEntregaDelante extends ConflictError {}

export interface Recorrido<T, R> {
  /** How many stored blocks hold the items, and how one is read (in order). */
  bloques: number;
  leer: (bloque: number) => Promise<T[]>;
  /** Items processed by the saved progress (always a report block's boundary), and in all. */
  procesados: number;
  total: number;
  /** Results a report block holds. */
  porBloque: number;
  /** One item (`i`: its 0-based place in the whole job): its result, counted by the caller. */
  procesar: (item: T, i: number) => Promise<R>;
  /** Saves report block `bloque` with the counters after it; refused with `atras` when another delivery is ahead. */
  guardar: (bloque: number, informe: R[], atras: () => AppError) => Promise<void>;
  /** The time left, and the margin under which the rest is handed to a new delivery (`seguir`) after a saved block. */
  quedaMs?: () => number;
  margenMs: number;
  seguir: () => Promise<unknown>;
}

/** 'hecho': every item processed and saved; 'continua': the rest handed on; 'adelantada': another delivery is ahead. */
export async function recorrerBloques<T, R>(r: Recorrido<T, R>): Promise<'hecho' | 'continua' | 'adelantada'> {
  // Progress is saved at block boundaries only, so a resumed run starts at a block's first item.
  const desde = r.procesados;
  let procesados = desde;
  let bloque = Math.floor(desde / r.porBloque);
  let informe: R[] = [];
  let indice = 0;
  for (let b = 0; b < r.bloques; b++) {
    const items = await r.leer(b);
    if (indice + items.length <= desde) {
      indice += items.length;
      continue;
    }
    for (const item of items) {
      const i = indice++;
      if (i < desde) continue;
      informe.push(await r.procesar(item, i));
      procesados++;
      if (informe.length === r.porBloque || procesados === r.total) {
        const guardado = r.guardar(bloque, informe, () => new OtraEntregaDelante());
        if (!(await seEscribio(guardado, OtraEntregaDelante))) return 'adelantada';
        bloque++;
        informe = [];
        if (procesados < r.total && (r.quedaMs?.() ?? Infinity) < r.margenMs) {
          await r.seguir();
          return 'continua';
        }
      }
    }
  }
  return 'hecho';
}
