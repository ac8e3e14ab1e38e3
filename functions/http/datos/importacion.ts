// GET /api/datos/importaciones/{id}: an import job's status, progress and a page of its report (D100).
import { datosImportacion } from '../../../shared/routes/datos.js';
import { leerImportacion } from '../../lib/datos/importacion-lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosImportacion, async ({ tenant, params, query }) =>
  ok(await leerImportacion(tenant, params.id, query.cursor)),
);
