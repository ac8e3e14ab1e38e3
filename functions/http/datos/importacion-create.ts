// POST /api/datos/importaciones: the uploaded file checked (HeadObject) and its import queued as a job (202; D100).
import { datos as msg } from '../../../shared/messages.js';
import { datosImportacionCreate } from '../../../shared/routes/datos.js';
import { confirmarImportacion } from '../../lib/datos/importacion-confirmar.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(datosImportacionCreate, async ({ caller, tenant, body }) => ({
  status: 202,
  data: await confirmarImportacion(caller, tenant, body),
  message: msg.importacionEnCola,
}));
