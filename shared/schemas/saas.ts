// The SaaS panel's plans and subscriptions (spec part 2 §3 "Plan", "Subscription"; §5 plan form;
// §9 plan defaults and trial constants). Plans are platform items; a subscription belongs to its
// company (docs/decisions/ D94).
import * as z from 'zod/mini';
import { ILIMITADO, PAGINACION, PLAN_POR_DEFECTO_FORM } from '../constants.js';
import { fmt, saas as msg } from '../messages.js';
import { MONEDAS, MONEDAS_ADICIONALES, type MonedaAdicional } from '../moneda.js';
import { BusquedaEmpresas, Contador, Fecha, FechaHora, Id, Limite, PlanCodigo } from './comun.js';

export const PERIODOS_PLAN = ['mensual', 'anual'] as const;
export const PeriodoPlan = z.enum(PERIODOS_PLAN);
export type PeriodoPlan = z.infer<typeof PeriodoPlan>;

export const SOPORTES_PLAN = ['basico', 'premium', 'enterprise'] as const;
export const SoportePlan = z.enum(SOPORTES_PLAN);
export const ETIQUETA_SOPORTE: Record<(typeof SOPORTES_PLAN)[number], string> = {
  basico: 'Básico',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

const limite = (porDefecto: number) => z._default(Limite, porDefecto);

/** A plan's limits; -1 is unlimited. The defaults are the plan form's (part 2 §9). */
export const LimitesPlan = z.object({
  empresas: limite(PLAN_POR_DEFECTO_FORM.limites.empresas),
  candidatos: limite(PLAN_POR_DEFECTO_FORM.limites.candidatos),
  entrevistas: limite(PLAN_POR_DEFECTO_FORM.limites.entrevistas),
  usuarios: limite(PLAN_POR_DEFECTO_FORM.limites.usuarios),
  /** Storage as the plan card shows it ('5GB'). */
  almacenamiento: z._default(
    z.string().check(z.maxLength(20), z.regex(/^\d+(?:[.,]\d+)?\s?(?:MB|GB|TB)$/i, msg.almacenamientoFormato)),
    PLAN_POR_DEFECTO_FORM.limites.almacenamiento,
  ),
  soporte: z._default(SoportePlan, PLAN_POR_DEFECTO_FORM.limites.soporte),
});
export type LimitesPlan = z.infer<typeof LimitesPlan>;

const Nombre = z
  .string({ error: msg.nombreObligatorio })
  .check(z.trim(), z.minLength(1, msg.nombreObligatorio), z.maxLength(100, msg.nombreLargo));
const Descripcion = z
  .string({ error: msg.descripcionObligatoria })
  .check(z.trim(), z.minLength(1, msg.descripcionObligatoria), z.maxLength(500, msg.descripcionLarga));
/** Part 2 §5: the price is required and an integer (in euros a period), never negative. */
const Precio = z
  .number({ error: msg.precioObligatorio })
  .check(z.int(msg.precioEntero), z.minimum(0, msg.precioEntero), z.maximum(1_000_000, msg.precioEntero));
const precioMoneda = (moneda: MonedaAdicional) => {
  const error = fmt(msg.precioMonedaEntero, { moneda });
  return z.optional(z.number({ error }).check(z.int(error), z.minimum(0, error), z.maximum(100_000_000, error)));
};
export const Moneda = z.enum(MONEDAS);
/**
 * Issue 67 item 3: the plan's price in each currency other than euros (whole amounts a period, set by
 * the superadmin, no exchange rates). A currency left out is one the plan is not offered in.
 */
export const PreciosPlan = z.strictObject(
  Object.fromEntries(MONEDAS_ADICIONALES.map((m) => [m, precioMoneda(m)])) as Record<MonedaAdicional, ReturnType<typeof precioMoneda>>,
);
export type PreciosPlan = z.output<typeof PreciosPlan>;
const Caracteristicas = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(30));

