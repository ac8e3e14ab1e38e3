// Amazon Transcribe's failures as a CloudWatch metric (D176), like the emails not sent
// (mail/metrica.ts): one `TranscripcionesFallidas` count per voice answer Transcribe gave no text
// for (a failed job, a time-out, the service refusing it), in the embedded metric format. Silence and
// a zero-byte file are the candidate's, not the service's: not counted. The Monitoring stack alarms on it.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../logger.js';

export const METRICA_TRANSCRIPCION_FALLIDA = { namespace: 'Talentia', nombre: 'TranscripcionesFallidas', dimension: 'Stage' } as const;

let metricas: Metrics | undefined;

/** Counts one failed transcription; outside Lambda (tests, the local stack) nothing is written. */
export function contarTranscripcionFallida(motivo: string): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  if (!metricas) {
    metricas = new Metrics({ namespace: METRICA_TRANSCRIPCION_FALLIDA.namespace, logger });
    metricas.clearDefaultDimensions();
  }
  metricas.addDimension(METRICA_TRANSCRIPCION_FALLIDA.dimension, process.env.STAGE ?? 'dev');
  metricas.addMetric(METRICA_TRANSCRIPCION_FALLIDA.nombre, MetricUnit.Count, 1);
  metricas.addMetadata('motivo', motivo);
  metricas.publishStoredMetrics();
}
