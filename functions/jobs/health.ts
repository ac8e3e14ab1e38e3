// Scheduled every 5 minutes (shared/jobs.ts): checks the database and records the result.
import { checkHealth, recordHealth } from '../lib/sistema/health.js';
import { logger } from '../lib/logger.js';

export async function handler(): Promise<{ database: 'ok' | 'error' }> {
  const result = await checkHealth();
  if (result.database === 'ok') await recordHealth({ ...result, checkedBy: 'job' });
  logger.info('Health job', { database: result.database, latencyMs: result.latencyMs });
  return { database: result.database };
}
