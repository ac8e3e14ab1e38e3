// Fairness counts that reveal nobody (issue 65 item 2): with one, two, n − 1 and n respondents, and in the
// tables where counts appear, no count under the minimum n is published, and no hidden count can be
// worked out. Three readers try, none of them the module's own audit:
//  - the derivations a reader makes by hand: a dimension's total minus its shown categories, a
//    category's people minus its selected, the sex or age table against the intersection, the outcome
//    against the questionnaires answered, each hidden count within its mark («menos de 10» is 0–9, «10 o
//    más» 10 or more), propagated until nothing narrows further;
//  - linear algebra: a hidden count is exactly known from the shown ones when its people are a
//    combination of theirs (the row space of the shown counts, by exact elimination);
//  - for the small tables, a twin: another set of people whose published answer is the very same JSON
//    while the hidden count differs.
import { describe, expect, it } from 'vitest';
import { FRANJAS_EDAD, SEXOS, type FranjaEdad, type Sexo } from '../../../shared/equidad.js';
import type { Recuento, ResultadoEquidad } from '../../../shared/schemas/equidad.js';
import type { Persona } from './impacto.js';
import { publicarEquidad, recuentoAislado } from './supresion.js';

const N = 10;
const grupo = (sexo: Sexo, edad: FranjaEdad, n: number, seleccionadas: number): Persona[] =>
  Array.from({ length: n }, (_, i) => ({ sexo, edad, seleccionado: i < seleccionadas }));
const publicar = (personas: readonly Persona[], minimoN = N, respuestas = personas.length) =>
  publicarEquidad([{ clave: 'decision', nombre: 'Decisión de una persona: avanza', personas }], respuestas, minimoN);

// ---- Every published count: where it is, what it says, what it is and whom it counts. -------------------

/** A kind of person: sex, age band, selected; `fuera` answered the questionnaire but is not in the outcome. */
type Clase = { sexo: Sexo; edad: FranjaEdad; seleccionado: boolean } | 'fuera';
const CLASES: Clase[] = [
  ...SEXOS.flatMap((sexo) => FRANJAS_EDAD.flatMap((edad) => [true, false].map((seleccionado) => ({ sexo, edad, seleccionado })))),
  'fuera',
];
const DIMENSIONES = ['sexo', 'edad', 'interseccion'] as const;
type Dim = (typeof DIMENSIONES)[number];
const categoriaDe = (d: Dim, c: Exclude<Clase, 'fuera'>): string | null => {
  const s = c.sexo === 'no_contesta' ? null : c.sexo;
  const e = c.edad === 'no_contesta' ? null : c.edad;
  return d === 'sexo' ? s : d === 'edad' ? e : s && e ? `${s}|${e}` : null;
};

interface Celda {
  ruta: string;
  publicado: Recuento;
  /** Whom it counts. */
  cuenta: (c: Clase) => boolean;
}

function celdas(r: { respuestas: Recuento; resultados: ResultadoEquidad[] }): Celda[] {
  const d0 = r.resultados[0];
  const dentro = (f: (c: Exclude<Clase, 'fuera'>) => boolean) => (c: Clase) => c !== 'fuera' && f(c);
  return [
    { ruta: 'respuestas', publicado: r.respuestas, cuenta: () => true },
    { ruta: 'n', publicado: d0.n, cuenta: dentro(() => true) },
    ...DIMENSIONES.flatMap((d) => [
      ...d0[d].categorias.flatMap((cat) => [
        { ruta: `${d}.${cat.clave}.n`, publicado: cat.n, cuenta: dentro((c) => categoriaDe(d, c) === cat.clave) },
        {
          ruta: `${d}.${cat.clave}.seleccionados`,
          publicado: cat.seleccionados,
          cuenta: dentro((c) => categoriaDe(d, c) === cat.clave && c.seleccionado),
        },
      ]),
      { ruta: `${d}.desconocidos`, publicado: d0[d].desconocidos, cuenta: dentro((c) => categoriaDe(d, c) === null) },
    ]),
  ];
}

