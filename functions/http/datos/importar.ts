// POST /api/datos/importar: an exported file written back inside the caller's scope, row by row,
// after a backup (part 2 §7, §8; D95).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosImportar } from '../../../shared/routes/datos.js';
import { importarDatos } from '../../lib/datos/importacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosImportar, async ({ caller, tenant, body }) => {
  const r = await importarDatos(caller, tenant, body.archivo);
  return ok(r, fmt(msg.importado, { creados: r.creados, actualizados: r.actualizados, rechazados: r.rechazados }));
});
