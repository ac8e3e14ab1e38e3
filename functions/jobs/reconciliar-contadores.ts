// Scheduled every day (shared/jobs.ts): recounts from the items the counters request paths keep on
// fractions, and corrects those that disagree (D111; functions/lib/sistema/reconciliar.ts).
import { logger } from '../lib/logger.js';
import { reconciliarContadores, type ResultadoReconciliacion } from '../lib/sistema/reconciliar.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<ResultadoReconciliacion> {
  return conRegistro('reconciliar-contadores', async () => {
    const r = await reconciliarContadores();
    logger.info('Counters reconciled', {
      revisados: r.revisados,
      corregidos: r.corregidos.length,
      movidos: r.movidos.length,
      busquedaReparada: r.busquedaReparada,
      titularReparado: r.titularReparado,
      retencionAbierta: r.retencionAbierta,
      suscripcionesCreadas: r.suscripcionesCreadas,
      solicitudesDemoPurgadas: r.solicitudesDemoPurgadas,
      busquedaEmpresasReparada: r.busquedaEmpresasReparada,
    });
    return r;
  });
}