/** The «not selected» of each category: never shown, a cell all the same (people minus selected). */
const noSeleccionadas = (r: { resultados: ResultadoEquidad[] }) =>
  DIMENSIONES.flatMap((d) =>
    r.resultados[0][d].categorias.map((cat) => ({
      ruta: `${d}.${cat.clave}.no_seleccionados`,
      cuenta: (c: Clase) => c !== 'fuera' && categoriaDe(d, c) === cat.clave && !c.seleccionado,
    })),
  );

const x = (personas: readonly Persona[], respuestas: number) =>
  CLASES.map((c) =>
    c === 'fuera'
      ? respuestas - personas.length
      : personas.filter((p) => p.sexo === c.sexo && p.edad === c.edad && p.seleccionado === c.seleccionado).length,
  );
const verdadero = (cuenta: (c: Clase) => boolean, xs: number[]) => CLASES.reduce((a, c, k) => a + (cuenta(c) ? xs[k] : 0), 0);
const oculto = (r: Recuento) => typeof r !== 'number';

// ---- Reader 1: the derivations by hand, as intervals. -----------------------------------------------------

type Intervalo = [number, number];

/**
 * What a reader can bound every count to, from the published answer alone: the totals of each dimension,
 * each category's people = selected + not selected, the sex and age tables against the intersection
 * (with the people whose other answer is unknown in between), the unknowns of the three tables, and the
 * outcome within the questionnaires answered. Every unknown is a count (0 or more).
 */
