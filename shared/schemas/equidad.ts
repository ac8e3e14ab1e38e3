// The fairness questionnaire and monitor (issue 56 items 3–5, D175): what the candidate sends after
// «Finalizar», what Analytics reads (counts, selection rates and impact ratios, never a person), the
// auditor's yearly export (counts only) and the company's minimum n.
import * as z from 'zod/mini';
import { FRANJAS_EDAD, MINIMO_N, SEXOS, TEXTOS_EQUIDAD as textos } from '../equidad.js';
import { equidad as msg, fmt } from '../messages.js';
import { FechaHora } from './comun.js';

export { EQUIDAD, FRANJAS_EDAD, MINIMO_N, SEXOS } from '../equidad.js';

/** POST /api/publico/entrevistas/{token}/equidad. */
export const EquidadBody = z.strictObject({
  version: z.string({ error: msg.versionCambiada }).check(z.maxLength(40, msg.versionCambiada)),
  consentimiento: z.literal(true, { error: textos.consentimientoObligatorio }),
  sexo: z.enum(SEXOS, { error: textos.sexoInvalido }),
  edad: z.enum(FRANJAS_EDAD, { error: textos.edadInvalida }),
});
export type EquidadBody = z.output<typeof EquidadBody>;

export const EquidadGuardada = z.object({ fecha: FechaHora });

const Fecha = z.string({ error: msg.periodoInvalido }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg.periodoInvalido));
const IdConsulta = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/));

/** GET /api/analytics/equidad: a template (or all) and a period (the day the questionnaire was answered, UTC). */
export const EquidadQuery = z.object({
  empresaId: z.optional(IdConsulta),
  servicioId: z.optional(IdConsulta),
  desde: Fecha,
  hasta: Fecha,
});

/** GET /api/analytics/equidad/exportar: the auditor's year. */
export const EquidadExportQuery = z.object({
  empresaId: z.optional(IdConsulta),
  anio: z.coerce
    .number({ error: msg.anioInvalido })
    .check(z.int(msg.anioInvalido), z.minimum(2020, msg.anioInvalido), z.maximum(2100, msg.anioInvalido)),
});

/**
 * A published count (issue 65 item 2, functions/lib/equidad/supresion.ts): the number, or a count that is
 * hidden so that nobody can be told apart — `{ menosDe: N }` is under the company's minimum n (the web
 * reads «menos de N»), `{ alMenos: N }` is N or more, hidden so that no count under N can be worked out
 * from the others (the web reads «N o más»).
 */
export const Recuento = z.union([
  z.number(),
  z.object({ menosDe: z.number() }).check(z.describe('Menos de N personas (el mínimo de la empresa): la cifra no se muestra')),
  z
    .object({ alMenos: z.number() })
    .check(z.describe('N personas o más: la cifra no se muestra para que no pueda deducirse otra de menos de N')),
]);
export type Recuento = z.infer<typeof Recuento>;

const Categoria = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  n: Recuento,
  seleccionados: Recuento,
  /** selected ÷ n, four decimals; null when n is 0 or either count is hidden. */
  tasa: z.nullable(z.number()),
  /** rate ÷ the highest rate among categories whose rate is shown; null otherwise or when nobody was selected. */
  ratio: z.nullable(z.number()),
  /** The rate is shown (its people and selected are), so it has a ratio and may set the highest rate. */
  suficiente: z.boolean(),
  alerta: z.boolean(),
});
export type CategoriaImpacto = z.infer<typeof Categoria>;

const Tabla = z.object({
  categorias: z.array(Categoria),
  /** People of the outcome whose category is unknown here («prefiero no decirlo»): counted, not in the ratios. */
  desconocidos: Recuento,
});
export type TablaImpacto = z.infer<typeof Tabla>;

const Resultado = z.object({
  clave: z.enum(['decision', 'ia']),
  nombre: z.string(),
  /** People with this outcome known (a decision recorded; a report with a score). */
  n: Recuento,
  sexo: Tabla,
  edad: Tabla,
  interseccion: Tabla,
  alertas: z.number(),
});
export type ResultadoEquidad = z.infer<typeof Resultado>;

export const MonitorEquidad = z.object({
  servicioId: z.nullable(z.string()),
  desde: z.string(),
  hasta: z.string(),
  minimoN: z.number(),
  /** Questionnaires answered in the period (of the template when one is chosen). */
  respuestas: Recuento,
  /** The templates with answers in the period, for the selector. */
  servicios: z.array(z.object({ id: z.string(), nombre: z.string() })),
  resultados: z.array(Resultado),
  mensaje: z.nullable(z.string()),
});
export type MonitorEquidad = z.infer<typeof MonitorEquidad>;

/** The auditor's file: per template, per outcome, the same tables — counts, rates, ratios, no person. */
export const ExportEquidad = z.object({
  empresa: z.string(),
  anio: z.number(),
  generadoEn: FechaHora,
  metodo: z.string(),
  minimoN: z.number(),
  version: z.string(),
  plantillas: z.array(z.object({ servicioId: z.string(), nombre: z.string(), respuestas: Recuento, resultados: z.array(Resultado) })),
});
export type ExportEquidad = z.infer<typeof ExportEquidad>;

const MinimoNValor = z
  .number({ error: fmt(msg.minimoInvalido, { min: MINIMO_N.minimo, max: MINIMO_N.maximo }) })
  .check(
    z.int(fmt(msg.minimoInvalido, { min: MINIMO_N.minimo, max: MINIMO_N.maximo })),
    z.minimum(MINIMO_N.minimo, fmt(msg.minimoInvalido, { min: MINIMO_N.minimo, max: MINIMO_N.maximo })),
    z.maximum(MINIMO_N.maximo, fmt(msg.minimoInvalido, { min: MINIMO_N.minimo, max: MINIMO_N.maximo })),
  );

export const EquidadMinimoBody = z.strictObject({ minimoN: MinimoNValor });
export const EquidadMinimo = z.object({
  minimoN: z.number(),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type EquidadMinimo = z.infer<typeof EquidadMinimo>;

/** The company's minimum n, or the default. */
export function minimoNDeEmpresa(empresa: object | undefined | null): number {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as
    { equidadMinimo?: { minimoN?: unknown } } | undefined;
  const n = c?.equidadMinimo?.minimoN;
  return typeof n === 'number' && Number.isInteger(n) && n >= MINIMO_N.minimo && n <= MINIMO_N.maximo ? n : MINIMO_N.porDefecto;
}
