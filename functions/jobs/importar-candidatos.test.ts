// The import queue's consumer: a failure is thrown (SQS delivers again); on the last delivery the
// import is marked fallida first, so the screen says so instead of waiting for ever.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { colas } from '../../shared/colas.js';

const procesarImportacion = vi.fn();
const marcarFallida = vi.fn();
vi.mock('../lib/candidatos/importacion.js', () => ({ procesarImportacion, marcarFallida }));
const { handler } = await import('./importar-candidatos.js');

const MAX = colas.find((c) => c.id === 'importar-candidatos')!.maxIntentos;
const evento = (intento: number) =>
  ({
    Records: [{ body: JSON.stringify({ empresaId: 'e1', importacionId: 'i1' }), attributes: { ApproximateReceiveCount: String(intento) } }],
  }) as never;

beforeEach(() => {
  procesarImportacion.mockReset();
  marcarFallida.mockReset().mockResolvedValue(undefined);
});

describe('importar-candidatos consumer', () => {
  it('processes the message with the time left of the invocation', async () => {
    procesarImportacion.mockResolvedValue('completada');
    await expect(handler(evento(1), { getRemainingTimeInMillis: () => 123_000 })).resolves.toEqual(['completada']);
    const [mensaje, opciones] = procesarImportacion.mock.calls[0];
    expect(mensaje).toEqual({ empresaId: 'e1', importacionId: 'i1' });
    expect(opciones.quedaMs()).toBe(123_000);
  });

  it('throws on a failure so the message comes back, without giving the import up before the last delivery', async () => {
    procesarImportacion.mockRejectedValue(new Error('DynamoDB no responde'));
    await expect(handler(evento(MAX - 1))).rejects.toThrow('DynamoDB no responde');
    expect(marcarFallida).not.toHaveBeenCalled();
  });

  it('on the last delivery marks the import fallida and still throws (the message goes to the DLQ)', async () => {
    procesarImportacion.mockRejectedValue(new Error('DynamoDB no responde'));
    await expect(handler(evento(MAX))).rejects.toThrow('DynamoDB no responde');
    expect(marcarFallida).toHaveBeenCalledWith({ empresaId: 'e1', importacionId: 'i1' });
  });
});
