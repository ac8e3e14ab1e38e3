// POST /api/auth/login: email + password through Cognito (USER_PASSWORD_AUTH). Answers the user,
// the ID token and the companies the user may see (the refresh token goes in an HttpOnly cookie),
// or the second step the sign-in still needs (D155): the authenticator's code when the user has a
// second factor, its set-up when the user must have one and has none yet.
// Attempts are counted per account from this source, per account and per source before Cognito is
// asked (D165: the account's refusals answer as a wrong password does; attempts in flight wait for
// each other, auth/limite-login.ts).
import { authLogin } from '../../../shared/routes/auth.js';
import { esReto, signInOrChallenge } from '../../lib/auth/cognito-auth.js';
import { abrirSesionOPaso } from '../../lib/auth/iniciar-sesion.js';
import { conLimiteDeLogin } from '../../lib/auth/limite-login.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { sellarPaso } from '../../lib/segundo-factor/paso.js';

export const handler = httpHandler(authLogin, async ({ body, event }) => {
  return conLimiteDeLogin(body.email, direccionCliente(event), () => signInOrChallenge(body.email, body.password), {
    // The password alone signs in only without a second factor; with one, the code's step does.
    accedio: (r) => !esReto(r),
    // Opened while the counters are given back (D165): one round trip less before the answer.
    luego: async (r) => {
      if (esReto(r)) {
        const sesion = await sellarPaso({ t: 'codigo', session: r.session, username: r.username, email: body.email });
        return { status: 200 as const, data: { segundoFactor: 'codigo' as const, sesion } };
      }
      return abrirSesionOPaso(r, body.email);
    },
  });
});
