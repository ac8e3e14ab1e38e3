// The mail service's CloudWatch metric: one `EmailsNoEnviados` count per email that finally failed
// (every attempt and the SES fallback spent). It is written in the embedded metric format (EMF) as
// its own line on standard output: in Lambda, CloudWatch Logs extracts the metric from the log
// event, with no PutMetricData call and no permission beyond the function's own log group. The
// Monitoring stack alarms on it (infra/aws/stacks/monitoring-stack.ts, `mail-not-sent`).
import type { PlantillaId } from '../../../shared/email/plantillas.js';

/** Namespace, name and dimension of the metric; the alarm reads the same constants. */
export const METRICA_EMAIL_NO_ENVIADO = { namespace: 'Talentia', nombre: 'EmailsNoEnviados', dimension: 'Stage' } as const;

export interface SalidaMetrica {
  write(linea: string): unknown;
}

/**
 * Counts one email not sent. Outside Lambda (tests, the local stack) it writes nothing unless an
 * output is given: there is no CloudWatch to read it. The line carries the template's id, never
 * its values or the recipient.
 */
export function contarEmailNoEnviado(plantilla: PlantillaId, salida?: SalidaMetrica): void {
  const out = salida ?? (process.env.AWS_LAMBDA_FUNCTION_NAME ? process.stdout : undefined);
  if (!out) return;
  const { namespace, nombre, dimension } = METRICA_EMAIL_NO_ENVIADO;
  const documento = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [[dimension]], Metrics: [{ Name: nombre, Unit: 'Count' }] }],
    },
    [dimension]: process.env.STAGE ?? 'dev',
    [nombre]: 1,
    plantilla,
    message: 'Email not sent',
  };
  // Its own line, not through the logger: EMF needs the JSON object to be the whole log event.
  out.write(`${JSON.stringify(documento)}\n`);
}
