// Companies: the company as the client holds it (part 1 §3.2), its strategic plan (§3.3), the
// admin data sent on creation (§3.4) with the validation of part 1 §5, the create/update bodies,
// the company built by the SaaS wizard and the onboarding data (part 2 §3).
// The backend → client mapping rules of §3.2 are in ./empresa-mapping.ts.
import * as z from 'zod';
import {
  COLORES_POR_DEFECTO,
  LICENCIAS,
  LIMITES_POR_DEFECTO,
  PASSWORD,
  PLAN_ESTRATEGICO,
  PLAN_POR_DEFECTO,
  SERVICIOS_HR,
} from '../constants.js';
import { empresas as msgEmpresas, fmt, planEstrategico as msgPlan } from '../messages.js';
import { Codigo, ColorHex, Contador, FechaHora, Id, Limite, PlanCodigo, Subdominio, TextoCorto, TextoLargo } from './comun.js';

export { PlanCodigo } from './comun.js';

export const ESTADOS_EMPRESA = ['activa', 'suspendida', 'trial', 'cancelada'] as const;
export const EstadoEmpresa = z.enum(ESTADOS_EMPRESA);
export type EstadoEmpresa = z.infer<typeof EstadoEmpresa>;

export const TIPOS_EMPRESA = ['empresa', 'startup', 'pyme', 'corporacion', 'ong', 'consultora'] as const;
export const TipoEmpresa = z.enum(TIPOS_EMPRESA);
export type TipoEmpresa = z.infer<typeof TipoEmpresa>;

// ---- Contracted services ---------------------------------------------------------------------

type CodigoBase = (typeof SERVICIOS_HR.codigosBase)[number];

/** Part 1 §3.2: contracted services when the backend sends none. */
export const SERVICIOS_CONTRATADOS_POR_DEFECTO: Readonly<Record<CodigoBase, boolean>> = {
  'test-vocacional': true,
  'entrevistas-profundidad': true,
  'mapeo-organizacional': false,
};

/** A map from HR service code to whether the company contracted it. */
export const ServiciosContratados = z.record(Codigo, z.boolean());
export type ServiciosContratados = z.infer<typeof ServiciosContratados>;

const serviciosPorDefecto = (): Record<string, boolean> => ({ ...SERVICIOS_CONTRATADOS_POR_DEFECTO });

// ---- Licences --------------------------------------------------------------------------------

const VigenciaDias = z.number().int().min(LICENCIAS.vigenciaDiasMin).max(LICENCIAS.vigenciaDiasMax);
const MaxEntrevistasPorLicencia = z.number().int().min(LICENCIAS.maxEntrevistasPorLicenciaMin).max(LICENCIAS.maxEntrevistasPorLicenciaMax);

export const ConfiguracionLicencias = z.object({
  vigenciaDias: VigenciaDias.default(LICENCIAS.vigenciaDiasPorDefecto),
  maxEntrevistasPorLicencia: MaxEntrevistasPorLicencia.default(LICENCIAS.maxEntrevistasPorLicenciaPorDefecto),
});
export type ConfiguracionLicencias = z.infer<typeof ConfiguracionLicencias>;

export const Licencias = z.object({
  total: Contador.default(0),
  activas: Contador.default(0),
  utilizadas: Contador.default(0),
  fechaVencimiento: FechaHora.optional(),
  configuracion: ConfiguracionLicencias.prefault({}),
});
export type Licencias = z.infer<typeof Licencias>;

// ---- Address ---------------------------------------------------------------------------------

export const DireccionEmpresa = z.object({
  calle: z.string().optional(),
  numero: z.string().optional(),
  piso: z.string().optional(),
  puerta: z.string().optional(),
  codigoPostal: z.string().optional(),
  ciudad: z.string().optional(),
  provincia: z.string().optional(),
  pais: z.string().default('España'),
  /** The address as one line; the client shows 'Sin dirección' when it is missing. */
  completa: z.string().optional(),
});
export type DireccionEmpresa = z.infer<typeof DireccionEmpresa>;

const camposDireccionEntrada = {
  calle: TextoCorto.optional(),
  numero: TextoCorto.optional(),
  piso: TextoCorto.optional(),
  puerta: TextoCorto.optional(),
  codigoPostal: TextoCorto.optional(),
  ciudad: TextoCorto.optional(),
  provincia: TextoCorto.optional(),
  completa: TextoCorto.optional(),
};

// ---- AI configuration, limits, usage ---------------------------------------------------------

