// Companies: the company as the client holds it (part 1 §3.2), its strategic plan (§3.3), the
// admin data sent on creation (§3.4) with the validation of part 1 §5, the create/update bodies,
// the company built by the SaaS wizard and the onboarding data (part 2 §3).
// The backend → client mapping rules of §3.2 are in ./empresa-mapping.ts.
import * as z from 'zod/mini';
import {
  COLORES_POR_DEFECTO,
  LICENCIAS,
  LIMITES_POR_DEFECTO,
  PASSWORD,
  PLAN_ESTRATEGICO,
  PLAN_POR_DEFECTO,
  SERVICIOS_HR,
} from '../constants.js';
import { errorIdentificacionFiscal } from '../identificacion-fiscal.js';
import { IDIOMAS_TRANSCRIPCION, nombrePaisConocido, zonaDelPais } from '../paises.js';
import { RANGOS_EMPLEADOS, VALORES_RANGO_EMPLEADOS, type TamanoRango } from '../rangos-empleados.js';
import {
  empresas as msgEmpresas,
  fmt,
  password as msgPassword,
  planEstrategico as msgPlan,
  paises as msgPaises,
  retencion as msgRetencion,
} from '../messages.js';
import { RETENCION } from '../retencion.js';
import {
  Codigo,
  ColorHex,
  Contador,
  FechaHora,
  Id,
  Limite,
  PaisEmpresa,
  PlanCodigo,
  Subdominio,
  TextoCorto,
  TextoLargo,
  ZonaHoraria,
} from './comun.js';
import { PlazoOposicionBorradoDias } from './borrado-solicitado.js';
import { esPasswordComun, sinDatosPersonales } from './password.js';
import type { EstadoTrabajo } from './trabajo.js';

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

const VigenciaDias = z.number().check(z.int(), z.minimum(LICENCIAS.vigenciaDiasMin), z.maximum(LICENCIAS.vigenciaDiasMax));
const MaxEntrevistasPorLicencia = z
  .number()
  .check(z.int(), z.minimum(LICENCIAS.maxEntrevistasPorLicenciaMin), z.maximum(LICENCIAS.maxEntrevistasPorLicenciaMax));

export const ConfiguracionLicencias = z.object({
  vigenciaDias: z._default(VigenciaDias, LICENCIAS.vigenciaDiasPorDefecto),
  maxEntrevistasPorLicencia: z._default(MaxEntrevistasPorLicencia, LICENCIAS.maxEntrevistasPorLicenciaPorDefecto),
});
export type ConfiguracionLicencias = z.infer<typeof ConfiguracionLicencias>;

export const Licencias = z.object({
  total: z._default(Contador, 0),
  activas: z._default(Contador, 0),
  utilizadas: z._default(Contador, 0),
  fechaVencimiento: z.optional(FechaHora),
  configuracion: z.prefault(ConfiguracionLicencias, {}),
});
export type Licencias = z.infer<typeof Licencias>;

// ---- Address ---------------------------------------------------------------------------------

export const DireccionEmpresa = z.object({
  calle: z.optional(z.string()),
  numero: z.optional(z.string()),
  piso: z.optional(z.string()),
  puerta: z.optional(z.string()),
  codigoPostal: z.optional(z.string()),
  ciudad: z.optional(z.string()),
  provincia: z.optional(z.string()),
  pais: z._default(z.string(), 'España'),
  /** The address as one line; the client shows 'Sin dirección' when it is missing. */
  completa: z.optional(z.string()),
});
export type DireccionEmpresa = z.infer<typeof DireccionEmpresa>;

const camposDireccionEntrada = {
  calle: z.optional(TextoCorto),
  numero: z.optional(TextoCorto),
  piso: z.optional(TextoCorto),
  puerta: z.optional(TextoCorto),
  codigoPostal: z.optional(TextoCorto),
  ciudad: z.optional(TextoCorto),
  provincia: z.optional(TextoCorto),
  completa: z.optional(TextoCorto),
};

// ---- AI configuration, limits, usage ---------------------------------------------------------

/** The Spanish variants of Amazon Transcribe's batch languages a company may choose (D176, D210: shared/paises.ts). */
export { IDIOMAS_TRANSCRIPCION };

