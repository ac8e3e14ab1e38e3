// Request and response schemas of sign-in, session and social login (spec part 1 §2.2–2.4, §4,
// §7.2). The web validates its forms with the same schemas the handlers use.
import * as z from 'zod/mini';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_NOMBRES, RECUPERACION_PASSWORD } from '../constants.js';
import { empresas as msgEmpresas, password as msgPassword } from '../messages.js';
import { EmailNormalizado, Id } from './comun.js';
import { PasswordNueva } from './password.js';
import { Empresa } from './empresa.js';
import { Usuario } from './usuario.js';

export { EmailNormalizado };

export const LoginBody = z.strictObject({
  email: EmailNormalizado,
  password: z.string({ error: 'La contraseña es obligatoria' }).check(z.minLength(1, 'La contraseña es obligatoria'), z.maxLength(256)),
});
export type LoginBody = z.output<typeof LoginBody>;

/** The session as the client holds it: the user (with permisos) and the companies it may see. */
export const SesionData = z.object({
  user: Usuario,
  /**
   * A company user: their own company. The superadmin: the first page of companies, newest first
   * (never every company); the selector searches and pages through GET /api/empresas.
   */
  empresas: z.array(Empresa),
  /** The superadmin: the cursor of the next page of GET /api/empresas (null when that was all). */
  empresasCursor: z.optional(z.nullable(z.string())),
});
export type SesionData = z.infer<typeof SesionData>;

/** A fresh ID token; the refresh token travels in an HttpOnly cookie, never in a body. */
export const TokenData = z.object({
  token: z.string(),
  /** Seconds until `token` expires; the web refreshes a few minutes before. */
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type TokenData = z.infer<typeof TokenData>;

export const LoginData = z.extend(SesionData, TokenData.shape);
export type LoginData = z.infer<typeof LoginData>;

/**
 * A sign-in that needs its second step (D155): 'codigo', the code of the user's authenticator app;
 * 'configurar', the factor must be set up first (the superadmin, or an admin whose company requires
 * it). `sesion` is sealed by the server (Cognito's Session or tokens inside): it opens nothing on
 * its own and is no session token.
 */
export const PasoSegundoFactor = z.object({
  segundoFactor: z.enum(['codigo', 'configurar']),
  sesion: z.string(),
});
export type PasoSegundoFactor = z.infer<typeof PasoSegundoFactor>;

/** POST /api/auth/login answers the session, or the second step it still needs. */
export const LoginRespuesta = z.union([LoginData, PasoSegundoFactor]);
export type LoginRespuesta = z.infer<typeof LoginRespuesta>;

const SesionSellada = z.string({ error: 'Falta el paso de verificación' }).check(z.minLength(20), z.maxLength(8192));
/** Six digits; spaces the user typed are dropped. */
const CodigoTotp = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v)),
  z.string().check(z.regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos' })),
);

export const SegundoFactorSesionBody = z.strictObject({ sesion: SesionSellada });
export type SegundoFactorSesionBody = z.output<typeof SegundoFactorSesionBody>;

export const SegundoFactorCodigoBody = z.strictObject({ sesion: SesionSellada, codigo: CodigoTotp });
export type SegundoFactorCodigoBody = z.output<typeof SegundoFactorCodigoBody>;

/** The QR code of the otpauth:// URI as its modules (row by row, '1' dark): the screen draws it as SVG. */
export const CodigoQr = z.object({ tamano: z.number().check(z.int(), z.positive()), modulos: z.string() });

export const SegundoFactorConfiguracionData = z.object({
  /** The base32 secret, for typing it into the app by hand. */
  secreto: z.string(),
  otpauthUri: z.string(),
  qr: CodigoQr,
});
export type SegundoFactorConfiguracionData = z.infer<typeof SegundoFactorConfiguracionData>;

/** The session, with the recovery codes shown once (only their hashes are kept). */
export const SegundoFactorActivadoData = z.extend(LoginData, { codigosRecuperacion: z.array(z.string()) });
export type SegundoFactorActivadoData = z.infer<typeof SegundoFactorActivadoData>;

export const SegundoFactorRecuperarBody = z.strictObject({
  email: EmailNormalizado,
  password: z.string({ error: 'La contraseña es obligatoria' }).check(z.minLength(1, 'La contraseña es obligatoria'), z.maxLength(256)),
  codigoRecuperacion: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v)),
    z.string().check(z.regex(/^[A-Z2-7]{10}$/, { error: 'El código de recuperación no es válido' })),
  ),
});
export type SegundoFactorRecuperarBody = z.output<typeof SegundoFactorRecuperarBody>;