export const ConfiguracionIA = z.object({
  chatgpt_enabled: z.boolean().optional(),
  claude_enabled: z.boolean().optional(),
  analisis_personalizado: z.boolean().optional(),
  /** Part 2 §3 (company wizard). */
  prompt_personalizado: z.string().optional(),
  /** Evaluation criteria: free text or a list of criteria. */
  criterios_evaluacion: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ConfiguracionIA = z.infer<typeof ConfiguracionIA>;

const ConfiguracionIAEntrada = z.strictObject({
  chatgpt_enabled: z.boolean().optional(),
  claude_enabled: z.boolean().optional(),
  analisis_personalizado: z.boolean().optional(),
  prompt_personalizado: TextoLargo.optional(),
  criterios_evaluacion: z.union([TextoLargo, z.array(TextoCorto).max(100)]).optional(),
});

/** Part 2 §9: default brand colours. */
export const ColoresPrimarios = z.object({
  primario: ColorHex.default(COLORES_POR_DEFECTO.primario),
  secundario: ColorHex.default(COLORES_POR_DEFECTO.secundario),
});
export type ColoresPrimarios = z.infer<typeof ColoresPrimarios>;

export const ConfiguracionEmpresa = z.object({
  subdominio: Subdominio.optional(),
  configuracionIA: ConfiguracionIA.optional(),
  maxUsuarios: Limite.optional(),
  maxCandidatos: Limite.optional(),
  maxEntrevistas: Limite.optional(),
  /** Set by the company wizard (part 2 §3). */
  coloresPrimarios: ColoresPrimarios.optional(),
});
export type ConfiguracionEmpresa = z.infer<typeof ConfiguracionEmpresa>;

/** Quotas; -1 is unlimited. Defaults are the §3.2 missing-value limits (10 / 100 / 50). */
export const Limites = z.object({
  usuarios: Limite.default(LIMITES_POR_DEFECTO.usuarios),
  candidatos: Limite.default(LIMITES_POR_DEFECTO.candidatos),
  entrevistas: Limite.default(LIMITES_POR_DEFECTO.entrevistas),
});
export type Limites = z.infer<typeof Limites>;

export const Uso = z.object({
  usuarios: Contador.default(0),
  candidatos: Contador.default(0),
  entrevistas: Contador.default(0),
});
export type Uso = z.infer<typeof Uso>;

// ---- Strategic plan (§3.3) -------------------------------------------------------------------

const NOMBRE_PLAN_MAX = 200;
export const NombrePlan = z
  .string({ error: msgPlan.nombreObligatorio })
  .trim()
  .min(1, { error: msgPlan.nombreObligatorio })
  .max(NOMBRE_PLAN_MAX, { error: fmt(msgPlan.nombreLargo, { max: NOMBRE_PLAN_MAX }) });

const TextoPlan = z.string().max(PLAN_ESTRATEGICO.maxCaracteresTexto, {
  error: fmt(msgPlan.textoLargo, { max: PLAN_ESTRATEGICO.maxCaracteresTexto.toLocaleString('es-ES') }),
});

/** The strategic plan held on the company record, with its uploaded file and upload date. */
export const PlanEstrategico = z.object({
  id: Id.optional(),
  nombre: NombrePlan,
  descripcion: z.string().optional(),
  /** Text of the plan; a TXT upload's content is loaded here. */
  contenido_texto: z.string().optional(),
  version: z.string().min(1).max(20).default(PLAN_ESTRATEGICO.versionPorDefecto),
  activo: z.boolean().optional(),
  archivo_url: z.string().max(2_000).optional(),
  fecha_subida: FechaHora.optional(),
});
export type PlanEstrategico = z.infer<typeof PlanEstrategico>;

/**
 * The plan as a create/update body sends it. id, archivo_url and fecha_subida belong to the server
 * (the file comes through its own upload call) and are refused.
 */
export const PlanEstrategicoInput = z.strictObject({
  nombre: NombrePlan,
  descripcion: TextoLargo.optional(),
  contenido_texto: TextoPlan.optional(),
  version: z.string().trim().min(1).max(20).default(PLAN_ESTRATEGICO.versionPorDefecto),
  activo: z.boolean().optional(),
});
export type PlanEstrategicoInput = z.infer<typeof PlanEstrategicoInput>;

// ---- Admin data (§3.4, §5) -------------------------------------------------------------------

const datosAdmin = msgEmpresas.datosAdministrador;
const sinIssues = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/**
 * The company administrator created with the company (and body of POST /api/empresas/{id}/admin).
 * Checked in the order of part 1 §5, one message at a time: required fields, then matching
 * passwords, then length.
 */
export const AdminData = z
  .strictObject({
    nombre: z.string({ error: datosAdmin }).trim().min(1, { error: datosAdmin }).max(200),
    email: z.email({ error: datosAdmin }),
    password: z.string({ error: datosAdmin }).min(1, { error: datosAdmin }).max(256),
    confirmPassword: z.string().max(256).optional(),
    telefono: TextoCorto.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: msgEmpresas.contrasenasNoCoinciden,
    path: ['confirmPassword'],
    when: sinIssues,
  })
  .refine((v) => v.password.length >= PASSWORD.minLength, {
    error: msgEmpresas.contrasenaCorta,
    path: ['password'],
    when: sinIssues,
  });
export type AdminData = z.infer<typeof AdminData>;

// ---- The company as the client holds it (§3.2) -----------------------------------------------

/**
 * Part 1 §3.2. Defaults mirror the §3.2 rules for missing values: plan starter, estado activa,
 * limits 10/100/50, the default contracted services, licence configuration 30 days / 5 interviews,
 * country España. Placeholders for display (name, CIF, email, phone, address line) and the
 * computed defaults (subdomain, licence expiry) are applied by toEmpresaCliente().
 */
export const Empresa = z.object({
  /** The backend's id (or _id); empty only for a record the backend sent without one. */
  id: z.string(),
  nombreLegal: z.string(),
  nombreComercial: z.string().optional(),
  cif: z.string(),
  email: z.email(),
  telefono: z.string().optional(),
  cantidadTrabajadores: Contador.default(0),
  sectorIndustrial: z.string().optional(),
  tipoEmpresa: TipoEmpresa.optional(),
  licencias: Licencias.prefault({}),
  direccion: DireccionEmpresa.prefault({}),
  plan: PlanCodigo.default('starter'),
  estado: EstadoEmpresa.default('activa'),
  fechaCreacion: FechaHora.optional(),
  fechaActualizacion: FechaHora.optional(),
  activo: z.boolean().default(true),
  serviciosContratados: ServiciosContratados.default(serviciosPorDefecto),
  configuracion: ConfiguracionEmpresa.prefault({}),
  limites: Limites.prefault({}),
  uso: Uso.prefault({}),
  /** Free text; it may be built from mision, vision, valores, sector and size. */
  contextoEmpresarial: z.string().optional(),
  misionEmpresa: z.string().optional(),
  visionEmpresa: z.string().optional(),
  valoresEmpresa: z.string().optional(),
  objetivosEstrategicos: z.string().optional(),
  /** null once the plan is deleted (part 1 §4). */
  planEstrategico: PlanEstrategico.nullable().optional(),
});
export type Empresa = z.infer<typeof Empresa>;

// ---- Bodies ----------------------------------------------------------------------------------

const obligatorio = msgEmpresas.camposObligatorios;
const CampoObligatorio = z.string({ error: obligatorio }).trim().min(1, { error: obligatorio });

/** '' and null (an emptied number input) become 0; a digit string is read as its number. */
function normalizaCantidad(v: unknown): unknown {
  if (v === '' || v === null) return 0;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v;
}
const CantidadTrabajadores = z.preprocess(normalizaCantidad, z.number().int().min(0));

const LicenciasEntrada = z.strictObject({
  total: Contador.default(0),
  activas: Contador.default(0),
  configuracion: z
    .strictObject({
      vigenciaDias: VigenciaDias.default(LICENCIAS.vigenciaDiasPorDefecto),
      maxEntrevistasPorLicencia: MaxEntrevistasPorLicencia.default(LICENCIAS.maxEntrevistasPorLicenciaPorDefecto),
    })
    .prefault({}),
});

const camposTextoEmpresa = {
  nombreComercial: TextoCorto.optional(),
  telefono: TextoCorto.optional(),
  sectorIndustrial: TextoCorto.optional(),
  tipoEmpresa: TipoEmpresa.optional(),
  contextoEmpresarial: TextoLargo.optional(),
  misionEmpresa: TextoLargo.optional(),
  visionEmpresa: TextoLargo.optional(),
  valoresEmpresa: TextoLargo.optional(),
  objetivosEstrategicos: TextoLargo.optional(),
};

/**
 * Body of POST /empresas (the company form, part 1 §2.7 and §5). nombreLegal, cif and email are
 * required; cantidadTrabajadores empty or missing becomes 0; plan defaults to professional;
 * adminData is present when the create-admin option is on. Limits, usage, estado and dates are
 * set by the server (limitesParaPlan).
 */
export const EmpresaCreate = z.strictObject({
  nombreLegal: CampoObligatorio.max(200),
  cif: CampoObligatorio.max(50),
  email: z.email({ error: obligatorio }),
  ...camposTextoEmpresa,
  cantidadTrabajadores: CantidadTrabajadores.default(0),
  direccion: z.strictObject({ ...camposDireccionEntrada, pais: TextoCorto.default('España') }).prefault({}),
  licencias: LicenciasEntrada.prefault({}),
  plan: PlanCodigo.default(PLAN_POR_DEFECTO),
  serviciosContratados: ServiciosContratados.default(serviciosPorDefecto),
  configuracion: z.strictObject({ subdominio: Subdominio.optional(), configuracionIA: ConfiguracionIAEntrada.optional() }).optional(),
  planEstrategico: PlanEstrategicoInput.optional(),
  adminData: AdminData.optional(),
});
export type EmpresaCreate = z.infer<typeof EmpresaCreate>;

/**
 * Body of PUT /empresas/{id} and PATCH /api/empresas/{id}: every field optional and without
 * defaults (a missing field keeps its stored value); planEstrategico null clears the plan.
 */
export const EmpresaUpdate = z.strictObject({
  nombreLegal: CampoObligatorio.max(200).optional(),
  cif: CampoObligatorio.max(50).optional(),
  email: z.email({ error: obligatorio }).optional(),
  ...camposTextoEmpresa,
  cantidadTrabajadores: CantidadTrabajadores.optional(),
  direccion: z.strictObject({ ...camposDireccionEntrada, pais: TextoCorto.optional() }).optional(),
  licencias: z
    .strictObject({
      total: Contador.optional(),
      activas: Contador.optional(),
      configuracion: z
        .strictObject({
          vigenciaDias: VigenciaDias.optional(),
          maxEntrevistasPorLicencia: MaxEntrevistasPorLicencia.optional(),
        })
        .optional(),
    })
    .optional(),
  plan: PlanCodigo.optional(),
  serviciosContratados: ServiciosContratados.optional(),
  configuracion: z.strictObject({ subdominio: Subdominio.optional(), configuracionIA: ConfiguracionIAEntrada.optional() }).optional(),
  planEstrategico: PlanEstrategicoInput.nullable().optional(),
});
export type EmpresaUpdate = z.infer<typeof EmpresaUpdate>;

/** Body of POST /empresas/{id}/servicios. */
export const AsignacionServicios = z.strictObject({ serviciosIds: z.array(Id).max(100) });
export type AsignacionServicios = z.infer<typeof AsignacionServicios>;

/** data of GET /api/empresas/licencias-activas. */
export const LicenciasActivasResumen = z.object({ licenciasActivas: Contador, totalEmpresas: Contador });
export type LicenciasActivasResumen = z.infer<typeof LicenciasActivasResumen>;

// ---- Company wizard of the SaaS panel (part 2 §3) --------------------------------------------

export const TAMANOS_EMPRESA = ['startup', 'pequeña', 'mediana', 'grande', 'multinacional'] as const;
export const TamanoEmpresa = z.enum(TAMANOS_EMPRESA);
export type TamanoEmpresa = z.infer<typeof TamanoEmpresa>;

const ListaTextos = z.array(TextoCorto.trim().min(1)).max(100);

/** The business context collected by the company wizard; lists come from comma-separated inputs. */
export const ContextoEmpresarial = z.strictObject({
  sector: TextoCorto.optional(),
  tamaño: TamanoEmpresa.default('mediana'),
  mision: TextoLargo.optional(),
  vision: TextoLargo.optional(),
  valores: TextoLargo.optional(),
  cultura_organizacional: TextoLargo.optional(),
  competencias_clave: ListaTextos.optional(),
  desafios_principales: TextoLargo.optional(),
  objetivos_hiring: TextoLargo.optional(),
  tipos_posiciones: ListaTextos.optional(),
  proceso_actual: TextoLargo.optional(),
  expectativas_ia: TextoLargo.optional(),
});
export type ContextoEmpresarial = z.infer<typeof ContextoEmpresarial>;

const ColoresEntrada = z.strictObject({
  primario: ColorHex.default(COLORES_POR_DEFECTO.primario),
  secundario: ColorHex.default(COLORES_POR_DEFECTO.secundario),
});

/**
 * The company the 4-step wizard creates (part 2 §3): estado trial, usage all 0, colours defaulted.
 * The UI marks more fields required than it enforces; the server needs the identity fields.
 * Limits, when absent, come from the plan (limitesParaPlan).
 */
export const EmpresaWizard = z.strictObject({
  nombre: CampoObligatorio.max(200),
  nombreLegal: CampoObligatorio.max(200),
  cif: CampoObligatorio.max(50),
  email: z.email({ error: obligatorio }),
  telefono: TextoCorto.optional(),
  plan: PlanCodigo.default(PLAN_POR_DEFECTO),
  subdominio: Subdominio,
  estado: z.literal('trial').default('trial'),
  fechaCreacion: FechaHora.optional(),
  configuracion: z.strictObject({ subdominio: Subdominio.optional(), coloresPrimarios: ColoresEntrada.prefault({}) }).prefault({}),
  limites: z.strictObject({ usuarios: Limite, candidatos: Limite, entrevistas: Limite }).optional(),
  uso: z
    .strictObject({
      usuarios: z.literal(0).default(0),
      candidatos: z.literal(0).default(0),
      entrevistas: z.literal(0).default(0),
    })
    .prefault({}),
  contextoEmpresarial: ContextoEmpresarial.prefault({}),
  configuracionIA: ConfiguracionIAEntrada.optional(),
});
export type EmpresaWizard = z.infer<typeof EmpresaWizard>;

// ---- Onboarding wizard (part 2 §3) -----------------------------------------------------------

/** The employee-count options of onboarding (1-10, 11-50, 51-200, 201-500, 500+) as stored values. */
export const TRABAJADORES_ONBOARDING = [10, 50, 200, 500, 1000] as const;

/** Contracted services set when onboarding completes (the company itself is created activo true). */
export const SERVICIOS_CONTRATADOS_ONBOARDING: Readonly<Record<string, boolean>> = {
  mapeoCompetencias: true,
  testVocacional: true,
  evaluacionDesempeno: true,
  panelCandidato: true,
  dashboardEjecutivo: true,
  huntingInterno: false,
};

/** The data of the 6-step onboarding wizard: company, main administrator, tenant, plan, initial config. */
export const OnboardingData = z.strictObject({
  empresa: z.strictObject({
    nombreLegal: CampoObligatorio.max(200),
    nombreComercial: TextoCorto.optional(),
    cif: CampoObligatorio.max(50),
    email: z.email({ error: obligatorio }),
    telefono: TextoCorto.optional(),
    cantidadTrabajadores: z.literal(TRABAJADORES_ONBOARDING).optional(),
    industria: TextoCorto.optional(),
    pais: TextoCorto.default('España'),
  }),
  administrador: z.strictObject({
    nombre: z.string({ error: datosAdmin }).trim().min(1, { error: datosAdmin }).max(200),
    email: z.email({ error: datosAdmin }),
    telefono: TextoCorto.optional(),
    cargo: TextoCorto.optional(),
  }),
  tenant: z.strictObject({
    subdominio: Subdominio,
    dominio_personalizado: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]*$/i)
      .optional(),
    logo_url: z.url({ protocol: /^https?$/ }).optional(),
    colores_personalizados: ColoresEntrada.prefault({}),
  }),
  planSeleccionado: PlanCodigo.default(PLAN_POR_DEFECTO),
  configuracion: z
    .strictObject({
      areas_iniciales: z.array(TextoCorto.trim().min(1)).max(50).default([]),
      servicios_activos: z.array(TextoCorto.trim().min(1)).max(50).default([]),
      integraciones: z
        .strictObject({
          smtp_personalizado: z.boolean().default(false),
          sso_enabled: z.boolean().default(false),
          api_externa: z.boolean().default(false),
        })
        .prefault({}),
    })
    .prefault({}),
});
export type OnboardingData = z.infer<typeof OnboardingData>;

// ---- Company in the interview context (part 2 §3) --------------------------------------------

/** What the interview scheduler reads of a company to decide which AI services to offer. */
export const EmpresaContextoEntrevista = z.object({
  id: Id,
  nombre: z.string(),
  serviciosContratados: ServiciosContratados.default(serviciosPorDefecto),
  configuracionIA: z.object({ chatgpt_enabled: z.boolean().optional(), claude_enabled: z.boolean().optional() }).optional(),
});
export type EmpresaContextoEntrevista = z.infer<typeof EmpresaContextoEntrevista>;
