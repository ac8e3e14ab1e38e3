// Opening a session once Cognito has answered tokens: from the password alone (POST /api/auth/login),
// or after the second factor (/api/auth/2fa/..., D155). Answers the user, the ID token and the
// companies the user may see; the refresh token goes in an HttpOnly cookie. A user who must sign in
// with a second factor and has none yet gets the set-up step instead (`exigirSegundoFactor`), with
// the tokens sealed inside it: no usable token, no cookie.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { auth as msgAuth, fmt, login as msgLogin, PRODUCT_NAME } from '../../../shared/messages.js';
import type { LoginData, PasoSegundoFactor } from '../../../shared/schemas/auth.js';
import { marcarUltimoAcceso } from '../db/empresas.js';
import { actualizarPerfil } from '../db/usuarios.js';
import { empresasDeSesion } from '../empresas/lectura.js';
import { ForbiddenError } from '../errors.js';
import { sellarPaso } from '../segundo-factor/paso.js';
import { segundoFactorExigido } from '../segundo-factor/politica.js';
import { toUsuario } from '../usuarios/mapping.js';
import { callerFromProfile, profileForToken, type Caller } from './caller.js';
import { revokeRefreshToken, type PoolTokens } from './cognito-auth.js';
import { refreshCookie } from './session-cookie.js';
import { verifyToken } from './verify.js';

export interface SesionAbierta {
  status: 200;
  data: LoginData;
  message: string;
  cookies: string[];
}

export interface PasoPendiente {
  status: 200;
  data: PasoSegundoFactor;
}

/** The caller of fresh tokens; the refresh token is revoked when they let no one in. */
async function callerDe(tokens: PoolTokens): Promise<Caller> {
  const profile = await profileForToken(await verifyToken(tokens.idToken));
  try {
    if (!profile) throw new ForbiddenError(msgAuth.sinPerfil);
    return callerFromProfile(profile);
  } catch (err) {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
    throw err;
  }
}

/** After the password alone: the session, or the set-up step when the user must have a second factor. */
export async function abrirSesionOPaso(tokens: PoolTokens, email: string): Promise<SesionAbierta | PasoPendiente> {
  const caller = await callerDe(tokens);
  if (await segundoFactorExigido(caller.profile)) {
    return { status: 200, data: { segundoFactor: 'configurar', sesion: await sellarPaso({ t: 'configurar', tokens, email }) } };
  }
  return sesionDe(caller, tokens);
}

/** After the second factor: the session. */
export async function abrirSesion(tokens: PoolTokens): Promise<SesionAbierta> {
  return sesionDe(await callerDe(tokens), tokens);
}

async function sesionDe(caller: Caller, tokens: PoolTokens): Promise<SesionAbierta> {
  // The answer carries the previous access (the welcome banner compares it with now); the stored one becomes now.
  const ultimoAccesoAnterior = caller.profile.ultimoAcceso as string | undefined;
  // The previous access is kept too, so the session read again later (GET /me, after a forced password
  // change) still knows it: a first sign-in has none and is not greeted "de nuevo" (D81).
  const ahora = new Date().toISOString();
  // The company's last access too (D97: the SaaS panel's tenants), and the companies the session
  // shows (which do not carry the last access), all in parallel: sign-in waits for one round trip, not two.
  const [, , sesion] = await Promise.all([
    actualizarPerfil(caller.empresaId, caller.userId, {
      ultimoAcceso: ahora,
      accesoAnterior: ultimoAccesoAnterior ?? null,
    }),
    caller.empresaId ? marcarUltimoAcceso(caller.empresaId, ahora) : undefined,
    empresasDeSesion(caller.empresaId),
  ]);
  const propia = sesion.empresas.find((e) => e.id === caller.empresaId);
  const user = toUsuario(
    { ...caller.profile, ultimoAcceso: ultimoAccesoAnterior, accesoAnterior: ultimoAccesoAnterior ?? null },
    { empresaNombre: nombreEmpresa(propia) || undefined },
  );
  return {
    status: 200,
    data: { user, ...sesion, token: tokens.idToken, expiresIn: tokens.expiresIn },
    message: fmt(msgLogin.bienvenida, { product: PRODUCT_NAME, nombre: user.nombre }),
    cookies: tokens.refreshToken ? [await refreshCookie({ via: 'password', refreshToken: tokens.refreshToken })] : [],
  };
}