export const ConfiguracionIA = z.object({
  chatgpt_enabled: z.optional(z.boolean()),
  claude_enabled: z.optional(z.boolean()),
  analisis_personalizado: z.optional(z.boolean()),
  /** Part 2 §3 (company wizard). */
  prompt_personalizado: z.optional(z.string()),
  /** Evaluation criteria: free text or a list of criteria. */
  criterios_evaluacion: z.optional(z.union([z.string(), z.array(z.string())])),
  /** The Spanish variant Amazon Transcribe hears (D176): the company's choice, else its country's (D210, vozDe). */
  idioma_transcripcion: z.optional(z.enum(IDIOMAS_TRANSCRIPCION)),
});
export type ConfiguracionIA = z.infer<typeof ConfiguracionIA>;

const ConfiguracionIAEntrada = z.strictObject({
  chatgpt_enabled: z.optional(z.boolean()),
  claude_enabled: z.optional(z.boolean()),
  analisis_personalizado: z.optional(z.boolean()),
  prompt_personalizado: z.optional(TextoLargo),
  criterios_evaluacion: z.optional(z.union([TextoLargo, z.array(TextoCorto).check(z.maxLength(100))])),
  idioma_transcripcion: z.optional(
    z.enum(IDIOMAS_TRANSCRIPCION, {
      error: `El idioma de la transcripción debe ser ${IDIOMAS_TRANSCRIPCION.slice(0, -1).join(', ')} o ${IDIOMAS_TRANSCRIPCION.at(-1)}`,
    }),
  ),
});

/** Part 2 §9: default brand colours. */
export const ColoresPrimarios = z.object({
  primario: z._default(ColorHex, COLORES_POR_DEFECTO.primario),
  secundario: z._default(ColorHex, COLORES_POR_DEFECTO.secundario),
});
export type ColoresPrimarios = z.infer<typeof ColoresPrimarios>;

/** The retention period a company chooses (D151): whole months within RETENCION's bounds. */
export const RetencionMeses = z
  .number({ error: msgRetencion.retencionMeses })
  .check(
    z.int({ error: msgRetencion.retencionMeses }),
    z.minimum(RETENCION.mesesMin, msgRetencion.retencionMeses),
    z.maximum(RETENCION.mesesMax, msgRetencion.retencionMeses),
  );

/** The transfer safeguard as stored (issue 67 item 8): what was recorded, for which region and country, by whom and when. */
export const SalvaguardaTransferencia = z.object({
  tipo: z.string(),
  referencia: z.string(),
  fechaDocumento: z.string(),
  region: z.string(),
  pais: z.string(),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});

export const ConfiguracionEmpresa = z.object({
  subdominio: z.optional(Subdominio),
  configuracionIA: z.optional(ConfiguracionIA),
  maxUsuarios: z.optional(Limite),
  maxCandidatos: z.optional(Limite),
  maxEntrevistas: z.optional(Limite),
  /** Set by the company wizard (part 2 §3). */
  coloresPrimarios: z.optional(ColoresPrimarios),
  /**
   * The company's time zone (D81): interviews are scheduled and their invitations written
   * on its clock. Set at creation (the form proposes the creator's browser zone) and editable.
   */
  zonaHoraria: z.optional(ZonaHoraria),
  /** Days the company has to object to an erasure the candidate asked for (D149); BORRADO_SOLICITADO's default when missing. */
  plazoOposicionBorradoDias: z.optional(PlazoOposicionBorradoDias),
  /** Its admins must sign in with a second factor (TOTP, D155); set by the company's admin or the superadmin. */
  exigirSegundoFactor: z.optional(z.boolean()),
  /**
   * How many months a candidate who was not hired is kept after their process ended (D151;
   * shared/retencion.ts; unset, its country's default, issue 67 item 7). The interview notice states it.
   */
  retencionMeses: z.optional(RetencionMeses),
  /** The AI paused by the company (D153): set only by PUT …/pausa-ia, which records each change. */
  pausaIA: z.optional(
    z.object({
      pausada: z.boolean(),
      por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
      fecha: z.nullable(z.string()),
    }),
  ),
  /** The recommendation threshold out of 10 (D157); absent or null: the template's pass mark. Set only by PUT …/umbral-recomendacion. */
  umbralRecomendacion: z.optional(
    z.object({
      umbral: z.nullable(z.number()),
      por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
      fecha: z.nullable(z.string()),
    }),
  ),
  /** The company's Amazon Bedrock model among the deploy's (D176); absent or null: the platform's default. Set only by PUT …/modelo-bedrock. */
  modeloBedrock: z.optional(
    z.object({
      modelo: z.nullable(z.string()),
      por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
      fecha: z.nullable(z.string()),
    }),
  ),
  /** The safeguard for the data's transfer to the deploy's region (issue 67 item 8); set only by PUT …/salvaguarda-transferencia. */
  salvaguardaTransferencia: z.optional(SalvaguardaTransferencia),
  /** The integrity signals (D158): on unless `activas` is false; set only by PUT …/senales-integridad. */
  senalesIntegridad: z.optional(
    z.object({
      activas: z.boolean(),
      por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
      fecha: z.nullable(z.string()),
    }),
  ),
});
export type ConfiguracionEmpresa = z.infer<typeof ConfiguracionEmpresa>;

