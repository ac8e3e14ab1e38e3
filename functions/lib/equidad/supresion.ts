// Why one module: one job, what a fairness table may publish; the suppression, its audit and the
// published shapes share one model of the counts (the 49 kinds of people), which splitting would copy.
// Fairness counts that reveal nobody (issue 65 item 2). Every count the fairness monitor publishes — the
// Analytics screen and its API answer, the auditor's yearly export, the algorithm dossier's «Seguimiento
// de equidad» — goes through this one module; the web renders what the API sends and counts nothing.
//
// The practice followed is statistical disclosure control's cell suppression of a frequency table, in
// its two steps: primary suppression withholds the unsafe cells (here every count under the company's
// minimum n); complementary, or secondary, suppression withholds further cells so that no primarily
// suppressed value «can be re-calculated from the values published in the table» (Statistics
// Netherlands, «A general formulation of the secondary cell suppression problem», 2010,
// https://www.cbs.nl/nl-nl/achtergrond/2010/15/a-general-formulation-of-the-secondary-cell-suppression-problem;
// Hundepool et al., «Handbook on Statistical Disclosure Control», ch. 5 «Frequency tables»,
// https://sdctools.github.io/HandbookSDC/05-frequency-tables.html). A total is a cell like any other: one
// that would give a hidden cell away is hidden too (P. C. Chu, «Cell Suppression Methodology: The
// Importance of Suppressing Marginal Totals», IEEE TKDE 9(4), 1997). Whether the hidden cells are safe
// is then audited, as statistical offices audit a suppression pattern before publishing it (P. B.
// Massell, «Cell Suppression and Audit Programs used for Economic Magnitude Data», US Census Bureau
// RR2001/01).
//
// What is published, per outcome (a person's decision; the AI's score): the people with the outcome,
// and for sex, age band and their intersection each category's people and selected — its «not
// selected» are a cell too, the people minus the selected — and the unknowns («prefiero no decirlo»);
// beside them the questionnaires answered, which bound the outcome's people from above.
//  - Primary: a count under the minimum n is never shown, zeros included (a zero beside a total can say
//    where everyone is): it reads «menos de N» ({ menosDe: N }). The rate and the ratio are shown only
//    where the people and the selected are, so neither gives a hidden count back.
//  - Complementary: a hidden count must not be recoverable from what is shown — a dimension's total
//    minus its visible categories, a category's people minus its selected, the sex or age table against
//    the intersection, the outcome against the questionnaires answered — nor from the bounds a reader
//    knows («menos de 10» is 0 to 9; a hidden «10 o más» is 10 or more). The standard rule — a line
//    that hides one cell hides its next smallest too, a total that would give a hidden cell away is
//    hidden — is applied by its audit: for each hidden count the module looks for another table of
//    people, one or two people moved, added or taken away, that shows exactly the same figures and the
//    same bounds with a different value of that count. While a hidden count has no such twin, the
//    smallest shown count standing in the way of the move that changes it least is hidden as well, and
//    the audit runs again. A count hidden to protect another is N or more, and says so: «N o más»
//    ({ alMenos: N }), never a false «menos de N».
// A minimum n of 1 hides nothing (the company's choice: «menos de 1» would be 0, exactly). What is not
// covered: two answers over different periods, or a template and all templates, compared by hand (the
// difference of two published tables); see the decision record.
import { FRANJAS_EDAD, SEXOS } from '../../../shared/equidad.js';
import type { Recuento, ResultadoEquidad, TablaImpacto } from '../../../shared/schemas/equidad.js';
import { FRANJAS_CONOCIDAS, INTERSECCIONES, SEXOS_CONOCIDOS, tasasYRatios, type Persona } from './impacto.js';

// ---------------------------------------------------------------------------------------------------
// The cells underneath: each person of an outcome is one of 48 kinds (4 sexes × 6 age bands, «prefiero
// no decirlo» one of each, × selected or not); one more kind holds those who answered the questionnaire
// but are not in this outcome (no decision yet, no scored report), counted only in «respuestas».

