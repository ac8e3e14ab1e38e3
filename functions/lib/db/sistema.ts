// The platform's own records (docs/data-model.md "Sistema"):
// - `SISTEMA / HEALTH`: the last health check, written by the scheduled job and read (a real GetItem) by GET /api/test;
// - `SISTEMA / JOB#{id}`: each scheduled job's last run, written by the job itself (D99), read by the SaaS panel's Sistema tab.
import type { EjecucionJob, HealthRecord } from '../../../shared/schemas/sistema.js';
import { assertKeyPart, type Key } from './keys.js';
import { getItem, putItem, queryAll } from './repository.js';

const SISTEMA_PK = 'SISTEMA';
const healthKey = (): Key => ({ PK: SISTEMA_PK, SK: 'HEALTH' });

export const sistemaKeys = {
  health: healthKey,
  ejecucion: (job: string): Key => ({ PK: SISTEMA_PK, SK: `JOB#${assertKeyPart(job, 'job')}` }),
};

/** Reads the health record within `timeoutMs`: the probe that tells whether the table answers. */
export function leerHealth(timeoutMs: number): Promise<HealthRecord | undefined> {
  return getItem<HealthRecord>(healthKey(), { timeoutMs });
}

export function guardarHealth(result: HealthRecord): Promise<void> {
  return putItem({ ...healthKey(), entidad: 'HEALTH', ...result });
}

/** A job's last run replaces the previous one (one item per job: what the Sistema tab shows). */
export function guardarEjecucion(e: EjecucionJob): Promise<void> {
  return putItem({ ...sistemaKeys.ejecucion(e.job), entidad: 'EJECUCION_JOB', ...e });
}

/** Every job's last run: one Query of a partition holding one item per scheduled job. */
export async function leerEjecuciones(): Promise<EjecucionJob[]> {
  const items = await queryAll<EjecucionJob & Record<string, unknown>>({ pk: SISTEMA_PK, skPrefix: 'JOB#' });
  return items.map(({ job, inicio, fin, duracionMs, resultado, error }) => ({
    job,
    inicio,
    fin,
    duracionMs,
    resultado,
    error: error ?? null,
  }));
}
