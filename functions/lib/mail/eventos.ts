// SES's bounce and complaint events (the Mail stack's configuration set publishes them to
// EventBridge; functions/jobs/eventos-email.ts receives them): each is written in the send log, and
// an address that bounced for good, or whose owner marked a message as spam, is suppressed, so the
// mail service (send.ts) does not write to it again. SES puts an account under review at a 5 %
// bounce rate or a 0.1 % complaint rate: a CSV import of old addresses followed by invitations
// could get there alone.
import * as z from 'zod/mini';
import { DEFINICION_PLANTILLAS, type CategoriaEmail } from '../../../shared/email/plantillas.js';
import { registrarEnvio, suprimirDireccion, type MotivoSupresion } from '../db/email.js';
import { logger } from '../logger.js';

const Destinatario = z.object({ emailAddress: z.string(), diagnosticCode: z.optional(z.string()) });

const Mail = z.object({
  messageId: z.string(),
  timestamp: z.optional(z.string()),
  tags: z.optional(z.record(z.string(), z.array(z.string()))),
});

/** The `detail` of SES's EventBridge events (the same record SES publishes to SNS), as far as it is read. */
export const EventoSes = z.union([
  z.object({
    eventType: z.literal('Bounce'),
    mail: Mail,
    bounce: z.object({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: z.array(Destinatario),
      timestamp: z.string(),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    mail: Mail,
    complaint: z.object({
      complainedRecipients: z.array(Destinatario),
      timestamp: z.string(),
      complaintFeedbackType: z.optional(z.string()),
    }),
  }),
]);
export type EventoSes = z.output<typeof EventoSes>;

export interface ResultadoEvento {
  /** The addresses suppressed now. */
  suprimidas: number;
  /** Send-log lines written. */
  registradas: number;
}

function plantillaDe(tags: Record<string, string[]> | undefined): { plantilla: string; categoria: CategoriaEmail } {
  const plantilla = tags?.plantilla?.[0];
  if (plantilla && Object.hasOwn(DEFINICION_PLANTILLAS, plantilla))
    return { plantilla, categoria: DEFINICION_PLANTILLAS[plantilla as keyof typeof DEFINICION_PLANTILLAS].categoria };
  // The SMTP test and messages sent without tags: the platform's own category.
  return { plantilla: plantilla ?? 'desconocida', categoria: 'administracion' };
}

/**
 * Records one event: a send-log line per recipient, and the suppression of each one a permanent
 * bounce or a complaint names. A transient bounce (a full mailbox, a server that said "later" until
 * SES gave up) is logged, not suppressed: the next email may arrive.
 */
export async function registrarEventoSes(detalle: unknown): Promise<ResultadoEvento> {
  const leido = EventoSes.safeParse(detalle);
  if (!leido.success) {
    // Not an event this function subscribes to (the rule matches bounces and complaints only).
    logger.warn('SES event not understood', { eventType: (detalle as { eventType?: unknown } | null)?.eventType });
    return { suprimidas: 0, registradas: 0 };
  }
  const e = leido.data;
  const { plantilla, categoria } = plantillaDe(e.mail.tags);
  const empresaId = e.mail.tags?.empresa?.[0] ?? null;
  const [destinatarios, fecha, motivo, estado, error] =
    e.eventType === 'Bounce'
      ? [
          e.bounce.bouncedRecipients,
          e.bounce.timestamp,
          e.bounce.bounceType === 'Permanent' ? ('rebote' as MotivoSupresion) : undefined,
          'rebotado' as const,
          (d: z.output<typeof Destinatario>) =>
            `${e.bounce.bounceType === 'Permanent' ? 'Rebote permanente' : 'Rebote temporal'}${e.bounce.bounceSubType ? ` (${e.bounce.bounceSubType})` : ''}${d.diagnosticCode ? `: ${d.diagnosticCode}` : ''}`.slice(
              0,
              500,
            ),
        ]
      : [
          e.complaint.complainedRecipients,
          e.complaint.timestamp,
          'queja' as MotivoSupresion,
          'queja' as const,
          () => `El destinatario lo marcó como spam${e.complaint.complaintFeedbackType ? ` (${e.complaint.complaintFeedbackType})` : ''}`,
        ];
  let suprimidas = 0;
  for (const d of destinatarios) {
    if (motivo) {
      await suprimirDireccion(d.emailAddress, { motivo, fecha });
      suprimidas++;
    }
    await registrarEnvio({
      plantilla,
      categoria,
      destinatario: d.emailAddress,
      empresaId,
      estado,
      proveedor: 'ses',
      intentos: 0,
      messageId: e.mail.messageId,
      error: error(d),
    });
  }
  logger.info('SES event recorded', { eventType: e.eventType, plantilla, destinatarios: destinatarios.length, suprimidas });
  return { suprimidas, registradas: destinatarios.length };
}
