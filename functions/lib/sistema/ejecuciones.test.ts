// A scheduled job's run is recorded ok or failed (the failure still fails the job), and a record that
// cannot be written does not fail a job that did its work (D99).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const guardarEjecucion = vi.fn();
vi.mock('../db/sistema.js', () => ({ guardarEjecucion: (e: unknown) => guardarEjecucion(e) }));
const { conRegistro } = await import('./ejecuciones.js');

const reloj = () => {
  let t = Date.parse('2026-01-31T23:59:59.000Z');
  return () => new Date((t += 250) - 250);
};

beforeEach(() => {
  guardarEjecucion.mockReset().mockResolvedValue(undefined);
});

describe('conRegistro', () => {
  it('records a run that worked, with its start and duration, and answers its result', async () => {
    expect(await conRegistro('health', async () => ({ database: 'ok' }), reloj())).toEqual({ database: 'ok' });
    expect(guardarEjecucion).toHaveBeenCalledWith({
      job: 'health',
      inicio: '2026-01-31T23:59:59.000Z',
      fin: '2026-01-31T23:59:59.250Z',
      duracionMs: 250,
      resultado: 'ok',
      error: null,
    });
  });

  it('records a failed run with the first 300 characters of its error, and still fails', async () => {
    const largo = 'x'.repeat(400);
    await expect(conRegistro('cierre-mes', () => Promise.reject(new Error(largo)), reloj())).rejects.toThrow(largo);
    expect(guardarEjecucion).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'cierre-mes', resultado: 'error', error: 'x'.repeat(300) }),
    );
  });

  it('a record that cannot be written does not fail the job', async () => {
    guardarEjecucion.mockImplementation(async () => {
      throw new Error('ProvisionedThroughputExceeded');
    });
    expect(await conRegistro('recordatorios', async () => 7, reloj())).toBe(7);
  });
});