function deducir(r: { respuestas: Recuento; resultados: ResultadoEquidad[] }, minimoN: number): Map<string, Intervalo> {
  const v = new Map<string, Intervalo>();
  const variable = (k: string, i: Intervalo = [0, Infinity]) => {
    if (!v.has(k)) v.set(k, i);
    return k;
  };
  const marca = (p: Recuento): Intervalo => (typeof p === 'number' ? [p, p] : 'menosDe' in p ? [0, minimoN - 1] : [minimoN, Infinity]);
  for (const c of celdas(r)) variable(c.ruta, marca(c.publicado));
  const d0 = r.resultados[0];
  const ecuaciones: [string, number][][] = [];
  /** total = Σ partes */
  const suma = (total: string, partes: string[]) =>
    ecuaciones.push([[variable(total), 1], ...partes.map((p): [string, number] => [variable(p), -1])]);
  const sexos = d0.sexo.categorias.map((c) => c.clave);
  const edades = d0.edad.categorias.map((c) => c.clave);
  suma('respuestas', ['n', 'fuera']);
  suma('n', ['seleccionados', 'no_seleccionados']);
  for (const d of DIMENSIONES) {
    const cats = d0[d].categorias.map((c) => c.clave);
    suma('n', [...cats.map((c) => `${d}.${c}.n`), `${d}.desconocidos`]);
    suma('seleccionados', [...cats.map((c) => `${d}.${c}.seleccionados`), `${d}.desconocidos.seleccionados`]);
    suma('no_seleccionados', [...cats.map((c) => `${d}.${c}.no_seleccionados`), `${d}.desconocidos.no_seleccionados`]);
    suma(`${d}.desconocidos`, [`${d}.desconocidos.seleccionados`, `${d}.desconocidos.no_seleccionados`]);
    for (const c of cats) suma(`${d}.${c}.n`, [`${d}.${c}.seleccionados`, `${d}.${c}.no_seleccionados`]);
  }
  for (const parte of ['n', 'seleccionados', 'no_seleccionados']) {
    // The sex table against the intersection: the rest are those of that sex whose age band is unknown (and alike for age).
    for (const s of sexos)
      suma(`sexo.${s}.${parte}`, [...edades.map((e) => `interseccion.${s}|${e}.${parte}`), `sexo.${s}.sin_edad.${parte}`]);
    for (const e of edades)
      suma(`edad.${e}.${parte}`, [...sexos.map((s) => `interseccion.${s}|${e}.${parte}`), `edad.${e}.sin_sexo.${parte}`]);
  }
  for (const s of sexos) suma(`sexo.${s}.sin_edad.n`, [`sexo.${s}.sin_edad.seleccionados`, `sexo.${s}.sin_edad.no_seleccionados`]);
  for (const e of edades) suma(`edad.${e}.sin_sexo.n`, [`edad.${e}.sin_sexo.seleccionados`, `edad.${e}.sin_sexo.no_seleccionados`]);
  // Unknown in the intersection: unknown sex, or a known sex with an unknown age band.
  suma('interseccion.desconocidos', ['sexo.desconocidos', ...sexos.map((s) => `sexo.${s}.sin_edad.n`)]);
  suma('edad.desconocidos', [...sexos.map((s) => `sexo.${s}.sin_edad.n`), 'ninguna']);
  suma('sexo.desconocidos', [...edades.map((e) => `edad.${e}.sin_sexo.n`), 'ninguna']);
  // Propagated to a fixed point: in Σ a·k = 0 each k lies between what the others allow (a sum with a
  // term of no upper bound has none).
  const nombres = [...v.keys()];
  const lo = nombres.map((k) => v.get(k)![0]);
  const hi = nombres.map((k) => v.get(k)![1]);
  const num = new Map(nombres.map((k, i) => [k, i]));
  const ecs = ecuaciones.map((ec) => ec.map(([k, a]) => [num.get(k)!, a] as const));
  for (let cambio = true; cambio;) {
    cambio = false;
    for (const ec of ecs) {
      // Σ over the terms of a·k's least and greatest values, and how many are unbounded.
      let min = 0;
      let max = 0;
      let minInf = 0;
      let maxInf = 0;
      const menor = (i: number, a: number) => (a > 0 ? a * lo[i] : a * hi[i]);
      const mayor = (i: number, a: number) => (a > 0 ? a * hi[i] : a * lo[i]);
      for (const [i, a] of ec) {
        const m = menor(i, a);
        const M = mayor(i, a);
        if (Number.isFinite(m)) min += m;
        else minInf++;
        if (Number.isFinite(M)) max += M;
        else maxInf++;
      }
      for (const [i, a] of ec) {
        // a·k = −(the others): between −(others' max) and −(others' min).
        const m = menor(i, a);
        const M = mayor(i, a);
        const otrosMax = maxInf - (Number.isFinite(M) ? 0 : 1) > 0 ? Infinity : max - (Number.isFinite(M) ? M : 0);
        const otrosMin = minInf - (Number.isFinite(m) ? 0 : 1) > 0 ? -Infinity : min - (Number.isFinite(m) ? m : 0);
        const [desde, hasta] = a > 0 ? [-otrosMax / a, -otrosMin / a] : [-otrosMin / a, -otrosMax / a];
        const nlo = Number.isFinite(desde) ? Math.max(lo[i], Math.ceil(desde - 1e-9)) : lo[i];
        const nhi = Number.isFinite(hasta) ? Math.min(hi[i], Math.floor(hasta + 1e-9)) : hi[i];
        if (nlo !== lo[i] || nhi !== hi[i]) {
          lo[i] = nlo;
          hi[i] = nhi;
          cambio = true;
        }
      }
    }
  }
  nombres.forEach((k, i) => v.set(k, [lo[i], hi[i]]));
  return v;
}

// ---- Reader 2: linear algebra (exact, by integers). ----------------------------------------------------

/** The row space of some vectors over the kinds of people: whether a vector is a combination of them. */
function combinaciones(filas: number[][]) {
  const base: { pivote: number; fila: bigint[] }[] = [];
  const reducir = (v: bigint[]) => {
    for (const { pivote, fila } of base) {
      if (v[pivote] === 0n) continue;
      const f = v[pivote];
      const p = fila[pivote];
      v = v.map((x, i) => x * p - f * fila[i]);
    }
    return v;
  };
  for (const f of filas) {
    const r = reducir(f.map(BigInt));
    const pivote = r.findIndex((x) => x !== 0n);
    if (pivote >= 0) base.push({ pivote, fila: r });
  }
  return (objetivo: number[]) => reducir(objetivo.map(BigInt)).every((x) => x === 0n);
}

