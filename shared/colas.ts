// THE list of queues of asynchronous work: an SQS queue with a dead-letter queue and a Lambda
// consumer each in AWS (infra/aws/stacks/jobs-stack.ts), the local stack's in-process queue locally
// (infra/local/colas.ts). Producers need the `queue:send` grant; the message body is JSON.
import type { ColaDef } from './route-types.js';

export const colas: ColaDef[] = [
  {
    id: 'importar-candidatos',
    handler: 'importar-candidatos',
    maxIntentos: 3,
    timeoutSeconds: 900,
    // Sends itself the rest of a long file when its time runs out (queue:send).
    grants: ['table:write', 'queue:send'],
    colas: ['importar-candidatos'],
    summary: 'Procesa una importación CSV de candidatos fila a fila y guarda el informe por fila',
  },
  {
    id: 'analizar-entrevista',
    handler: 'analizar-entrevista',
    maxIntentos: 3,
    timeoutSeconds: 300,
    // Opens the provider keys (keys:open) and mails the company that the report is ready.
    grants: ['table:write', 'keys:open', 'mail:send'],
    summary:
      'Analiza una entrevista completada: el informe de IA (OpenAI o Claude con la clave de la empresa o de la plataforma, o el analizador integrado), completada → analizada, contadores, aviso por email y notificación una sola vez',
  },
  {
    id: 'simular-entrevista',
    handler: 'simular-entrevista',
    maxIntentos: 3,
    timeoutSeconds: 60,
    // Queues the analysis (2 s later) once the demo transcript is written.
    grants: ['table:write', 'queue:send'],
    colas: ['analizar-entrevista'],
    summary: 'Completa una entrevista simulada con una transcripción de demostración (2 s después de empezar) y encola su análisis',
  },
  {
    id: 'eliminar-empresa',
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
  },
];

/** The message of the company-deletion queue: the company and the deletion (a restarted one has a new id). */
export interface MensajeEliminacionEmpresa {
  empresaId: string;
  eliminacionId: string;
}

/** The message of the simulated-interview queue. */
export interface MensajeSimulacion {
  empresaId: string;
  entrevistaId: string;
}

/** The message of the interview-analysis queue. */
export interface MensajeAnalisis {
  empresaId: string;
  entrevistaId: string;
}

/** The message of the candidates import queue. */
export interface MensajeImportacion {
  empresaId: string;
  importacionId: string;
}

/**
 * What a message handed off through the outbox carries besides its own fields (D78): the outbox
 * record it comes from, so the consumer's first delivery clears that record and no other (a newer
 * hand-off of the same work, e.g. a retried analysis, keeps its own). Consumers ignore it otherwise.
 */
export interface ConEnvio {
  envio?: { trabajo: string; id: string };
}
