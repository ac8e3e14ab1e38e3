// The local stand-in for SQS + the Lambda event-source mapping of shared/colas.ts. A small HTTP
// endpoint on loopback answers SQS's SendMessage (the JSON protocol the AWS SDK v3 speaks), so the
// producers run their real SQS code (AWS_ENDPOINT_URL_SQS and COLA_<ID>_URL point here); each queue
// is an in-process FIFO whose consumer is the same handler module Lambda runs, called with an SQS
// event of one record, one message at a time. A handler that throws gets the message again after a
// short pause, up to the queue's maxIntentos; then the message is kept as dead (the dead-letter queue).
// DelaySeconds is honoured (the simulated interview's timings use it).
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { colas } from '../../shared/colas.js';
import { colaUrlEnv, type ColaDef } from '../../shared/route-types.js';

export interface LocalMessage {
  messageId: string;
  body: string;
  intentos: number;
  error?: string;
}

export interface LocalQueues {
  endpoint: string;
  /** The queue's URL (what COLA_<ID>_URL holds). */
  url(colaId: string): string;
  /** Resolves when every queue is empty and no message is being handled or waiting for a retry. */
  idle(): Promise<void>;
  /** Messages that used up their deliveries (the dead-letter queue). */
  muertos(colaId: string): LocalMessage[];
  /**
   * Holds a queue's deliveries (messages still arrive and wait) until `reanudar`: what a Lambda
   * event-source mapping that is switched off does. The scale bench uses it to keep the analyses'
   * CPU out of a burst of requests (in AWS they run in containers of their own).
   */
  pausar(colaId: string): void;
  reanudar(colaId: string): void;
  close(): Promise<void>;
}

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

export async function startLocalQueues(opts: {
  functionsRoot: string;
  port?: number;
  log?: (line: string) => void;
  /** Pause before a failed message is delivered again (× the delivery number). */
  reintentoMs?: number;
}): Promise<LocalQueues> {
  const log = opts.log ?? (() => undefined);
  const pendientes = new Map<string, LocalMessage[]>(colas.map((c) => [c.id, []]));
  const muertos = new Map<string, LocalMessage[]>(colas.map((c) => [c.id, []]));
  const ocupadas = new Set<string>();
  const pausadas = new Set<string>();
  let enVuelo = 0;
  let esperando: Array<() => void> = [];
  let cerrada = false;
  const handlers = new Map<string, Promise<Handler>>();

  const avisarSiQuieta = () => {
    if (enVuelo === 0) {
      const w = esperando;
      esperando = [];
      w.forEach((r) => r());
    }
  };

  const handlerDe = (cola: ColaDef) => {
    let h = handlers.get(cola.id);
    if (!h) {
      h = import(pathToFileURL(join(opts.functionsRoot, 'jobs', `${cola.handler}.ts`)).href).then((m: { handler: Handler }) => m.handler);
      handlers.set(cola.id, h);
    }
    return h;
  };

  const bombear = (cola: ColaDef) => {
    if (ocupadas.has(cola.id) || pausadas.has(cola.id) || cerrada) return;
    const m = pendientes.get(cola.id)!.shift();
    if (!m) return;
    ocupadas.add(cola.id);
    m.intentos++;
    const inicio = Date.now();
    const record = {
      messageId: m.messageId,
      receiptHandle: `${m.messageId}#${m.intentos}`,
      body: m.body,
      attributes: { ApproximateReceiveCount: String(m.intentos), SentTimestamp: String(inicio) },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(m.body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${cola.id}`,
      awsRegion: 'us-east-1',
    };
    const context = { getRemainingTimeInMillis: () => Math.max(0, cola.timeoutSeconds * 1000 - (Date.now() - inicio)) };
    void handlerDe(cola)
      .then((h) => h({ Records: [record] }, context))
      .then(
        () => {
          enVuelo--;
        },
        (err: Error) => {
          m.error = err.message;
          if (m.intentos >= cola.maxIntentos) {
            log(`queue ${cola.id}: message ${m.messageId} dead after ${m.intentos} deliveries: ${err.message}`);
            muertos.get(cola.id)!.push(m);
            enVuelo--;
          } else {
            log(`queue ${cola.id}: message ${m.messageId} failed (delivery ${m.intentos}), retrying: ${err.message}`);
            const t = setTimeout(
              () => {
                pendientes.get(cola.id)!.push(m);
                bombear(cola);
              },
              (opts.reintentoMs ?? 200) * m.intentos,
            );
            t.unref();
          }
        },
      )
      .finally(() => {
        ocupadas.delete(cola.id);
        bombear(cola);
        avisarSiQuieta();
      });
  };

  const colaDeUrl = (url: string) => colas.find((c) => url.endsWith(`/${c.id}`));

  const responder = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const partes: Buffer[] = [];
    req.on('data', (d: Buffer) => partes.push(d));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      let input: { QueueUrl?: string; MessageBody?: string; DelaySeconds?: number } = {};
      try {
        input = JSON.parse(Buffer.concat(partes).toString('utf8') || '{}') as typeof input;
      } catch {
        return responder(res, 400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'Body is not JSON' });
      }
      if (target !== 'AmazonSQS.SendMessage') {
        return responder(res, 400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${target} is not emulated` });
      }
      const cola = colaDeUrl(input.QueueUrl ?? '');
      if (!cola)
        return responder(res, 400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' });
      const body = input.MessageBody ?? '';
      const messageId = randomUUID();
      const retrasoMs = Math.min(Math.max(Number(input.DelaySeconds ?? 0), 0), 900) * 1000;
      enVuelo++;
      responder(res, 200, { MessageId: messageId, MD5OfMessageBody: createHash('md5').update(body).digest('hex') });
      // DelaySeconds: the message becomes visible that much later (idle() waits for it too).
      const encolar = () => {
        pendientes.get(cola.id)!.push({ messageId, body, intentos: 0 });
        bombear(cola);
      };
      if (retrasoMs > 0) setTimeout(encolar, retrasoMs).unref();
      else setImmediate(encolar);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = (colaId: string) => `${endpoint}/000000000000/${colaId}`;
  process.env.AWS_ENDPOINT_URL_SQS = endpoint;
  for (const c of colas) process.env[colaUrlEnv(c.id)] = url(c.id);

  return {
    endpoint,
    url,
    idle: () => (enVuelo === 0 ? Promise.resolve() : new Promise<void>((r) => esperando.push(r))),
    muertos: (colaId) => [...(muertos.get(colaId) ?? [])],
    pausar: (colaId) => {
      pausadas.add(colaId);
    },
    reanudar: (colaId) => {
      pausadas.delete(colaId);
      const cola = colas.find((c) => c.id === colaId);
      if (cola) bombear(cola);
    },
    close: async () => {
      cerrada = true;
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