// ---- The checks every published answer must pass. --------------------------------------------------------

function nadieSeDeduce(personas: readonly Persona[], minimoN: number, respuestas = personas.length) {
  const r = publicar(personas, minimoN, respuestas);
  const xs = x(personas, respuestas);
  const todas = celdas(r);
  // No count under the minimum shown; a hidden one says what it is (under N, or N or more).
  for (const c of todas) {
    const real = verdadero(c.cuenta, xs);
    if (typeof c.publicado === 'number') {
      expect(c.publicado, c.ruta).toBe(real);
      expect(real, `${c.ruta} se muestra con ${real}`).toBeGreaterThanOrEqual(minimoN);
    } else if ('menosDe' in c.publicado) {
      expect([c.ruta, c.publicado.menosDe, real < minimoN]).toEqual([c.ruta, minimoN, true]);
    } else expect([c.ruta, c.publicado.alMenos, real >= minimoN]).toEqual([c.ruta, minimoN, true]);
  }
  // A rate (and a ratio) only where its people and selected are shown.
  for (const d of DIMENSIONES)
    for (const cat of r.resultados[0][d].categorias)
      if (cat.tasa !== null || cat.ratio !== null)
        expect([cat.clave, oculto(cat.n) || oculto(cat.seleccionados)]).toEqual([cat.clave, false]);
  // What must not be worked out: every hidden count, and every «not selected» under the minimum.
  const secretas = [...todas.filter((c) => oculto(c.publicado)), ...noSeleccionadas(r).filter((c) => verdadero(c.cuenta, xs) < minimoN)];
  const deducido = deducir(r, minimoN);
  const esCombinacion = combinaciones(todas.filter((c) => !oculto(c.publicado)).map((c) => CLASES.map((k) => (c.cuenta(k) ? 1 : 0))));
  for (const c of secretas) {
    const [lo, hi] = deducido.get(c.ruta)!;
    expect(lo <= verdadero(c.cuenta, xs) && verdadero(c.cuenta, xs) <= hi, `${c.ruta}: the reader's bounds hold`).toBe(true);
    expect(lo < hi, `${c.ruta} se deduce: ${lo}`).toBe(true);
    expect(esCombinacion(CLASES.map((k) => (c.cuenta(k) ? 1 : 0))), `${c.ruta} es una combinación de cifras visibles`).toBe(false);
  }
  return { r, secretas, deducido };
}

/** For each hidden count, another set of people with the very same published answer and a different value of it. */
function gemelos(personas: readonly Persona[], minimoN: number) {
  const original = publicar(personas, minimoN);
  const json = JSON.stringify(original);
  const xs = x(personas, personas.length);
  const pendientes = new Set(celdas(original).filter((c) => oculto(c.publicado)));
  const clases = CLASES.filter((c): c is Exclude<Clase, 'fuera'> => c !== 'fuera');
  const variantes: Persona[][] = [
    ...clases.map((c) => [...personas, c]),
    ...personas.map((_, i) => personas.filter((__, j) => j !== i)),
    ...personas.flatMap((_, i) => clases.map((c) => personas.map((p, j) => (j === i ? c : p)))),
  ];
  for (const otra of variantes) {
    if (pendientes.size === 0) break;
    if (JSON.stringify(publicar(otra, minimoN)) !== json) continue;
    const ys = x(otra, otra.length);
    for (const c of pendientes) if (verdadero(c.cuenta, ys) !== verdadero(c.cuenta, xs)) pendientes.delete(c);
  }
  return [...pendientes].map((c) => c.ruta);
}

const recuentos = (r: { respuestas: Recuento; resultados: ResultadoEquidad[] }) => celdas(r).map((c) => c.publicado);

