// THE list of queues of asynchronous work: an SQS queue with a dead-letter queue and a Lambda
// consumer each in AWS (infra/aws/stacks/jobs-stack.ts), the local stack's in-process queue locally
// (infra/local/queues.ts). Producers need the `queue:send` grant; the message body is JSON, of the
// queue's own schema (`mensaje`, shared/schemas/colas.ts): `enviarACola` checks it and types it by
// queue, and the consumer's `jobHandler` parses it (functions/lib/colas/consumidor.ts).
import type * as z from 'zod/mini';
import type { ColaDef } from './route-types.js';
import {
  MensajeAnalisis,
  MensajeAviso,
  MensajeConteo,
  MensajeEliminacionEmpresa,
  MensajeImportacion,
  MensajeImportacionDatos,
  MensajeLimpiezaDatos,
  MensajeLoteVacante,
  MensajeSimulacion,
  MensajeWebhooks,
} from './schemas/colas.js';

/** A queue's row: its message's schema beside what infra reads. */
interface Cola<I extends string, M extends z.ZodMiniType<{ empresaId: string }>> extends ColaDef {
  id: I;
  mensaje: M;
}

/** Keeps each row's literal id and schema, so senders and consumers are typed by queue. */
function cola<const I extends string, M extends z.ZodMiniType<{ empresaId: string }>>(c: Cola<I, M>): Cola<I, M> {
  return c;
}