/** Quotas; -1 is unlimited. Defaults are the §3.2 missing-value limits (10 / 100 / 50). */
export const Limites = z.object({
  usuarios: z._default(Limite, LIMITES_POR_DEFECTO.usuarios),
  candidatos: z._default(Limite, LIMITES_POR_DEFECTO.candidatos),
  entrevistas: z._default(Limite, LIMITES_POR_DEFECTO.entrevistas),
});
export type Limites = z.infer<typeof Limites>;

export const Uso = z.object({
  usuarios: z._default(Contador, 0),
  candidatos: z._default(Contador, 0),
  entrevistas: z._default(Contador, 0),
});
export type Uso = z.infer<typeof Uso>;

// ---- Strategic plan (§3.3) -------------------------------------------------------------------

const NOMBRE_PLAN_MAX = 200;
export const NombrePlan = z
  .string({ error: msgPlan.nombreObligatorio })
  .check(
    z.trim(),
    z.minLength(1, { error: msgPlan.nombreObligatorio }),
    z.maxLength(NOMBRE_PLAN_MAX, { error: fmt(msgPlan.nombreLargo, { max: NOMBRE_PLAN_MAX }) }),
  );

// The message is written when a text is refused, not when the module loads: the first
// toLocaleString of a process loads the locale's data (≈ 10 ms at every Lambda's cold start, D84).
const TextoPlan = z.string().check(
  z.maxLength(PLAN_ESTRATEGICO.maxCaracteresTexto, {
    error: () => fmt(msgPlan.textoLargo, { max: PLAN_ESTRATEGICO.maxCaracteresTexto.toLocaleString('es-ES') }),
  }),
);

/** The strategic plan held on the company record, with its uploaded file and upload date. */
export const PlanEstrategico = z.object({
  id: z.optional(Id),
  nombre: NombrePlan,
  descripcion: z.optional(z.string()),
  /** Text of the plan; a TXT upload's content is loaded here. */
  contenido_texto: z.optional(z.string()),
  version: z._default(z.string().check(z.minLength(1), z.maxLength(20)), PLAN_ESTRATEGICO.versionPorDefecto),
  activo: z.optional(z.boolean()),
  archivo_url: z.optional(z.string().check(z.maxLength(2_000))),
  fecha_subida: z.optional(FechaHora),
});
export type PlanEstrategico = z.infer<typeof PlanEstrategico>;

/**
 * The plan as a create/update body sends it. id, archivo_url and fecha_subida belong to the server
 * (the file comes through its own upload call) and are refused.
 */
export const PlanEstrategicoInput = z.strictObject({
  nombre: NombrePlan,
  descripcion: z.optional(TextoLargo),
  contenido_texto: z.optional(TextoPlan),
  version: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(20)), PLAN_ESTRATEGICO.versionPorDefecto),
  activo: z.optional(z.boolean()),
});
export type PlanEstrategicoInput = z.infer<typeof PlanEstrategicoInput>;

// ---- Admin data (§3.4, §5) -------------------------------------------------------------------

const datosAdmin = msgEmpresas.datosAdministrador;
const sinIssues = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/**
 * The company administrator created with the company (and body of POST /api/empresas/{id}/admin).
 * Checked in the order of part 1 §5, one message at a time: required fields, then matching
 * passwords, then length, then the rest of the password policy (shared/password-politica.ts).
 */
