// jobHandler, the queue's httpHandler: each message parsed with its queue's schema, its
// company in every log line while it runs, the last delivery's hook, and the typed, checked sender.
import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colaUrlEnv } from '../../../shared/route-types.js';
import { enviarACola } from '../aws/sqs.js';
import { logger } from '../logger.js';
import { jobHandler } from './consumidor.js';
import { eventoCola as evento } from '../../../test/testing/consumidores-cola.js';

let lineas: Record<string, unknown>[];
beforeEach(() => {
  lineas = [];
  logger.setLogLevel('DEBUG');
  for (const salida of [process.stdout, process.stderr])
    vi.spyOn(salida, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lineas.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    });
});
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
  logger.resetKeys();
});

describe('jobHandler', () => {
  it('hands the work the parsed message, with its company in every log line it writes, and no longer after', async () => {
    const procesar = vi.fn(async (m: { entrevistaId: string }) => {
      logger.info('dentro del trabajo');
      return m.entrevistaId;
    });
    const handler = jobHandler('analizar-entrevista', {
      registro: 'Run',
      claves: (m) => ({ entrevistaId: m.entrevistaId }),
      procesar,
      abandonar: vi.fn(),
    });
    // Unknown fields are dropped by the schema.
    expect(await handler(evento({ empresaId: 'emp-1', entrevistaId: 'ent-1', otro: 'x' }))).toEqual(['ent-1']);
    expect(procesar).toHaveBeenCalledWith({ empresaId: 'emp-1', entrevistaId: 'ent-1' }, expect.objectContaining({ intento: 1 }));
    expect(lineas.filter((l) => ['dentro del trabajo', 'Run'].includes(l.message as string)).map((l) => l.tenantId)).toEqual([
      'emp-1',
      'emp-1',
    ]);
    logger.info('después');
    expect(lineas.at(-1)!.tenantId).toBeUndefined();
    // Which delivery this is: the jobs record it as their last delivery (db/trabajos.ts).
    await handler(evento({ empresaId: 'emp-1', entrevistaId: 'ent-2' }, 3));
    expect(procesar).toHaveBeenLastCalledWith({ empresaId: 'emp-1', entrevistaId: 'ent-2' }, expect.objectContaining({ intento: 3 }));
  });

  it("rejects a message that does not match the queue's schema: nothing runs, and SQS keeps it for the dead-letter queue", async () => {
    const procesar = vi.fn();
    const abandonar = vi.fn();
    const handler = jobHandler('eliminar-empresa', { registro: 'Deletion', claves: () => ({}), procesar, abandonar });
    await expect(handler(evento({ empresaId: 'emp-1' }, 5))).rejects.toThrow(/does not match its schema/);
    await expect(handler(evento('no es JSON'))).rejects.toThrow(/does not match its schema/);
    expect(procesar).not.toHaveBeenCalled();
    expect(abandonar).not.toHaveBeenCalled();
    expect(lineas.filter((l) => l.message === 'Deletion: message rejected')).toHaveLength(2);
  });

  it('a failure is thrown for SQS to deliver again; on the last delivery the work is given up first', async () => {
    const abandonar = vi.fn(async () => undefined);
    const handler = jobHandler('importar-candidatos', {
      registro: 'Import run',
      claves: (m) => ({ importacionId: m.importacionId }),
      procesar: async () => {
        throw new Error('DynamoDB no responde');
      },
      abandonar,
    });
    const m = { empresaId: 'emp-1', importacionId: 'imp-1' };
    await expect(handler(evento(m, 2))).rejects.toThrow('DynamoDB no responde');
    expect(abandonar).not.toHaveBeenCalled();
    await expect(handler(evento(m, 3))).rejects.toThrow('DynamoDB no responde');
    expect(abandonar).toHaveBeenCalledWith(m);
    expect(lineas.filter((l) => l.message === 'Import run failed').map((l) => [l.tenantId, l.intento])).toEqual([
      ['emp-1', 2],
      ['emp-1', 3],
    ]);
  });
});

describe('enviarACola', () => {
  const sqs = mockClient(SQSClient);
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    vi.stubEnv(colaUrlEnv('analizar-entrevista'), 'https://sqs.local/analizar-entrevista');
  });
  afterEach(() => vi.unstubAllEnvs());

  it("sends a message of the queue's schema, and refuses one that is not before sending anything", async () => {
    expect(await enviarACola('analizar-entrevista', { empresaId: 'emp-1', entrevistaId: 'ent-1' }, { retrasoSegundos: 2 })).toBe('m-1');
    expect(sqs.commandCalls(SendMessageCommand)[0].args[0].input).toMatchObject({
      QueueUrl: 'https://sqs.local/analizar-entrevista',
      MessageBody: JSON.stringify({ empresaId: 'emp-1', entrevistaId: 'ent-1' }),
      DelaySeconds: 2,
    });
    // The type refuses it too; a body read back from the table is only checked here.
    await expect(enviarACola('analizar-entrevista', { empresaId: 'emp-1' } as never)).rejects.toThrow(/does not match its schema/);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(1);
  });
});
