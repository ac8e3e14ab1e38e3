// Phone numbers by the company's country (issue 67 item 9): real numbers of each country as people
// write them there (mobile and fixed line) → E.164; invalid ones refused with the country named; any
// country's number with its prefix accepted; display in the country's own format, or international.
import { describe, expect, it } from 'vitest';
import { fmt, telefonos as msg } from './messages.js';
import { CODIGOS_PAIS, ejemploTelefono, PAISES, type CodigoPais } from './paises.js';
import { formatearTelefono, normalizarTelefono } from './telefonos.js';

const e164 = (texto: string, pais: CodigoPais | null) => {
  const r = normalizarTelefono(texto, pais);
  return r.ok ? r.e164 : r.error;
};

describe('a phone as typed, read with the company country as the default region → E.164', () => {
  it.each<[CodigoPais, string, string]>([
    // Spain: mobile, Madrid's fixed line, with the international prefix written as 00.
    ['ES', '612 34 56 78', '+34612345678'],
    ['ES', '91 123 45 67', '+34911234567'],
    ['ES', '0034 612345678', '+34612345678'],
    // Mexico: ten digits since 2019, mobile or fixed alike (CDMX 55, Guadalajara 33).
    ['MX', '55 1234 5678', '+525512345678'],
    ['MX', '(33) 1234-5678', '+523312345678'],
    // Colombia: mobile (3xx) and Bogotá's fixed line with its 601 (since 2021).
    ['CO', '321 1234567', '+573211234567'],
    ['CO', '(601) 234 5678', '+576012345678'],
    // Argentina: a mobile is dialled 0 + area + 15 + number at home, and +54 9 + area + number from
    // abroad; both are the same E.164 with its 9. A fixed line has no 9.
    ['AR', '011 15-2345-6789', '+5491123456789'],
    ['AR', '+54 9 11 2345-6789', '+5491123456789'],
    ['AR', '9 11 2345 6789', '+5491123456789'],
    ['AR', '0351 15-123-4567', '+5493511234567'],
    ['AR', '011 4123-4567', '+541141234567'],
    // Chile: mobile (9) and Santiago's fixed line (2).
    ['CL', '9 6123 4567', '+56961234567'],
    ['CL', '2 2123 4567', '+56221234567'],
    // Peru: mobile (9) and Lima's fixed line (01).
    ['PE', '912 345 678', '+51912345678'],
    ['PE', '(01) 412 3456', '+5114123456'],
  ])('%s: «%s» → %s', (pais, texto, esperado) => {
    expect(normalizarTelefono(texto, pais)).toEqual({ ok: true, e164: esperado });
  });

  it("Argentina's mobile written from abroad without its 9 is another number (a fixed line's): stored as such, not guessed", () => {
    // The metadata cannot tell «+54 11 2345 6789» meant the mobile: 11 2345 6789 is a valid fixed line.
    expect(e164('+54 11 2345 6789', 'AR')).toBe('+541123456789');
    expect(e164('+54 11 2345 6789', 'AR')).not.toBe(e164('+54 9 11 2345 6789', 'AR'));
  });

  it("a number with + and its own country's code is accepted whatever the company's country", () => {
    for (const pais of CODIGOS_PAIS) {
      expect(e164('+34 612 34 56 78', pais)).toBe('+34612345678');
      expect(e164('+52 55 1234 5678', pais)).toBe('+525512345678');
      expect(e164('+33 1 23 45 67 89', pais)).toBe('+33123456789');
    }
  });

  it('a number of a country Talentia does not know yet: only with its prefix', () => {
    expect(e164('+33 1 23 45 67 89', null)).toBe('+33123456789');
    expect(normalizarTelefono('01 23 45 67 89', null)).toEqual({
      ok: false,
      error: fmt(msg.noValidoInternacional, { campo: 'El teléfono' }),
    });
  });
});

