// Email configuration (part 2 §3 "Email config", §7 "Global configuration and email";
// D62): the SMTP server, the platform's sender and reply-to, one mailbox per category, the retries,
// and the twenty-seven templates (the spec's sixteen, D96's demo request, D125's confirmation to the person who asked, D94's cancelled subscription and D144's rescheduled and cancelled interview, D147's webhook turned off, D148's «Mis datos» link, D149's erasure asked for and its confirmation, D150's answer to a candidate's view, D151's retention warning, D173's feedback a person approved). The SMTP password goes in, never out (answers say only whether one is
// stored). Spec §6: host, port, user, password, sender email and name are "marked required" in the
// panel; the server requires them only when SMTP is the provider in use.
import * as z from 'zod/mini';
import { CATEGORIAS_EMAIL, PLANTILLAS_POR_CATEGORIA, type CategoriaEmail } from '../email/plantillas.js';
import { LIMITES_PLANTILLA } from '../email/render.js';
import { PAGINACION } from '../constants.js';
import { email as msg } from '../messages.js';
import { FechaHora } from './comun.js';

export const EMAIL_LIMITES = { reintentosMin: 1, reintentosMax: 10, reintentosPorDefecto: 3, puertoPorDefecto: 587 } as const;

const Texto = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** An address, or '' (not set). */
const Direccion = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254),
  z.refine((s) => s === '' || /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(s), {
    message: msg.emailInvalido,
  }),
);

export const Puerto = z.number().check(z.int(msg.puertoEntero), z.minimum(1, msg.puertoRango), z.maximum(65535, msg.puertoRango));

/** The SMTP server as typed: a password only when it changes ('' or absent keeps the stored one). */
export const SmtpEntrada = z.strictObject({
  host: Texto(253),
  port: Puerto,
  secure: z.boolean(),
  user: Texto(254),
  password: z.optional(z.string().check(z.maxLength(500))),
});
export type SmtpEntrada = z.output<typeof SmtpEntrada>;

export const SmtpMostrado = z.object({
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  user: z.string(),
  /** Never the password: whether one is stored. */
  passwordConfigurada: z.boolean(),
});

export const Remitente = z.strictObject({ name: Texto(100), email: Direccion });
export type Remitente = z.output<typeof Remitente>;

export const Plantilla = z.strictObject({
  enabled: z.boolean(),
  subject: z.string().check(z.maxLength(LIMITES_PLANTILLA.subject)),
  html: z.string().check(z.maxLength(LIMITES_PLANTILLA.html)),
});
export type Plantilla = z.output<typeof Plantilla>;

const plantillasDe = (c: CategoriaEmail) =>
  z.strictObject(Object.fromEntries(PLANTILLAS_POR_CATEGORIA[c].map((id) => [id, Plantilla])) as Record<string, typeof Plantilla>);

export const Plantillas = z.strictObject({
  administracion: plantillasDe('administracion'),
  candidatos: plantillasDe('candidatos'),
  entrevistas: plantillasDe('entrevistas'),
  reportes: plantillasDe('reportes'),
});

const PorCategoria = <T extends z.ZodMiniType>(t: T) =>
  z.strictObject({ administracion: t, candidatos: t, entrevistas: t, reportes: t } satisfies Record<CategoriaEmail, T>);

/** 'ses': Amazon SES (the local SES emulator locally); 'smtp': the server configured here. */
export const ProveedorEmail = z.enum(['ses', 'smtp']);
export type ProveedorEmail = z.output<typeof ProveedorEmail>;

const Reintentos = z
  .number()
  .check(z.int(), z.minimum(EMAIL_LIMITES.reintentosMin, msg.reintentosRango), z.maximum(EMAIL_LIMITES.reintentosMax, msg.reintentosRango));

const camposComunes = {
  proveedor: ProveedorEmail,
  from: Remitente,
  replyTo: Direccion,
  maxRetries: Reintentos,
  emails: PorCategoria(Remitente),
  templates: Plantillas,
};

/** PUT /api/configuracion/global {emailConfig}: the whole panel. */
export const EmailConfigEntrada = z.strictObject({ ...camposComunes, smtp: SmtpEntrada });
export type EmailConfigEntrada = z.output<typeof EmailConfigEntrada>;

/** GET /api/configuracion/global → data.emailConfig. */
export const EmailConfigMostrada = z.object({
  ...camposComunes,
  smtp: SmtpMostrado,
  /** false until the platform saved or initialised it (the defaults are being shown). */
  guardada: z.boolean(),
  actualizadaEn: z.nullable(FechaHora),
});
export type EmailConfigMostrada = z.output<typeof EmailConfigMostrada>;

/** POST /api/configuracion/test-smtp: the server as typed (no password: the stored one); `to` defaults to the caller. */
export const TestSmtpBody = z.strictObject({
  smtpConfig: SmtpEntrada,
  from: z.optional(Remitente),
  to: z.optional(Direccion),
});
export const TestSmtpData = z.object({ success: z.boolean(), message: z.string() });

/** One send (or a refused or failed one) in the platform's mail log. */
export const EnvioEmail = z.object({
  id: z.string(),
  fecha: FechaHora,
  plantilla: z.string(),
  categoria: z.enum(CATEGORIAS_EMAIL),
  destinatario: z.string(),
  empresaId: z.nullable(z.string()),
  // rebotado / queja: SES's report, after the send, that the address bounced or its owner complained.
  estado: z.enum(['enviado', 'fallido', 'omitido', 'rebotado', 'queja']),
  proveedor: z.nullable(ProveedorEmail),
  intentos: z.number(),
  messageId: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type EnvioEmail = z.output<typeof EnvioEmail>;

export const EnviosQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export const EnviosPage = z.object({ items: z.array(EnvioEmail), cursor: z.nullable(z.string()) });
