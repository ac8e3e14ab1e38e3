// The company-deletion queue's consumer (D72): a failure is thrown (SQS delivers again and the worker
// resumes); on the last delivery the deletion is marked fallida first, so the Empresas screen says so
// and a new DELETE can start it again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { colas } from '../../shared/colas.js';

const procesarEliminacion = vi.fn();
const marcarEliminacionFallida = vi.fn();
vi.mock('../lib/empresas/eliminar.js', () => ({ procesarEliminacion, marcarEliminacionFallida }));
const { handler } = await import('./eliminar-empresa.js');

const MAX = colas.find((c) => c.id === 'eliminar-empresa')!.maxIntentos;
const mensaje = { empresaId: 'e1', eliminacionId: 'del-1' };
const evento = (intento: number) =>
  ({ Records: [{ body: JSON.stringify(mensaje), attributes: { ApproximateReceiveCount: String(intento) } }] }) as never;

beforeEach(() => {
  procesarEliminacion.mockReset();
  marcarEliminacionFallida.mockReset().mockResolvedValue(undefined);
});

describe('eliminar-empresa consumer', () => {
  it('carries the deletion on with the time left of the invocation', async () => {
    procesarEliminacion.mockResolvedValue('continua');
    await expect(handler(evento(1), { getRemainingTimeInMillis: () => 123_000 })).resolves.toEqual(['continua']);
    const [m, opciones] = procesarEliminacion.mock.calls[0];
    expect(m).toEqual(mensaje);
    expect(opciones.quedaMs()).toBe(123_000);
  });

  it('throws on a failure so the message comes back, without giving the deletion up before the last delivery', async () => {
    procesarEliminacion.mockRejectedValue(new Error('Cognito no responde'));
    await expect(handler(evento(MAX - 1))).rejects.toThrow('Cognito no responde');
    expect(marcarEliminacionFallida).not.toHaveBeenCalled();
  });

  it('on the last delivery marks the deletion fallida and still throws (the message goes to the DLQ)', async () => {
    procesarEliminacion.mockRejectedValue(new Error('Cognito no responde'));
    await expect(handler(evento(MAX))).rejects.toThrow('Cognito no responde');
    expect(marcarEliminacionFallida).toHaveBeenCalledWith(mensaje);
  });
});
