// WhatsApp's two CloudWatch metrics (issue 68 item 9), written as the mail's (mail/metrica.ts): Powertools
// Metrics in the embedded metric format, one line on standard output, which CloudWatch Logs turns into the
// metric in Lambda (no PutMetricData, no permission beyond the function's log group). The Monitoring stack
// alarms on both with the constants below (infra/aws/stacks/monitoring-stack.ts):
// - `WhatsAppEnvioFallido`: a message to a candidate that was not sent (Meta refused it, or its status
//   came back `failed`); the mail went anyway (issue 68 item 4).
// - `WhatsAppFirmaRechazada`: a webhook POST whose X-Hub-Signature-256 did not match the company's app
//   secret (answered 401, nothing stored): a secret replaced in Meta and not in Configuración, or a forgery.
// The sending and the webhook call `contarWhatsApp`; one counter keeps the dimension set exactly the alarm's.
import { contarMetrica, METRICA_EMAIL_NO_ENVIADO, type SalidaMetrica } from '../mail/metrica.js';

/** Namespace (the mail metric's), name and dimension; a CloudWatch alarm matches a metric by its whole dimension set. */
export const METRICA_WHATSAPP_ENVIO_FALLIDO = {
  namespace: METRICA_EMAIL_NO_ENVIADO.namespace,
  nombre: 'WhatsAppEnvioFallido',
  dimension: 'Stage',
} as const;
export const METRICA_WHATSAPP_FIRMA_RECHAZADA = {
  namespace: METRICA_EMAIL_NO_ENVIADO.namespace,
  nombre: 'WhatsAppFirmaRechazada',
  dimension: 'Stage',
} as const;

type MetricaWhatsApp = typeof METRICA_WHATSAPP_ENVIO_FALLIDO | typeof METRICA_WHATSAPP_FIRMA_RECHAZADA;

/** Counts one (mail/metrica.ts's counter). The metadata never carries a phone number, a message or a secret. */
export function contarWhatsApp(m: MetricaWhatsApp, metadatos: Record<string, string | number> = {}, salida?: SalidaMetrica): void {
  contarMetrica(m, metadatos, salida);
}