export const AdminData = z
  .strictObject({
    nombre: z.string({ error: datosAdmin }).check(z.trim(), z.minLength(1, { error: datosAdmin }), z.maxLength(200)),
    email: z.email({ error: datosAdmin }),
    password: z.string({ error: datosAdmin }).check(z.minLength(1, { error: datosAdmin }), z.maxLength(256)),
    confirmPassword: z.optional(z.string().check(z.maxLength(256))),
    telefono: z.optional(TextoCorto),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: msgEmpresas.contrasenasNoCoinciden,
      path: ['confirmPassword'],
      when: sinIssues,
    }),
    z.refine((v) => v.password.length >= PASSWORD.minLength, {
      error: msgEmpresas.contrasenaCorta,
      path: ['password'],
      when: sinIssues,
    }),
    z.refine((v) => !esPasswordComun(v.password), { error: msgPassword.comun, path: ['password'], when: sinIssues }),
    sinDatosPersonales(),
  );
export type AdminData = z.infer<typeof AdminData>;

// ---- Deletion in progress (docs/decisions/ D72) -------------------------------------------

/**
 * The job's states (shared/schemas/trabajo.ts's vocabulary): it starts en_curso (the request marks
 * the company and queues it) and never ends completada (the company is gone then).
 */
export const ESTADOS_ELIMINACION = ['en_curso', 'fallida'] as const satisfies readonly EstadoTrabajo[];
export const EstadoEliminacion = z.enum(ESTADOS_ELIMINACION);

/** What the worker is doing: shutting the users out, deleting them, the data, the files. */
export const FASES_ELIMINACION = ['bloqueo', 'usuarios', 'datos', 'archivos'] as const;
export const FaseEliminacion = z.enum(FASES_ELIMINACION);
export type FaseEliminacion = z.infer<typeof FaseEliminacion>;

/**
 * A company's deletion while it runs or after it failed (the answer of DELETE /api/empresas/{id},
 * and `eliminacion` on the company). Once it finishes the company is gone: there is no 'completada'.
 */
export const EliminacionEmpresa = z.object({
  estado: EstadoEliminacion,
  fase: FaseEliminacion,
  /** The company's users when the deletion was asked for, and how many are deleted so far. */
  usuariosTotal: Contador,
  usuariosBorrados: Contador,
  solicitadaEn: FechaHora,
  /** The last progress (a stuck deletion stops moving). */
  actualizadaEn: FechaHora,
  /** Why it stopped (fallida). */
  motivo: z.optional(z.string()),
});
export type EliminacionEmpresa = z.infer<typeof EliminacionEmpresa>;

// ---- The company as the client holds it (§3.2) -----------------------------------------------

/**
 * Part 1 §3.2. Defaults mirror the §3.2 rules for missing values: plan starter, estado activa,
 * limits 10/100/50, the default contracted services, licence configuration 30 days / 5 interviews,
 * country España. Placeholders for display (name, CIF, email, phone, address line) and the
 * computed defaults (subdomain, licence expiry) are applied by toEmpresaCliente().
 */
/**
 * The representative a company without an establishment in its country names there (issue 67 item 7:
 * Peru's Reglamento, DS 016-2024-JUS, asks it of a foreign controller): a name and a contact, both
 * needed; printed in the interview's notice where the company's law asks for one (paises.ts).
 */
export const RepresentanteLocal = z.object({ nombre: z.string(), contacto: z.string() });
export type RepresentanteLocal = z.infer<typeof RepresentanteLocal>;

export const Empresa = z.object({
  /** The backend's id (or _id); empty only for a record the backend sent without one. */
  id: z.string(),
  nombreLegal: z.string(),
  nombreComercial: z.optional(z.string()),
  cif: z.string(),
  email: z.email(),
  telefono: z.optional(z.string()),
  cantidadTrabajadores: z._default(Contador, 0),
  sectorIndustrial: z.optional(z.string()),
  tipoEmpresa: z.optional(TipoEmpresa),
  licencias: z.prefault(Licencias, {}),
  direccion: z.prefault(DireccionEmpresa, {}),
  plan: z._default(PlanCodigo, 'starter'),
  estado: z._default(EstadoEmpresa, 'activa'),
  fechaCreacion: z.optional(FechaHora),
  fechaActualizacion: z.optional(FechaHora),
  activo: z._default(z.boolean(), true),
  serviciosContratados: z._default(ServiciosContratados, serviciosPorDefecto),
  configuracion: z.prefault(ConfiguracionEmpresa, {}),
  limites: z.prefault(Limites, {}),
  uso: z.prefault(Uso, {}),
  /** Free text; it may be built from mision, vision, valores, sector and size. */
  contextoEmpresarial: z.optional(z.string()),
  misionEmpresa: z.optional(z.string()),
  visionEmpresa: z.optional(z.string()),
  valoresEmpresa: z.optional(z.string()),
  objetivosEstrategicos: z.optional(z.string()),
  /** null once the plan is deleted (part 1 §4). */
  planEstrategico: z.optional(z.nullable(PlanEstrategico)),
  /** Present only while the company is being deleted or its deletion failed (D72). */
  eliminacion: z.optional(EliminacionEmpresa),
  /** Its representative in its country (issue 67 item 7); absent when it has named none. */
  representanteLocal: z.optional(RepresentanteLocal),
  /** The safeguard its country's law asks for the deploy's region is not recorded (issue 67 item 8); the server's answer. */
  salvaguardaPendiente: z.optional(z.boolean()),
});
export type Empresa = z.infer<typeof Empresa>;

