// The last health check, written by the scheduled job and read (a real GetItem) by GET /api/test.
import type { HealthRecord } from '../../../shared/schemas/sistema.js';
import type { Key } from './keys.js';
import { getItem, putItem } from './repository.js';

const healthKey = (): Key => ({ PK: 'SISTEMA', SK: 'HEALTH' });

/** Reads the health record within `timeoutMs`: the probe that tells whether the table answers. */
export function leerHealth(timeoutMs: number): Promise<HealthRecord | undefined> {
  return getItem<HealthRecord>(healthKey(), { timeoutMs });
}

export function guardarHealth(result: HealthRecord): Promise<void> {
  return putItem({ ...healthKey(), entidad: 'HEALTH', ...result });
}
