// Sending to the product's queues (shared/colas.ts). Only functions with the queue:send grant import
// this module, so no other bundle carries the SQS client. Each queue's URL is in the environment
// (COLA_<ID>_URL): the CDK sets it in AWS, the local stack points it at its in-process queue.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { colaDe, type ColaId, type MensajeDe } from '../../../shared/colas.js';
import { colaUrlEnv } from '../../../shared/route-types.js';

const sqs = new SQSClient({});

/**
 * Puts one JSON message on a queue, typed and checked by the queue's schema (shared/colas.ts): a
 * message its consumer could not read is a mistake here, and throws before anything is sent, as an
 * unknown queue or SQS refusing it does. `retrasoSegundos` (0–900, SQS's DelaySeconds): the message
 * is delivered no sooner than that.
 */
export async function enviarACola<C extends ColaId>(
  colaId: C,
  cuerpo: MensajeDe<C>,
  opts: { retrasoSegundos?: number } = {},
): Promise<string | undefined> {
  const url = process.env[colaUrlEnv(colaId)];
  if (!url) throw new Error(`Queue ${colaId}: ${colaUrlEnv(colaId)} is not set`);
  const revisado = colaDe(colaId).mensaje.safeParse(cuerpo);
  if (!revisado.success) throw new Error(`Queue ${colaId}: the message does not match its schema (${revisado.error.message})`);
  const out = await sqs.send(
    new SendMessageCommand({
      QueueUrl: url,
      MessageBody: JSON.stringify(cuerpo),
      ...(opts.retrasoSegundos ? { DelaySeconds: opts.retrasoSegundos } : {}),
    }),
  );
  return out.MessageId;
}
