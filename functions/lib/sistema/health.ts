// The health check: one real read of the table (GetItem of the last health record), with a short
// time-out so an outage answers quickly. Used by GET /api/test and by the scheduled job.
import type { HealthData, HealthRecord } from '../../../shared/schemas/sistema.js';
import { guardarHealth, leerHealth } from '../db/sistema.js';
import { logger } from '../logger.js';

export async function checkHealth(timeoutMs = 3_000): Promise<HealthData & { latencyMs: number }> {
  const started = Date.now();
  let database: 'ok' | 'error' = 'ok';
  try {
    await leerHealth(timeoutMs);
  } catch (err) {
    logger.warn('Health check: database unavailable', { error: (err as Error).message });
    database = 'error';
  }
  return { server: 'ok', database, timestamp: new Date().toISOString(), latencyMs: Date.now() - started };
}

/** Stores the last result so the connection badge (and operators) can read when it last ran. */
export async function recordHealth(result: HealthRecord): Promise<void> {
  await guardarHealth(result);
}