/** A plan as the API answers it (the stored item without keys), with how many companies are on it. */
export const Plan = z.object({
  id: PlanCodigo,
  nombre: z.string(),
  descripcion: z.string(),
  /** The price in euros (every plan has one); the other currencies' in `precios`. */
  precio: z.number(),
  /** A plan stored before issue 67 has none: offered in euros only. */
  precios: z._default(z.partialRecord(Moneda, z.number()), {}),
  periodo: z._default(PeriodoPlan, 'mensual'),
  caracteristicas: z._default(z.array(z.string()), []),
  limites: z.prefault(LimitesPlan, {}),
  activo: z._default(z.boolean(), true),
  /** Companies whose plan this is (kept by every company write, D94): a plan in use cannot be deleted. */
  empresas: z._default(Contador, 0),
  fechaCreacion: z.optional(FechaHora),
  fechaActualizacion: z.optional(FechaHora),
});
export type Plan = z.output<typeof Plan>;
export const Planes = z.array(Plan);

/** POST /api/saas/planes. Without an id the server makes one from the name ('Pyme Plus' → 'pyme-plus'). */
export const PlanCreate = z.strictObject({
  id: z.optional(PlanCodigo),
  nombre: Nombre,
  descripcion: Descripcion,
  precio: Precio,
  precios: z._default(PreciosPlan, {}),
  periodo: z._default(PeriodoPlan, PLAN_POR_DEFECTO_FORM.periodo),
  caracteristicas: z._default(Caracteristicas, []),
  limites: z.prefault(LimitesPlan, {}),
  activo: z._default(z.boolean(), true),
});
export type PlanCreate = z.output<typeof PlanCreate>;
export type PlanCreateInput = z.input<typeof PlanCreate>;

/** PUT /api/saas/planes/{id}: what is sent changes; the id never does (companies and subscriptions name it). */
export const PlanUpdate = z.strictObject({
  nombre: z.optional(Nombre),
  descripcion: z.optional(Descripcion),
  precio: z.optional(Precio),
  /** Replaces every other currency's price: a currency left out is no longer offered. */
  precios: z.optional(PreciosPlan),
  periodo: z.optional(PeriodoPlan),
  caracteristicas: z.optional(Caracteristicas),
  limites: z.optional(LimitesPlan),
  activo: z.optional(z.boolean()),
});
export type PlanUpdate = z.output<typeof PlanUpdate>;

export const PlanParams = z.object({ id: PlanCodigo });

// ---- Subscriptions -----------------------------------------------------------------------------

/** The states a subscription is written with; the panel shows any other as destructive (part 2 §3). */
export const ESTADOS_SUSCRIPCION = ['activa', 'trial', 'cancelada'] as const;
export const EstadoSuscripcion = z.enum(ESTADOS_SUSCRIPCION);
export type EstadoSuscripcion = z.infer<typeof EstadoSuscripcion>;
/** The states a live subscription may be put in (cancelling is its own action). */
export const EstadoSuscripcionVigente = z.enum(['activa', 'trial']);
export type EstadoSuscripcionVigente = z.infer<typeof EstadoSuscripcionVigente>;

export const TIPOS_PAGO = ['tarjeta', 'transferencia', 'domiciliacion'] as const;
export const TipoPago = z.enum(TIPOS_PAGO);
export const ETIQUETA_TIPO_PAGO: Record<(typeof TIPOS_PAGO)[number], string> = {
  tarjeta: 'Tarjeta',
  transferencia: 'Transferencia',
  domiciliacion: 'Domiciliación bancaria',
};
export const MetodoPago = z.strictObject({ tipo: TipoPago });

/**
 * A subscription nobody gave a payment method for yet (the onboarding's trial). Earlier versions
 * wrote 'pendiente', a payment state where a method belongs (D113): read as this too.
 */
export const SIN_METODO_PAGO = 'ninguno';

/** Whether a stored `metodoPago.tipo` is a payment method (not "none yet"). */
export function esMetodoPago(tipo: string): tipo is (typeof TIPOS_PAGO)[number] {
  return (TIPOS_PAGO as readonly string[]).includes(tipo);
}

/** How a stored method reads on a screen: its label, 'Sin método de pago' for none, any other value as it is. */
export function etiquetaMetodoPago(tipo: string): string {
  if (esMetodoPago(tipo)) return ETIQUETA_TIPO_PAGO[tipo];
  return tipo === SIN_METODO_PAGO || tipo === 'pendiente' || !tipo ? 'Sin método de pago' : tipo;
}