export const colas = [
  cola({
    id: 'importar-candidatos',
    mensaje: MensajeImportacion,
    handler: 'importar-candidatos',
    maxIntentos: 3,
    timeoutSeconds: 900,
    // Sends itself the rest of a long file when its time runs out (queue:send).
    grants: ['table:write', 'queue:send'],
    colas: ['importar-candidatos'],
    summary: 'Procesa una importación CSV de candidatos fila a fila y guarda el informe por fila',
  }),
  cola({
    id: 'acciones-vacante',
    mensaje: MensajeLoteVacante,
    handler: 'acciones-vacante',
    maxIntentos: 3,
    timeoutSeconds: 900,
    // Moves, rejects, invites and reinvites a vacancy's candidates one at a time (table:write), mails
    // each rejection and invitation once (mail:send), seals each new interview's link and opens it for
    // its mail (keys:seal, keys:open, D193), tells the webhooks of each move and interview and the
    // template's count (queue:send) and sends itself the rest of a long action when its time runs out.
    grants: ['table:write', 'keys:seal', 'keys:open', 'mail:send', 'queue:send'],
    colas: ['acciones-vacante', 'entregar-webhooks', 'contar-plantillas'],
    summary:
      'Lleva a cabo una acción en bloque sobre los candidatos de una vacante (moverlos de etapa, rechazarlos con su email, invitarlos a la entrevista o reenviarles la invitación), uno a uno, con su resultado y el progreso',
  }),
  cola({
    id: 'analizar-entrevista',
    mensaje: MensajeAnalisis,
    handler: 'analizar-entrevista',
    maxIntentos: 3,
    timeoutSeconds: 300,
    // Opens the provider keys (keys:open) and mails the company that the report is ready; sends the
    // webhooks' «informe.listo» (queue:send, D147) and the report's count on the platform (D169).
    // Compares each answer with the questions by meaning on the deploy's embeddings (ia:embeddings).
    grants: ['table:write', 'keys:open', 'mail:send', 'queue:send', 'ia:bedrock', 'ia:embeddings'],
    colas: ['entregar-webhooks', 'contar-plantillas'],
    summary:
      'Analiza una entrevista completada: el informe de IA (OpenAI o Claude con la clave de la empresa o de la plataforma, o el analizador integrado), completada → analizada, contadores, aviso por email y notificación una sola vez',
  }),
  cola({
    id: 'simular-entrevista',
    mensaje: MensajeSimulacion,
    handler: 'simular-entrevista',
    maxIntentos: 3,
    timeoutSeconds: 60,
    // Queues the analysis (2 s later) once the demo transcript is written, and the finish's count on
    // the platform (D169).
    grants: ['table:write', 'queue:send'],
    colas: ['analizar-entrevista', 'entregar-webhooks', 'contar-plantillas'],
    summary: 'Completa una entrevista simulada con una transcripción de demostración (2 s después de empezar) y encola su análisis',
  }),
  cola({
    id: 'eliminar-empresa',
    mensaje: MensajeEliminacionEmpresa,
    handler: 'eliminar-empresa',
    // Every delivery resumes where the last one stopped, so a transient failure (a Cognito throttle)
    // is worth more attempts than the other queues give before the deletion is marked fallida.
    maxIntentos: 5,
    timeoutSeconds: 900,
    // Deletes the users' Cognito accounts and the company's files; sends itself the rest when its
    // time runs out (queue:send).
    grants: ['table:write', 'cognito:delete', 'files:read', 'files:delete', 'queue:send'],
    colas: ['eliminar-empresa'],
    summary:
      'Elimina una empresa por bloques (D72): deja fuera a sus usuarios, borra sus cuentas de Cognito, sus datos y sus archivos, y la empresa y sus contadores al final, guardando el progreso',
  }),
  cola({
    id: 'importar-datos',
    mensaje: MensajeImportacionDatos,
    handler: 'importar-datos',
    // Every delivery resumes at the first block not saved (D100), so a transient failure is worth a few attempts.
    maxIntentos: 5,
    timeoutSeconds: 900,
    // The whole file is read and checked in memory (up to MAX_BYTES_IMPORTACION_JOB).
    memoryMb: 2048,
    // Reads the uploaded file, writes the backup, deletes the file at the end; sends itself the rest
    // when its time runs out (queue:send).
    grants: ['table:write', 'files:read', 'files:put', 'files:delete', 'queue:send'],
    // …and the templates' counts its rows moved (D168), at the end of each run.
    colas: ['importar-datos', 'contar-plantillas'],
    summary:
      'Importa un archivo de datos subido a S3 (D100): lo valida entero, hace la copia previa y lo importa por bloques guardando el progreso y el informe',
  }),
  cola({
    id: 'limpiar-datos',
    mensaje: MensajeLimpiezaDatos,
    handler: 'limpiar-datos',
    // Every delivery resumes from what is left (D103), so a transient failure is worth a few attempts.
    maxIntentos: 5,
    timeoutSeconds: 900,
    // The backup is built in memory (the export of the whole company).
    memoryMb: 2048,
    // Writes the backup and deletes the company's files (its users stay, with their Cognito
    // accounts: D159); sends itself the rest when its time runs out (queue:send).
    grants: ['table:write', 'files:read', 'files:put', 'files:delete', 'queue:send'],
    // …and the templates' counts it gave back (D168), at the end of each run.
    colas: ['limpiar-datos', 'contar-plantillas'],
    summary:
      'Borra los datos de una empresa (D103): la copia previa una vez, la partición página a página con sus contadores, los archivos y al final los contadores de lo que queda, guardando el progreso',
  }),
  cola({
    id: 'entregar-webhooks',
    mensaje: MensajeWebhooks,
    handler: 'entregar-webhooks',
    // A failed POST is not a failed delivery of this message: the retry schedule lives on the
    // delivery item. Only a failure of the table or the queue throws, and SQS retries that.
    maxIntentos: 3,
    // Each endpoint's attempt has 15 s; a fan-out tries a company's endpoints side by side.
    timeoutSeconds: 60,
    // Opens the endpoints' secrets (keys:open), puts a due retry back on its own queue with a delay
    // (queue:send), mails the admins when an endpoint is turned off (mail:send). Also sends a linked
    // vacancy's stage change to Greenhouse as a move (D201): opens the Harvest secret (keys:open) and
    // puts a move Greenhouse asked to wait for back on the queue with a delay (queue:send).
    grants: ['table:write', 'keys:open', 'queue:send', 'mail:send'],
    colas: ['entregar-webhooks'],
    summary:
      'Entrega los eventos a los webhooks de la empresa (Standard Webhooks: firmados, reintentados según un calendario, registrados 30 días) y desactiva el que responde 410 o falla durante días, avisando a sus administradores; envía a Greenhouse, una sola vez, los cambios de etapa de las vacantes enlazadas a un puesto',
  }),
  cola({
    id: 'contar-plantillas',
    // A change of a template's count (D168) or of the platform counters (D169): the same outbox
    // record, the same once-only transaction. The id stays (the deployed queue, the records pending).
    mensaje: MensajeConteo,
    handler: 'contar-plantillas',
    // Each delivery is one small transaction; a conflict on a fraction is retried by the data layer
    // and then by SQS. A message never applied stays in the outbox, where the sweep finds it again.
    maxIntentos: 5,
    // A small transaction; a minute like the webhooks' (the oldest-message alarm counts in minutes).
    timeoutSeconds: 60,
    grants: ['table:write'],
    summary:
      'Suma a la cuenta de entrevistas programadas de cada plantilla (D168) y a los contadores de la plataforma (entrevistas completadas, informes generados: D169) los cambios que las peticiones y los trabajos de las empresas dejan en su bandeja de salida: una sola vez por cambio, y nada si la plantilla ya se eliminó',
  }),
  cola({
    id: 'enviar-avisos',
    // The candidate's help and feedback notices (issue 55, DESIGN §12): a new queue, not the count's
    // (table:write only, one transaction per message) nor the webhooks' (its retries are the
    // deliveries'): this one mails, and marks each notice sent on its item before mailing it.
    mensaje: MensajeAviso,
    handler: 'enviar-avisos',
    maxIntentos: 5,
    timeoutSeconds: 60,
    grants: ['table:write', 'mail:send'],
    summary:
      'Envía los avisos de la ayuda al candidato y de los comentarios (la campana y los correos de la empresa, las respuestas y los comentarios al candidato) que las peticiones dejan en su bandeja de salida: una sola vez por aviso, y nada si la entrevista ya se borró',
  }),
];

export type {
  MensajeAnalisis,
  MensajeAviso,
  MensajeConteo,
  MensajeConteoPlantillas,
  MensajeConteoPlataforma,
  MensajeEliminacionEmpresa,
  MensajeImportacion,
  MensajeImportacionDatos,
  MensajeLimpiezaDatos,
  MensajeLoteVacante,
  MensajeSimulacion,
  MensajeWebhooks,
} from './schemas/colas.js';

/** What a message handed off through the outbox carries besides its own fields (D78; schemas/colas.ts). */
export interface ConEnvio {
  envio?: { trabajo: string; id: string };
}

/** The queues' ids. */
export type ColaId = (typeof colas)[number]['id'];

/** The message a queue carries, as its schema gives it (shared/schemas/colas.ts). */
export type MensajeDe<C extends ColaId> = z.output<Extract<(typeof colas)[number], { id: C }>['mensaje']>;

/** The row of a queue by its id. */
export function colaDe<C extends ColaId>(id: C): Extract<(typeof colas)[number], { id: C }> {
  const c = colas.find((x) => x.id === id);
  if (!c) throw new Error(`Unknown queue ${id}`);
  return c as Extract<(typeof colas)[number], { id: C }>;
}
