// The interview as the API answers it: when it was taken, derived from its history (D83).
import { describe, expect, it } from 'vitest';
import { ENTREVISTA_GUARDADA as base } from '../../../test/testing/entrevista-guardada.js';
import { toEntrevista } from './vista.js';

describe('toEntrevista: fechaRealizacion', () => {
  it('is absent while the interview was not taken', () => {
    expect(toEntrevista(base)).not.toHaveProperty('fechaRealizacion');
  });

  it('is its start (the move to en_progreso), however many moves came after, the schedule left as it was', () => {
    const e = toEntrevista({
      ...base,
      estado: 'validada',
      historial: [
        ...base.historial,
        { estado: 'reprogramada', fecha: '2026-11-21T09:00:00.000Z', por: 'u1' },
        { estado: 'en_progreso', fecha: '2026-11-23T15:02:00.000Z', por: null },
        { estado: 'completada', fecha: '2026-11-23T15:41:00.000Z', por: null },
        { estado: 'analizada', fecha: '2026-11-23T15:42:00.000Z', por: null },
        { estado: 'validada', fecha: '2026-11-25T09:30:00.000Z', por: 'u1' },
      ],
    });
    expect(e.fechaRealizacion).toBe('2026-11-23T15:02:00.000Z');
    expect(e.fechaProgramada).toBe('2026-11-24T15:00:00.000Z');
  });
});
