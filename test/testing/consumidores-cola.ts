// Fixtures the queue consumers' tests share (functions/lib/colas/consumidor.test.ts and functions/jobs/*.test.ts):
// an SQS event, and the tests every consumer built with jobHandler must pass with its own work.
import type { Context, SQSEvent } from 'aws-lambda';
import { beforeEach, expect, it, type Mock } from 'vitest';
import { colaDe, type ColaId } from '../../shared/colas.js';

/** An SQS event of one message, `cuerpo` as its body (a string as it is), on its `intento`-th delivery. */
export const eventoCola = (cuerpo: unknown, intento = 1): SQSEvent =>
  ({
    Records: [
      { body: typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo), attributes: { ApproximateReceiveCount: String(intento) } },
    ],
  }) as unknown as SQSEvent;

export interface Consumidor {
  cola: ColaId;
  handler: (event: SQSEvent, context?: Partial<Context>) => Promise<unknown[]>;
  /** A valid message of the queue. */
  mensaje: unknown;
  /** The mocked work the handler runs, and the one it gives up with. */
  procesar: Mock;
  abandonar: Mock;
  /** What the work is called in the tests' names ('import', 'deletion'). */
  que: string;
}

/** Before each test: the work's mocks forgotten, giving up succeeds. */
export function reiniciarConsumidor(c: Consumidor) {
  beforeEach(() => {
    c.procesar.mockReset();
    c.abandonar.mockReset().mockResolvedValue(undefined);
  });
}

/** The work gets the invocation's time left (work that resumes across deliveries). */
export function pruebaTiempoQueQueda(c: Consumidor) {
  it(`carries the ${c.que} on with the time left of the invocation`, async () => {
    c.procesar.mockResolvedValue('continua');
    await expect(c.handler(eventoCola(c.mensaje), { getRemainingTimeInMillis: () => 123_000 })).resolves.toEqual(['continua']);
    const [m, opciones] = c.procesar.mock.calls[0];
    expect(m).toEqual(c.mensaje);
    expect(opciones.quedaMs()).toBe(123_000);
  });
}

/**
 * A failure is thrown so SQS delivers the message again, and the work is given up only on the
 * queue's last delivery — then still thrown, so the message goes to the dead-letter queue.
 */
export function pruebasDeFallo(c: Consumidor) {
  const max = colaDe(c.cola).maxIntentos;
  const fallo = new Error('el servicio no responde');
  it(`throws on a failure so the message comes back, without giving the ${c.que} up before the last delivery`, async () => {
    c.procesar.mockRejectedValue(fallo);
    await expect(c.handler(eventoCola(c.mensaje, max - 1))).rejects.toThrow(fallo.message);
    expect(c.abandonar).not.toHaveBeenCalled();
  });

  it(`on the last delivery marks the ${c.que} fallida and still throws (the message goes to the DLQ)`, async () => {
    c.procesar.mockRejectedValue(fallo);
    await expect(c.handler(eventoCola(c.mensaje, max))).rejects.toThrow(fallo.message);
    expect(c.abandonar).toHaveBeenCalledWith(c.mensaje);
  });
}
