// POST /api/auth/2fa/activar: the first code of the new secret (Cognito VerifySoftwareToken, then the
// user's MFA preference): the factor is on, ten recovery codes are made (shown this once) and the
// session opens.
import { segundoFactor as msgSegundoFactor } from '../../../shared/messages.js';
import { authSegundoFactorActivar } from '../../../shared/routes/auth.js';
import { verifyAndEnableSoftwareToken } from '../../lib/auth/cognito-auth.js';
import { abrirSesion } from '../../lib/auth/iniciar-sesion.js';
import { actualizarPerfil } from '../../lib/db/usuarios.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { conFallosContados } from '../../lib/segundo-factor/intentos.js';
import { abrirPaso } from '../../lib/segundo-factor/paso.js';
import { nuevosCodigosRecuperacion } from '../../lib/segundo-factor/recuperacion.js';

export const handler = httpHandler(authSegundoFactorActivar, async ({ body, event }) => {
  const paso = await abrirPaso(body.sesion, 'configurar');
  const sesion = await conFallosContados(
    paso.email,
    direccionCliente(event),
    () => verifyAndEnableSoftwareToken(paso.tokens.accessToken!, body.codigo),
    () => abrirSesion(paso.tokens),
  );
  const { user } = sesion.data;
  const empresaId = user.empresaId ?? null;
  const [codigosRecuperacion] = await Promise.all([
    nuevosCodigosRecuperacion(empresaId, user.id),
    actualizarPerfil(empresaId, user.id, { segundoFactorDesde: new Date().toISOString() }),
  ]);
  return { ...sesion, data: { ...sesion.data, codigosRecuperacion }, message: msgSegundoFactor.activado };
});
