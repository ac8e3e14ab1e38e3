// POST /api/datos/backups/{id}/restaurar: one of the company's backups written back by the
// import's engine (a backup of the present first; a report row by row) (D95).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosBackupRestaurar } from '../../../shared/routes/datos.js';
import { leerBackup } from '../../lib/datos/backups-lectura.js';
import { importarDatos } from '../../lib/datos/importacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosBackupRestaurar, async ({ caller, tenant, params }) => {
  const r = await importarDatos(caller, tenant, await leerBackup(tenant, params.id));
  return ok(r, fmt(msg.restaurado, { creados: r.creados, actualizados: r.actualizados, rechazados: r.rechazados }));
});
