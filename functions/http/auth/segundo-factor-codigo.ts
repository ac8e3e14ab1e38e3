// POST /api/auth/2fa/codigo: the second step of a sign-in, the code of the user's authenticator app
// for Cognito's SOFTWARE_TOKEN_MFA challenge (held sealed in `sesion`). A wrong code counts as a
// failed sign-in of the account (D34), so the code cannot be guessed faster than a password.
import { authSegundoFactorCodigo } from '../../../shared/routes/auth.js';
import { answerCodeChallenge } from '../../lib/auth/cognito-auth.js';
import { abrirSesion } from '../../lib/auth/iniciar-sesion.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { conFallosContados } from '../../lib/segundo-factor/intentos.js';
import { abrirPaso } from '../../lib/segundo-factor/paso.js';

export const handler = httpHandler(authSegundoFactorCodigo, async ({ body, event }) => {
  const paso = await abrirPaso(body.sesion, 'codigo');
  return conFallosContados(paso.email, direccionCliente(event), () => answerCodeChallenge(paso, body.codigo), abrirSesion);
});
