// POST /api/datos/importaciones/subida: a presigned POST for an import file, under the company's folder (D100).
import { datosImportacionSubida } from '../../../shared/routes/datos.js';
import { urlSubidaImportacion } from '../../lib/datos/importacion-subida.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosImportacionSubida, async ({ tenant, body }) => ok(await urlSubidaImportacion(tenant, body)));
