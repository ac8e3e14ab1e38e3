// The messages of the product's queues (shared/colas.ts), one schema per queue: the producer's
// sender checks what it sends against it (functions/lib/aws/sqs.ts) and the consumer's jobHandler
// parses what it receives with it (functions/lib/colas/consumidor.ts).
import * as z from 'zod/mini';
import { Id } from './comun.js';

/**
 * What a message handed off through the outbox carries besides its own fields (D78): the outbox
 * record it comes from, so the consumer's first delivery clears that record and no other (a newer
 * hand-off of the same work, e.g. a retried analysis, keeps its own).
 */
const Envio = z.optional(z.object({ trabajo: z.string().check(z.minLength(1)), id: Id }));

/** The candidates import queue: the import to carry on. */
export const MensajeImportacion = z.object({ empresaId: Id, importacionId: Id, envio: Envio });
export type MensajeImportacion = z.output<typeof MensajeImportacion>;

/** The bulk actions on a vacancy's candidates (D190): the action to carry on. */
export const MensajeLoteVacante = z.object({ empresaId: Id, loteId: Id, envio: Envio });
export type MensajeLoteVacante = z.output<typeof MensajeLoteVacante>;

/** The interview-analysis queue: the completed interview to analyse. */
export const MensajeAnalisis = z.object({ empresaId: Id, entrevistaId: Id, envio: Envio });
export type MensajeAnalisis = z.output<typeof MensajeAnalisis>;

/** The simulated-interview queue: the demo interview to complete. */
export const MensajeSimulacion = z.object({ empresaId: Id, entrevistaId: Id, envio: Envio });
export type MensajeSimulacion = z.output<typeof MensajeSimulacion>;

/** The company-deletion queue: the company and the deletion (a restarted one has a new id). */
export const MensajeEliminacionEmpresa = z.object({ empresaId: Id, eliminacionId: Id, envio: Envio });
export type MensajeEliminacionEmpresa = z.output<typeof MensajeEliminacionEmpresa>;

/** The data-import queue (D100): the import job to carry on. */
export const MensajeImportacionDatos = z.object({ empresaId: Id, importacionId: Id, envio: Envio });
export type MensajeImportacionDatos = z.output<typeof MensajeImportacionDatos>;

/** The data-clear queue (D103): the clear job to carry on. */
export const MensajeLimpiezaDatos = z.object({ empresaId: Id, limpiezaId: Id, envio: Envio });
export type MensajeLimpiezaDatos = z.output<typeof MensajeLimpiezaDatos>;

/**
 * The outbound-webhooks queue (D147): an event to fan out to the company's endpoints (handed
 * off through the outbox in the transaction of the change it tells, D78), or one delivery whose
 * attempt is due (a retry, a resend, a test event).
 */
export const MensajeWebhooks = z.object({
  empresaId: Id,
  evento: z.optional(
    z.object({ id: Id, tipo: z.string().check(z.minLength(1), z.maxLength(60)), cuerpo: z.string().check(z.maxLength(200_000)) }),
  ),
  entrega: z.optional(z.object({ webhookId: Id, id: Id })),
  /** A stage change to send to Greenhouse as a move (D201): the move's record `GHMOV#{id}`. */
  greenhouse: z.optional(z.object({ movimientoId: Id })),
  envio: Envio,
});
export type MensajeWebhooks = z.output<typeof MensajeWebhooks>;

/**
 * The notices queue (issue 55, DESIGN §12): a notice of the candidate's help or feedback, handed off
 * through the outbox in the transaction of the write it tells. Ids only, never the candidate's
 * words: the consumer reads the AYUDA / COMENTARIOS item and the interview, and sends what is still
 * there (an erased interview's notice sends nothing). `aviso`: a request (`ajuste`, by its number)
 * or a message (`mensaje`, by its id) to the company; an answer to a request (`respuesta-ajuste`) or
 * a person's message (`respuesta-mensaje`) to the candidate; the approved feedback (`comentarios`); the
 * candidate's mail that their finished interview was received (`recibida`, issue 65 item 7).
 */
export const MensajeAviso = z.object({
  empresaId: Id,
  entrevistaId: Id,
  aviso: z.enum(['ajuste', 'mensaje', 'respuesta-ajuste', 'respuesta-mensaje', 'comentarios', 'recibida']),
  numero: z.optional(z.int().check(z.minimum(1), z.maximum(1_000))),
  mensajeId: z.optional(Id),
  envio: Envio,
});
export type MensajeAviso = z.output<typeof MensajeAviso>;

/** A change's outbox record, required by the count queue: the change's idempotency key (D168). */
const EnvioConteo = z.object({ trabajo: z.string().check(z.minLength(1)), id: Id });

/**
 * The templates' count queue (D168): one change of a company's scheduled interviews of a template
 * (`delta`, +1 a schedule or a restored programada, −n a cancel, a start, an erasure or a clear),
 * handed off through the outbox in the change's own transaction. Its outbox record (`envio`,
 * required here) is the change's id: the consumer applies the delta and deletes that record in one
 * transaction, so a second delivery finds it gone and does nothing.
 */
export const MensajeConteoPlantillas = z.object({
  empresaId: Id,
  servicioId: Id,
  delta: z.int().check(
    z.minimum(-100_000),
    z.maximum(100_000),
    z.refine((d) => d !== 0),
  ),
  envio: EnvioConteo,
});
export type MensajeConteoPlantillas = z.output<typeof MensajeConteoPlantillas>;

const EventoPlataforma = z.optional(z.int().check(z.minimum(1), z.maximum(1_000)));

/**
 * The same queue's other change (D169): a company's events on the platform counters — an interview
 * completed (the candidate's finish, the simulation's end), a report generated (the analysis) —
 * applied once to a `CONTADORES#nn` fraction, the same way. Only these event meters: the reconcile
 * job does not recount them (D111), so a change still on its way is never «corrected»; a counter the
 * reconcile recounts would have to add the changes still in the outboxes first, as the templates'
 * count does (D168).
 */
export const MensajeConteoPlataforma = z.object({
  empresaId: Id,
  contadores: z
    .strictObject({ entrevistasCompletadas: EventoPlataforma, informesGenerados: EventoPlataforma })
    .check(z.refine((c) => Object.values(c).some((n) => n !== undefined))),
  envio: EnvioConteo,
});
export type MensajeConteoPlataforma = z.output<typeof MensajeConteoPlataforma>;

/** What the count queue carries: a change of a template's count or of the platform counters. */
export const MensajeConteo = z.union([MensajeConteoPlantillas, MensajeConteoPlataforma]);
export type MensajeConteo = z.output<typeof MensajeConteo>;
