// The WhatsApp sends' CloudWatch metric (issue 68 item 9): one `WhatsAppEnvioFallido` count per send Meta
// refused (a Graph error or no answer), as the mail's `EmailsNoEnviados` (functions/lib/mail/metrica.ts:
// Powertools Metrics in the embedded metric format, one line on standard output, the same namespace and
// the one dimension Stage). A send held back by a rule (no opt-in, a template not approved) is no failure.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../logger.js';
import { METRICA_EMAIL_NO_ENVIADO, type SalidaMetrica } from '../mail/metrica.js';

export type { SalidaMetrica };

export const METRICA_WHATSAPP_FALLIDO = {
  namespace: METRICA_EMAIL_NO_ENVIADO.namespace,
  nombre: 'WhatsAppEnvioFallido',
  dimension: METRICA_EMAIL_NO_ENVIADO.dimension,
} as const;

let metricas: Metrics | undefined;

function metricasWhatsApp(): Metrics {
  if (!metricas) {
    metricas = new Metrics({ namespace: METRICA_WHATSAPP_FALLIDO.namespace, logger });
    // The alarm matches the whole dimension set: [Stage] only, no `service`.
    metricas.clearDefaultDimensions();
  }
  return metricas;
}

/** Counts one refused send; outside Lambda, nothing unless an output is given. The line names the template, never the number. */
export function contarWhatsAppFallido(plantilla: string, salida?: SalidaMetrica): void {
  if (!salida && !process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const { nombre, dimension } = METRICA_WHATSAPP_FALLIDO;
  const m = metricasWhatsApp();
  m.addDimension(dimension, process.env.STAGE ?? 'dev');
  m.addMetric(nombre, MetricUnit.Count, 1);
  m.addMetadata('plantilla', plantilla);
  m.addMetadata('message', 'WhatsApp send failed');
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
