// POST /api/datos/backups/{id}/enlace: a 5-minute presigned download of one of the company's
// backups (the cloud-drive tab, D95). A POST, like the plan's link: the web never puts a token in a URL.
import { datosBackupEnlace } from '../../../shared/routes/datos.js';
import { enlaceBackup } from '../../lib/datos/backups-lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosBackupEnlace, async ({ tenant, params }) => ok(await enlaceBackup(tenant, params.id)));
