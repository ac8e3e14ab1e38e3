// POST /api/datos/backups: the export kept as a backup in the files bucket (part 2 §7; superadmin).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosBackupsCreate } from '../../../shared/routes/datos.js';
import { crearBackup } from '../../lib/datos/backups.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(datosBackupsCreate, async ({ caller }) => {
  const backup = await crearBackup(caller.email);
  return created({ backupId: backup.id, backup }, fmt(msg.backupCreado, { name: backup.name }));
});
