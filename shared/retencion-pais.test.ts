// Retention by the company's country (issue 67 item 7): each country's default period, the rule it
// rests on where Configuración and the notice show it, and the company's own setting over both.
import { describe, expect, it } from 'vitest';
import { avisoPrivacidad } from './aviso-entrevista.js';
import { CODIGOS_PAIS, leyDe, mesesRetencionPais, nombrePais } from './paises.js';
import { mesesDeRetencion, mesesPorDefecto, RETENCION, textoPlazoPorDefecto, versionAviso } from './retencion.js';

const HOY = new Date('2026-11-29T12:00:00Z');
const DICIEMBRE = new Date('2026-12-02T12:00:00Z');

/** The rule each country's period rests on, as the project reads each law (not legal advice). */
const BASE: Record<string, string[]> = {
  España: ['artículo 5.1.e del RGPD'],
  México: ['principio de calidad', 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares'],
  Colombia: ['artículo 4, literal b, de la Ley 1581 de 2012', 'artículo 11 del Decreto 1377 de 2013'],
  Argentina: ['artículo 4, inciso 7, de la Ley 25.326'],
  Chile: ['artículo 6 de la Ley 19.628'],
  Perú: ['artículo 8 de la Ley 29733'],
};

describe('the default period of each country (issue 67 item 7)', () => {
  it('every known country has one within the setting’s bounds; none of their laws sets a number, so 12 months', () => {
    for (const codigo of CODIGOS_PAIS) {
      const meses = mesesRetencionPais(codigo);
      expect(meses, codigo).toBe(12);
      expect(meses! >= RETENCION.mesesMin && meses! <= RETENCION.mesesMax).toBe(true);
    }
    expect(mesesRetencionPais('Uruguay')).toBeNull();
    expect(mesesPorDefecto('Uruguay')).toBe(RETENCION.mesesPorDefecto);
  });

  it("a company without its own period gets its country's; its own setting wins", () => {
    expect(mesesDeRetencion({ direccion: { pais: 'México' } })).toBe(mesesRetencionPais('MX'));
    expect(mesesDeRetencion({ direccion: { pais: 'Perú' }, configuracion: { retencionMeses: 24 } })).toBe(24);
    expect(mesesDeRetencion({ direccion: { pais: 'Perú' }, configuracion: { retencionMeses: 99 } })).toBe(mesesRetencionPais('PE'));
    expect(mesesDeRetencion({ direccion: { pais: 7 } })).toBe(mesesRetencionPais('ES'));
  });

  it('each law names the rule the period rests on', () => {
    for (const [pais, trozos] of Object.entries(BASE)) {
      const ley = leyDe(pais, HOY)!;
      for (const t of trozos) expect(ley.conservacion, pais).toContain(t);
    }
    // Chile's new law from 1 December 2026: its principle of proportionality.
    expect(leyDe('Chile', DICIEMBRE)!.conservacion).toContain('artículo 3, letra c, de la Ley 19.628 modificada por la Ley 21.719');
  });
});

describe('where the default shows, it names its basis', () => {
  it("Configuración: the country's months, its name and the rule; a country not known, the product's default", () => {
    for (const codigo of CODIGOS_PAIS) {
      const t = textoPlazoPorDefecto(nombrePais(codigo), HOY);
      expect(t).toContain(`Si lo dejas vacío, ${mesesPorDefecto(codigo)} meses: el plazo por defecto en ${nombrePais(codigo)}.`);
      expect(t).toContain('La ley no fija un número de meses');
      expect(t).toContain(leyDe(codigo, HOY)!.conservacion);
    }
    expect(textoPlazoPorDefecto('Argentina', HOY)).toContain('artículo 4, inciso 7, de la Ley 25.326');
    expect(textoPlazoPorDefecto('Uruguay', HOY)).toBe('Si lo dejas vacío, 12 meses: el plazo por defecto de Talentia.');
  });

  it("the notice: the period's paragraph names the rule of the company's country; without a law, none", () => {
    for (const [pais, trozos] of Object.entries(BASE)) {
      const t = avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ley: leyDe(pais, HOY) }).join(' ');
      expect(t, pais).toContain('La norma que limita cuánto tiempo se conservan tus datos: ');
      for (const trozo of trozos) expect(t, pais).toContain(trozo);
    }
    const sin = avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ley: null }).join(' ');
    expect(sin).not.toContain('La norma que limita');
  });

  it('the version follows the months the notice states, whoever chose them', () => {
    expect(versionAviso(mesesDeRetencion({ direccion: { pais: 'Colombia' } }), false, true, 'CO')).toMatch(/\+CO$/);
    expect(versionAviso(6, false, true, 'CO')).toContain('+r6');
  });
});
