// Request and response schemas of sign-in, session and social login (spec part 1 §2.2–2.4, §4,
// §7.2). The web validates its forms with the same schemas the handlers use.
import * as z from 'zod';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_NOMBRES } from '../constants.js';
import { EmailNormalizado, Id } from './comun.js';
import { Empresa } from './empresa.js';
import { Usuario } from './usuario.js';

export { EmailNormalizado };

export const LoginBody = z.strictObject({
  email: EmailNormalizado,
  password: z.string({ error: 'La contraseña es obligatoria' }).min(1, 'La contraseña es obligatoria').max(256),
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
  empresasCursor: z.string().nullable().optional(),
});
export type SesionData = z.infer<typeof SesionData>;

/** A fresh ID token; the refresh token travels in an HttpOnly cookie, never in a body. */
export const TokenData = z.object({
  token: z.string(),
  /** Seconds until `token` expires; the web refreshes a few minutes before. */
  expiresIn: z.number().int().positive(),
});
export type TokenData = z.infer<typeof TokenData>;

export const LoginData = SesionData.extend(TokenData.shape);
export type LoginData = z.infer<typeof LoginData>;

export const InitData = z.object({
  permisos: z.array(z.string()),
  empresaId: Id.nullable(),
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
  login_hint: z.string().trim().toLowerCase().max(320).optional(),
});

/** The identity provider's answer: a code and our state, or an error. Anything else is ignored. */
export const OAuthCallbackQuery = z.looseObject({
  code: z.string().max(4_096).optional(),
  state: z.string().max(4_096).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2_000).optional(),
});

export const OAuthVerifyData = z.object({ user: Usuario });
