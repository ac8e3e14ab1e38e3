// POST /api/auth/recuperar: '¿Olvidaste tu contraseña?'. Sends a single-use link when the email
// belongs to an active user; the answer is the same, and takes at least the same time, either way.
import { RECUPERACION_PASSWORD } from '../../../shared/constants.js';
import { fmt, password as msgPassword } from '../../../shared/messages.js';
import { authRecuperar } from '../../../shared/routes/auth.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { conTiempoMinimo } from '../../lib/tiempo-minimo.js';
import { solicitarRestablecimiento } from '../../lib/usuarios/recuperacion.js';

export const handler = httpHandler(authRecuperar, async ({ body, event }) => {
  await conTiempoMinimo(RECUPERACION_PASSWORD.respuestaMinimaMs, (inicio) =>
    solicitarRestablecimiento(body.email, direccionCliente(event), inicio),
  );
  return { status: 200, data: null, message: fmt(msgPassword.recuperacionSolicitada, { minutos: RECUPERACION_PASSWORD.validezMinutos }) };
});
