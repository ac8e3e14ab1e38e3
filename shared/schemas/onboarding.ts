// The onboarding provisioning (part 2 §2 "Onboarding wizard", "Company creation wizard", §3
// "Onboarding data", §5, §9; docs/decisions/ D98): the body of POST /api/onboarding (the 6-step
// wizard's data, plus what the 4-step company wizard adds), its answer, the subdomain rule both
// wizards share, and the one mapping of the company wizard's data onto that body. Both wizards show
// the values written here once: subdomain suffix, size ranges, services, integrations (D128).
import * as z from 'zod/mini';
import { COLORES_POR_DEFECTO, PLAN_POR_DEFECTO, SUSCRIPCION } from '../constants.js';
import { onboarding as msg } from '../messages.js';
import { normalizarTexto } from '../texto.js';
import { FechaHora, Id, PlanCodigo, TextoCorto, TextoLargo, ZonaHoraria } from './comun.js';
import { RANGOS_EMPLEADOS, rangoDeTamano } from '../rangos-empleados.js';
import {
  ContextoEmpresarial,
  EmpresaOnboarding,
  EmpresaWizard,
  OnboardingData,
  TRABAJADORES_ONBOARDING,
  cifSegunPais,
  zonaSegunPais,
} from './empresa.js';

/** The company wizard's data as typed (defaults not yet applied) or parsed: what the mapping takes. */
export type EmpresaWizardEntrada = z.input<typeof EmpresaWizard>;

/** Part 2 §5: the subdomain is forced to lowercase and keeps only a-z, 0-9 and '-' (what the inputs do per keystroke). */
export function limpiarSubdominio(texto: string): string {
  return texto.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/**
 * Names no company may take: the platform's own hosts. A DNS label also may not begin or end with
 * '-' and has at most 63 characters; 3 at least, so that a slip of a key is not a company's address.
 */
export const SUBDOMINIOS_RESERVADOS = ['www', 'api', 'app', 'admin', 'mail', 'talentia', 'static', 'cdn'] as const;

/** The subdomain as the server takes it: lowercased and trimmed first, then checked with a Spanish message per rule. */
export const SubdominioOnboarding = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
  z.string({ error: msg.subdominioObligatorio }).check(
    z.minLength(1, { error: msg.subdominioObligatorio }),
    z.regex(/^[a-z0-9-]*$/, { error: msg.subdominioCaracteres }),
    z.minLength(3, { error: msg.subdominioLongitud }),
    z.maxLength(63, { error: msg.subdominioLongitud }),
    z.regex(/^[a-z0-9](.*[a-z0-9])?$/, { error: msg.subdominioGuion }),
    z.refine((v) => !(SUBDOMINIOS_RESERVADOS as readonly string[]).includes(v), { error: msg.subdominioReservado }),
  ),
);

/**
 * The suffix both wizards show after the subdomain (D128: one, though part 2 §9 has two): the
 * company's address on the platform, `{subdominio}.talentia.app`.
 */
export const SUFIJO_SUBDOMINIO = '.talentia.app';

/** Part 2 §9: the areas the onboarding offers, and the services it offers to activate. */
export const AREAS_INICIALES = [
  'Tecnología',
  'Recursos Humanos',
  'Marketing',
  'Ventas',
  'Finanzas',
  'Operaciones',
  'Legal',
  'Diseño',
] as const;
/**
 * The services a company starts with (D128): §9's list without «Análisis BERT» (the reports are
 * written by a model or the built-in analyzer, not BERT) and without the SMTP and external API
 * entries, which are integrations (INTEGRACIONES_ONBOARDING), not services.
 */
export const SERVICIOS_ONBOARDING = ['Entrevistas con IA', 'Reportes Avanzados', 'Panel Ejecutivo'] as const;
export type ServicioOnboarding = (typeof SERVICIOS_ONBOARDING)[number];

/** Every plan includes every service (no plan limits one): a new company starts with all of them active. */
export const SERVICIOS_INCLUIDOS: readonly ServicioOnboarding[] = SERVICIOS_ONBOARDING;

/** §3's integrations, each once, with the label both wizards show; all off until the company sets them up. */
export const INTEGRACIONES_ONBOARDING = [
  { campo: 'smtp_personalizado', etiqueta: 'SMTP personalizado' },
  { campo: 'sso_enabled', etiqueta: 'SSO' },
  { campo: 'api_externa', etiqueta: 'API externa' },
] as const;