export const InitData = z.object({
  permisos: z.array(z.string()),
  empresaId: z.nullable(Id),
});

// The providers' list and names live in constants.ts, which needs no zod (the login screen shows them before zod loads).
export { OAUTH_PROVIDERS, OAUTH_PROVIDER_NOMBRES };
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

export const OAuthConfigData = z.object({
  providers: z.object({ google: z.object({ enabled: z.boolean() }), microsoft: z.object({ enabled: z.boolean() }) }),
});

export const OAuthStartParams = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: 'Proveedor de autenticación no soportado' }),
});
export const OAuthStartQuery = z.object({
  /** Suggests which account to use (Google honours it; the local OIDC issuer signs in as that email). */
  login_hint: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(320))),
});

/** The identity provider's answer: a code and our state, or an error. Anything else is ignored. */
export const OAuthCallbackQuery = z.looseObject({
  code: z.optional(z.string().check(z.maxLength(4_096))),
  state: z.optional(z.string().check(z.maxLength(4_096))),
  error: z.optional(z.string().check(z.maxLength(500))),
  error_description: z.optional(z.string().check(z.maxLength(2_000))),
});

export const OAuthVerifyData = z.object({ user: Usuario });

// ---- Password change and recovery (D36, D38) -------------------------------------------------

const sinIssues = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/**
 * A new password: the one policy of shared/password-politica.ts (the spec's 8 characters, not a
 * common or breached one). Whether it contains the user's name or email is the server's check
 * (the body does not carry them).
 */
const passwordNueva = PasswordNueva;

/**
 * Body of POST /api/auth/password: the caller's current password, the new one and its
 * confirmation. Checked in the order of the spec's admin form: match first, then length.
 */
export const CambiarPasswordBody = z
  .strictObject({
    passwordActual: z
      .string({ error: msgPassword.actualObligatoria })
      .check(z.minLength(1, { error: msgPassword.actualObligatoria }), z.maxLength(256)),
    password: passwordNueva,
    confirmPassword: z.optional(z.string().check(z.maxLength(256))),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: msgEmpresas.contrasenasNoCoinciden,
      path: ['confirmPassword'],
      when: sinIssues,
    }),
    z.refine((v) => v.password !== v.passwordActual, {
      error: msgPassword.igualALaActual,
      path: ['password'],
      when: sinIssues,
    }),
  );
export type CambiarPasswordBody = z.infer<typeof CambiarPasswordBody>;

/** Answer of a password change: the caller stays signed in with a fresh token (a new refresh cookie too). */
export const CambioPasswordData = z.extend(TokenData, { user: Usuario });
export type CambioPasswordData = z.infer<typeof CambioPasswordData>;

/** Body of POST /api/auth/recuperar: the email of the account to recover. */
export const RecuperarPasswordBody = z.strictObject({ email: EmailNormalizado });
export type RecuperarPasswordBody = z.output<typeof RecuperarPasswordBody>;

/** The recovery link's token: base64url of RECUPERACION_PASSWORD.tokenBytes random bytes. */
export const TokenRestablecimiento = z
  .string({ error: msgPassword.enlaceInvalido })
  .check(
    z.length(Math.ceil((RECUPERACION_PASSWORD.tokenBytes * 4) / 3), { error: msgPassword.enlaceInvalido }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: msgPassword.enlaceInvalido }),
  );

/** Body of POST /api/auth/restablecer: the link's token and the new password twice. */
export const RestablecerPasswordBody = z
  .strictObject({
    token: TokenRestablecimiento,
    password: passwordNueva,
    confirmPassword: z.optional(z.string().check(z.maxLength(256))),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: msgEmpresas.contrasenasNoCoinciden,
      path: ['confirmPassword'],
      when: sinIssues,
    }),
  );
export type RestablecerPasswordBody = z.infer<typeof RestablecerPasswordBody>;

/** Body of POST /api/auth/restablecer/comprobar: the link's token, checked without using it. */
export const ComprobarRestablecimientoBody = z.strictObject({ token: TokenRestablecimiento });
export type ComprobarRestablecimientoBody = z.output<typeof ComprobarRestablecimientoBody>;
