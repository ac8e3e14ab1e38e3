// The WhatsApp webhook's CloudWatch metric (issue 68 item 9): one `WhatsAppFirmaRechazada` count per
// notification refused for a missing or wrong X-Hub-Signature-256, written as the mail's metric is
// (../mail/metrica.ts: Powertools Metrics in the embedded metric format, one line on standard output,
// no PutMetricData call). Many of them mean someone posts to a company's webhook URL, or the company's
// app secret changed in Meta without being replaced here; the Monitoring stack alarms on it.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../logger.js';
import type { SalidaMetrica } from '../mail/metrica.js';

/** Namespace, name and dimension, as the mail's metric (the alarm reads the same constants). */
export const METRICA_FIRMA_RECHAZADA = { namespace: 'Talentia', nombre: 'WhatsAppFirmaRechazada', dimension: 'Stage' } as const;

let metricas: Metrics | undefined;

function metricasWebhook(): Metrics {
  if (!metricas) {
    metricas = new Metrics({ namespace: METRICA_FIRMA_RECHAZADA.namespace, logger });
    // The alarm counts the stage's refusals: the dimension set must stay exactly [Stage].
    metricas.clearDefaultDimensions();
  }
  return metricas;
}

/** Counts one refused signature. Outside Lambda it writes nothing unless an output is given. The line names the company, never a secret. */
export function contarFirmaRechazada(empresaId: string, salida?: SalidaMetrica): void {
  if (!salida && !process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const { nombre, dimension } = METRICA_FIRMA_RECHAZADA;
  const m = metricasWebhook();
  m.addDimension(dimension, process.env.STAGE ?? 'dev');
  m.addMetric(nombre, MetricUnit.Count, 1);
  m.addMetadata('empresaId', empresaId);
  m.addMetadata('message', 'WhatsApp webhook signature refused');
  if (!salida) {
    m.publishStoredMetrics();
    return;
  }
  try {
    salida.write(`${JSON.stringify(m.serializeMetrics())}\n`);
  } finally {
    m.clearMetrics();
    m.clearDimensions();
    m.clearMetadata();
  }
}
