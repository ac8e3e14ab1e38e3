// POST /api/auth/login: email + password through Cognito (USER_PASSWORD_AUTH). Answers the user,
// the ID token and the companies the user may see; the refresh token goes in an HttpOnly cookie.
// Attempts are counted per account and per source before Cognito is asked (429 past the limits of
// failures; attempts in flight wait for each other, auth/limite-login.ts).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, login as msgLogin, PRODUCT_NAME } from '../../../shared/messages.js';
import { authLogin } from '../../../shared/routes/auth.js';
import { auth as msgAuth } from '../../../shared/messages.js';
import { callerFromProfile, profileForToken } from '../../lib/auth/caller.js';
import { passwordSignIn, revokeRefreshToken } from '../../lib/auth/cognito-auth.js';
import { conLimiteDeLogin } from '../../lib/auth/limite-login.js';
import { refreshCookie } from '../../lib/auth/session-cookie.js';
import { verifyToken } from '../../lib/auth/verify.js';
import { marcarUltimoAcceso } from '../../lib/db/empresas.js';
import { actualizarPerfil } from '../../lib/db/usuarios.js';
import { empresasDeSesion } from '../../lib/empresas/lectura.js';
import { ForbiddenError } from '../../lib/errors.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/mapping.js';

export const handler = httpHandler(authLogin, async ({ body, event }) => {
  const tokens = await conLimiteDeLogin(body.email, direccionCliente(event), () => passwordSignIn(body.email, body.password));
  const profile = await profileForToken(await verifyToken(tokens.idToken));
  let caller;
  try {
    if (!profile) throw new ForbiddenError(msgAuth.sinPerfil);
    caller = callerFromProfile(profile);
  } catch (err) {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
    throw err;
  }
  // The answer carries the previous access (the welcome banner compares it with now); the stored one becomes now.
  const ultimoAccesoAnterior = caller.profile.ultimoAcceso as string | undefined;
  // The previous access is kept too, so the session read again later (GET /me, after a forced password
  // change) still knows it: a first sign-in has none and is not greeted "de nuevo" (D81).
  const ahora = new Date().toISOString();
  // The company's last access too (D97: the SaaS panel's tenants), in parallel: sign-in waits for one round trip, not two.
  await Promise.all([
    actualizarPerfil(caller.empresaId, caller.userId, {
      ultimoAcceso: ahora,
      accesoAnterior: ultimoAccesoAnterior ?? null,
    }),
    caller.empresaId ? marcarUltimoAcceso(caller.empresaId, ahora) : undefined,
  ]);
  const sesion = await empresasDeSesion(caller.empresaId);
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
});
