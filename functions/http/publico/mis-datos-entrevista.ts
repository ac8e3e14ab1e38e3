// POST /api/publico/entrevistas/{token}/mis-datos: «Mis datos» from the interview's end screen (D148).
// The link goes to the interview's candidate email; the answer is the public form's, in the same minimum time.
import { MIS_DATOS } from '../../../shared/constants.js';
import { fmt, misDatos as msg } from '../../../shared/messages.js';
import { publicoMisDatosEntrevista } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { conTiempoMinimo } from '../../lib/tiempo-minimo.js';
import { solicitarDesdeEntrevista } from '../../lib/mis-datos/solicitud.js';

export const handler = httpHandler(publicoMisDatosEntrevista, async ({ params, event }) => {
  await conTiempoMinimo(MIS_DATOS.respuestaMinimaMs, (inicio) =>
    solicitarDesdeEntrevista(params.token, direccionCliente(event), new Date(inicio)),
  );
  return { status: 200, data: null, message: fmt(msg.solicitada, { minutos: MIS_DATOS.validezMinutos }) };
});
