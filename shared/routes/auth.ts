// Identity: sign-in, session, social login (spec part 1 §2.2–2.4, §4, §7.2).
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import {
  CambiarPasswordBody,
  CambioPasswordData,
  ComprobarRestablecimientoBody,
  InitData,
  LoginBody,
  LoginData,
  LoginRespuesta,
  OAuthCallbackQuery,
  OAuthConfigData,
  OAuthStartParams,
  OAuthStartQuery,
  OAuthVerifyData,
  RecuperarPasswordBody,
  RestablecerPasswordBody,
  SegundoFactorActivadoData,
  SegundoFactorCodigoBody,
  SegundoFactorConfiguracionData,
  SegundoFactorRecuperarBody,
  SegundoFactorSesionBody,
  SesionData,
  TokenData,
} from '../schemas/auth.js';

export const authLogin = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/login',
  handler: 'auth/login',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'cognito:auth', 'session:cookie'],
  errors: [401, 403, 404, 429],
  summary:
    'Inicio de sesión con email y contraseña (Cognito USER_PASSWORD_AUTH); el refresh token va en una cookie HttpOnly. Si falta el segundo factor responde el paso pendiente (código o configuración) sin token',
  body: LoginBody,
  response: LoginRespuesta,
});

// The second factor (D155): each step carries the sealed `sesion` the previous one answered.
export const authSegundoFactorCodigo = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/2fa/codigo',
  handler: 'auth/segundo-factor-codigo',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'cognito:auth', 'session:cookie'],
  errors: [401, 403, 429],
  summary: 'Segundo paso del inicio de sesión: el código de la aplicación de autenticación (Cognito SOFTWARE_TOKEN_MFA)',
  body: SegundoFactorCodigoBody,
  response: LoginData,
});

export const authSegundoFactorConfigurar = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/2fa/configurar',
  handler: 'auth/segundo-factor-configurar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['cognito:auth', 'session:cookie'],
  errors: [401],
  summary: 'Genera el secreto del segundo factor (Cognito AssociateSoftwareToken) con su URI otpauth:// y su código QR',
  body: SegundoFactorSesionBody,
  response: SegundoFactorConfiguracionData,
});

export const authSegundoFactorActivar = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/2fa/activar',
  handler: 'auth/segundo-factor-activar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'cognito:auth', 'session:cookie'],
  errors: [401, 403, 429],
  summary:
    'Activa el segundo factor con el primer código (Cognito VerifySoftwareToken), crea diez códigos de recuperación (se muestran una sola vez) y abre la sesión',
  body: SegundoFactorCodigoBody,
  response: SegundoFactorActivadoData,
});

export const authSegundoFactorRecuperar = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/2fa/recuperar',
  handler: 'auth/segundo-factor-recuperar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'cognito:auth', 'cognito:mfa', 'session:cookie'],
  errors: [401, 403, 429],
  summary:
    'Dispositivo perdido: con la contraseña y un código de recuperación (de un solo uso) desactiva el segundo factor y sigue como un inicio de sesión con contraseña',
  body: SegundoFactorRecuperarBody,
  response: LoginRespuesta,
});

export const authRefresh = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/refresh',
  handler: 'auth/refresh',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:read', 'cognito:auth', 'session:cookie'],
  errors: [401],
  summary: 'Nuevo token de sesión a partir de la cookie de refresco (no si la contraseña cambió después)',
  response: TokenData,
});

export const authMe = defineRow('auth', {
  method: 'GET',
  path: '/api/auth/me',
  handler: 'auth/me',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'El usuario de la sesión y su empresa (el superadmin: la primera página de empresas)',
  response: SesionData,
  allowedBeforePasswordChange: true,
  freshProfile: true,
});

export const authLogout = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/logout',
  handler: 'auth/logout',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['cognito:auth', 'session:cookie'],
  summary: 'Cierra la sesión: revoca el refresh token y borra la cookie',
  response: z.null(),
});

