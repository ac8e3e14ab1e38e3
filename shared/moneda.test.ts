// Money (issue 67 item 3): each country's currency, a plan's price per currency, amounts written
// with Intl in the country's locale — the expected strings are Intl's own, so an ICU update that
// changes a space does not break them; what is pinned is the locale, the currency and the decimals.
import { describe, expect, it } from 'vitest';
import {
  claveMoneda,
  esClaveDe,
  porMonedaDe,
  textoPorMoneda,
  formatearMoneda,
  formatearPrecio,
  MONEDAS,
  monedaLeida,
  otrosPrecios,
  precioEn,
  precioPorPeriodo,
} from './moneda.js';
import { DINERO_PAIS, LOCALE_MONEDA, monedaDe } from './paises.js';
import { PLANES_REFERENCIA } from './constants.js';
import { PlanCreate, PlanUpdate } from './schemas/saas.js';

const intl = (v: number, locale: string, currency: string, o: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, ...o }).format(v);

describe("a company's currency follows its country", () => {
  it.each([
    ['España', 'EUR'],
    ['méxico', 'MXN'],
    ['Colombia', 'COP'],
    ['AR', 'ARS'],
    ['Chile', 'CLP'],
    ['Perú', 'PEN'],
    ['', 'EUR'],
    [undefined, 'EUR'],
    // A country Talentia does not know yet is billed in euros.
    ['Uruguay', 'EUR'],
  ])('%s → %s', (pais, moneda) => expect(monedaDe(pais)).toBe(moneda));

  it('every currency has one country and its locale', () => {
    expect(Object.values(DINERO_PAIS).map((d) => d.moneda)).toEqual([...MONEDAS]);
    expect(LOCALE_MONEDA).toEqual({ EUR: 'es-ES', MXN: 'es-MX', COP: 'es-CO', ARS: 'es-AR', CLP: 'es-CL', PEN: 'es-PE' });
  });
});

describe('formatearMoneda / formatearPrecio', () => {
  it.each([
    ['EUR', 'es-ES'],
    ['MXN', 'es-MX'],
    ['COP', 'es-CO'],
    ['ARS', 'es-AR'],
    ['CLP', 'es-CL'],
    ['PEN', 'es-PE'],
  ] as const)('%s is written as %s writes it', (moneda, locale) => {
    expect(formatearMoneda(1234567.5, moneda)).toBe(intl(1234567.5, locale, moneda));
    expect(formatearPrecio(49, moneda)).toBe(intl(49, locale, moneda, { minimumFractionDigits: 0 }));
  });

  it('CLP and COP have no decimals; the others two, and a whole price shows none', () => {
    for (const m of ['CLP', 'COP'] as const) {
      expect(new Intl.NumberFormat(LOCALE_MONEDA[m], { style: 'currency', currency: m }).resolvedOptions().maximumFractionDigits).toBe(0);
      expect(formatearMoneda(45_000.4, m)).toBe(formatearMoneda(45_000, m));
    }
    expect(formatearMoneda(79, 'EUR')).toMatch(/^79,00\s€$/);
    expect(formatearPrecio(149, 'EUR')).toMatch(/^149\s€$/);
    expect(formatearPrecio(149.5, 'EUR')).toMatch(/^149,50\s€$/);
    expect(formatearMoneda(1234.5, 'MXN')).toBe('$1,234.50');
    expect(formatearPrecio(45_000, 'CLP')).toBe('$45.000');
  });
});

describe("a plan's price per currency", () => {
  const plan = { precio: 49, precios: { MXN: 990, CLP: 0 } };
  it('euros from `precio`, the others from `precios`; none is not offered (0 is a price)', () => {
    expect(precioEn(plan, 'EUR')).toBe(49);
    expect(precioEn(plan, 'MXN')).toBe(990);
    expect(precioEn(plan, 'CLP')).toBe(0);
    expect(precioEn(plan, 'COP')).toBeNull();
    // A plan stored before issue 67: euros only.
    expect(precioEn({ precio: 149 }, 'PEN')).toBeNull();
  });

  it('a stored currency reads as itself, or euros when it is missing or unknown', () => {
    expect(monedaLeida('MXN')).toBe('MXN');
    expect(monedaLeida(undefined)).toBe('EUR');
    expect(monedaLeida('USD')).toBe('EUR');
  });

  it("each currency's counters keep their own name, euros the one they had", () => {
    expect(claveMoneda('mrrCentimos', 'EUR')).toBe('mrrCentimos');
    expect(claveMoneda('mrrCentimos', 'MXN')).toBe('mrrCentimosMXN');
    expect(esClaveDe('mrrDeltaCentimosCLP', 'mrrDeltaCentimos')).toBe(true);
    expect(esClaveDe('mrrDeltaCentimos', 'mrrDeltaCentimos')).toBe(true);
    expect(esClaveDe('mrrDeltaCentimosXYZ', 'mrrDeltaCentimos')).toBe(false);
  });
});

