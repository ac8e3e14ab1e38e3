// POST /api/datos/limpiezas: the clear of a company's data queued as a job (202; D103), after the
// company's name typed (the second confirmation); one clear or import at a time (409).
import { datos as msg } from '../../../shared/messages.js';
import { datosLimpiezaCreate } from '../../../shared/routes/datos.js';
import { solicitarLimpieza } from '../../lib/datos/limpieza-solicitar.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(datosLimpiezaCreate, async ({ caller, tenant, body }) => ({
  status: 202,
  data: await solicitarLimpieza(caller, tenant, body.confirmacion),
  message: msg.limpiezaEnCola,
}));
