// The company's recommendation threshold (issue 53 item 8, D157): the mean score out of 10 a report
// must reach (with half of its rubric evaluated) to say «Recomendado». Absent, the template's «Criterio
// para aprobar» decides (a percentage: 70 % is 7/10). A company admin sets it in Configuración, beside
// «Supervisión de la IA»; stored in the company item's `configuracion.umbralRecomendacion` {umbral,
// por, fecha}, set only by PUT /api/configuracion/empresa/{empresaId}/umbral-recomendacion. Reports
// already written keep the rule they were written with.
import * as z from 'zod/mini';
import { umbral as msg } from '../messages.js';

export const UMBRAL = { minimo: 0, maximo: 10, paso: 0.5 } as const;

const Umbral = z.number({ error: msg.numero }).check(
  z.minimum(UMBRAL.minimo, msg.numero),
  z.maximum(UMBRAL.maximo, msg.numero),
  z.refine((x) => Number.isInteger(x / UMBRAL.paso), msg.numero),
);

/** null: the template's pass mark decides again. */
export const UmbralRecomendacionBody = z.strictObject({ umbral: z.nullable(Umbral) });
export type UmbralRecomendacionBody = z.output<typeof UmbralRecomendacionBody>;

export const UmbralRecomendacion = z.object({
  umbral: z.nullable(z.number()),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type UmbralRecomendacion = z.infer<typeof UmbralRecomendacion>;

/** The company's own threshold, or null when the template's pass mark decides. */
export function umbralDeEmpresa(empresa: object | undefined | null): number | null {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as
    { umbralRecomendacion?: { umbral?: unknown } } | undefined;
  const u = c?.umbralRecomendacion?.umbral;
  return typeof u === 'number' && u >= UMBRAL.minimo && u <= UMBRAL.maximo ? u : null;
}
