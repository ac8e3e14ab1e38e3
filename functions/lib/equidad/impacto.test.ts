// The impact ratios checked against NYC Local Law 144's published method (D175). The DCWP's final rules
// (6 RCNY §5-300, «selection rate» and «impact ratio»; §5-301(b), the bias audit of an AEDT that selects:
// a rate and a ratio per category, sex, race/ethnicity and intersectional categories apart, the people
// of an unknown category counted and left out; §5-301(d), a category may be left out of the ratios)
// define the figures; the rules' own worked figure is «100 applicants in a category … 40 selected …
// a selection rate of 40 %». The table below is built from those definitions with the EEO-1 categories the
// rules name, and every rate and ratio was worked by hand to two decimals.
// Rules: https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-138391 (Title 6, ch. 5, subch. T)
import { describe, expect, it } from 'vitest';
import { contar, tasasYRatios, type Observacion, type Persona } from './impacto.js';
import { publicarEquidad } from './supresion.js';

/** The method on one dimension, every count as it is: the counts, then the rates and ratios of the categories of n or more. */
function tablaImpacto(obs: readonly Observacion[], categorias: readonly { clave: string; etiqueta: string }[], minimoN: number) {
  const { filas, desconocidos } = contar(obs, categorias);
  return { categorias: tasasYRatios(filas, (c) => c.n >= minimoN), desconocidos };
}

/** n people of a cell, `sel` of them selected. */
function celda(n: number, sel: number, sexo: string | null, raza: string | null) {
  return Array.from({ length: n }, (_, i) => ({ sexo, raza, seleccionado: i < sel }));
}

const personas = [
  ...celda(25, 11, 'Male', 'Hispanic or Latino'),
  ...celda(25, 9, 'Female', 'Hispanic or Latino'),
  ...celda(40, 22, 'Male', 'White'),
  ...celda(30, 13, 'Female', 'White'),
  ...celda(20, 5, 'Male', 'Black or African American'),
  ...celda(20, 7, 'Female', 'Black or African American'),
  ...celda(15, 2, 'Male', 'Asian'),
  ...celda(5, 1, 'Female', 'Asian'),
  // Not in the calculations: their category is unknown (§5-301(b)(4)); counted apart.
  ...celda(7, 3, null, null),
];

const SEXOS = ['Male', 'Female'].map((c) => ({ clave: c, etiqueta: c }));
const RAZAS = ['Hispanic or Latino', 'White', 'Black or African American', 'Asian'].map((c) => ({ clave: c, etiqueta: c }));
const INTER = RAZAS.flatMap((r) => SEXOS.map((s) => ({ clave: `${r.clave} ${s.clave}`, etiqueta: `${r.clave} ${s.clave}` })));

const dos = (t: ReturnType<typeof tablaImpacto>) =>
  Object.fromEntries(t.categorias.map((c) => [c.clave, [c.n, c.seleccionados, c.tasa?.toFixed(2), c.ratio?.toFixed(2)]]));

