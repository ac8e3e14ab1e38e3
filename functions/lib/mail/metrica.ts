// The mail service's CloudWatch metric: one `EmailsNoEnviados` count per email that finally failed
// (every attempt and the SES fallback spent). Powertools Metrics writes it in the embedded metric
// format (EMF), one line on standard output: in Lambda, CloudWatch Logs extracts the metric from the
// log event, with no PutMetricData call and no permission beyond the function's own log group. The
// Monitoring stack alarms on it (infra/aws/stacks/monitoring-stack.ts, `mail-not-sent`).
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { PlantillaId } from '../../../shared/email/plantillas.js';
import { logger } from '../logger.js';

/**
 * Namespace, name and dimension of the metric; the alarm reads the same constants. The dimension is
 * the metric's whole dimension set: a CloudWatch alarm matches a metric by all of its dimensions.
 */
export const METRICA_EMAIL_NO_ENVIADO = { namespace: 'Talentia', nombre: 'EmailsNoEnviados', dimension: 'Stage' } as const;

export interface SalidaMetrica {
  write(linea: string): unknown;
}

let metricas: Metrics | undefined;

/** Built on first use: a function whose emails all go out never builds it. */
function metricasTalentia(namespace: string): Metrics {
  if (!metricas) {
    metricas = new Metrics({ namespace, logger });
    // Powertools adds a `service` dimension to every metric by default; the alarm counts the stage's
    // failures whichever function had them, so the set must stay exactly [Stage].
    metricas.clearDefaultDimensions();
  }
  return metricas;
}

/** A count the Monitoring stack alarms on: its namespace (the product's one), name and one dimension. */
export interface DefinicionMetrica {
  namespace: typeof METRICA_EMAIL_NO_ENVIADO.namespace;
  nombre: string;
  dimension: 'Stage';
}

/**
 * Counts one of `d`. Outside Lambda (tests, the local stack) it writes nothing unless an output is given:
 * there is no CloudWatch to read it. The metadata says what happened, never a recipient or a secret.
 */
export function contarMetrica(d: DefinicionMetrica, metadatos: Record<string, string | number>, salida?: SalidaMetrica): void {
  if (!salida && !process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const m = metricasTalentia(d.namespace);
  // The stage is read per count, as a per-metric dimension (published and cleared with it).
  m.addDimension(d.dimension, process.env.STAGE ?? 'dev');
  m.addMetric(d.nombre, MetricUnit.Count, 1);
  for (const [k, v] of Object.entries(metadatos)) m.addMetadata(k, String(v));
  // Its own line on standard output, not through the logger: EMF needs the JSON object to be the whole log event.
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

/** Counts one email not sent; the line carries the template's id, never its values or the recipient. */
export function contarEmailNoEnviado(plantilla: PlantillaId, salida?: SalidaMetrica): void {
  contarMetrica(METRICA_EMAIL_NO_ENVIADO, { plantilla, message: 'Email not sent' }, salida);
}
