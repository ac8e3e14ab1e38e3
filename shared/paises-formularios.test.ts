// The country chosen from a list (issue 67 items 1 and 11): the forms' options, the name each value is
// kept as, and the list the refusal names — all from the one table (shared/paises.ts, D209).
import { describe, expect, it } from 'vitest';
import {
  autoridadDe,
  CODIGOS_PAIS,
  leyDe,
  listaPaises,
  monedaDe,
  nombrePais,
  nombrePaisConocido,
  opcionesPais,
  PAISES,
  paisDe,
  paisDeEmpresa,
  paisParaFormulario,
  varianteDe,
} from './paises.js';

const NOMBRES = ['España', 'México', 'Colombia', 'Argentina', 'Chile', 'Perú'];

describe('the «País» of the forms', () => {
  it('offers the six known countries by name, in the table order', () => {
    expect(CODIGOS_PAIS.map(nombrePais)).toEqual(NOMBRES);
    expect(opcionesPais()).toEqual(NOMBRES);
    expect(opcionesPais('México')).toEqual(NOMBRES);
    expect(opcionesPais('')).toEqual(NOMBRES);
  });

  it('keeps a stored country it does not know as an extra option, once and as it is', () => {
    expect(opcionesPais('Portugal')).toEqual([...NOMBRES, 'Portugal']);
    expect(opcionesPais('  Uruguay ')).toEqual([...NOMBRES, 'Uruguay']);
    // A known country typed another way is that country's option, not an extra one.
    expect(opcionesPais('mexico')).toEqual(NOMBRES);
    expect(opcionesPais('PE')).toEqual(NOMBRES);
  });

  it('starts the select on the known country by its own name, or on the stored text', () => {
    expect(paisParaFormulario('mexico')).toBe('México');
    expect(paisParaFormulario('República de Chile')).toBe('Chile');
    expect(paisParaFormulario('')).toBe('España');
    expect(paisParaFormulario(undefined)).toBe('España');
    expect(paisParaFormulario(' Portugal ')).toBe('Portugal');
  });

  it('stores a known country by its own name, and knows no other', () => {
    for (const c of CODIGOS_PAIS) {
      expect(nombrePaisConocido(PAISES[c].nombre)).toBe(PAISES[c].nombre);
      for (const alias of PAISES[c].alias) expect(nombrePaisConocido(alias.toUpperCase())).toBe(PAISES[c].nombre);
      expect(paisDe(nombrePais(c))).toBe(c);
    }
    expect(nombrePaisConocido('Perú')).toBe('Perú');
    expect(nombrePaisConocido(undefined)).toBe('España');
    // null is what paisDeEmpresa answers for a country not known: it stays not known.
    expect(nombrePaisConocido(null)).toBeNull();
    expect(nombrePaisConocido('Portugal')).toBeNull();
    expect(nombrePaisConocido('PT')).toBeNull();
  });

  it('lists the known countries as a sentence for the refusal', () => {
    expect(listaPaises()).toBe('España, México, Colombia, Argentina, Chile o Perú');
  });
});

describe("a company's country (paisDeEmpresa)", () => {
  it('is the code its «País» names, Spain when none, null for one not known', () => {
    expect(paisDeEmpresa({ direccion: { pais: 'México' } })).toBe('MX');
    expect(paisDeEmpresa({ direccion: { pais: ' peru ' } })).toBe('PE');
    expect(paisDeEmpresa({ direccion: {} })).toBe('ES');
    expect(paisDeEmpresa({})).toBe('ES');
    expect(paisDeEmpresa(undefined)).toBe('ES');
    expect(paisDeEmpresa({ direccion: { pais: 7 } })).toBe('ES');
    expect(paisDeEmpresa({ direccion: { pais: 'Portugal' } })).toBeNull();
  });

  it('is read by every function of the module as its «País»: a code as its country, null as one not known', () => {
    const ahora = new Date('2026-06-01T12:00:00Z');
    for (const c of CODIGOS_PAIS) {
      expect(varianteDe(c)).toBe(varianteDe(PAISES[c].nombre));
      expect(leyDe(c, ahora)?.clave).toBe(leyDe(PAISES[c].nombre, ahora)?.clave);
      expect(monedaDe(c)).toBe(monedaDe(PAISES[c].nombre));
    }
    const portugal = paisDeEmpresa({ direccion: { pais: 'Portugal' } });
    expect(leyDe(portugal, ahora)).toBe(leyDe('Portugal', ahora));
    expect(autoridadDe(portugal, ahora)).toBe(autoridadDe('Portugal', ahora));
    expect(monedaDe(portugal)).toBe('EUR');
  });
});
