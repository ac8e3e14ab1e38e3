// Each country's zones (issue 67 item 4): every one a zone this runtime knows, the default first, and
// a proposed zone kept only where the country uses it.
import { describe, expect, it } from 'vitest';
import { CODIGOS_PAIS, PAISES, zonaDelPais, zonaParaEmpresa, zonasDePais } from './paises.js';

describe('zonas por país', () => {
  it('every country has its zones, each one Intl knows', () => {
    for (const c of CODIGOS_PAIS) {
      const zonas = zonasDePais(PAISES[c].nombre)!;
      expect(zonas.length, c).toBeGreaterThan(0);
      for (const z of zonas) expect(() => new Intl.DateTimeFormat('es', { timeZone: z }), z).not.toThrow();
    }
    expect(zonasDePais('México')).toContain('America/Tijuana');
    expect(zonasDePais('Chile')).toContain('Pacific/Easter');
    expect(zonasDePais('Uruguay')).toBeNull();
  });

  it('a proposed zone stays where the country uses it; otherwise the country’s default', () => {
    expect(zonaParaEmpresa('México', 'America/Tijuana')).toBe('America/Tijuana');
    expect(zonaParaEmpresa('España', 'America/Bogota')).toBe('Europe/Madrid');
    expect(zonaParaEmpresa('', 'Atlantic/Canary')).toBe('Atlantic/Canary');
    expect(zonaParaEmpresa('Argentina', undefined)).toBe('America/Argentina/Buenos_Aires');
    expect(zonaParaEmpresa('Uruguay', 'America/Montevideo')).toBe('America/Montevideo');
    expect(zonaDelPais('Chile', 'Pacific/Easter')).toBe(true);
    expect(zonaDelPais('Perú', 'America/Bogota')).toBe(false);
    expect(zonaDelPais('Portugal', 'Europe/Lisbon')).toBe(true);
  });
});
