// POST /api/auth/2fa/recuperar: the device is lost. The password and one recovery code (spent with a
// conditional delete: once) turn the user's software token off; the sign-in then goes on as a
// password sign-in, so a user who must have the factor is asked to set it up again. A wrong code
// counts as a failed sign-in of the account (D34).
import { segundoFactor as msgSegundoFactor } from '../../../shared/messages.js';
import { authSegundoFactorRecuperar } from '../../../shared/routes/auth.js';
import { esReto, revokeRefreshToken, setSoftwareTokenMfa, signInOrChallenge } from '../../lib/auth/cognito-auth.js';
import { abrirSesionOPaso } from '../../lib/auth/iniciar-sesion.js';
import { conLimiteDeLogin } from '../../lib/auth/limite-login.js';
import { perfilPorEmail } from '../../lib/db/usuarios.js';
import { UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { actualizarPerfil } from '../../lib/db/usuarios.js';
import { consumirCodigoRecuperacion } from '../../lib/segundo-factor/recuperacion.js';

export const handler = httpHandler(authSegundoFactorRecuperar, async ({ body, event }) => {
  const origen = direccionCliente(event);
  const r = await conLimiteDeLogin(body.email, origen, () => signInOrChallenge(body.email, body.password));
  if (!esReto(r)) {
    if (r.refreshToken) await revokeRefreshToken(r.refreshToken);
    throw new ValidationError(msgSegundoFactor.sinSegundoFactor);
  }
  const incorrecto = msgSegundoFactor.codigoRecuperacionIncorrecto;
  await conLimiteDeLogin(
    body.email,
    origen,
    async () => {
      const profile = await perfilPorEmail(body.email);
      if (!profile || !(await consumirCodigoRecuperacion(profile.empresaId ?? null, profile.id, body.codigoRecuperacion))) {
        throw new UnauthorizedError(incorrecto);
      }
      await Promise.all([
        setSoftwareTokenMfa(body.email, false),
        actualizarPerfil(profile.empresaId ?? null, profile.id, { segundoFactorDesde: null }),
      ]);
    },
    // The password was right: the wait is said plainly.
    { frenado: 'espera' },
  ).catch((err: unknown) => {
    // Counted as a failure above; to the person it is a wrong field, not a lost session.
    if (err instanceof UnauthorizedError && err.message === incorrecto) {
      throw new ValidationError(incorrecto, [{ campo: 'codigoRecuperacion', msg: incorrecto }]);
    }
    throw err;
  });
  const tokens = await signInOrChallenge(body.email, body.password);
  if (esReto(tokens)) throw new Error('The software token MFA is still on after it was turned off');
  return abrirSesionOPaso(tokens, body.email);
});