// ---- Bodies ----------------------------------------------------------------------------------

const obligatorio = msgEmpresas.camposObligatorios;
const CampoObligatorio = z.string({ error: obligatorio }).check(z.trim(), z.minLength(1, { error: obligatorio }));

/** '' and null (an emptied number input) become 0; a digit string is read as its number. */
function normalizaCantidad(v: unknown): unknown {
  if (v === '' || v === null) return 0;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v;
}
const CantidadTrabajadores = z.pipe(z.transform(normalizaCantidad), z.number().check(z.int(), z.minimum(0)));

/** A total that is given is never below the active licences (it is refused, not raised: D124). */
const totalNoMenor = z.refine<{ total?: number; activas?: number }>(
  (l) => l.total === undefined || l.activas === undefined || l.total >= l.activas,
  {
    error: msgEmpresas.licenciasTotalesMenores,
    path: ['total'],
    when: (p) => p.issues.length === 0,
  },
);

/** Missing total: the active count (part 1 §5, the larger of the two). */
const LicenciasEntrada = z
  .strictObject({
    total: z.optional(Contador),
    activas: z._default(Contador, 0),
    configuracion: z.prefault(
      z.strictObject({
        vigenciaDias: z._default(VigenciaDias, LICENCIAS.vigenciaDiasPorDefecto),
        maxEntrevistasPorLicencia: z._default(MaxEntrevistasPorLicencia, LICENCIAS.maxEntrevistasPorLicenciaPorDefecto),
      }),
      {},
    ),
  })
  .check(totalNoMenor);

/**
 * The tax id checked for the company's country (D128: one validator, shared/identificacion-fiscal.ts),
 * on the object that holds both; an empty id keeps the field's own "required" message. Only bodies
 * that create or change a company check it: a stored id is read as it is.
 */
export const cifSegunPais = <T extends { cif?: unknown }>(pais: (v: T) => string | undefined) =>
  z.superRefine<T>((v, ctx) => {
    if (typeof v.cif !== 'string' || v.cif.trim() === '') return;
    const error = errorIdentificacionFiscal(v.cif, pais(v));
    if (error) ctx.issues.push({ code: 'custom', message: error, input: v.cif, path: ['cif'] });
  });

/**
 * A company's zone is one its country uses (issue 67 item 4, shared/paises.ts): a Spanish company on
 * Madrid's, the Canaries' or Ceuta's clock, a Mexican one on one of Mexico's; a country not known yet
 * takes any. Checked where a company is created; an edit, where the zone or the country changes
 * (functions/lib/empresas/actualizar.ts).
 */
export const zonaSegunPais = <T>(pais: (v: T) => string | undefined, zona: (v: T) => string | undefined, path: string[]) =>
  z.superRefine<T>((v, ctx) => {
    const error = errorZonaDelPais(pais(v), zona(v));
    if (error) ctx.issues.push({ code: 'custom', message: error, input: zona(v), path });
  });

/** The Spanish refusal of a zone its country does not use, or null. */
export function errorZonaDelPais(pais: string | null | undefined, zona: string | undefined): string | null {
  if (!zona || zonaDelPais(pais, zona)) return null;
  return fmt(msgPaises.zonaNoDelPais, { zona, pais: nombrePaisConocido(pais) ?? pais ?? '' });
}