describe('Local Law 144 impact ratios (6 RCNY §5-300, §5-301)', () => {
  it("the rules' own figure: 40 selected of 100 is a selection rate of 40 %", () => {
    const obs: Observacion[] = Array.from({ length: 100 }, (_, i) => ({ categoria: 'a', seleccionado: i < 40 }));
    expect(tablaImpacto(obs, [{ clave: 'a', etiqueta: 'a' }], 1).categorias[0]).toMatchObject({
      n: 100,
      seleccionados: 40,
      tasa: 0.4,
      ratio: 1,
    });
  });

  it('sex categories: rate per category, ratio against the most selected, unknown counted apart', () => {
    const t = tablaImpacto(
      personas.map((p) => ({ categoria: p.sexo, seleccionado: p.seleccionado })),
      SEXOS,
      1,
    );
    expect(dos(t)).toEqual({ Male: [100, 40, '0.40', '1.00'], Female: [80, 30, '0.38', '0.94'] });
    expect(t.desconocidos).toBe(7);
    expect(t.categorias.some((c) => c.alerta)).toBe(false);
  });

  it('race/ethnicity categories: ratios under 0.8 raise the alert', () => {
    const t = tablaImpacto(
      personas.map((p) => ({ categoria: p.raza, seleccionado: p.seleccionado })),
      RAZAS,
      1,
    );
    expect(dos(t)).toEqual({
      'Hispanic or Latino': [50, 20, '0.40', '0.80'],
      White: [70, 35, '0.50', '1.00'],
      'Black or African American': [40, 12, '0.30', '0.60'],
      Asian: [20, 3, '0.15', '0.30'],
    });
    // 0.80 is not under four fifths; 0.60 and 0.30 are.
    expect(t.categorias.filter((c) => c.alerta).map((c) => c.clave)).toEqual(['Black or African American', 'Asian']);
    expect(t.desconocidos).toBe(7);
  });

  it('intersectional categories (race/ethnicity × sex), against the most selected intersection', () => {
    const t = tablaImpacto(
      personas.map((p) => ({ categoria: p.raza && p.sexo ? `${p.raza} ${p.sexo}` : null, seleccionado: p.seleccionado })),
      INTER,
      1,
    );
    expect(dos(t)).toEqual({
      'Hispanic or Latino Male': [25, 11, '0.44', '0.80'],
      'Hispanic or Latino Female': [25, 9, '0.36', '0.65'],
      'White Male': [40, 22, '0.55', '1.00'],
      'White Female': [30, 13, '0.43', '0.79'],
      'Black or African American Male': [20, 5, '0.25', '0.45'],
      'Black or African American Female': [20, 7, '0.35', '0.64'],
      'Asian Male': [15, 2, '0.13', '0.24'],
      'Asian Female': [5, 1, '0.20', '0.36'],
    });
  });

  it('a category under the minimum n has no ratio, is no alert and does not set the highest rate (§5-301(d))', () => {
    const obs: Observacion[] = [
      ...Array.from({ length: 3 }, () => ({ categoria: 'pocos', seleccionado: true })),
      ...Array.from({ length: 20 }, (_, i) => ({ categoria: 'a', seleccionado: i < 10 })),
      ...Array.from({ length: 10 }, (_, i) => ({ categoria: 'b', seleccionado: i < 3 })),
    ];
    const t = tablaImpacto(
      obs,
      ['a', 'b', 'pocos', 'nadie'].map((c) => ({ clave: c, etiqueta: c })),
      10,
    );
    expect(dos(t)).toEqual({
      a: [20, 10, '0.50', '1.00'],
      b: [10, 3, '0.30', '0.60'],
      pocos: [3, 3, '1.00', undefined],
      nadie: [0, 0, undefined, undefined],
    });
    expect(t.categorias.map((c) => [c.clave, c.suficiente, c.alerta])).toEqual([
      ['a', true, false],
      ['b', true, true],
      ['pocos', false, false],
      ['nadie', false, false],
    ]);
  });

  it('nobody selected: rates of 0, no ratio (no most selected category to divide by), no alert', () => {
    const t = tablaImpacto(
      Array.from({ length: 12 }, () => ({ categoria: 'a', seleccionado: false })),
      [{ clave: 'a', etiqueta: 'a' }],
      10,
    );
    expect(t.categorias[0]).toMatchObject({ tasa: 0, ratio: null, alerta: false, suficiente: true });
  });
});

describe("Talentia's dimensions, as published: sex, age band and their intersection", () => {
  it('«prefiero no decirlo» is unknown in its dimension and in the intersection, and counted', () => {
    const p = (sexo: Persona['sexo'], edad: Persona['edad'], seleccionado: boolean): Persona => ({ sexo, edad, seleccionado });
    const personas = [
      p('mujer', '25_34', true),
      p('mujer', '25_34', false),
      p('hombre', '25_34', true),
      p('no_contesta', '35_44', true),
      p('hombre', 'no_contesta', false),
    ];
    // A minimum n of 1 hides nothing (supresion.ts): the method's figures as they are.
    const [r] = publicarEquidad([{ clave: 'decision', nombre: 'Decisión de una persona: avanza', personas }], 5, 1).resultados;
    expect(r!.n).toBe(5);
    expect(r!.sexo.desconocidos).toBe(1);
    expect(r!.edad.desconocidos).toBe(1);
    expect(r!.interseccion.desconocidos).toBe(2);
    expect(r!.sexo.categorias.map((c) => [c.clave, c.tasa, c.ratio])).toEqual([
      ['mujer', 0.5, 1],
      ['hombre', 0.5, 1],
      ['otro', null, null],
    ]);
    expect(r!.interseccion.categorias.find((c) => c.clave === 'mujer|25_34')).toMatchObject({
      n: 2,
      seleccionados: 1,
      etiqueta: 'Mujer · de 25 a 34 años',
    });
    expect(r!.interseccion.categorias).toHaveLength(15);
  });
});
