// Selection rates and impact ratios as NYC Local Law 144's rules define them (DCWP, 6 RCNY §5-300 and
// §5-301; D175): a category's selection rate is the number of its people selected (moved forward or
// given the classification) divided by the number of its people; its impact ratio is its selection rate
// divided by the selection rate of the most selected category. Sex, age band and their intersection
// are computed apart. People of an unknown category («prefiero no decirlo») are counted and left out
// of the rates, as §5-301 asks. A category under the company's minimum n gets no ratio and does not
// set the highest rate («datos insuficientes»; the rules let an auditor leave out a category under
// 2 % of the data, D175 uses a count instead, which a small company can reach). A ratio under 0.8 (the
// four-fifths rule) with enough data is an alert. Pure: no I/O, unit-tested against the rules.
import { FRANJAS_EDAD, FRANJA_ETIQUETA, RATIO_ALERTA, SEXOS, SEXO_ETIQUETA, type FranjaEdad, type Sexo } from '../../../shared/equidad.js';

/** A category's figures before anything is hidden (counts as numbers): what the method computes. */
export interface CategoriaCruda {
  clave: string;
  etiqueta: string;
  n: number;
  seleccionados: number;
  tasa: number | null;
  ratio: number | null;
  suficiente: boolean;
  alerta: boolean;
}

/** One person in one outcome: their category (null: unknown) and whether they were selected. */
export interface Observacion {
  categoria: string | null;
  seleccionado: boolean;
}

const cuatro = (x: number) => Math.round(x * 10_000) / 10_000;

/** A category's people and selected, in the order to show. */
export interface CuentaCategoria {
  clave: string;
  etiqueta: string;
  n: number;
  seleccionados: number;
}

/** Counts per category (every one listed even with nobody in it) and the unknowns: a category not in the list counts as unknown. */
export function contar(obs: readonly Observacion[], categorias: readonly { clave: string; etiqueta: string }[]) {
  const cuenta = new Map(categorias.map((c) => [c.clave, { n: 0, s: 0 }]));
  let desconocidos = 0;
  for (const o of obs) {
    const c = o.categoria === null ? undefined : cuenta.get(o.categoria);
    if (!c) desconocidos++;
    else {
      c.n++;
      if (o.seleccionado) c.s++;
    }
  }
  const filas: CuentaCategoria[] = categorias.map((c) => ({ ...c, n: cuenta.get(c.clave)!.n, seleccionados: cuenta.get(c.clave)!.s }));
  return { filas, desconocidos };
}

/**
 * Rates and ratios of counted categories: `suficiente` says which categories may have a ratio and set
 * the highest rate (the minimum n; once counts are hidden, supresion.ts says it: only those whose
 * people and selected are shown).
 */
export function tasasYRatios(filas: readonly CuentaCategoria[], suficiente: (c: CuentaCategoria, k: number) => boolean): CategoriaCruda[] {
  const tasas = filas.map((c, k) => ({ ...c, tasa: c.n > 0 ? c.seleccionados / c.n : null, suficiente: c.n > 0 && suficiente(c, k) }));
  const maxima = Math.max(0, ...tasas.filter((t) => t.suficiente && t.tasa !== null).map((t) => t.tasa!));
  return tasas.map((t) => {
    // The ratio against the most selected category (rounded only once computed, so two decimals agree with the rules' tables).
    const ratio = t.suficiente && t.tasa !== null && maxima > 0 ? t.tasa / maxima : null;
    return {
      clave: t.clave,
      etiqueta: t.etiqueta,
      n: t.n,
      seleccionados: t.seleccionados,
      tasa: t.tasa === null ? null : cuatro(t.tasa),
      ratio: ratio === null ? null : cuatro(ratio),
      suficiente: t.suficiente,
      alerta: ratio !== null && ratio < RATIO_ALERTA,
    };
  });
}

/** One person's self-declaration and outcome. */
export interface Persona {
  sexo: Sexo;
  edad: FranjaEdad;
  seleccionado: boolean;
}

export const SEXOS_CONOCIDOS = SEXOS.filter((s) => s !== 'no_contesta').map((clave) => ({ clave, etiqueta: SEXO_ETIQUETA[clave] }));
export const FRANJAS_CONOCIDAS = FRANJAS_EDAD.filter((f) => f !== 'no_contesta').map((clave) => ({
  clave,
  etiqueta: FRANJA_ETIQUETA[clave],
}));
export const INTERSECCIONES = SEXOS_CONOCIDOS.flatMap((s) =>
  FRANJAS_CONOCIDAS.map((f) => ({ clave: `${s.clave}|${f.clave}`, etiqueta: `${s.etiqueta} · ${f.etiqueta.toLowerCase()}` })),
);
