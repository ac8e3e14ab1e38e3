// Sending to the product's queues (shared/colas.ts). Only functions with the queue:send grant import
// this module, so no other bundle carries the SQS client. Each queue's URL is in the environment
// (COLA_<ID>_URL): the CDK sets it in AWS, the local stack points it at its in-process queue.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { colaUrlEnv } from '../../../shared/route-types.js';

const sqs = new SQSClient({});

/**
 * Puts one JSON message on a queue; throws when the queue is unknown or SQS refuses it.
 * `retrasoSegundos` (0–900, SQS's DelaySeconds): the message is delivered no sooner than that.
 */
export async function enviarACola(colaId: string, cuerpo: unknown, opts: { retrasoSegundos?: number } = {}): Promise<string | undefined> {
  const url = process.env[colaUrlEnv(colaId)];
  if (!url) throw new Error(`Queue ${colaId}: ${colaUrlEnv(colaId)} is not set`);
  const out = await sqs.send(
    new SendMessageCommand({
      QueueUrl: url,
      MessageBody: JSON.stringify(cuerpo),
      ...(opts.retrasoSegundos ? { DelaySeconds: opts.retrasoSegundos } : {}),
    }),
  );
  return out.MessageId;
}