/** Required, then an email: a missing one gets the spec's message, a malformed one its own. */
const EmailEmpresa = z.pipe(CampoObligatorio, z.email({ error: msgEmpresas.emailInvalido }));

const camposTextoEmpresa = {
  nombreComercial: z.optional(TextoCorto),
  telefono: z.optional(TextoCorto),
  sectorIndustrial: z.optional(TextoCorto),
  tipoEmpresa: z.optional(TipoEmpresa),
  contextoEmpresarial: z.optional(TextoLargo),
  misionEmpresa: z.optional(TextoLargo),
  visionEmpresa: z.optional(TextoLargo),
  valoresEmpresa: z.optional(TextoLargo),
  objetivosEstrategicos: z.optional(TextoLargo),
};

/** The representative as an update sends it: both parts, trimmed and not empty. */
const RepresentanteLocalEntrada = z.strictObject({
  nombre: z
    .string({ error: msgEmpresas.representanteNombre })
    .check(
      z.trim(),
      z.minLength(1, { error: msgEmpresas.representanteNombre }),
      z.maxLength(200, { error: msgEmpresas.representanteNombre }),
    ),
  contacto: z
    .string({ error: msgEmpresas.representanteContacto })
    .check(
      z.trim(),
      z.minLength(1, { error: msgEmpresas.representanteContacto }),
      z.maxLength(300, { error: msgEmpresas.representanteContacto }),
    ),
});

/** The `configuracion` a company's create and update take. */
const ConfiguracionEntrada = z.strictObject({
  subdominio: z.optional(Subdominio),
  configuracionIA: z.optional(ConfiguracionIAEntrada),
  zonaHoraria: z.optional(ZonaHoraria),
  plazoOposicionBorradoDias: z.optional(PlazoOposicionBorradoDias),
  /** null clears the company's own period: its country's default applies again (issue 67 item 7). */
  retencionMeses: z.optional(z.nullable(RetencionMeses)),
  exigirSegundoFactor: z.optional(z.boolean()),
});

/**
 * Body of POST /empresas (the company form, part 1 §2.7 and §5). nombreLegal, cif and email are
 * required; cantidadTrabajadores empty or missing becomes 0; plan defaults to professional;
 * adminData is present when the create-admin option is on. Limits, usage, estado and dates are
 * set by the server (limitesParaPlan).
 */
export const EmpresaCreate = z
  .strictObject({
    nombreLegal: CampoObligatorio.check(z.maxLength(200)),
    cif: CampoObligatorio.check(z.maxLength(50)),
    email: EmailEmpresa,
    ...camposTextoEmpresa,
    cantidadTrabajadores: z._default(CantidadTrabajadores, 0),
    direccion: z.prefault(z.strictObject({ ...camposDireccionEntrada, pais: z._default(PaisEmpresa, 'España') }), {}),
    licencias: z.prefault(LicenciasEntrada, {}),
    plan: z._default(PlanCodigo, PLAN_POR_DEFECTO),
    serviciosContratados: z._default(ServiciosContratados, serviciosPorDefecto),
    configuracion: z.optional(ConfiguracionEntrada),
    planEstrategico: z.optional(PlanEstrategicoInput),
    adminData: z.optional(AdminData),
  })
  .check(
    cifSegunPais((v) => v.direccion?.pais),
    zonaSegunPais(
      (v) => v.direccion?.pais,
      (v) => v.configuracion?.zonaHoraria,
      ['configuracion', 'zonaHoraria'],
    ),
  );
export type EmpresaCreate = z.infer<typeof EmpresaCreate>;

/**
 * Body of PUT /empresas/{id} and PATCH /api/empresas/{id}: every field optional and without
 * defaults (a missing field keeps its stored value); planEstrategico null clears the plan. A new
 * cif, or a new country, is checked against the stored company's by the handler (D128).
 */
