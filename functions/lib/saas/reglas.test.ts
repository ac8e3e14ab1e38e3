// The pure rules of plans and subscriptions (D94): downgrade refusal with the numbers, the trial
// dates of part 2 §9, and the events each subscription transition adds to the counters.
import { describe, expect, it } from 'vitest';
import { eventosSuscripcion, fechasIniciales, finDePrueba, limitesDePlan, mesDe, motivoReduccion, sumarDias } from './reglas.js';
import { centimosMensuales, idDePlan } from '../../../shared/schemas/saas.js';

describe('motivoReduccion', () => {
  const limites = { usuarios: 3, candidatos: 100, entrevistas: -1 };
  it.each([
    [{ usuarios: 3, candidatos: 100, entrevistas: 9999 }, null],
    [
      { usuarios: 4, candidatos: 10 },
      'No se puede cambiar al plan Starter: la empresa usa 4 usuarios y el plan permite 3. Libera uso o elige un plan mayor.',
    ],
    [
      { usuarios: 5, candidatos: 101 },
      'No se puede cambiar al plan Starter: la empresa usa 5 usuarios y el plan permite 3; la empresa usa 101 candidatos y el plan permite 100. Libera uso o elige un plan mayor.',
    ],
    [undefined, null],
  ])('%j → %s', (uso, esperado) => expect(motivoReduccion(uso, limites, 'Starter')).toBe(esperado));
});

describe('dates and keys', () => {
  it('a trial is 30 days: it ends on the day of its first payment (D161); an active one has no end', () => {
    expect(fechasIniciales('trial', '2026-01-10', 'mensual')).toEqual({ fechaFin: '2026-02-09', fechaProximoPago: '2026-02-09' });
    expect(fechasIniciales('activa', '2026-01-10', 'mensual')).toEqual({ fechaFin: null, fechaProximoPago: '2026-02-09' });
    expect(fechasIniciales('activa', '2026-01-10', 'anual')).toEqual({ fechaFin: null, fechaProximoPago: '2027-01-10' });
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(mesDe(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03');
  });

  it("a trial's end as shown is never past its thirtieth day: a 365-day end stored before D161 reads as the first payment's (D170)", () => {
    expect(finDePrueba('2026-01-10', '2027-01-10')).toBe('2026-02-09');
    expect(finDePrueba('2026-01-10', '2026-02-09')).toBe('2026-02-09');
    expect(finDePrueba('2026-01-10', '2026-01-30')).toBe('2026-01-30');
    expect(finDePrueba('2026-01-10', null)).toBeNull();
  });
  it('plan ids, monthly cents and limits', () => {
    expect(idDePlan('  Pyme Plus Ñandú! ')).toBe('pyme-plus-nandu');
    expect(idDePlan('¡!')).toBe('');
    expect(centimosMensuales({ precio: 149 })).toBe(14_900);
    expect(centimosMensuales({ precio: 1000, periodo: 'anual' })).toBe(8_333);
    expect(limitesDePlan({ limites: { usuarios: 3, candidatos: 100, almacenamiento: '5GB' } })).toEqual({
      usuarios: 3,
      candidatos: 100,
      entrevistas: -1,
    });
  });
});

describe('eventosSuscripcion', () => {
  const trial = { estado: 'trial', precioMensualCentimos: 4_900 };
  const activa = { estado: 'activa', precioMensualCentimos: 4_900 };
  const cancelada = (p = 4_900) => ({ estado: 'cancelada', precioMensualCentimos: p });
  it.each([
    ['opened in trial', null, trial, { trialsIniciados: 1 }],
    ['opened paying', null, activa, { altasPago: 1, pagoDelta: 1, mrrDeltaCentimos: 4_900 }],
    ['trial converted', trial, activa, { trialsConvertidos: 1, altasPago: 1, pagoDelta: 1, mrrDeltaCentimos: 4_900 }],
    ['trial cancelled', trial, cancelada(), { trialsCancelados: 1, cancelaciones: 1 }],
    ['paying cancelled', activa, cancelada(), { cancelaciones: 1, cancelacionesPago: 1, pagoDelta: -1, mrrDeltaCentimos: -4_900 }],
    ['paying plan change mid-month', activa, { estado: 'activa', precioMensualCentimos: 14_900 }, { mrrDeltaCentimos: 10_000 }],
    ['trial plan change', trial, { estado: 'trial', precioMensualCentimos: 39_900 }, {}],
  ])('%s', (_caso, antes, despues, esperado) => expect(eventosSuscripcion(antes, despues)).toEqual(esperado));
});

describe('eventosSuscripcion in other currencies (issue 67)', () => {
  it('moves the MRR of the subscription’s own currency; a change of currency moves both, never the difference', () => {
    expect(eventosSuscripcion(null, { estado: 'activa', precioMensualCentimos: 99_000, moneda: 'MXN' })).toEqual({
      altasPago: 1,
      pagoDelta: 1,
      mrrDeltaCentimosMXN: 99_000,
    });
    expect(
      eventosSuscripcion(
        { estado: 'activa', precioMensualCentimos: 4900 },
        { estado: 'activa', precioMensualCentimos: 99_000, moneda: 'MXN' },
      ),
    ).toEqual({ mrrDeltaCentimos: -4900, mrrDeltaCentimosMXN: 99_000 });
    // The same price in the same currency moves nothing.
    expect(
      eventosSuscripcion(
        { estado: 'activa', precioMensualCentimos: 500, moneda: 'CLP' },
        { estado: 'activa', precioMensualCentimos: 500, moneda: 'CLP' },
      ),
    ).toEqual({});
  });
});