export const Suscripcion = z.object({
  id: Id,
  empresaId: Id,
  /** The company's name when the subscription was last written (the list shows it without reading every company). */
  empresaNombre: z.optional(z.string()),
  planId: PlanCodigo,
  planNombre: z.optional(z.string()),
  /** Any string: a state written by a later version is shown, as destructive, not refused. */
  estado: z.string(),
  fechaInicio: Fecha,
  fechaFin: z.nullable(Fecha),
  fechaProximoPago: z.nullable(Fecha),
  metodoPago: z.object({ tipo: z.string() }),
  /** What it adds to the MRR while activa: the plan's monthly price when it was taken (D94), in `moneda`. */
  precioMensual: z.number(),
  /** The company's currency when it was taken (issue 67); one written before is in euros. */
  moneda: Moneda,
  fechaCreacion: FechaHora,
  fechaActualizacion: FechaHora,
});
export type Suscripcion = z.output<typeof Suscripcion>;

/** POST /api/saas/suscripciones: the dates follow from the state (part 2 §9 trial constants, D94). */
export const SuscripcionCreate = z.strictObject({
  empresaId: Id,
  planId: PlanCodigo,
  estado: z._default(EstadoSuscripcionVigente, 'trial'),
  /** Default today (UTC). */
  fechaInicio: z.optional(Fecha),
  metodoPago: z._default(MetodoPago, { tipo: 'tarjeta' }),
});
export type SuscripcionCreate = z.output<typeof SuscripcionCreate>;
export type SuscripcionCreateInput = z.input<typeof SuscripcionCreate>;

/** PUT /api/saas/suscripciones/{id}: a plan change moves the company's plan and limits in the same transaction. */
export const SuscripcionUpdate = z.strictObject({
  planId: z.optional(PlanCodigo),
  estado: z.optional(EstadoSuscripcionVigente),
  fechaProximoPago: z.optional(Fecha),
  fechaFin: z.optional(z.nullable(Fecha)),
  metodoPago: z.optional(MetodoPago),
});
export type SuscripcionUpdate = z.output<typeof SuscripcionUpdate>;

export const SuscripcionParams = z.object({ id: Id });

