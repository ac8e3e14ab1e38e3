// The retention dates and versions (D151): calendar months in UTC, the warning's 7 days, the
// company's period read defensively, and a notice version per period.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION, avisoPrivacidad } from './aviso-entrevista.js';
import { avisoDe, mesesDeRetencion, RETENCION, sumarMeses, venceTrasAviso, versionAviso, versionConservar } from './retencion.js';

describe('retention dates', () => {
  it('adds calendar months in UTC, clamping to the month’s last day', () => {
    expect(sumarMeses('2026-11-26T10:00:00.000Z', 12)).toBe('2027-11-26T10:00:00.000Z');
    expect(sumarMeses('2027-01-31T08:00:00.000Z', 1)).toBe('2027-02-28T08:00:00.000Z');
    expect(sumarMeses('2028-01-31T08:00:00.000Z', 1)).toBe('2028-02-29T08:00:00.000Z');
    expect(sumarMeses('2026-12-15T00:00:00.000Z', 6)).toBe('2027-06-15T00:00:00.000Z');
  });

  it('warns 7 days before and never erases sooner than 7 days after the warning', () => {
    expect(avisoDe('2027-11-26T10:00:00.000Z')).toBe('2027-11-19T10:00:00.000Z');
    expect(venceTrasAviso('2027-11-20T10:00:00.000Z')).toBe('2027-11-27T10:00:00.000Z');
  });

  it('reads the company’s period, the default when unset or out of range', () => {
    expect(mesesDeRetencion({ configuracion: { retencionMeses: 6 } })).toBe(6);
    for (const malo of [undefined, null, 0, 61, 2.5, '6'])
      expect(mesesDeRetencion({ configuracion: { retencionMeses: malo } })).toBe(RETENCION.mesesPorDefecto);
    expect(mesesDeRetencion(undefined)).toBe(12);
  });

  it('versions the notice and the consent with the period; the notice states it', () => {
    expect(versionAviso(12)).toBe(AVISO_ENTREVISTA_VERSION);
    expect(versionAviso(6)).not.toBe(versionAviso(12));
    expect(versionConservar(6)).not.toBe(versionConservar(12));
    expect(avisoPrivacidad({ empresa: 'Acme', contacto: 'a@b.test', meses: 1 }).join(' ')).toContain('conserva tus datos 1 mes desde');
    expect(avisoPrivacidad({ empresa: 'Acme', contacto: 'a@b.test', meses: 18 }).join(' ')).toContain('conserva tus datos 18 meses desde');
  });
});