/** The employee ranges both wizards offer (shared/rangos-empleados.ts): stored value, label, §3 `tamaño`. */
export const OPCIONES_EMPLEADOS = RANGOS_EMPLEADOS;

const Color = z.string({ error: msg.colorInvalido }).check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: msg.colorInvalido }));

const NombreLista = TextoCorto.check(z.trim(), z.minLength(1));

/** A list of names without repeats (case and accents ignored, as the area name marker does). */
const sinRepetir = (lista: readonly string[]) => new Set(lista.map(normalizarTexto)).size === lista.length;

const ConfigIA = z.strictObject({
  chatgpt_enabled: z.optional(z.boolean()),
  claude_enabled: z.optional(z.boolean()),
  analisis_personalizado: z.optional(z.boolean()),
  prompt_personalizado: z.optional(TextoLargo),
  criterios_evaluacion: z.optional(TextoLargo),
});

const obligatorioWizard = (error: string) => z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(20_000));

/**
 * The business context as the company wizard sends it: part 2 §5 marks sector, mision, vision,
 * cultura_organizacional, objetivos_hiring and expectativas_ia required ("no enforcement is shown");
 * here they are enforced on the server, each with its own message (D102). The other four required
 * fields (nombre, nombreLegal, cif, email) and the subdomain are required by the body itself.
 */
export const ContextoEmpresarialWizard = z.extend(ContextoEmpresarial, {
  sector: obligatorioWizard(msg.wizardObligatorio.sector).check(z.maxLength(500)),
  mision: obligatorioWizard(msg.wizardObligatorio.mision),
  vision: obligatorioWizard(msg.wizardObligatorio.vision),
  cultura_organizacional: obligatorioWizard(msg.wizardObligatorio.cultura_organizacional),
  objetivos_hiring: obligatorioWizard(msg.wizardObligatorio.objetivos_hiring),
  expectativas_ia: obligatorioWizard(msg.wizardObligatorio.expectativas_ia),
});

/**
 * POST /api/onboarding: the onboarding data of §3 (company, administrator, tenant, plan, initial
 * configuration) with the §5 subdomain rule, validated custom domain and logo URL, known services,
 * distinct areas; plus what the company wizard brings (business context, AI configuration, a
 * trade name) and, from a demo request, its id (marked atendida in the same provisioning).
 */