describe('with fewer respondents than the minimum n, every count reads «menos de 10»', () => {
  it.each([
    ['one respondent', grupo('mujer', '25_34', 1, 0)],
    ['two respondents', [...grupo('mujer', '25_34', 1, 0), ...grupo('hombre', '55_mas', 1, 1)]],
    [
      'n − 1 respondents',
      [
        ...grupo('mujer', '25_34', 4, 1),
        ...grupo('hombre', '35_44', 3, 2),
        ...grupo('otro', 'menos_25', 1, 0),
        ...grupo('no_contesta', '45_54', 1, 1),
      ],
    ],
  ])('%s: nothing but «menos de 10», no rate, no ratio, no alert; nothing hidden can be worked out', (_, personas) => {
    const { r } = nadieSeDeduce(personas, N);
    expect(new Set(recuentos(r).map((x) => JSON.stringify(x)))).toEqual(new Set([JSON.stringify({ menosDe: 10 })]));
    for (const d of DIMENSIONES)
      for (const c of r.resultados[0][d].categorias) expect([c.tasa, c.ratio, c.suficiente, c.alerta]).toEqual([null, null, false, false]);
    expect(r.resultados[0].alertas).toBe(0);
    // «Mujer · de 25 a 34 años: 1 persona, 0 seleccionadas» was the issue: it now reads like every other combination.
    expect(r.resultados[0].interseccion.categorias.find((c) => c.clave === 'mujer|25_34')).toMatchObject({
      n: { menosDe: 10 },
      seleccionados: { menosDe: 10 },
    });
    expect(gemelos(personas, N)).toEqual([]);
  });
});

describe('with n respondents and more, counts appear; none under n, none that gives a hidden one away', () => {
  it('n respondents: the total shows, every category is under n and stays hidden', () => {
    const personas = [...grupo('mujer', '25_34', 4, 2), ...grupo('hombre', '35_44', 5, 1), ...grupo('otro', '45_54', 1, 1)];
    const { r } = nadieSeDeduce(personas, N);
    expect([r.respuestas, r.resultados[0].n]).toEqual([10, 10]);
    expect(r.resultados[0].sexo.categorias.map((c) => c.n)).toEqual([{ menosDe: 10 }, { menosDe: 10 }, { menosDe: 10 }]);
    expect(gemelos(personas, N)).toEqual([]);
  });

  it('everyone in one category: the category is never shown beside a total it equals (all ten would be women of 25 to 34)', () => {
    const personas = grupo('mujer', '25_34', 10, 4);
    const { r, deducido } = nadieSeDeduce(personas, N);
    const d = r.resultados[0];
    const mujer = d.sexo.categorias.find((c) => c.clave === 'mujer')!.n;
    // Shown as they are, «10» women beside «10» people would say that nobody is a man.
    expect(typeof mujer === 'number' && typeof d.n === 'number').toBe(false);
    expect(deducido.get('sexo.hombre.n')![1]).toBeGreaterThan(0);
  });

  it('hidden cells that add up to zero (no «otro», nobody unknown): the total that gives them away is hidden, so they are not known to be empty', () => {
    const personas = [
      ...grupo('mujer', '25_34', 7, 3),
      ...grupo('mujer', '35_44', 7, 4),
      ...grupo('hombre', '25_34', 5, 2),
      ...grupo('hombre', '35_44', 5, 3),
    ];
    const { r, deducido } = nadieSeDeduce(personas, N);
    const d = r.resultados[0];
    // 24 people beside 14 women and 10 men would leave «otro» and the unknowns at exactly 0.
    expect(d.sexo.categorias.map((c) => c.n)).toEqual([14, 10, { menosDe: 10 }]);
    expect([r.respuestas, d.n]).toEqual([{ alMenos: 10 }, { alMenos: 10 }]);
    expect(deducido.get('sexo.otro.n')).toEqual([0, 9]);
    expect(deducido.get('sexo.desconocidos')).toEqual([0, 9]);
  });

  it('a category shown with fewer than n selected, or fewer than n not selected: no rate, no ratio, and the selected hidden', () => {
    const personas = [
      ...grupo('mujer', '25_34', 14, 3), // 3 selected: «menos de 10»
      ...grupo('hombre', '35_44', 13, 12), // 1 not selected: 12 selected would give it away
      ...grupo('otro', '45_54', 25, 12),
      ...grupo('mujer', '45_54', 12, 0),
      ...grupo('hombre', '25_34', 12, 12),
    ];
    const { r } = nadieSeDeduce(personas, N);
    const [mujer, hombre, otro] = r.resultados[0].sexo.categorias;
    expect([mujer.n, mujer.seleccionados, mujer.tasa, mujer.ratio]).toEqual([26, { menosDe: 10 }, null, null]);
    expect([typeof otro.n, typeof otro.seleccionados, otro.tasa, otro.ratio]).toEqual(['number', 'number', 0.48, 1]);
    expect(hombre.tasa).toBeNull();
  });

  it('people shown, selected and not selected both n or more: rates and ratios against the highest shown rate, and the alert', () => {
    const personas = [
      ...FRANJAS_EDAD.filter((e) => e !== 'no_contesta').flatMap((e) => [...grupo('mujer', e, 12, 4), ...grupo('hombre', e, 12, 8)]),
      ...grupo('otro', '25_34', 1, 0),
      ...grupo('no_contesta', '35_44', 1, 1),
    ];
    const { r } = nadieSeDeduce(personas, N);
    const sexo = r.resultados[0].sexo;
    expect(sexo.categorias.map((c) => [c.clave, c.n, c.seleccionados, c.tasa, c.ratio, c.alerta])).toEqual([
      ['mujer', 60, 20, 0.3333, 0.5, true],
      ['hombre', 60, 20 * 2, 0.6667, 1, false],
      ['otro', { menosDe: 10 }, { menosDe: 10 }, null, null, false],
    ]);
    expect(sexo.desconocidos).toEqual({ menosDe: 10 });
    // Every age band too: the intersection's cells are hidden rather than the bands (12 women and 12 men
    // of each band shown would say that nobody else is in it).
    expect(r.resultados[0].edad.categorias.map((c) => c.tasa)).toEqual([0.5, 0.48, 0.52, 0.5, 0.5]);
  });

  it('two outcomes share the questionnaires answered: hidden in both when one has to hide it', () => {
    const todas = grupo('mujer', '25_34', 10, 4);
    const r = publicarEquidad(
      [
        { clave: 'decision', nombre: 'Decisión', personas: todas },
        { clave: 'ia', nombre: 'IA', personas: todas.slice(0, 3) },
      ],
      10,
      N,
    );
    expect(r.respuestas).toEqual({ alMenos: 10 });
  });
});

