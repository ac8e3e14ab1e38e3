// POST /api/auth/login: email + password through Cognito (USER_PASSWORD_AUTH). Answers the user,
// the ID token and the companies the user may see; the refresh token goes in an HttpOnly cookie.
import { fmt, login as msgLogin, PRODUCT_NAME } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { auth as msgAuth } from '../../../shared/messages.js';
import { callerFromProfile, profileForToken } from '../../lib/auth/caller.js';
import { passwordSignIn, revokeRefreshToken } from '../../lib/auth/cognito-auth.js';
import { refreshCookie } from '../../lib/auth/session-cookie.js';
import { verifyToken } from '../../lib/auth/verify.js';
import { keys } from '../../lib/db/keys.js';
import { updateItem } from '../../lib/db/repository.js';
import { empresasVisibles } from '../../lib/empresas/read.js';
import { ForbiddenError } from '../../lib/errors.js';
import { httpHandler } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/profile.js';

export const handler = httpHandler(routes.authLogin, async ({ body }) => {
  const tokens = await passwordSignIn(body.email, body.password);
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
  await updateItem(keys.usuario(caller.empresaId, caller.userId), { ultimoAcceso: new Date().toISOString() });
  const empresas = await empresasVisibles(caller);
  const propia = empresas.find((e) => e.id === caller.empresaId);
  const user = toUsuario(
    { ...caller.profile, ultimoAcceso: ultimoAccesoAnterior },
    { empresaNombre: propia?.nombreComercial || propia?.nombreLegal },
  );
  return {
    status: 200,
    data: { user, empresas, token: tokens.idToken, expiresIn: tokens.expiresIn },
    message: fmt(msgLogin.bienvenida, { product: PRODUCT_NAME, nombre: user.nombre }),
    cookies: tokens.refreshToken ? [refreshCookie({ via: 'password', refreshToken: tokens.refreshToken })] : [],
  };
});
