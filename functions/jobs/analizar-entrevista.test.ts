// The analysis queue's consumer (D78): the first thing a delivery does is clear its hand-off's outbox
// record; a failure is thrown (SQS delivers again); on the last delivery the analysis is marked
// fallida first (the company is told and an admin may retry), and the message goes to the DLQ.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventoCola, pruebasDeFallo } from '../../test/testing/consumidores-cola.js';

const analizarEntrevista = vi.fn();
const marcarAnalisisFallida = vi.fn();
const borrarEnvio = vi.fn();
vi.mock('../lib/analisis/analizar.js', () => ({ analizarEntrevista, marcarAnalisisFallida }));
vi.mock('../lib/db/envios.js', () => ({ borrarEnvio }));
const { handler } = await import('./analizar-entrevista.js');

const MENSAJE = { empresaId: 'e1', entrevistaId: 'i1', envio: { trabajo: 'i1', id: 'h1' } };

beforeEach(() => {
  analizarEntrevista.mockReset();
  marcarAnalisisFallida.mockReset().mockResolvedValue(true);
  borrarEnvio.mockReset().mockResolvedValue(true);
});

describe('analizar-entrevista consumer', () => {
  it('clears the outbox record of the hand-off it came from, then analyses', async () => {
    analizarEntrevista.mockResolvedValue('analizada');
    await expect(handler(eventoCola(MENSAJE))).resolves.toEqual(['analizada']);
    expect(borrarEnvio).toHaveBeenCalledWith('e1', 'analizar-entrevista', 'i1', 'h1');
    expect(analizarEntrevista).toHaveBeenCalledWith(MENSAJE, undefined, expect.any(Function));
  });

  it('a message without a hand-off (sent before D78) clears nothing; a record that cannot be cleared does not fail the run', async () => {
    analizarEntrevista.mockResolvedValue('ya-analizada');
    await handler(eventoCola({ empresaId: 'e1', entrevistaId: 'i1' }));
    expect(borrarEnvio).not.toHaveBeenCalled();
    borrarEnvio.mockRejectedValue(new Error('DynamoDB no responde'));
    await expect(handler(eventoCola(MENSAJE))).resolves.toEqual(['ya-analizada']);
  });

  pruebasDeFallo({
    cola: 'analizar-entrevista',
    handler,
    mensaje: MENSAJE,
    procesar: analizarEntrevista,
    abandonar: marcarAnalisisFallida,
    que: 'analysis',
  });
});