export const OnboardingBody = z
  .strictObject({
    empresa: z
      .extend(EmpresaOnboarding, {
        cantidadTrabajadores: z.optional(z.literal(TRABAJADORES_ONBOARDING, { error: msg.trabajadores })),
      })
      .check(cifSegunPais((e) => e.pais)),
    administrador: OnboardingData.shape.administrador,
    tenant: z.strictObject({
      subdominio: SubdominioOnboarding,
      dominio_personalizado: z.optional(
        z.pipe(
          z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
          z.string().check(
            z.maxLength(253, { error: msg.dominioInvalido }),
            // Labels of a-z 0-9 '-' (not at either end), a dot between, a top-level label of letters.
            z.regex(/^(|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/, { error: msg.dominioInvalido }),
          ),
        ),
      ),
      logo_url: z.optional(
        z.pipe(
          z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
          z.union(
            [z.literal(''), z.url({ protocol: /^https$/, error: msg.logoInvalido }).check(z.maxLength(2000, { error: msg.logoInvalido }))],
            {
              error: msg.logoInvalido,
            },
          ),
        ),
      ),
      colores_personalizados: z.prefault(
        z.strictObject({
          primario: z._default(Color, COLORES_POR_DEFECTO.primario),
          secundario: z._default(Color, COLORES_POR_DEFECTO.secundario),
        }),
        {},
      ),
    }),
    planSeleccionado: z._default(PlanCodigo, PLAN_POR_DEFECTO),
    configuracion: z.prefault(
      z.strictObject({
        areas_iniciales: z._default(z.array(NombreLista).check(z.maxLength(20), z.refine(sinRepetir, { error: msg.areasRepetidas })), []),
        servicios_activos: z._default(
          z.array(z.enum(SERVICIOS_ONBOARDING, { error: msg.servicioDesconocido })).check(z.maxLength(SERVICIOS_ONBOARDING.length)),
          () => [...SERVICIOS_INCLUIDOS],
        ),
        integraciones: z.prefault(
          z.strictObject({
            smtp_personalizado: z._default(z.boolean(), false),
            sso_enabled: z._default(z.boolean(), false),
            api_externa: z._default(z.boolean(), false),
          }),
          {},
        ),
        /** The company's time zone (D81, D133): both wizards send the browser's, as the Empresas form proposes it. */
        zonaHoraria: z.optional(ZonaHoraria),
      }),
      {},
    ),
    contextoEmpresarial: z.optional(ContextoEmpresarialWizard),
    configuracionIA: z.optional(ConfigIA),
    solicitudId: z.optional(Id),
  })
  .check(
    zonaSegunPais(
      (v) => v.empresa.pais,
      (v) => v.configuracion.zonaHoraria,
      ['configuracion', 'zonaHoraria'],
    ),
  );
export type OnboardingBody = z.infer<typeof OnboardingBody>;
export type OnboardingEntrada = z.input<typeof OnboardingBody>;

/** What a completed provisioning answers: what the result panel shows, all of it stored. */
export const OnboardingResultado = z.object({
  empresa: z.object({
    id: Id,
    nombre: z.string(),
    subdominio: z.string(),
    plan: z.string(),
    estado: z.string(),
  }),
  administrador: z.object({ id: z.string(), nombre: z.string(), email: z.string() }),
  suscripcion: z.object({
    id: Id,
    estado: z.string(),
    fechaInicio: z.string(),
    /** The trial's end: the day of its first payment (30 days, D161). */
    fechaFin: z.string(),
    /** The end of the free trial: the first payment (30 days). */
    fechaProximoPago: z.string(),
  }),
  areas: z.array(z.string()),
  fechaCreacion: FechaHora,
});
export type OnboardingResultado = z.infer<typeof OnboardingResultado>;

/** The days of free trial the summary states: until the first payment, which is what is stored. */
export const DIAS_PRUEBA = SUSCRIPCION.proximoPagoDias;

const lista = (texto: string | readonly string[] | undefined): string[] | undefined => {
  const items = (typeof texto === 'string' ? texto.split(',') : [...(texto ?? [])]).map((s) => s.trim()).filter(Boolean);
  return items.length ? items : undefined;
};

/** Comma-separated text as the company wizard's list (part 2 §5: each item trimmed, empty ones dropped). */
export const listaDeComas = (texto: string): string[] => lista(texto) ?? [];

/**
 * The company wizard's data (part 2 §3 "Company created by the company wizard") as the onboarding
 * body: the one provisioning creates both. The company's email is its main administrator's sign-in
 * (the credentials go to that address); the administrator's name is asked for (D128), and the
 * welcome emails greet them by it. The trade name is `nombre`; the size range gives the company its
 * employee count; the services are the plan's (the body's default); the rest is kept as given.
 */
export function onboardingDesdeWizard(w: EmpresaWizardEntrada): OnboardingEntrada {
  const ctx = w.contextoEmpresarial ?? {};
  const colores = w.configuracion?.coloresPrimarios;
  const rango = rangoDeTamano(ctx.tamaño);
  return {
    empresa: {
      nombreLegal: w.nombreLegal,
      nombreComercial: w.nombre,
      cif: w.cif,
      email: w.email,
      ...(w.telefono ? { telefono: w.telefono } : {}),
      ...(ctx.sector ? { industria: ctx.sector } : {}),
      ...(rango ? { cantidadTrabajadores: rango.valor } : {}),
    },
    // Passed as typed (maybe empty): the server's schema refuses an empty name with its message.
    administrador: { nombre: w.administrador?.nombre ?? '', email: w.email, ...(w.telefono ? { telefono: w.telefono } : {}) },
    tenant: {
      subdominio: w.configuracion?.subdominio ?? w.subdominio,
      ...(colores ? { colores_personalizados: { primario: colores.primario, secundario: colores.secundario } } : {}),
    },
    planSeleccionado: w.plan,
    // The required fields are passed as typed (maybe empty): the server's schema refuses them with their messages.
    contextoEmpresarial: {
      ...ctx,
      competencias_clave: lista(ctx.competencias_clave),
      tipos_posiciones: lista(ctx.tipos_posiciones),
    } as NonNullable<OnboardingEntrada['contextoEmpresarial']>,
    ...(w.configuracionIA
      ? {
          configuracionIA: {
            ...w.configuracionIA,
            criterios_evaluacion: Array.isArray(w.configuracionIA.criterios_evaluacion)
              ? w.configuracionIA.criterios_evaluacion.join(', ')
              : w.configuracionIA.criterios_evaluacion,
          },
        }
      : {}),
  };
}
