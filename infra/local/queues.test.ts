// The local SQS stand-in: the producers' real SQS client talks to it, the consumer module gets an SQS
// event of one record, a failure is delivered again with a growing ApproximateReceiveCount, and after
// maxIntentos deliveries the message is kept as dead; idle() waits for all of it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colas } from '../../shared/colas.js';
import { colaUrlEnv } from '../../shared/route-types.js';
import { startLocalQueues, type LocalQueues } from './queues.js';

const cola = colas[0];
let root: string;
let queues: LocalQueues;
let sqs: SQSClient;
const entorno = { ...process.env };

interface Llamada {
  body: string;
  intento: string;
  queda: number;
}
const llamadas = (): Llamada[] => ((globalThis as Record<string, unknown>).__entregasRegistradas as Llamada[]) ?? [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'talentia-colas-'));
  mkdirSync(join(root, 'jobs'), { recursive: true });
  // A consumer that records each delivery and fails while the body asks it to.
  writeFileSync(
    join(root, 'jobs', `${cola.handler}.ts`),
    `export async function handler(event, context) {
      const g = globalThis;
      g.__entregasRegistradas ??= [];
      const r = event.Records[0];
      g.__entregasRegistradas.push({ body: r.body, intento: r.attributes.ApproximateReceiveCount, queda: context.getRemainingTimeInMillis() });
      const { fallos } = JSON.parse(r.body);
      if (Number(r.attributes.ApproximateReceiveCount) <= fallos) throw new Error('fallo ' + r.attributes.ApproximateReceiveCount);
      return 'ok';
    }\n`,
  );
  queues = await startLocalQueues({ functionsRoot: root, reintentoMs: 5 });
  sqs = new SQSClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, endpoint: queues.endpoint });
});
afterAll(async () => {
  sqs?.destroy();
  await queues?.close();
  rmSync(root, { recursive: true, force: true });
  process.env = entorno;
});

const enviar = (cuerpo: unknown) =>
  sqs.send(new SendMessageCommand({ QueueUrl: queues.url(cola.id), MessageBody: JSON.stringify(cuerpo) }));

describe('local queues', () => {
  it('publishes the queue URLs and the SQS endpoint for the producers', () => {
    expect(process.env[colaUrlEnv(cola.id)]).toBe(queues.url(cola.id));
    expect(process.env.AWS_ENDPOINT_URL_SQS).toBe(queues.endpoint);
  });

  it('answers SendMessage as SQS does (the SDK checks the MD5) and delivers the body to the consumer', async () => {
    const out = await enviar({ n: 1, fallos: 0 });
    expect(out.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    await queues.idle();
    const [l] = llamadas().filter((x) => JSON.parse(x.body).n === 1);
    expect(l).toMatchObject({ body: JSON.stringify({ n: 1, fallos: 0 }), intento: '1' });
    expect(l.queda).toBeGreaterThan((cola.timeoutSeconds - 5) * 1000);
  });

  it('pausar holds the deliveries (messages still arrive) until reanudar', async () => {
    queues.pausar(cola.id);
    await enviar({ n: 21, fallos: 0 });
    await enviar({ n: 22, fallos: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(llamadas().filter((x) => [21, 22].includes(JSON.parse(x.body).n))).toEqual([]);
    queues.reanudar(cola.id);
    await queues.idle();
    expect(
      llamadas()
        .filter((x) => [21, 22].includes(JSON.parse(x.body).n))
        .map((x) => JSON.parse(x.body).n),
    ).toEqual([21, 22]);
  });

  it('holds a message for its DelaySeconds before delivering it (idle() waits for it)', async () => {
    const enviado = Date.now();
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queues.url(cola.id), MessageBody: JSON.stringify({ n: 9, fallos: 0 }), DelaySeconds: 1 }),
    );
    expect(llamadas().some((x) => JSON.parse(x.body).n === 9)).toBe(false);
    await queues.idle();
    expect(llamadas().some((x) => JSON.parse(x.body).n === 9)).toBe(true);
    // A floor, not a timing: the delivery cannot come before the delay.
    expect(Date.now() - enviado).toBeGreaterThanOrEqual(1000);
  });

  it('delivers a failed message again until it passes', async () => {
    await enviar({ n: 2, fallos: cola.maxIntentos - 1 });
    await queues.idle();
    const intentos = llamadas()
      .filter((x) => JSON.parse(x.body).n === 2)
      .map((x) => x.intento);
    expect(intentos).toEqual(Array.from({ length: cola.maxIntentos }, (_, i) => String(i + 1)));
    expect(queues.muertos(cola.id)).toEqual([]);
  });

  it('keeps a message that fails maxIntentos times as dead', async () => {
    await enviar({ n: 3, fallos: 99 });
    await queues.idle();
    expect(llamadas().filter((x) => JSON.parse(x.body).n === 3)).toHaveLength(cola.maxIntentos);
    expect(queues.muertos(cola.id)).toMatchObject([{ intentos: cola.maxIntentos, error: `fallo ${cola.maxIntentos}` }]);
  });

  it('refuses an unknown queue', async () => {
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: `${queues.endpoint}/000000000000/otra`, MessageBody: '{}' }))).rejects.toThrow(
      /does not exist/,
    );
  });
});
