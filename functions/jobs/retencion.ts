// Scheduled every hour (shared/jobs.ts): the retention period per company (D151) — re-files the
// entries whose date moved, warns the candidates 7 days before, erases those whose date has come.
import { enviarACola } from '../lib/aws/sqs.js';
import { revisarRetenciones, type ResultadoRetencion } from '../lib/retencion/plazos.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<ResultadoRetencion> {
  return conRegistro('retencion', () => revisarRetenciones(new Date(), enviarACola));
}
