// GET /api/datos/exportar: every company in the exported data file (part 2 §9; superadmin).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosExportar } from '../../../shared/routes/datos.js';
import { exportarDatos } from '../../lib/datos/exportacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosExportar, async ({ caller }) => {
  const archivo = await exportarDatos(caller.email);
  return ok(archivo, fmt(msg.exportado, { n: archivo.empresas.length }));
});
