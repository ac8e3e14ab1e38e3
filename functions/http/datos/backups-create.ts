// POST /api/datos/backups: the export kept as a backup in the files bucket (part 2 §7; D65, D95):
// a company's (an admin's own; the superadmin's named one), or the superadmin's of every company.
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosBackupsCreate } from '../../../shared/routes/datos.js';
import { crearBackup } from '../../lib/datos/backups.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(datosBackupsCreate, async ({ caller, tenant }) => {
  const backup = await crearBackup(caller.email, tenant);
  return created({ backupId: backup.id, backup }, fmt(msg.backupCreado, { name: backup.name }));
});