describe('the plan schemas refuse a bad price per currency', () => {
  const base = { nombre: 'Pyme', descripcion: 'Para pymes', precio: 79 };
  it('accepts whole prices in the known currencies and none at all', () => {
    expect(PlanCreate.parse({ ...base, precios: { MXN: 1490, CLP: 65_000 } }).precios).toEqual({ MXN: 1490, CLP: 65_000 });
    expect(PlanCreate.parse(base).precios).toEqual({});
  });
  it.each([
    [{ MXN: -1 }, 'El precio en MXN debe ser un número entero de 0 o más'],
    [{ COP: 10.5 }, 'El precio en COP debe ser un número entero de 0 o más'],
    [{ PEN: 'diez' }, 'El precio en PEN debe ser un número entero de 0 o más'],
  ])('%j → «%s»', (precios, mensaje) => {
    const r = PlanUpdate.safeParse({ precios });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(mensaje);
  });
  it('refuses a currency Talentia does not bill in, and euros inside `precios` (they are `precio`)', () => {
    expect(PlanUpdate.safeParse({ precios: { USD: 10 } }).success).toBe(false);
    expect(PlanUpdate.safeParse({ precios: { EUR: 10 } }).success).toBe(false);
  });
});

describe('precioPorPeriodo / otrosPrecios', () => {
  it('the price a period with plain spaces, or null when not offered; the other currencies in order', () => {
    const plan = { precio: 79, precios: { CLP: 45_000, MXN: 990 }, periodo: 'mensual' };
    expect(precioPorPeriodo(plan, 'EUR')).toBe('79 € / mes');
    expect(precioPorPeriodo(plan, 'EUR', '/')).toBe('79 €/mes');
    expect(precioPorPeriodo({ ...plan, periodo: 'anual' }, 'MXN')).toBe(`${formatearPrecio(990, 'MXN')} / año`);
    expect(precioPorPeriodo(plan, 'PEN')).toBeNull();
    expect(otrosPrecios(plan)).toEqual([
      { moneda: 'MXN', texto: formatearPrecio(990, 'MXN') },
      { moneda: 'CLP', texto: formatearPrecio(45_000, 'CLP') },
    ]);
  });
});

describe('the seeded plans (issue 67)', () => {
  it('are valid plans offered in every currency, each price typed, none derived from another', () => {
    for (const p of PLANES_REFERENCIA) {
      const plan = PlanCreate.parse({ ...p, caracteristicas: [...p.caracteristicas], limites: { ...p.limites } });
      for (const m of MONEDAS) expect(precioEn(plan, m), `${p.id} en ${m}`).toBeGreaterThan(0);
    }
  });
});

describe('totals per currency (issue 67): never one figure across currencies', () => {
  it("porMonedaDe reads claveMoneda's names; an item with the plain name alone is euros", () => {
    expect(porMonedaDe({ mrrCentimos: 4900 }, 'mrrCentimos')).toEqual({ EUR: 4900 });
    expect(porMonedaDe({ mrrCentimos: 0, mrrCentimosCLP: 4_500_000, mrrCentimosXYZ: 1, otro: 2 }, 'mrrCentimos')).toEqual({
      EUR: 0,
      CLP: 4_500_000,
    });
    expect(porMonedaDe(undefined, 'mrrCentimos')).toEqual({});
  });

  it('textoPorMoneda writes each currency as its country does, the code before any but euros', () => {
    const texto = textoPorMoneda([
      { moneda: 'EUR', importe: 1200 },
      { moneda: 'MXN', importe: 9900 },
      { moneda: 'CLP', importe: 45_000 },
    ]);
    expect(texto).toBe(`${intl(1200, 'es-ES', 'EUR')} · MXN ${intl(9900, 'es-MX', 'MXN')} · CLP ${intl(45_000, 'es-CL', 'CLP')}`);
    // CLP has no decimals.
    expect(texto.endsWith(intl(45_000, 'es-CL', 'CLP', { maximumFractionDigits: 0 }))).toBe(true);
    expect(textoPorMoneda([{ moneda: 'CLP', importe: 45_000.4 }])).toBe(`CLP ${intl(45_000, 'es-CL', 'CLP')}`);
    // Nothing billed yet: euros' zero, never an empty figure.
    expect(textoPorMoneda([])).toBe(intl(0, 'es-ES', 'EUR'));
  });
});
