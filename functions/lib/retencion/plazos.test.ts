// The retention job's date (D151): it follows the latest state change of the candidate's interviews,
// a live interview puts the candidate back in a process, an extension and a late warning move it later.
import { describe, expect, it } from 'vitest';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { retencionNueva } from '../db/retencion.js';
import { venceDe } from './plazos.js';

const AHORA = '2026-12-01T10:00:00.000Z';
const r = retencionNueva({ empresaId: 'acme', id: 'c1', nombre: 'Lucía' }, '2026-11-20T10:00:00.000Z');
const entrevista = (estado: string, fechas: string[], extra: Partial<EntrevistaItem> = {}) =>
  ({
    estado,
    historial: fechas.map((fecha) => ({ estado, fecha, por: null })),
    fechaCreacion: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) as EntrevistaItem;

describe('the retention date', () => {
  it('runs from the move to rechazado when nothing later happened', () => {
    expect(venceDe(r, 12, [entrevista('validada', ['2026-11-10T10:00:00.000Z'])], AHORA)).toBe('2027-11-20T10:00:00.000Z');
  });

  it('follows an interview’s later state change', () => {
    expect(venceDe(r, 12, [entrevista('validada', ['2026-11-10T10:00:00.000Z', '2026-11-25T09:00:00.000Z'])], AHORA)).toBe(
      '2027-11-25T09:00:00.000Z',
    );
  });

  it('a live interview puts the candidate back in a process: no sooner than its date or now', () => {
    const programada = entrevista('programada', [], { fechaProgramada: '2026-12-10T10:00:00.000Z' });
    expect(venceDe(r, 6, [programada], AHORA)).toBe('2027-06-10T10:00:00.000Z');
  });

  it('an extension or a warning that went late moves it later, never sooner', () => {
    expect(venceDe({ ...r, ampliadaHasta: '2028-11-20T10:00:00.000Z' }, 12, [], AHORA)).toBe('2028-11-20T10:00:00.000Z');
    // Warned 2 days into the window: the candidate keeps the full 7 days.
    const avisada = { ...r, aviso: { estado: 'enviado' as const, en: '2027-11-15T10:00:00.000Z' } };
    expect(venceDe(avisada, 12, [], AHORA)).toBe('2027-11-22T10:00:00.000Z');
    // A warning for an earlier date does not move a later one.
    const vieja = { ...r, aviso: { estado: 'enviado' as const, en: '2026-01-01T10:00:00.000Z' } };
    expect(venceDe(vieja, 12, [], AHORA)).toBe('2027-11-20T10:00:00.000Z');
  });
});
