// Configuration: per-company configuration entries, the system (global) API keys, the API
// configuration and status, and the email configuration (part 2 §3, §5, §7, §9).
import { z } from 'zod';
import { EMAIL, PROVEEDORES_IA } from '../constants.js';
import { Contador, Id, TextoCorto, TextoLargo } from './comun.js';

// ---- Configuration entries -------------------------------------------------------------------

export const ValorConfiguracion = z.union([z.string(), z.number(), z.boolean()]);
export type ValorConfiguracion = z.infer<typeof ValorConfiguracion>;

/** A named configuration value of a company; tipo says how to read valor (default string). */
export const ConfiguracionEntrada = z.object({
  id: Id,
  empresaId: Id,
  nombre: z.string(),
  valor: ValorConfiguracion,
  tipo: z.string().default('string'),
  descripcion: z.string().optional(),
  activo: z.boolean().default(true),
});
export type ConfiguracionEntrada = z.infer<typeof ConfiguracionEntrada>;

const NombreConfiguracion = z.string().trim().min(1).max(200);
const ValorEntrada = z.union([TextoLargo, z.number(), z.boolean()]);
const TipoEntrada = z.string().trim().min(1).max(50);

/** Body of POST /api/configuracion (an upsert by name creates with activo true). */
export const ConfiguracionEntradaCreate = z.strictObject({
  /** Chosen by the superadmin; other users' entries always go to their own company. */
  empresaId: Id.optional(),
  nombre: NombreConfiguracion,
  valor: ValorEntrada,
  tipo: TipoEntrada.default('string'),
  descripcion: TextoLargo.optional(),
  activo: z.boolean().default(true),
});
export type ConfiguracionEntradaCreate = z.infer<typeof ConfiguracionEntradaCreate>;

/** Body of PUT /api/configuracion/{id}: all optional, no defaults. */
export const ConfiguracionEntradaUpdate = z.strictObject({
  nombre: NombreConfiguracion.optional(),
  valor: ValorEntrada.optional(),
  tipo: TipoEntrada.optional(),
  descripcion: TextoLargo.optional(),
  activo: z.boolean().optional(),
});
export type ConfiguracionEntradaUpdate = z.infer<typeof ConfiguracionEntradaUpdate>;

// ---- API keys --------------------------------------------------------------------------------

export const ProveedorIA = z.enum(PROVEEDORES_IA);
export type ProveedorIA = z.infer<typeof ProveedorIA>;

/** GET /api/configuracion/sistema; a failed read answers every key undefined. */
export const ConfiguracionSistema = z.object({
  claudeApiKey: z.string().optional(),
  openaiApiKey: z.string().optional(),
  geminiApiKey: z.string().optional(),
});
export type ConfiguracionSistema = z.infer<typeof ConfiguracionSistema>;

/** The key field of each provider: the provider name plus ApiKey. */
export const CLAVES_API = [
  'openaiApiKey',
  'claudeApiKey',
  'geminiApiKey',
  'perplexityApiKey',
  'deepgramApiKey',
  'didApiKey',
] as const;
export type ClaveApi = (typeof CLAVES_API)[number];

export const ConfiguracionApis = z.object({
  openaiApiKey: z.string().optional(),
  claudeApiKey: z.string().optional(),
  geminiApiKey: z.string().optional(),
  perplexityApiKey: z.string().optional(),
  deepgramApiKey: z.string().optional(),
  didApiKey: z.string().optional(),
});
export type ConfiguracionApis = z.infer<typeof ConfiguracionApis>;

const ClaveTexto = z.string().max(1_000);

/** The apiKeys of PUT /api/configuracion/global. */
export const ConfiguracionApisUpdate = z.strictObject({
  openaiApiKey: ClaveTexto.optional(),
  claudeApiKey: ClaveTexto.optional(),
  geminiApiKey: ClaveTexto.optional(),
  perplexityApiKey: ClaveTexto.optional(),
  deepgramApiKey: ClaveTexto.optional(),
  didApiKey: ClaveTexto.optional(),
});
export type ConfiguracionApisUpdate = z.infer<typeof ConfiguracionApisUpdate>;