describe('random tables: nobody under the minimum is shown or can be worked out', () => {
  it('40 tables of 1 to 60 people, minimum n 2, 3, 5 and 10', () => {
    let semilla = 65;
    const azar = () => (semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let k = 0; k < 40; k++) {
      const minimoN = [2, 3, 5, 10][k % 4];
      const n = 1 + Math.floor(azar() ** 2 * 60);
      // Skewed, as real applicants are: most in a few categories, a few in the others.
      const personas = Array.from({ length: n }, () => ({
        sexo: SEXOS[Math.floor(azar() ** 2 * SEXOS.length)],
        edad: FRANJAS_EDAD[Math.floor(azar() ** 1.5 * FRANJAS_EDAD.length)],
        seleccionado: azar() < 0.35,
      }));
      nadieSeDeduce(personas, minimoN, n + Math.floor(azar() * 3));
    }
  }, 120_000);
});

describe('a minimum n of 1 hides nothing; one count alone; the words', () => {
  it('every count as it is', () => {
    const r = publicar([...grupo('mujer', '25_34', 1, 0), ...grupo('hombre', '25_34', 2, 1)], 1);
    expect(recuentos(r).every((x) => typeof x === 'number')).toBe(true);
    expect(r.resultados[0].sexo.categorias.map((c) => [c.n, c.seleccionados, c.tasa, c.ratio])).toEqual([
      [1, 0, 0, 0],
      [2, 1, 0.5, 1],
      [0, 0, null, null],
    ]);
  });

  it('recuentoAislado', () => {
    expect([recuentoAislado(1, 10), recuentoAislado(10, 10), recuentoAislado(0, 1)]).toEqual([{ menosDe: 10 }, 10, 0]);
  });
});