export const EmpresaUpdate = z.strictObject({
  nombreLegal: z.optional(CampoObligatorio.check(z.maxLength(200))),
  cif: z.optional(CampoObligatorio.check(z.maxLength(50))),
  email: z.optional(EmailEmpresa),
  ...camposTextoEmpresa,
  cantidadTrabajadores: z.optional(CantidadTrabajadores),
  direccion: z.optional(z.strictObject({ ...camposDireccionEntrada, pais: z.optional(TextoCorto) })),
  licencias: z.optional(
    z
      .strictObject({
        total: z.optional(Contador),
        activas: z.optional(Contador),
        configuracion: z.optional(
          z.strictObject({
            vigenciaDias: z.optional(VigenciaDias),
            maxEntrevistasPorLicencia: z.optional(MaxEntrevistasPorLicencia),
          }),
        ),
      })
      .check(totalNoMenor),
  ),
  plan: z.optional(PlanCodigo),
  serviciosContratados: z.optional(ServiciosContratados),
  configuracion: z.optional(ConfiguracionEntrada),
  planEstrategico: z.optional(z.nullable(PlanEstrategicoInput)),
  /** The representative in its country (issue 67 item 7); null removes it. */
  representanteLocal: z.optional(z.nullable(RepresentanteLocalEntrada)),
});
export type EmpresaUpdate = z.infer<typeof EmpresaUpdate>;

/** Body of POST /empresas/{id}/servicios. */
export const AsignacionServicios = z.strictObject({ serviciosIds: z.array(Id).check(z.maxLength(100)) });
export type AsignacionServicios = z.infer<typeof AsignacionServicios>;

/**
 * data of GET /api/empresas/licencias-activas: the platform counters (the superadmin's dashboard's
 * figures) or, for a company user, its own company counted the same way. The companies screen's
 * cards show these, never counts of the loaded page (D116).
 */
export const LicenciasActivasResumen = z.object({
  licenciasActivas: Contador,
  totalEmpresas: Contador,
  empresasActivas: Contador,
  /** Live subscriptions in trial (the counters keep no count of companies whose estado is trial). */
  suscripcionesTrial: Contador,
});
export type LicenciasActivasResumen = z.infer<typeof LicenciasActivasResumen>;

// ---- Company wizard of the SaaS panel (part 2 §3) --------------------------------------------

/** §3's `tamaño`, one per size range (shared/rangos-empleados.ts, D128): startup, pequeña, mediana, grande, multinacional. */
export const TAMANOS_EMPRESA = RANGOS_EMPLEADOS.map((r) => r.tamano) as [TamanoRango, ...TamanoRango[]];
export const TamanoEmpresa = z.enum(TAMANOS_EMPRESA);
export type TamanoEmpresa = z.infer<typeof TamanoEmpresa>;

const ListaTextos = z.array(TextoCorto.check(z.trim(), z.minLength(1))).check(z.maxLength(100));

/** The business context collected by the company wizard; lists come from comma-separated inputs. */
export const ContextoEmpresarial = z.strictObject({
  sector: z.optional(TextoCorto),
  tamaño: z._default(TamanoEmpresa, 'mediana'),
  mision: z.optional(TextoLargo),
  vision: z.optional(TextoLargo),
  valores: z.optional(TextoLargo),
  cultura_organizacional: z.optional(TextoLargo),
  competencias_clave: z.optional(ListaTextos),
  desafios_principales: z.optional(TextoLargo),
  objetivos_hiring: z.optional(TextoLargo),
  tipos_posiciones: z.optional(ListaTextos),
  proceso_actual: z.optional(TextoLargo),
  expectativas_ia: z.optional(TextoLargo),
});
export type ContextoEmpresarial = z.infer<typeof ContextoEmpresarial>;

const ColoresEntrada = z.strictObject({
  primario: z._default(ColorHex, COLORES_POR_DEFECTO.primario),
  secundario: z._default(ColorHex, COLORES_POR_DEFECTO.secundario),
});

/**
 * The company the 4-step wizard creates (part 2 §3): estado trial, usage all 0, colours defaulted.
 * The UI marks more fields required than it enforces; the server needs the identity fields.
 * Limits, when absent, come from the plan (limitesParaPlan).
 */
export const EmpresaWizard = z
  .strictObject({
    nombre: CampoObligatorio.check(z.maxLength(200)),
    nombreLegal: CampoObligatorio.check(z.maxLength(200)),
    cif: CampoObligatorio.check(z.maxLength(50)),
    email: z.email({ error: obligatorio }),
    telefono: z.optional(TextoCorto),
    plan: z._default(PlanCodigo, PLAN_POR_DEFECTO),
    subdominio: Subdominio,
    estado: z._default(z.literal('trial'), 'trial'),
    fechaCreacion: z.optional(FechaHora),
    configuracion: z.prefault(z.strictObject({ subdominio: z.optional(Subdominio), coloresPrimarios: z.prefault(ColoresEntrada, {}) }), {}),
    limites: z.optional(z.strictObject({ usuarios: Limite, candidatos: Limite, entrevistas: Limite })),
    uso: z.prefault(
      z.strictObject({
        usuarios: z._default(z.literal(0), 0),
        candidatos: z._default(z.literal(0), 0),
        entrevistas: z._default(z.literal(0), 0),
      }),
      {},
    ),
    contextoEmpresarial: z.prefault(ContextoEmpresarial, {}),
    configuracionIA: z.optional(ConfiguracionIAEntrada),
    /** The main administrator's name (D128: the welcome emails greet them by it); the company's email signs in. */
    administrador: z.optional(z.strictObject({ nombre: TextoCorto })),
  })
  .check(cifSegunPais(() => undefined));