describe('an invalid phone: the error names the field, the country and its prefix', () => {
  it.each<[CodigoPais, string, string, string]>([
    ['ES', '12345', 'España', '34'], // too short
    ['ES', '012 345 678', 'España', '34'], // no Spanish number starts with 0
    ['ES', '612 34 56 789', 'España', '34'], // one digit too many
    ['MX', '5512345', 'México', '52'], // seven digits, the old local number
    ['MX', '044 55 1234 5678', 'México', '52'], // the mobile prefix 044, gone since 2019
    ['CO', '1234567', 'Colombia', '57'], // the old 7-digit number without its 60x
    ['AR', '15 2345 6789', 'Argentina', '54'], // a mobile's 15 without its area code
    ['CL', '6123 4567', 'Chile', '56'], // eight digits: the 9 or the area is missing
    ['PE', '812 345 678', 'Perú', '51'], // a Peruvian mobile starts with 9
    ['PE', '12 345', 'Perú', '51'],
    ['MX', 'sin teléfono', 'México', '52'], // no number at all
    ['ES', '612345678 por la tarde', 'España', '34'], // a number and words: not read as the number
  ])('%s: «%s»', (pais, texto, nombre, prefijo) => {
    expect(normalizarTelefono(texto, pais)).toEqual({
      ok: false,
      error: fmt(msg.noValidoPais, { campo: 'El teléfono', pais: nombre, prefijo }),
    });
  });

  it('names the field it was given, in the words of the message', () => {
    expect(normalizarTelefono('5512345', 'MX', msg.campoAdministrador)).toEqual({
      ok: false,
      error: 'El teléfono del administrador no es válido para México: escríbelo con su prefijo (+52) o como se marca en el país',
    });
  });
});

describe('a stored phone for display', () => {
  it.each<[string, CodigoPais | null, string]>([
    // The company's own country's: as dialled there.
    ['+34612345678', 'ES', '612 34 56 78'],
    ['+525512345678', 'MX', '55 1234 5678'],
    ['+573211234567', 'CO', '321 1234567'],
    ['+5491123456789', 'AR', '011 15-2345-6789'],
    ['+56961234567', 'CL', '9 6123 4567'],
    ['+51912345678', 'PE', '912 345 678'],
    // Another country's: with its prefix.
    ['+525512345678', 'ES', '+52 55 1234 5678'],
    ['+5491123456789', 'MX', '+54 9 11 2345 6789'],
    ['+34612345678', null, '+34 612 34 56 78'],
    // Stored as free text before the check: read if it is a number, else shown as written.
    ['612345678', 'ES', '612 34 56 78'],
    ['llamar por la tarde', 'ES', 'llamar por la tarde'],
    ['12345', 'MX', '12345'],
  ])('«%s» in %s → «%s»', (guardado, pais, esperado) => {
    expect(formatearTelefono(guardado, pais)).toBe(esperado);
  });

  it('the E.164 stored reads back as the same number', () => {
    for (const [texto, pais] of [
      ['011 15-2345-6789', 'AR'],
      ['(601) 234 5678', 'CO'],
      ['2 2123 4567', 'CL'],
    ] as const) {
      const r = normalizarTelefono(texto, pais);
      expect(r.ok && normalizarTelefono(formatearTelefono(r.e164, pais), pais)).toEqual(r);
    }
  });
});

describe("the phone fields' example of each country", () => {
  it('is a valid number of that country, in international format, whatever the default region', () => {
    for (const c of CODIGOS_PAIS) {
      const r = normalizarTelefono(PAISES[c].telefono, null);
      expect(r.ok, c).toBe(true);
      expect(formatearTelefono(PAISES[c].telefono, null), c).toBe(PAISES[c].telefono);
      expect(normalizarTelefono(PAISES[c].telefono, c)).toEqual(r);
    }
  });

  it('follows the company’s «País»; a country not known has none', () => {
    expect(ejemploTelefono('México')).toBe('+52 222 123 4567');
    expect(ejemploTelefono('')).toBe(PAISES.ES.telefono);
    expect(ejemploTelefono('Portugal')).toBeUndefined();
  });
});
