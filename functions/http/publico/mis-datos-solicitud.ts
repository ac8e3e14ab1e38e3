// POST /api/publico/mis-datos/solicitud: the public «Mis datos» form (D148). Mails a single-use link
// when some company holds the address; the answer is the same, and takes at least the same time, either way.
import { MIS_DATOS } from '../../../shared/constants.js';
import { fmt, misDatos as msg } from '../../../shared/messages.js';
import { publicoMisDatosSolicitud } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { conTiempoMinimo } from '../../lib/tiempo-minimo.js';
import { solicitarEnlaceMisDatos } from '../../lib/mis-datos/solicitud.js';

export const handler = httpHandler(publicoMisDatosSolicitud, async ({ body, event }) => {
  await conTiempoMinimo(MIS_DATOS.respuestaMinimaMs, (inicio) => solicitarEnlaceMisDatos(body.email, direccionCliente(event), inicio));
  return { status: 200, data: null, message: fmt(msg.solicitada, { minutos: MIS_DATOS.validezMinutos }) };
});
