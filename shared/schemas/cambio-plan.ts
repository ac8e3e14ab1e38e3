// The company's plan as its admin sees it (issue 54 item 10, D164): the plan, the trial's end and the
// days left, and a request for a plan change recorded for the superadmin (notified and mailed, listed
// in the SaaS panel's Solicitudes tab, where it is marked «Atendida», D170).
import * as z from 'zod/mini';
import { UsoWhatsApp } from './whatsapp-envios.js';
import { PAGINACION } from '../constants.js';
import { cambioPlan as msg } from '../messages.js';
import { FechaHora, Id, PlanCodigo, TextoCorto } from './comun.js';
import { Moneda } from './saas.js';

export const ESTADOS_SOLICITUD_PLAN = ['pendiente', 'atendida'] as const;
export const ESTADO_SOLICITUD_PLAN_ETIQUETA = { pendiente: 'Pendiente', atendida: 'Atendida' } as const;

export const PlanEmpresaQuery = z.object({ empresaId: z.optional(Id) });

export const SolicitudCambioPlan = z.object({
  id: Id,
  empresaId: Id,
  empresaNombre: z.string(),
  planActual: z.string(),
  planId: z.string(),
  planNombre: z.string(),
  mensaje: z.optional(z.string()),
  fecha: z.string(),
  /** Who asked (their e-mail). */
  por: z.string(),
  /** A request stored before D170 reads as pendiente. */
  estado: z.enum(ESTADOS_SOLICITUD_PLAN),
  /** When and by which superadmin it was marked atendida. */
  atendidaEn: z.optional(z.string()),
  atendidaPor: z.optional(z.object({ id: z.string(), nombre: z.string() })),
});
export type SolicitudCambioPlan = z.infer<typeof SolicitudCambioPlan>;

export const PlanEmpresaData = z.object({
  plan: z.object({ id: z.string(), nombre: z.string() }),
  /** The subscription's state ('trial', 'activa', …), null without one. */
  estadoSuscripcion: z.nullable(z.string()),
  enPrueba: z.boolean(),
  /** The trial's last day (YYYY-MM-DD) and the whole days from today to it (0 on the day, negative after). */
  finPrueba: z.nullable(z.string()),
  diasRestantes: z.nullable(z.number()),
  /** What its live subscription bills a month, in the subscription's currency (issue 67); null without one. */
  mensualidad: z.nullable(z.object({ importe: z.number(), moneda: Moneda })),
  /** The company's currency (its country's, issue 67): the prices below are in it. */
  moneda: Moneda,
  /** The active plans the admin may ask for (not the current one); `precio` null: not offered in the company's currency. */
  planesDisponibles: z.array(
    z.object({
      id: z.string(),
      nombre: z.string(),
      precio: z.nullable(z.number()),
      periodo: z._default(z.enum(['mensual', 'anual']), 'mensual'),
    }),
  ),
  /** The company's newest request, if any. */
  ultimaSolicitud: z.nullable(SolicitudCambioPlan),
  /** Its WhatsApp this month (issue 68 item 7), null when it sent none. */
  whatsappMes: z.optional(z.nullable(UsoWhatsApp)),
});
export type PlanEmpresaData = z.infer<typeof PlanEmpresaData>;

export const SolicitudCambioPlanCreate = z.strictObject({
  empresaId: z.optional(Id),
  planId: PlanCodigo.check(z.minLength(1, msg.planObligatorio)),
  mensaje: z.optional(TextoCorto),
});
export type SolicitudCambioPlanCreate = z.infer<typeof SolicitudCambioPlanCreate>;

/** POST /api/saas/solicitudes-plan/{id}/atender: the request's company and date are its key (from the list). */
export const SolicitudPlanParams = z.object({ id: Id });
export const AtenderSolicitudPlanBody = z.strictObject({ empresaId: Id, fecha: FechaHora });

export const SolicitudesCambioPlanQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export const SolicitudesCambioPlanPage = z.object({ items: z.array(SolicitudCambioPlan), cursor: z.nullable(z.string()) });

/** Whole days from `hoy` (its UTC date) to the date `fin` (YYYY-MM-DD): 0 on the day, negative after. */
export function diasHasta(fin: string, hoy: Date): number {
  const a = Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate());
  const b = Date.parse(`${fin.slice(0, 10)}T00:00:00.000Z`);
  return Math.round((b - a) / 86_400_000);
}
