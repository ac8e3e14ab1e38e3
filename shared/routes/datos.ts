// Data management (part 2 §2 "Data management screen", §7, §9; issue 11): the superadmin's export of
// every company as one JSON file, and the backups of that same file in the files bucket (create and
// list). Platform-wide rows: no company is named. Import and clear are not built (§4: "in
// development, they only create a backup"): the web creates a backup with the row below and says so.
import { defineRow } from '../route-types.js';
import { BackupCreado, BackupsLista, ExportacionDatos } from '../schemas/datos.js';

export const datosExportar = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/exportar',
  handler: 'datos/exportar',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:read'],
  summary: 'Exporta todas las empresas (tal como las ve el cliente) en un archivo JSON con exportInfo versión 1.0',
  response: ExportacionDatos,
  timeoutSeconds: 25,
});

export const datosBackupsCreate = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/backups',
  handler: 'datos/backup-create',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:read', 'files:put'],
  success: [201],
  summary: 'Crea una copia de seguridad: la misma exportación, guardada en el bucket de archivos (backups/)',
  response: BackupCreado,
  timeoutSeconds: 25,
});

export const datosBackupsList = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/backups',
  handler: 'datos/backups-list',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['files:read'],
  summary: 'Copias de seguridad guardadas, las más recientes primero',
  response: BackupsLista,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const datosRoutes = { datosExportar, datosBackupsCreate, datosBackupsList };
