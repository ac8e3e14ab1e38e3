// The company-size ranges, written once (D128): the onboarding wizard, the SaaS panel's 'Nueva
// Empresa' wizard and the public demo request offer the same options. Each is stored as its upper
// bound in `cantidadTrabajadores` (part 2 §3: 10, 50, 200, 500, 1000) and, for the company wizard's
// business context, as the §3 `tamaño` it stands for. This module imports nothing: the sign-in page's
// demo form loads it.

export const RANGOS_EMPLEADOS = [
  { valor: 10, etiqueta: '1-10', tamano: 'startup' },
  { valor: 50, etiqueta: '11-50', tamano: 'pequeña' },
  { valor: 200, etiqueta: '51-200', tamano: 'mediana' },
  { valor: 500, etiqueta: '201-500', tamano: 'grande' },
  { valor: 1000, etiqueta: 'Más de 500', tamano: 'multinacional' },
] as const;

export type RangoEmpleados = (typeof RANGOS_EMPLEADOS)[number];
/** A range's stored value (`cantidadTrabajadores`). */
export type ValorRangoEmpleados = RangoEmpleados['valor'];
/** Part 2 §3's `tamaño` of the company wizard's business context. */
export type TamanoRango = RangoEmpleados['tamano'];

export const VALORES_RANGO_EMPLEADOS = RANGOS_EMPLEADOS.map((r) => r.valor) as [ValorRangoEmpleados, ...ValorRangoEmpleados[]];

/** The range of a stored count (a value that is no range's reads as the number itself). */
export const etiquetaRangoEmpleados = (valor: number): string => RANGOS_EMPLEADOS.find((r) => r.valor === valor)?.etiqueta ?? String(valor);

/** The range a `tamaño` stands for, or undefined. */
export const rangoDeTamano = (tamano: string | undefined): RangoEmpleados | undefined => RANGOS_EMPLEADOS.find((r) => r.tamano === tamano);