export const SuscripcionesQuery = z.object({
  estado: z.optional(EstadoSuscripcion),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export type SuscripcionesQuery = z.output<typeof SuscripcionesQuery>;

export const SuscripcionesPage = z.object({ items: z.array(Suscripcion), cursor: z.nullable(z.string()) });

/** A limit as a person reads it: -1 is 'Ilimitado'. */
export function textoLimite(n: number): string {
  return n === ILIMITADO ? 'Ilimitado' : n.toLocaleString('es-ES');
}

/** The slug a plan's name gives when no id is sent: lower-case, no accents, a-z 0-9 and single hyphens. */
export function idDePlan(nombre: string): string {
  return nombre
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The monthly price in hundredths of its currency a price adds to the MRR (an annual price over 12,
 * rounded to the hundredth). Hundredths for every currency, CLP's too: only the formatting knows
 * that a peso has no cents.
 */
export function centimosMensuales(p: { precio: number; periodo?: string }): number {
  return p.periodo === 'anual' ? Math.round((p.precio * 100) / 12) : p.precio * 100;
}

/** One currency's money KPIs (issue 67): never added to another currency's. */
export const TotalesMoneda = z.object({
  moneda: Moneda,
  mrr: z.number(),
  arr: z.number(),
  ingresos_mes: z.number(),
  ingresos_total: z.number(),
});
export type TotalesMoneda = z.output<typeof TotalesMoneda>;

/**
 * The SaaS panel's KPIs (spec part 1 §3 "Admin stats"; formulas in docs/decisions/ D97). Money in
 * euros with cents (`mrr`, `arr`, `ingresos_*`), and per currency in `por_moneda`; rates in percent
 * with one decimal; `mes` is the calendar month (UTC) they are of.
 */
export const Estadisticas = z.object({
  mes: z.string(),
  mrr: z.number(),
  arr: z.number(),
  /** Companies in service (activa or trial), and how they split (D118): the three add up to it. */
  empresas_activas: Contador,
  empresas_de_pago: Contador,
  empresas_en_prueba: Contador,
  empresas_sin_suscripcion: Contador,
  usuarios_totales: Contador,
  entrevistas_realizadas: Contador,
  conversion_trial: z.number(),
  churn_rate: z.number(),
  ingresos_mes: z.number(),
  ingresos_total: z.number(),
  /** The money KPIs of each currency with any amount, euros always first (issue 67: never summed across currencies). */
  por_moneda: z.array(TotalesMoneda),
  suscripciones_activas: Contador,
  suscripciones_trial: Contador,
  /** Demo requests waiting for the superadmin (D125): the platform counter, never rows counted. */
  solicitudes_demo_pendientes: Contador,
});
export type Estadisticas = z.output<typeof Estadisticas>;

/**
 * The company's AI (D97): `propia` when its own key of an analysis provider (OpenAI, Claude) is
 * enabled and not failing, `plataforma` when it would use the platform's, `sin_clave` when neither.
 */
export const ESTADOS_IA = ['propia', 'plataforma', 'sin_clave'] as const;
export const EstadoIA = z.enum(ESTADOS_IA);
export const ETIQUETA_ESTADO_IA: Record<(typeof ESTADOS_IA)[number], string> = {
  propia: 'Clave propia',
  plataforma: 'Clave de la plataforma',
  sin_clave: 'Sin clave',
};

/** One company as the SaaS panel's tenants list shows it (spec part 2 §3 "Tenant stats"). */
export const Tenant = z.object({
  id: Id,
  nombre: z.string(),
  subdominio: z.nullable(z.string()),
  estado: z.string(),
  plan: z.string(),
  usuarios_activos: Contador,
  entrevistas_mes: Contador,
  ultimo_acceso: z.nullable(FechaHora),
  estado_ia: EstadoIA,
  /** WhatsApp this month (issue 68 item 7): messages sent and their estimated cost in USD; null when none. */
  whatsapp_mes: z.optional(z.nullable(z.object({ enviados: Contador, coste_usd: z.number() }))),
});
export type Tenant = z.output<typeof Tenant>;

export const TenantsQuery = z.object({
  /** The companies list's search (GET /api/empresas?q=), over the same index (D108). */
  q: BusquedaEmpresas,
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export type TenantsQuery = z.output<typeof TenantsQuery>;

export const TenantsPage = z.object({ mes: z.string(), items: z.array(Tenant), cursor: z.nullable(z.string()) });
export type TenantsPage = z.output<typeof TenantsPage>;

/** The SaaS panel's quick exports (part 2 §2, §7): `{tipo}_{YYYY-MM-DD}.csv`. */
export const TIPOS_EXPORTACION = ['usuarios', 'facturacion', 'analytics'] as const;
export type TipoExportacion = (typeof TIPOS_EXPORTACION)[number];
export const ExportarParams = z.object({ tipo: z.enum(TIPOS_EXPORTACION, { error: msg.exportacionTipo }) });

/** A large export's answer (JSON, not the file): a short-lived link that downloads it by name. */
export const EnlaceExportacion = z.object({ nombre: z.string(), url: z.string(), filas: Contador, caducaEn: FechaHora });
export type EnlaceExportacion = z.output<typeof EnlaceExportacion>;

/** An amount in one currency (shared/moneda.ts ImporteMoneda): a total across companies is a list of these. */
export const ImporteMoneda = z.object({ moneda: Moneda, importe: z.number() });

/** One currency's figures of a month of the history (issue 67): never added to another currency's. */
export const MesHistorialMoneda = z.object({ moneda: Moneda, mrr: z.number(), ingresos: z.number() });
export type MesHistorialMoneda = z.output<typeof MesHistorialMoneda>;

/**
 * A month of the SaaS panel's history (D97): closed by the monthly snapshot, or the current one (live).
 * `mrr` and `ingresos` are euros, as before issue 67; `por_moneda` holds each currency the month has a
 * figure in (euros always), and is what the screens and the CSV read.
 */
export const MesHistorial = z.object({
  mes: z.string(),
  mrr: z.number(),
  ingresos: z.number(),
  por_moneda: z.array(MesHistorialMoneda),
  /** null: a month closed late, whose active companies at its close are not known. */
  empresas_activas: z.nullable(Contador),
  cerrado: z.boolean(),
});
export const Historial = z.object({ meses: z.array(MesHistorial) });
export type Historial = z.output<typeof Historial>;
