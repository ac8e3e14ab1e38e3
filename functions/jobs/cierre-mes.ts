// Scheduled every hour (shared/jobs.ts): closes the months not closed yet with their snapshot
// (D97: MRR, income, active companies), once per month whatever the number of runs.
import { logger } from '../lib/logger.js';
import { cerrarMeses } from '../lib/saas/cierre-mes.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<{ cerrados: string[] }> {
  return conRegistro('cierre-mes', async () => {
    const cerrados = await cerrarMeses();
    if (cerrados.length) logger.info('Months closed', { cerrados });
    return { cerrados };
  });
}
