// SES's bounce and complaint events for the Mail stack's configuration set, delivered by an
// EventBridge rule (infra/aws/stacks/jobs-stack.ts): written in the send log, and the addresses
// that bounced for good or complained are suppressed (functions/lib/mail/eventos.ts).
import { registrarEventoSes, type ResultadoEvento } from '../lib/mail/eventos.js';

export function handler(event: { detail?: unknown }): Promise<ResultadoEvento> {
  return registrarEventoSes(event.detail);
}