const NS = SEXOS.length;
const NA = FRANJAS_EDAD.length;
const S_NC = SEXOS.indexOf('no_contesta');
const A_NC = FRANJAS_EDAD.indexOf('no_contesta');
const FUERA = NS * NA * 2;
const TIPOS = FUERA + 1;

const tipo = (s: number, a: number, seleccionado: boolean) => (s * NA + a) * 2 + (seleccionado ? 0 : 1);
const partes = (t: number) => ({ s: Math.floor(t / (NA * 2)), a: Math.floor(t / 2) % NA, seleccionado: t % 2 === 0 });

/** A published (or derived) count: the kinds of people it adds up. */
interface Magnitud {
  id: string;
  /** Shown on some screen or file; the «not selected» of a category are not shown but follow from two that are. */
  mostrada: boolean;
  tipos: number[];
}

type En = (s: number, a: number) => boolean;
interface Dimension {
  clave: 'sexo' | 'edad' | 'interseccion';
  categorias: { clave: string; etiqueta: string; en: En }[];
  desconocido: En;
}

const DIMENSIONES: Dimension[] = [
  {
    clave: 'sexo',
    categorias: SEXOS_CONOCIDOS.map((c) => ({ ...c, en: (s) => s === SEXOS.indexOf(c.clave) })),
    desconocido: (s) => s === S_NC,
  },
  {
    clave: 'edad',
    categorias: FRANJAS_CONOCIDAS.map((c) => ({ ...c, en: (_s, a) => a === FRANJAS_EDAD.indexOf(c.clave) })),
    desconocido: (_s, a) => a === A_NC,
  },
  {
    clave: 'interseccion',
    categorias: INTERSECCIONES.map((c) => {
      const [sexo, edad] = c.clave.split('|') as [(typeof SEXOS)[number], (typeof FRANJAS_EDAD)[number]];
      return { ...c, en: (s: number, a: number) => s === SEXOS.indexOf(sexo) && a === FRANJAS_EDAD.indexOf(edad) };
    }),
    desconocido: (s, a) => s === S_NC || a === A_NC,
  },
];

function magnitud(id: string, mostrada: boolean, incluye: (t: number) => boolean): Magnitud {
  return { id, mostrada, tipos: Array.from({ length: TIPOS }, (_, t) => t).filter(incluye) };
}
const dePersona = (en: (s: number, a: number, seleccionado: boolean) => boolean) => (t: number) => {
  if (t === FUERA) return false;
  const p = partes(t);
  return en(p.s, p.a, p.seleccionado);
};

const MAGNITUDES: Magnitud[] = [
  magnitud('respuestas', true, () => true),
  magnitud('total', true, (t) => t !== FUERA),
  ...DIMENSIONES.flatMap((d) => [
    ...d.categorias.flatMap((c) => [
      magnitud(
        `${d.clave}:${c.clave}:personas`,
        true,
        dePersona((s, a) => c.en(s, a)),
      ),
      magnitud(
        `${d.clave}:${c.clave}:seleccionadas`,
        true,
        dePersona((s, a, sel) => c.en(s, a) && sel),
      ),
      magnitud(
        `${d.clave}:${c.clave}:no_seleccionadas`,
        false,
        dePersona((s, a, sel) => c.en(s, a) && !sel),
      ),
    ]),
    magnitud(
      `${d.clave}:desconocidos`,
      true,
      dePersona((s, a) => d.desconocido(s, a)),
    ),
  ]),
];
const M = MAGNITUDES.length;
/** What a count is worth to the reader, when one has to be hidden to protect another: the totals least, the sex and age tables most. */
const NIVEL = MAGNITUDES.map((m) =>
  m.id === 'respuestas' || m.id === 'total' ? 0 : m.id.startsWith('interseccion:') || m.id.endsWith(':desconocidos') ? 1 : 2,
);
const INDICE = new Map(MAGNITUDES.map((m, i) => [m.id, i]));
const indice = (id: string) => INDICE.get(id)!;
/** For each kind of person, the counts that include them. */
const CONTIENEN: number[][] = Array.from({ length: TIPOS }, (_, t) => MAGNITUDES.flatMap((m, i) => (m.tipos.includes(t) ? [i] : [])));

