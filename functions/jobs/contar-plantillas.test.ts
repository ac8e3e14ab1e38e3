// The count queue's consumer (D168, D169): unlike D78's other consumers it does not clear its
// outbox record on receipt — the record is the change's idempotency key, deleted by the work in the
// same transaction as the count — and a message without its record's id is refused by the schema.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventoCola } from '../../test/testing/consumidores-cola.js';

const aplicarConteo = vi.fn();
const borrarEnvio = vi.fn();
vi.mock('../lib/servicios-hr/conteo.js', () => ({ aplicarConteo }));
vi.mock('../lib/db/envios.js', () => ({ borrarEnvio }));
const { handler } = await import('./contar-plantillas.js');

const MENSAJE = { empresaId: 'e1', servicioId: 'entrevistas-profundidad', delta: 1, envio: { trabajo: 'conteo-1', id: 'h1' } };

beforeEach(() => {
  aplicarConteo.mockReset();
  borrarEnvio.mockReset().mockResolvedValue(true);
});

describe('contar-plantillas consumer', () => {
  it('leaves the outbox record to the work (which deletes it with the count), and answers what the work did', async () => {
    aplicarConteo.mockResolvedValueOnce('aplicado').mockResolvedValueOnce('duplicado');
    await expect(handler(eventoCola(MENSAJE))).resolves.toEqual(['aplicado']);
    await expect(handler(eventoCola(MENSAJE, 2))).resolves.toEqual(['duplicado']);
    expect(aplicarConteo).toHaveBeenCalledWith(MENSAJE);
    expect(borrarEnvio).not.toHaveBeenCalled();
  });

  it('refuses a message without its record (no idempotency key) or with a delta of 0, running nothing', async () => {
    const { envio: _e, ...sinEnvio } = MENSAJE;
    await expect(handler(eventoCola(sinEnvio))).rejects.toThrow(/does not match its schema/);
    await expect(handler(eventoCola({ ...MENSAJE, delta: 0 }))).rejects.toThrow(/does not match its schema/);
    expect(aplicarConteo).not.toHaveBeenCalled();
  });

  it("carries a company's events on the platform counters (D169), and only the event meters a tenant's write may move", async () => {
    const evento = { empresaId: 'e1', contadores: { informesGenerados: 1 }, envio: { trabajo: 'conteo-2', id: 'h2' } };
    aplicarConteo.mockResolvedValueOnce('aplicado');
    await expect(handler(eventoCola(evento))).resolves.toEqual(['aplicado']);
    expect(aplicarConteo).toHaveBeenCalledWith(evento);
    for (const contadores of [{}, { mrrCentimos: 4900 }, { entrevistasCompletadas: 0 }, { informesGenerados: -1 }])
      await expect(handler(eventoCola({ ...evento, contadores }))).rejects.toThrow(/does not match its schema/);
    expect(aplicarConteo).toHaveBeenCalledTimes(1);
  });
});
