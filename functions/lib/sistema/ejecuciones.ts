// Each scheduled job records its last run (`SISTEMA / JOB#{id}`: start, end, result, the error's
// first words) so the SaaS panel's Sistema tab can say when each ran and whether it is on time (D99).
// The record is written after the run; a failed run is recorded as failed and still fails (the
// job's error alarm stays the signal). A record that cannot be written never fails a job that did its work.
import { guardarEjecucion } from '../db/sistema.js';
import { logger } from '../logger.js';

const MAX_ERROR = 300;

export async function conRegistro<T>(job: string, run: () => Promise<T>, reloj: () => Date = () => new Date()): Promise<T> {
  const inicio = reloj();
  const registrar = async (resultado: 'ok' | 'error', error: string | null) => {
    const fin = reloj();
    try {
      await guardarEjecucion({
        job,
        inicio: inicio.toISOString(),
        fin: fin.toISOString(),
        duracionMs: Math.max(0, fin.getTime() - inicio.getTime()),
        resultado,
        error: error === null ? null : error.slice(0, MAX_ERROR),
      });
    } catch (err) {
      logger.warn('Job run not recorded', { job, error: (err as Error).message });
    }
  };
  try {
    const r = await run();
    await registrar('ok', null);
    return r;
  } catch (err) {
    await registrar('error', err instanceof Error ? err.message : String(err));
    throw err;
  }
}
