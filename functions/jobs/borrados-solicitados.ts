// Scheduled every hour (shared/jobs.ts): the erasures candidates asked for from «Mis datos» whose
// objection window has passed (D149).
import { ejecutarBorradosSolicitados, type ResultadoBorrados } from '../lib/mis-datos/ejecutar-borrados.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<ResultadoBorrados> {
  return conRegistro('borrados-solicitados', () => ejecutarBorradosSolicitados(new Date()));
}
