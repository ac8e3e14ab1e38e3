// Request and response schemas of sign-in, session, social login, users and profile
// (spec part 1 §2.2–2.4, §4, §5, §7.2; part 2 "Perfil"). The web validates its forms with the
// same schemas the handlers use.
import { z } from 'zod';
import { PAGINACION, PASSWORD } from '../constants.js';
import { empresas as msgEmpresas, perfil as msgPerfil } from '../messages.js';
import { Id } from './comun.js';
import { Empresa } from './empresa.js';
import { PerfilUsuario, Usuario, UsuarioCreate, UsuarioUpdate } from './usuario.js';

/** Email as typed: trimmed and lower-cased before it is checked (part 1 §5), on both sides. */
export const EmailNormalizado = z
  .string({ error: 'El email es obligatorio' })
  .trim()
  .toLowerCase()
  .min(1, 'El email es obligatorio')
  .pipe(z.email('Introduce un email válido'));

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

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;
export const OAUTH_PROVIDER_NOMBRES: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

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

/** The two roles a company's users can hold; the platform superadmin is seeded, not created here. */
export const RolEmpresa = z.enum(['admin', 'operador'], { error: 'El rol debe ser admin u operador' });

export const UsuarioCreateBody = UsuarioCreate.extend({
  email: EmailNormalizado,
  rol: RolEmpresa,
  password: z
    .string()
    .min(PASSWORD.minLength, msgEmpresas.contrasenaCorta)
    .max(256)
    .optional(),
});
export type UsuarioCreateBody = z.output<typeof UsuarioCreateBody>;

export const UsuarioUpdateBody = UsuarioUpdate.extend({ rol: RolEmpresa.optional() });
export type UsuarioUpdateBody = z.output<typeof UsuarioUpdateBody>;

export const UsuarioIdParams = z.object({ id: Id });

export const UsuariosQuery = z.object({
  empresaId: Id.optional(),
  cursor: z.string().max(2_000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGINACION.limiteMaximo).optional(),
});

export const UsuariosPage = z.object({ items: z.array(Usuario), cursor: z.string().nullable() });

export const UsuarioCreado = z.object({
  user: Usuario,
  /** The initial password, only when the server generated it (shown once to the admin). */
  passwordGenerada: z.string().optional(),
  /** Whether the invitation email went out (a mail outage does not undo the user). */
  emailEnviado: z.boolean(),
});

export const PerfilData = PerfilUsuario.extend({ completitudPerfil: z.number().min(0).max(100) });

export const AvatarData = z.object({ avatarUrl: z.string(), url: z.string() });

export const UploadParams = z.object({ key: z.string().min(1).max(1_024) });

export const AVATAR = {
  campo: 'avatar',
  /** A Lambda request carries 6 MB at most, base64 included: 4 MB of image fits with room to spare. */
  maxBytes: 4 * 1024 * 1024,
  mensajes: { sinArchivo: msgPerfil.sinArchivo, noImagen: msgPerfil.archivoNoImagen, demasiadoGrande: msgPerfil.imagenDemasiadoGrande },
} as const;
