// GET /api/datos/backups: the backups in the files bucket, newest first (part 2 §7; superadmin).
import { datosBackupsList } from '../../../shared/routes/datos.js';
import { listarBackups } from '../../lib/datos/backups.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosBackupsList, async () => ok({ items: await listarBackups() }));