export const authInit = defineRow('auth', {
  method: 'POST',
  path: '/api/init',
  handler: 'auth/init',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'Inicializa la aplicación tras el inicio de sesión',
  response: InitData,
  allowedBeforePasswordChange: true,
});

export const authPassword = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/password',
  handler: 'auth/password',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write', 'cognito:auth', 'cognito:password', 'cognito:mfa', 'session:cookie'],
  errors: [404, 429],
  summary:
    'Cambia la contraseña del usuario de la sesión comprobando la actual (cuenta como intento de inicio de sesión); cierra sus otras sesiones y responde un token nuevo',
  body: CambiarPasswordBody,
  response: CambioPasswordData,
  allowedBeforePasswordChange: true,
});

export const authRecuperar = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/recuperar',
  handler: 'auth/recuperar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'mail:send'],
  errors: [429],
  summary:
    'Envía un enlace de un solo uso para restablecer la contraseña; la misma respuesta exista o no el email (límite por email y por origen)',
  body: RecuperarPasswordBody,
  response: z.null(),
});

export const authRestablecer = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/restablecer',
  handler: 'auth/restablecer',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'cognito:password'],
  errors: [403, 404],
  summary: 'Fija una contraseña nueva con el token del enlace de recuperación (un solo uso, caduca) y cierra las sesiones del usuario',
  body: RestablecerPasswordBody,
  response: z.null(),
});

// A POST, not a GET with the token in the query: the link keeps its token in the fragment so that
// no address a server or a log sees carries it (D36); a body keeps it that way.
export const authRestablecerComprobar = defineRow('auth', {
  method: 'POST',
  path: '/api/auth/restablecer/comprobar',
  handler: 'auth/restablecer-comprobar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:read'],
  errors: [403],
  summary:
    'Comprueba, sin usarlo, que el enlace de recuperación sirve (existe, no ha caducado ni lo anuló un cambio de contraseña, usuario activo): la pantalla lo pregunta antes de mostrar el formulario',
  body: ComprobarRestablecimientoBody,
  response: z.null(),
});

export const authOauthConfig = defineRow('auth', {
  method: 'GET',
  path: '/api/oauth/config',
  handler: 'auth/oauth-config',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: [],
  summary: 'Proveedores de login social configurados',
  response: OAuthConfigData,
});

export const authOauthStart = defineRow('auth', {
  method: 'GET',
  path: '/api/oauth/{provider}',
  handler: 'auth/oauth-start',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['oauth:state'],
  success: [302],
  summary: 'Redirige al proveedor de identidad (302) con un state firmado',
  params: OAuthStartParams,
  query: OAuthStartQuery,
  raw: true,
});

export const authOauthCallback = defineRow('auth', {
  method: 'GET',
  path: '/api/oauth/callback',
  handler: 'auth/oauth-callback',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:read', 'oauth:state', 'session:cookie'],
  success: [302],
  summary:
    'Vuelta del proveedor: canjea el código, vincula por email, abre la sesión en la cookie de refresco y redirige a /oauth/success (sin token)',
  query: OAuthCallbackQuery,
  raw: true,
});

export const authOauthVerify = defineRow('auth', {
  method: 'GET',
  path: '/api/oauth/verify',
  handler: 'auth/oauth-verify',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'Comprueba el token que /oauth/success obtiene de POST /api/auth/refresh con la cookie del callback',
  response: OAuthVerifyData,
  freshProfile: true,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const authRoutes = {
  authLogin,
  authSegundoFactorCodigo,
  authSegundoFactorConfigurar,
  authSegundoFactorActivar,
  authSegundoFactorRecuperar,
  authRefresh,
  authMe,
  authLogout,
  authInit,
  authPassword,
  authRecuperar,
  authRestablecer,
  authRestablecerComprobar,
  authOauthConfig,
  authOauthStart,
  authOauthCallback,
  authOauthVerify,
};
