// GET /api/datos/backups: the backups in the files bucket, newest first (part 2 §7; superadmin).
import { datosRoutes } from '../../../shared/routes/datos.js';
import { listarBackups } from '../../lib/datos/backups.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosRoutes.datosBackupsList, async () => ok({ items: await listarBackups() }));
