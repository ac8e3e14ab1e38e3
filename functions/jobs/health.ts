// Scheduled every 5 minutes (shared/jobs.ts): checks the database and records the result. A
// database that does not answer fails the run, so the job's error alarm (Monitoring stack) fires.
import { checkHealth, recordHealth } from '../lib/sistema/health.js';
import { logger } from '../lib/logger.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<{ database: 'ok' | 'error' }> {
  return conRegistro('health', comprobar);
}

async function comprobar(): Promise<{ database: 'ok' | 'error' }> {
  const result = await checkHealth();
  logger.info('Health job', { database: result.database, latencyMs: result.latencyMs });
  if (result.database !== 'ok') throw new Error('Health job: la base de datos no responde');
  await recordHealth({ ...result, checkedBy: 'job' });
  return { database: result.database };
}
