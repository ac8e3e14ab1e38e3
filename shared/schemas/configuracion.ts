// Configuration (part 2 §3 "API configuration", §7 "Global configuration and email"; D60): the
// provider keys of the platform and of each company. Keys go in, never out: answers carry the last
// four characters only.
import * as z from 'zod/mini';
import { apis as msg } from '../messages.js';
import { MODELO_ID, MODELO_MAX, PROVEEDORES_IA } from '../proveedores-ia.js';
import { Id } from './comun.js';
import { EmailConfigEntrada, EmailConfigMostrada } from './email.js';
import { BedrockEmpresa } from './modelo-bedrock.js';
import { UbicacionDatos } from './ubicacion-datos.js';

export const ProveedorIA = z.enum(PROVEEDORES_IA);

const Clave = z.string().check(z.trim(), z.minLength(1, msg.claveVacia), z.maxLength(400));
/**
 * A model id as the providers write them (D120). Whether the provider has it is checked
 * by the server against the list its 'Probar' returned (shared/proveedores-ia.ts problemaDeModelo).
 */
const Modelo = z
  .string()
  .check(z.trim(), z.minLength(1, msg.modeloVacio), z.maxLength(MODELO_MAX, msg.modeloFormato), z.regex(MODELO_ID, msg.modeloFormato));

/** `/api/configuracion/empresa/{empresaId}/apis/{provider}` */
export const ClaveEmpresaParams = z.object({ empresaId: Id, provider: ProveedorIA });
export const EmpresaParams = z.object({ empresaId: Id });

/** PUT …/apis/{provider}: a new key (saved, then tested), and/or its model or enabled flag. */
export const ClaveEmpresaBody = z
  .strictObject({
    apiKey: z.optional(Clave),
    modelo: z.optional(Modelo),
    habilitada: z.optional(z.boolean()),
  })
  .check(z.refine((b) => b.apiKey !== undefined || b.modelo !== undefined || b.habilitada !== undefined, { message: msg.claveVacia }));
export type ClaveEmpresaBody = z.output<typeof ClaveEmpresaBody>;

/** One provider's key as shown: masked, its model, enabled flag and the last test. */
export const ClaveMostrada = z.object({
  configurada: z.boolean(),
  key: z.nullable(z.string()),
  modelo: z.nullable(z.string()),
  /** The models the provider listed for this key at its last test (providers that list none: absent). */
  modelosDisponibles: z.optional(z.array(z.string())),
  habilitada: z.boolean(),
  isValid: z.nullable(z.boolean()),
  lastError: z.nullable(z.string()),
  probadaEn: z.optional(z.string()),
});
export type ClaveMostrada = z.output<typeof ClaveMostrada>;

const PorProveedor = <T extends z.ZodMiniType>(t: T) => z.record(ProveedorIA, t);

const UsoIAMostrado = z.object({ usa: z.string(), porque: z.string() });

/** GET …/empresa/{empresaId}/apis: `data`; the envelope also carries `stats` {configured, total, valid}. */
export const ApisEmpresaData = z.object({
  empresaId: Id,
  apiStatus: PorProveedor(z.object({ isValid: z.nullable(z.boolean()), lastError: z.nullable(z.string()) })),
  keys: PorProveedor(z.nullable(z.string())),
  claves: PorProveedor(ClaveMostrada),
  /**
   * Which AI each feature of this company uses now, and why (D176): the precedence module's answer
   * (company key → platform key → the deploy's Amazon Bedrock/Transcribe → built-in), in Spanish.
   */
  iaEnUso: z.optional(
    z.object({
      informe: UsoIAMostrado,
      repregunta: UsoIAMostrado,
      voz: UsoIAMostrado,
    }),
  ),
  /** The deploy's Amazon Bedrock models (the default first), its region and the company's choice (D176); null without Bedrock. */
  bedrock: z.optional(z.nullable(BedrockEmpresa)),
  /** Where the company's data lives: the deploy's region, its country's basis and the safeguard recorded (issue 67 item 8). */
  ubicacionDatos: z.optional(UbicacionDatos),
});
export const ApisStats = z.object({ configured: z.number(), total: z.number(), valid: z.number() });
export type ApisStats = z.output<typeof ApisStats>;
/** What that answer's envelope carries beside `data`. */
export const ApisEmpresaExtra = z.object({ stats: ApisStats });

/** PUT …/apis/{provider}: the key saved, and its test (one sentence for both, D129). */
export const ClaveGuardadaData = z.object({
  provider: ProveedorIA,
  clave: ClaveMostrada,
  prueba: z.nullable(z.object({ success: z.boolean(), message: z.string() })),
});

/** POST /api/configuracion/test-api: a typed key, or (none) the stored one of the company or the platform. */
export const TestApiBody = z.strictObject({
  provider: z.enum([...PROVEEDORES_IA, 'bert']),
  apiKey: z.optional(Clave),
  empresaId: z.optional(Id),
});
/** `modelos`: the ones the key can use, when the provider lists them (OpenAI, Claude, Gemini). */
export const TestApiData = z.object({ success: z.boolean(), message: z.string(), modelos: z.optional(z.array(z.string())) });

/** The platform's key of one provider, as the superadmin's panel shows it. */
export const ClaveGlobal = z.extend(ClaveMostrada, {
  status: z.enum(['active', 'inactive']),
  baseUrl: z.nullable(z.string()),
});

/** GET /api/configuracion/global (superadmin): the platform's keys and its email configuration. */
export const ConfigGlobalData = z.object({ apiKeys: PorProveedor(ClaveGlobal), emailConfig: EmailConfigMostrada });

const ClaveGlobalEntrada = z.strictObject({
  apiKey: z.optional(Clave),
  modelo: z.optional(Modelo),
  habilitada: z.optional(z.boolean()),
  /** Another base URL for the provider (a gateway); '' goes back to the provider's own. */
  baseUrl: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});

/** PUT /api/configuracion/global (superadmin): the platform's keys, by provider, and/or the email configuration. */
export const ConfigGlobalPut = z
  .strictObject({
    apiKeys: z.optional(z.partialRecord(ProveedorIA, ClaveGlobalEntrada)),
    emailConfig: z.optional(EmailConfigEntrada),
  })
  .check(z.refine((b) => b.apiKeys !== undefined || b.emailConfig !== undefined, { message: 'Indica apiKeys o emailConfig' }));
export type ConfigGlobalPut = z.output<typeof ConfigGlobalPut>;

/** GET /api/configuracion/sistema: which language-model keys a feature would find (booleans, never keys). */
export const SistemaData = z.object({ openaiApiKey: z.boolean(), claudeApiKey: z.boolean(), geminiApiKey: z.boolean() });
export const EmpresaOpcionalQuery = z.object({ empresaId: z.optional(Id) });
