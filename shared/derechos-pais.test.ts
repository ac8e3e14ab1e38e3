// The staff's texts name a candidate's right of access in the words of the company's country's law
// (issue 67 item 7): never «art. 15 del RGPD» for a company outside Spain.
import { describe, expect, it } from 'vitest';
import { CODIGOS_PAIS, derechoAccesoDe, leyDe } from './paises.js';
import { autoridadDe } from './paises.js';

const HOY = new Date('2026-11-29T12:00:00Z');
const DICIEMBRE = new Date('2026-12-02T12:00:00Z');

describe('the right of access, by country', () => {
  it("each country's own words and article", () => {
    expect(derechoAccesoDe('España', HOY)).toBe('derecho de acceso, artículo 15 del RGPD');
    expect(derechoAccesoDe('México', HOY)).toContain('uno de los derechos ARCO');
    expect(derechoAccesoDe('Colombia', HOY)).toBe('derecho a conocer sus datos, artículo 8 de la Ley 1581 de 2012');
    expect(derechoAccesoDe('Argentina', HOY)).toBe('derecho de acceso, artículo 14 de la Ley 25.326');
    expect(derechoAccesoDe('Chile', HOY)).toBe('derecho de acceso, artículo 12 de la Ley 19.628');
    expect(derechoAccesoDe('Chile', DICIEMBRE)).toContain('modificada por la Ley 21.719');
    expect(derechoAccesoDe('Perú', HOY)).toBe('derecho de acceso, artículo 19 de la Ley 29733');
  });

  it('only Spain names the GDPR; a country not known names no law; no company is the default country', () => {
    for (const codigo of CODIGOS_PAIS)
      for (const ahora of [HOY, DICIEMBRE]) {
        const t = derechoAccesoDe(codigo, ahora);
        expect(t.startsWith('derecho'), codigo).toBe(true);
        expect(t.includes('RGPD'), codigo).toBe(codigo === 'ES');
        expect(t).toBe(leyDe(codigo, ahora)!.acceso);
      }
    expect(derechoAccesoDe('Uruguay', HOY)).toBe('derecho de acceso');
    expect(derechoAccesoDe(undefined, HOY)).toBe(derechoAccesoDe('España', HOY));
  });
});

describe('where to complain (D216)', () => {
  it('each country’s authority; a country not known, a neutral phrase', () => {
    const dia = new Date('2026-11-29T12:00:00Z');
    expect(autoridadDe('España', dia)).toContain('Agencia Española de Protección de Datos');
    expect(autoridadDe('Argentina', dia)).toContain('Agencia de Acceso a la Información Pública');
    expect(autoridadDe('Portugal', dia)).toBe('la autoridad de protección de datos del país de la empresa');
  });
});
