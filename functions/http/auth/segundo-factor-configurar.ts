// POST /api/auth/2fa/configurar: a new software token secret (Cognito AssociateSoftwareToken) for the
// user of a set-up step, with its otpauth:// URI and QR code. Nothing is in use until /activar.
import { authSegundoFactorConfigurar } from '../../../shared/routes/auth.js';
import { associateSoftwareToken } from '../../lib/auth/cognito-auth.js';
import { httpHandler, ok } from '../../lib/http.js';
import { abrirPaso } from '../../lib/segundo-factor/paso.js';
import { otpauthUri, qrDe } from '../../lib/segundo-factor/qr.js';

export const handler = httpHandler(authSegundoFactorConfigurar, async ({ body }) => {
  const paso = await abrirPaso(body.sesion, 'configurar');
  const secreto = await associateSoftwareToken(paso.tokens.accessToken!);
  const uri = otpauthUri(paso.email, secreto);
  return ok({ secreto, otpauthUri: uri, qr: qrDe(uri) });
});
