// The company's switch of the integrity signals (issue 53 item 5, D158): on by default; a company
// admin may turn them off in Configuración, beside «Supervisión de la IA». Off, the candidate's page
// is told and notes nothing, the notice says nothing is noted, and the API ignores any it receives.
// Stored in the company item's `configuracion.senalesIntegridad` {activas, por, fecha}, set only by
// PUT /api/configuracion/empresa/{empresaId}/senales-integridad.
import * as z from 'zod/mini';
import { senales as msg } from '../messages.js';

export const SenalesIntegridadBody = z.strictObject({ activas: z.boolean({ error: msg.cuerpo }) });
export type SenalesIntegridadBody = z.output<typeof SenalesIntegridadBody>;

/** The switch as stored and shown: who moved it last, and when (null before anyone did: on by default). */
export const SenalesIntegridad = z.object({
  activas: z.boolean(),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type SenalesIntegridad = z.infer<typeof SenalesIntegridad>;

/** Whether a company notes the signals: on unless its admin turned them off. */
export function senalesActivas(empresa: object | undefined | null): boolean {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as
    { senalesIntegridad?: { activas?: unknown } } | undefined;
  return c?.senalesIntegridad?.activas !== false;
}
