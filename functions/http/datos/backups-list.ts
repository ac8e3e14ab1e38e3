// GET /api/datos/backups: the company's backups (the superadmin without a company: every one),
// newest first (part 2 §7; D65, D95).
import { datosBackupsList } from '../../../shared/routes/datos.js';
import { listarBackups } from '../../lib/datos/backups-lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosBackupsList, async ({ tenant }) => ok({ items: await listarBackups(tenant) }));