// ---------------------------------------------------------------------------------------------------
// The suppression and its audit.

const VISIBLE = 0;
const MENOS_DE = 1;
const AL_MENOS = 2;
const IMPLICITA = 3;
type Estado = typeof VISIBLE | typeof MENOS_DE | typeof AL_MENOS | typeof IMPLICITA;

/**
 * One elementary change of one person: their sex, age band or outcome changed, their entering or
 * leaving the outcome (to or from those who answered but are not in it), or one person more (quita −1)
 * or fewer (pone −1); with what it changes in every count.
 */
interface Movimiento {
  quita: number;
  pone: number;
  /** The change of every count (dense), and the counts it changes. */
  d: Int8Array;
  cambia: number[];
}

function movimiento(quita: number, pone: number): Movimiento {
  const d = new Int8Array(M);
  if (quita >= 0) for (const i of CONTIENEN[quita]) d[i]--;
  if (pone >= 0) for (const i of CONTIENEN[pone]) d[i]++;
  const cambia: number[] = [];
  for (let i = 0; i < M; i++) if (d[i] !== 0) cambia.push(i);
  return { quita, pone, d, cambia };
}

const PERSONAS = Array.from({ length: FUERA }, (_, t) => t);
/** The kinds one elementary change away. */
function vecinos(t: number): number[] {
  if (t === FUERA) return PERSONAS;
  const { s, a, seleccionado } = partes(t);
  return [
    ...Array.from({ length: NS }, (_, s2) => s2).flatMap((s2) => (s2 === s ? [] : [tipo(s2, a, seleccionado)])),
    ...Array.from({ length: NA }, (_, a2) => a2).flatMap((a2) => (a2 === a ? [] : [tipo(s, a2, seleccionado)])),
    tipo(s, a, !seleccionado),
    FUERA,
  ];
}

function movimientos(x: readonly number[]): Movimiento[] {
  const out: Movimiento[] = [];
  for (let t = 0; t < TIPOS; t++) {
    if (x[t] > 0) {
      out.push(movimiento(t, -1));
      for (const v of vecinos(t)) out.push(movimiento(t, v));
    }
  }
  for (let t = 0; t < TIPOS; t++) out.push(movimiento(-1, t));
  return out;
}