export type EmpresaWizard = z.infer<typeof EmpresaWizard>;

// ---- Onboarding wizard (part 2 §3) -----------------------------------------------------------

/** The employee-count options of both wizards (shared/rangos-empleados.ts, D128) as stored values. */
export const TRABAJADORES_ONBOARDING = VALORES_RANGO_EMPLEADOS;

/** Contracted services set when onboarding completes (the company itself is created activo true). */
export const SERVICIOS_CONTRATADOS_ONBOARDING: Readonly<Record<string, boolean>> = {
  mapeoCompetencias: true,
  testVocacional: true,
  evaluacionDesempeno: true,
  panelCandidato: true,
  dashboardEjecutivo: true,
  huntingInterno: false,
};

/** The onboarding's company fields (without the check of its tax id, so that they can be extended). */
export const EmpresaOnboarding = z.strictObject({
  nombreLegal: CampoObligatorio.check(z.maxLength(200)),
  nombreComercial: z.optional(TextoCorto),
  cif: CampoObligatorio.check(z.maxLength(50)),
  email: z.email({ error: obligatorio }),
  telefono: z.optional(TextoCorto),
  cantidadTrabajadores: z.optional(z.literal(TRABAJADORES_ONBOARDING)),
  industria: z.optional(TextoCorto),
  pais: z._default(PaisEmpresa, 'España'),
});

/** The data of the 6-step onboarding wizard: company, main administrator, tenant, plan, initial config. */
export const OnboardingData = z.strictObject({
  empresa: EmpresaOnboarding.check(cifSegunPais((e) => e.pais)),
  administrador: z.strictObject({
    nombre: z.string({ error: datosAdmin }).check(z.trim(), z.minLength(1, { error: datosAdmin }), z.maxLength(200)),
    email: z.email({ error: datosAdmin }),
    telefono: z.optional(TextoCorto),
    cargo: z.optional(TextoCorto),
  }),
  tenant: z.strictObject({
    subdominio: Subdominio,
    dominio_personalizado: z.optional(z.string().check(z.maxLength(253), z.regex(/^[a-z0-9.-]*$/i))),
    logo_url: z.optional(z.url({ protocol: /^https?$/ })),
    colores_personalizados: z.prefault(ColoresEntrada, {}),
  }),
  planSeleccionado: z._default(PlanCodigo, PLAN_POR_DEFECTO),
  configuracion: z.prefault(
    z.strictObject({
      areas_iniciales: z._default(z.array(TextoCorto.check(z.trim(), z.minLength(1))).check(z.maxLength(50)), []),
      servicios_activos: z._default(z.array(TextoCorto.check(z.trim(), z.minLength(1))).check(z.maxLength(50)), []),
      integraciones: z.prefault(
        z.strictObject({
          smtp_personalizado: z._default(z.boolean(), false),
          sso_enabled: z._default(z.boolean(), false),
          api_externa: z._default(z.boolean(), false),
        }),
        {},
      ),
    }),
    {},
  ),
});
export type OnboardingData = z.infer<typeof OnboardingData>;

// ---- Company in the interview context (part 2 §3) --------------------------------------------

/** What the interview scheduler reads of a company to decide which AI services to offer. */
export const EmpresaContextoEntrevista = z.object({
  id: Id,
  nombre: z.string(),
  serviciosContratados: z._default(ServiciosContratados, serviciosPorDefecto),
  configuracionIA: z.optional(z.object({ chatgpt_enabled: z.optional(z.boolean()), claude_enabled: z.optional(z.boolean()) })),
});
export type EmpresaContextoEntrevista = z.infer<typeof EmpresaContextoEntrevista>;