export const ApiStatus = z.object({
  isValid: z.boolean(),
  lastError: z.string().nullable().optional(),
});
export type ApiStatus = z.infer<typeof ApiStatus>;

/** The per-company configuration load: data with apiStatus per provider, and stats. */
export const ConfiguracionApisEmpresa = z.object({
  data: ConfiguracionApis.extend({
    apiStatus: z.partialRecord(ProveedorIA, ApiStatus).default({}),
  }),
  stats: z.object({ configured: Contador, total: Contador, valid: Contador }),
});
export type ConfiguracionApisEmpresa = z.infer<typeof ConfiguracionApisEmpresa>;

/** One provider of the global API panel; the speech provider also has an endpoint. */
export const ApiProveedorGlobal = z.object({
  key: z.string().default(''),
  enabled: z.boolean().default(false),
  model: z.string().optional(),
  status: z.enum(['active', 'inactive']).default('inactive'),
  endpoint: z.string().optional(),
});
export type ApiProveedorGlobal = z.infer<typeof ApiProveedorGlobal>;

export const ConfiguracionApisGlobal = z.partialRecord(ProveedorIA, ApiProveedorGlobal);
export type ConfiguracionApisGlobal = z.infer<typeof ConfiguracionApisGlobal>;

/** Saving an empty key does not call the server; the key is the provider's key text. */
const ClaveNoVacia = z.string().trim().min(1).max(1_000);

/** Body of updating one company API key: the provider (key field name without ApiKey) and the key. */
export const ApiKeyUpdate = z.strictObject({ provider: ProveedorIA, key: ClaveNoVacia });
export type ApiKeyUpdate = z.infer<typeof ApiKeyUpdate>;

/** Body of an API connection test; the answer is { success, message }. */
export const ApiTest = z.strictObject({ provider: ProveedorIA, key: ClaveNoVacia });
export type ApiTest = z.infer<typeof ApiTest>;

// ---- Email -----------------------------------------------------------------------------------

export const CategoriaEmail = z.enum(EMAIL.categorias);
export type CategoriaEmail = z.infer<typeof CategoriaEmail>;

/** Part 2 §3: the templates of each category. */
export const PLANTILLAS_EMAIL = {
  administracion: ['bienvenidaEmpresa', 'credencialesAdministrador', 'invitacionUsuario', 'resetPassword'],
  candidatos: ['invitacionEntrevista', 'recordatorioEntrevista', 'resultadosEntrevista', 'rechazoCandidato'],
  entrevistas: ['entrevistaProgramada', 'entrevistaCompletada', 'reporteListo', 'seguimiento'],
  reportes: ['reporteSemanal', 'reporteMensual', 'reportePersonalizado', 'alertas'],
} as const satisfies Record<CategoriaEmail, readonly string[]>;

export const NOMBRES_PLANTILLA_EMAIL = [
  ...PLANTILLAS_EMAIL.administracion,
  ...PLANTILLAS_EMAIL.candidatos,
  ...PLANTILLAS_EMAIL.entrevistas,
  ...PLANTILLAS_EMAIL.reportes,
] as const;
export const NombrePlantillaEmail = z.enum(NOMBRES_PLANTILLA_EMAIL);
export type NombrePlantillaEmail = z.infer<typeof NombrePlantillaEmail>;

/** The top-level templates, outside the categories. */
export const PLANTILLAS_EMAIL_GENERALES = ['welcome', 'recovery', 'notification'] as const;
export const PlantillaEmailGeneral = z.enum(PLANTILLAS_EMAIL_GENERALES);
export type PlantillaEmailGeneral = z.infer<typeof PlantillaEmailGeneral>;

/** Placeholders template text uses. */
export const VARIABLES_PLANTILLA_EMAIL = ['{nombre}', '{nombreEmpresa}', '{nombreCandidato}', '{mensaje}'] as const;