/** Fixed pseudo-random weights: a sum of changes to the shown counts hashed, so that moves whose changes cancel meet. */
const PESO = (() => {
  let semilla = 0x9e3779b9;
  return Array.from({ length: M }, () => {
    semilla = (Math.imul(semilla ^ (semilla >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return semilla | 1;
  });
})();

const DOS_20 = 2 ** 20;
/** Each count as a vector over the kinds of people. */
const VECTOR = MAGNITUDES.map((m) => {
  const v = new Float64Array(TIPOS);
  for (const t of m.tipos) v[t] = 1;
  return v;
});

/**
 * The linear span of some counts' vectors (Gaussian elimination with partial pivoting; the vectors are of
 * 0 and 1 over 49 kinds, so rounding stays far below the tolerance): a count in it is a sum and
 * difference of those counts, so a reader works it out exactly. Only a shortcut of the audit: a count
 * in it has no twin; one outside it is still looked for.
 */
function espacioDe(filas: readonly Float64Array[]) {
  const base: { pivote: number; fila: Float64Array }[] = [];
  const reducir = (v: Float64Array) => {
    const r = Float64Array.from(v);
    for (const { pivote, fila } of base) {
      const f = r[pivote];
      if (Math.abs(f) > 1e-9) for (let k = 0; k < TIPOS; k++) r[k] -= f * fila[k];
    }
    return r;
  };
  for (const v of filas) {
    const r = reducir(v);
    let pivote = -1;
    for (let k = 0; k < TIPOS; k++) if (Math.abs(r[k]) > 1e-9 && (pivote < 0 || Math.abs(r[k]) > Math.abs(r[pivote]))) pivote = k;
    if (pivote < 0) continue;
    const p = r[pivote];
    for (let k = 0; k < TIPOS; k++) r[k] /= p;
    // Keep the basis reduced: every earlier row loses its entry at the new pivot.
    for (const b of base) {
      const f = b.fila[pivote];
      if (Math.abs(f) > 1e-9) for (let k = 0; k < TIPOS; k++) b.fila[k] -= f * r[k];
    }
    base.push({ pivote, fila: r });
  }
  return { contiene: (v: Float64Array) => reducir(v).every((x) => Math.abs(x) < 1e-7) };
}

/** The search's budget per hidden count, level and round: beyond it the count is treated as unprotected (more is hidden, never less). */
const PRESUPUESTO = 8_000;

export interface Supresion {
  valor: number[];
  estado: Estado[];
}

/**
 * The state of every count of one outcome's table: shown, «menos de N», «N o más» (hidden to protect
 * another), or not shown at all (the «not selected», derived). `x` is the number of people of each kind;
 * `forzadas` are counts another outcome had to hide that are the same number here («respuestas»).
 */
export function suprimir(x: readonly number[], minimoN: number, forzadas: ReadonlySet<string> = new Set()): Supresion {
  const valor = MAGNITUDES.map((m) => m.tipos.reduce((a, t) => a + x[t], 0));
  const estado: Estado[] = MAGNITUDES.map((m, i) =>
    !m.mostrada ? IMPLICITA : minimoN <= 1 ? VISIBLE : valor[i] < minimoN ? MENOS_DE : forzadas.has(m.id) ? AL_MENOS : VISIBLE,
  );
  if (minimoN <= 1) return { valor, estado };
  const N = minimoN;
  const sensibles = MAGNITUDES.flatMap((_, i) => (valor[i] < N ? [i] : []));
  const movs = movimientos(x);
  const K = movs.length;

  /** Whether a count may take this value: a shown one may not change, a hidden one stays within what its mark says. */
  const dentro = (i: number, v: number) => {
    switch (estado[i]) {
      case VISIBLE:
        return false;
      case MENOS_DE:
        return v >= 0 && v < N;
      case AL_MENOS:
        return v >= N;
      default:
        return v >= 0;
    }
  };

  const suma = new Int32Array(M);
  const base = new Int32Array(TIPOS);
  /**
   * Moves together, when they make another table of people (no kind below zero) with `s` different and
   * every hidden count within its mark: the counts they change and the shown ones among them (each
   * still N or more), or null. A twin changes no shown count.
   */
  const marcada = new Uint8Array(M);
  const tocadas = new Int32Array(M);
  const tiposTocados = new Int32Array(16);
  const evaluar = (ms: readonly Movimiento[], s: number, soloGemelo = false): { cambia: number[]; bloqueos: number[] } | null => {
    let nt = 0;
    let nb = 0;
    for (const m of ms) {
      for (const i of m.cambia) {
        if (!marcada[i]) {
          marcada[i] = 1;
          tocadas[nt++] = i;
        }
        suma[i] += m.d[i];
      }
      if (m.quita >= 0) base[m.quita]--;
      if (m.pone >= 0) base[m.pone]++;
      tiposTocados[nb++] = m.quita;
      tiposTocados[nb++] = m.pone;
    }
    let ok = suma[s] !== 0;
    for (let k = 0; ok && k < nb; k++) if (tiposTocados[k] >= 0 && x[tiposTocados[k]] + base[tiposTocados[k]] < 0) ok = false;
    let cambia: number[] | null = null;
    let bloqueos: number[] | null = null;
    for (let k = 0; ok && k < nt; k++) {
      const i = tocadas[k];
      if (suma[i] === 0) continue;
      if (estado[i] === VISIBLE) {
        if (valor[i] + suma[i] < N || soloGemelo) ok = false;
        else (bloqueos ??= []).push(i);
      } else ok = dentro(i, valor[i] + suma[i]);
    }
    if (ok) cambia = Array.from(tocadas.subarray(0, nt)).filter((i) => suma[i] !== 0);
    for (let k = 0; k < nt; k++) {
      suma[tocadas[k]] = 0;
      marcada[tocadas[k]] = 0;
    }
    for (let k = 0; k < nb; k++) if (tiposTocados[k] >= 0) base[tiposTocados[k]] = 0;
    return ok && cambia ? { cambia, bloqueos: bloqueos ?? [] } : null;
  };
  const gemeloDe = (ms: readonly Movimiento[], s: number): number[] | null => {
    const r = evaluar(ms, s, true);
    return r ? r.cambia : null;
  };

  /**
   * The audit: the first count under N with no twin, or null when every one has one. `protegida` keeps
   * what earlier rounds found while only more is hidden (a twin stays one: it changed no shown count).
   */
  const auditar = (testigo: (number[] | null)[]): number | null => {
    // Each move's changes to the shown counts, hashed: moves whose hashes cancel out leave every shown count as it was.
    const h = movs.map((m) => m.cambia.reduce((a, i) => (estado[i] === VISIBLE ? (a + Math.imul(m.d[i], PESO[i])) | 0 : a), 0));
    const porHash = new Map<number, number[]>();
    h.forEach((v, k) => {
      const lista = porHash.get(v);
      if (lista) lista.push(k);
      else porHash.set(v, [k]);
    });
    // Every pair of moves that change shown counts, by the hash of their changes, sorted (hash · 2^20 + the
    // pair), built the first time it is needed.
    let pares: Float64Array | null = null;
    let inicio: Map<number, number> | null = null;
    /** The pairs whose hash is `v`, as i·K + j. */
    const paresCon = (v: number): number[] => {
      if (!pares || !inicio) {
        const z = movs.flatMap((_, k) => (h[k] === 0 ? [] : [k]));
        pares = new Float64Array((z.length * (z.length + 1)) / 2);
        let p = 0;
        for (let i = 0; i < z.length; i++)
          for (let j = i; j < z.length; j++) pares[p++] = ((h[z[i]] + h[z[j]]) | 0) * DOS_20 + z[i] * K + z[j];
        pares.sort();
        inicio = new Map();
        for (let q = 0; q < pares.length; q++) {
          const hq = Math.floor(pares[q] / DOS_20);
          if (!inicio.has(hq)) inicio.set(hq, q);
        }
      }
      const desde = inicio.get(v);
      const out: number[] = [];
      if (desde !== undefined)
        for (let q = desde; q < pares.length && Math.floor(pares[q] / DOS_20) === v; q++) out.push(pares[q] - v * DOS_20);
      return out;
    };
    const espacio = espacioDe(MAGNITUDES.flatMap((_, i) => (estado[i] === VISIBLE ? [VECTOR[i]] : [])));

    /** Another table with the same figures and a different `s`, of one to four elementary moves. */
    const gemelo = (s: number): number[] | null => {
      const tocan = movs.flatMap((m, k) => (m.d[s] !== 0 ? [k] : []));
      for (const a of tocan) {
        const g = gemeloDe([movs[a]], s);
        if (g) return g;
      }
      let presupuesto = PRESUPUESTO;
      for (const a of tocan)
        for (const b of porHash.get(-h[a] | 0) ?? []) {
          if (--presupuesto < 0) break;
          const g = gemeloDe([movs[a], movs[b]], s);
          if (g) return g;
        }
      presupuesto = PRESUPUESTO;
      // Three or four moves: the second changes a shown count (one changing only hidden ones adds nothing the others could not).
      for (const a of tocan)
        for (let b = 0; b < K && presupuesto > 0; b++)
          for (const c of h[b] === 0 ? [] : (porHash.get(-(h[a] + h[b]) | 0) ?? [])) {
            if (--presupuesto < 0) break;
            const g = gemeloDe([movs[a], movs[b], movs[c]], s);
            if (g) return g;
          }
      presupuesto = PRESUPUESTO;
      for (const a of tocan)
        for (let b = 0; b < K && presupuesto > 0; b++)
          for (const cd of h[b] === 0 ? [] : paresCon(-(h[a] + h[b]) | 0)) {
            if (--presupuesto < 0) break;
            const g = gemeloDe([movs[a], movs[b], movs[Math.floor(cd / K)], movs[cd % K]], s);
            if (g) return g;
          }
      return null;
    };

    for (const s of sensibles) {
      if (testigo[s]) continue;
      // Worked out from the shown counts by a sum and a difference: no twin can exist, no need to look.
      if (espacio.contiene(VECTOR[s])) return s;
      const cambia = gemelo(s);
      if (!cambia) return s;
      // A twin that changes several hidden counts protects each of them.
      for (const i of cambia) if (valor[i] < N) testigo[i] = cambia;
    }
    return null;
  };

  // Each count under N with the twin found for it (the counts that twin changes), kept while only more is hidden.
  const testigo: (number[] | null)[] = new Array<number[] | null>(M).fill(null);
  const complementos: number[] = [];
  for (let pendiente = auditar(testigo); pendiente !== null; pendiente = auditar(testigo)) {
    const oculta = complemento(pendiente);
    if (oculta === null) return { valor, estado };
    estado[oculta] = AL_MENOS;
    complementos.push(oculta);
  }
  // A count hidden early may have become needless once others were: shown again when the audit still
  // passes (only the twins that changed it need looking for again).
  for (const c of complementos) {
    estado[c] = VISIBLE;
    const prueba = testigo.map((t) => (t && t.includes(c) ? null : t));
    if (auditar(prueba) === null) for (let i = 0; i < M; i++) testigo[i] = prueba[i];
    else estado[c] = AL_MENOS;
  }
  return { valor, estado };

  /**
   * What to hide next for a count with no twin: among the moves of one or two people that change it and
   * are stopped only by shown counts (each still N or more after), the one stopped by the least valuable
   * ones — the totals first (the rule's «hide the total that would give a hidden cell away»), then the
   * intersection and the unknowns, the sex and age tables last, where the ratios are read — and the
   * fewest, the smallest; of those, the least valuable and smallest: «hide the next smallest». Else the
   * smallest shown count that shares people with it.
   */
  function complemento(s: number): number | null {
    const orden = (i: number) => [NIVEL[i], valor[i]] as const;
    const antes = (i: number, j: number) => orden(i)[0] < orden(j)[0] || (orden(i)[0] === orden(j)[0] && orden(i)[1] < orden(j)[1]);
    let mejor = null as { bloqueos: number[]; nivel: number; suma: number } | null;
    const considerar = (ms: readonly Movimiento[]) => {
      const r = evaluar(ms, s);
      if (!r || r.bloqueos.length === 0) return;
      const { bloqueos } = r;
      const nivel = Math.max(...bloqueos.map((i) => NIVEL[i]));
      const suma = bloqueos.reduce((a, i) => a + valor[i], 0);
      const mejora =
        !mejor ||
        nivel < mejor.nivel ||
        (nivel === mejor.nivel &&
          (bloqueos.length < mejor.bloqueos.length || (bloqueos.length === mejor.bloqueos.length && suma < mejor.suma)));
      if (mejora) mejor = { bloqueos, nivel, suma };
    };
    // One move, or two (a person swapped with another: the sex and age tables may stay as they are).
    for (const a of movs) {
      if (a.d[s] === 0) continue;
      considerar([a]);
      for (const b of movs) considerar([a, b]);
    }
    const menor = (candidatas: number[]) => (candidatas.length === 0 ? null : candidatas.reduce((a, b) => (antes(b, a) ? b : a)));
    if (mejor) return menor(mejor.bloqueos);
    const suyos = new Set(MAGNITUDES[s].tipos);
    const visibles = MAGNITUDES.flatMap((_, i) => (estado[i] === VISIBLE ? [i] : []));
    return menor(visibles.filter((i) => MAGNITUDES[i].tipos.some((t) => suyos.has(t)))) ?? menor(visibles);
  }
}

// ---------------------------------------------------------------------------------------------------
// What the API, the export and the dossier publish.

/** One count on its own (a period's answers in the dossier): the number from the minimum n up, else «menos de N». */
export function recuentoAislado(valor: number, minimoN: number): Recuento {
  return minimoN > 1 && valor < minimoN ? { menosDe: minimoN } : valor;
}

/** People of each kind: those of the outcome, and those who answered but are not in it. */
export function tiposDe(personas: readonly Persona[], respuestas: number): number[] {
  const x = new Array<number>(TIPOS).fill(0);
  for (const p of personas) x[tipo(SEXOS.indexOf(p.sexo), FRANJAS_EDAD.indexOf(p.edad), p.seleccionado)]++;
  x[FUERA] = Math.max(0, respuestas - personas.length);
  return x;
}

function recuento(sup: Supresion, i: number, minimoN: number): Recuento {
  switch (sup.estado[i]) {
    case MENOS_DE:
      return { menosDe: minimoN };
    case AL_MENOS:
      return { alMenos: minimoN };
    default:
      return sup.valor[i];
  }
}

function tabla(sup: Supresion, d: Dimension, minimoN: number): TablaImpacto {
  const ids = d.categorias.map((c) => ({
    personas: indice(`${d.clave}:${c.clave}:personas`),
    seleccionadas: indice(`${d.clave}:${c.clave}:seleccionadas`),
  }));
  const filas = d.categorias.map((c, k) => ({
    clave: c.clave,
    etiqueta: c.etiqueta,
    n: sup.valor[ids[k].personas],
    seleccionados: sup.valor[ids[k].seleccionadas],
  }));
  const mostrada = (k: number) => sup.estado[ids[k].personas] === VISIBLE && sup.estado[ids[k].seleccionadas] === VISIBLE;
  // Rates and ratios only where the people and the selected are shown; the highest rate is one of theirs.
  const cifras = tasasYRatios(filas, (_c, k) => mostrada(k));
  return {
    categorias: cifras.map((c, k) => ({
      clave: c.clave,
      etiqueta: c.etiqueta,
      n: recuento(sup, ids[k].personas, minimoN),
      seleccionados: recuento(sup, ids[k].seleccionadas, minimoN),
      tasa: mostrada(k) ? c.tasa : null,
      ratio: c.ratio,
      suficiente: c.suficiente,
      alerta: c.alerta,
    })),
    desconocidos: recuento(sup, indice(`${d.clave}:desconocidos`), minimoN),
  };
}

export interface ResultadoAPublicar {
  clave: ResultadoEquidad['clave'];
  nombre: string;
  personas: readonly Persona[];
}

/**
 * The outcomes' tables as they may be published, and the questionnaires answered (one number for both
 * outcomes: hidden in both when either has to hide it).
 */
export function publicarEquidad(
  resultados: readonly ResultadoAPublicar[],
  respuestas: number,
  minimoN: number,
): { respuestas: Recuento; resultados: ResultadoEquidad[] } {
  const xs = resultados.map((r) => tiposDe(r.personas, respuestas));
  let forzadas = new Set<string>();
  let sups = xs.map((x) => suprimir(x, minimoN, forzadas));
  const R = indice('respuestas');
  if (sups.some((s) => s.estado[R] === AL_MENOS) && sups.some((s) => s.estado[R] === VISIBLE)) {
    forzadas = new Set(['respuestas']);
    sups = xs.map((x) => suprimir(x, minimoN, forzadas));
  }
  return {
    respuestas: sups.length > 0 ? recuento(sups[0], R, minimoN) : recuentoAislado(respuestas, minimoN),
    resultados: resultados.map((r, k) => {
      const [sexo, edad, interseccion] = DIMENSIONES.map((d) => tabla(sups[k], d, minimoN));
      const alertas = [sexo, edad, interseccion].reduce((a, t) => a + t.categorias.filter((c) => c.alerta).length, 0);
      return { clave: r.clave, nombre: r.nombre, n: recuento(sups[k], indice('total'), minimoN), sexo, edad, interseccion, alertas };
    }),
  };
}