/** An address or '' (the panel marks sender fields required but enforces nothing). */
const EmailOVacio = z.union([z.email(), z.literal('')]);

export const PlantillaEmail = z.strictObject({
  enabled: z.boolean().default(true),
  subject: TextoCorto.default(''),
  html: z.string().max(200_000).default(''),
});
export type PlantillaEmail = z.infer<typeof PlantillaEmail>;

function plantillasDe<const N extends readonly string[]>(nombres: N) {
  const shape = Object.fromEntries(nombres.map((n) => [n, PlantillaEmail.optional()])) as {
    [K in N[number]]: z.ZodOptional<typeof PlantillaEmail>;
  };
  return z.strictObject(shape);
}

export const SmtpConfig = z.strictObject({
  host: TextoCorto.default(''),
  port: z.number().int().min(1).max(65_535).default(EMAIL.smtpPuertoPorDefecto),
  secure: z.boolean().default(EMAIL.smtpSecurePorDefecto),
  user: TextoCorto.default(''),
  password: TextoCorto.default(''),
});
export type SmtpConfig = z.infer<typeof SmtpConfig>;

export const BuzonEmail = z.strictObject({
  email: EmailOVacio.default(''),
  name: TextoCorto.default(''),
});
export type BuzonEmail = z.infer<typeof BuzonEmail>;

/**
 * The email configuration (also the default config 'Inicializar Configuración' sends, and the
 * emailConfig of PUT /api/configuracion/global): port 587, secure false, maxRetries 3 (1-10).
 */
export const ConfiguracionEmail = z.strictObject({
  smtp: SmtpConfig.prefault({}),
  from: z.strictObject({ name: TextoCorto.default(''), email: EmailOVacio.default('') }).prefault({}),
  replyTo: EmailOVacio.optional(),
  maxRetries: z
    .number()
    .int()
    .min(EMAIL.maxRetriesMin)
    .max(EMAIL.maxRetriesMax)
    .default(EMAIL.maxRetriesPorDefecto),
  emails: z
    .strictObject({
      administracion: BuzonEmail.prefault({}),
      candidatos: BuzonEmail.prefault({}),
      entrevistas: BuzonEmail.prefault({}),
      reportes: BuzonEmail.prefault({}),
    })
    .prefault({}),
  templates: z
    .strictObject({
      administracion: plantillasDe(PLANTILLAS_EMAIL.administracion).prefault({}),
      candidatos: plantillasDe(PLANTILLAS_EMAIL.candidatos).prefault({}),
      entrevistas: plantillasDe(PLANTILLAS_EMAIL.entrevistas).prefault({}),
      reportes: plantillasDe(PLANTILLAS_EMAIL.reportes).prefault({}),
      welcome: PlantillaEmail.optional(),
      recovery: PlantillaEmail.optional(),
      notification: PlantillaEmail.optional(),
    })
    .prefault({}),
});
export type ConfiguracionEmail = z.infer<typeof ConfiguracionEmail>;

/** Body of POST /api/configuracion/test-smtp; the answer is { success, message }. */
export const SmtpTest = z.strictObject({ smtpConfig: SmtpConfig });
export type SmtpTest = z.infer<typeof SmtpTest>;

// ---- Global configuration (superadmin) -------------------------------------------------------

/** data of GET /api/configuracion/global. */
export const ConfiguracionGlobal = z.object({
  apiKeys: ConfiguracionApis.optional(),
  emailConfig: ConfiguracionEmail.optional(),
});
export type ConfiguracionGlobal = z.infer<typeof ConfiguracionGlobal>;

/** Body of PUT /api/configuracion/global: {apiKeys} or {emailConfig}. */
export const ConfiguracionGlobalUpdate = z.strictObject({
  apiKeys: ConfiguracionApisUpdate.optional(),
  emailConfig: ConfiguracionEmail.optional(),
});
export type ConfiguracionGlobalUpdate = z.infer<typeof ConfiguracionGlobalUpdate>;
