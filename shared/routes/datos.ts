// Data management (part 2 §2 "Data management screen", §4 "Data operations", §7, §9; D65, D95):
// the export (a company's data, or the superadmin's file of every company), the backups of it in
// the files bucket (create, list, a download link, restore), the import of an exported file and
// the clear of a company's data. A company admin (edit_empresa) acts on their own company only;
// the superadmin on the company named, or — export and backups — platform-wide without one.
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import {
  BackupCreado,
  BackupsLista,
  ConfirmarImportacionBody,
  DatosEmpresaQuery,
  ExportacionDatos,
  ImportacionDatos,
  ImportacionDatosDetalle,
  ImportacionDatosParams,
  ImportacionDatosQuery,
  ImportarDatosBody,
  LimpiarDatosBody,
  LimpiezaDatos,
  LimpiezaDatosParams,
  MAX_BYTES_IMPORTACION,
  RestaurarBackupParams,
  ResultadoImportacion,
  ResultadoLimpieza,
  SubidaImportacion,
  SubidaImportacionBody,
} from '../schemas/datos.js';

/** The company named by `?empresaId=` (superadmin), none for the platform-wide file. */
const porQueryOpcional = { from: 'query', name: 'empresaId', superadmin: 'optional' } as const;
/** A restore and a backup's link name a company's backup: the superadmin says whose. */
const porQuery = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;

export const datosExportar = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/exportar',
  handler: 'datos/exportar',
  public: false,
  permission: 'edit_empresa',
  tenant: porQueryOpcional,
  grants: ['table:read'],
  summary:
    'Exporta una empresa con sus datos (o, el superadmin sin empresa, todas las empresas) en un archivo JSON con exportInfo versión 1.0',
  query: DatosEmpresaQuery,
  response: ExportacionDatos,
  timeoutSeconds: 25,
  memoryMb: 1024,
});

export const datosBackupsCreate = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/backups',
  handler: 'datos/backups-create',
  public: false,
  permission: 'edit_empresa',
  tenant: porQueryOpcional,
  grants: ['table:read', 'files:put'],
  success: [201],
  summary: 'Crea una copia de seguridad: la misma exportación, guardada en el bucket de archivos (backups/)',
  query: DatosEmpresaQuery,
  response: BackupCreado,
  timeoutSeconds: 25,
  memoryMb: 1024,
});

export const datosBackupsList = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/backups',
  handler: 'datos/backups-list',
  public: false,
  permission: 'edit_empresa',
  tenant: porQueryOpcional,
  grants: ['files:read'],
  summary: 'Copias de seguridad de la empresa (el superadmin sin empresa: todas), las más recientes primero',
  query: DatosEmpresaQuery,
  response: BackupsLista,
});

export const datosBackupEnlace = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/backups/{id}/enlace',
  handler: 'datos/backup-enlace',
  public: false,
  permission: 'edit_empresa',
  tenant: porQuery,
  grants: ['files:read'],
  summary: 'Enlace firmado y breve (5 min) para descargar una copia de seguridad de la empresa',
  params: RestaurarBackupParams,
  query: DatosEmpresaQuery,
  response: z.object({ url: z.string(), expiresIn: z.number() }),
});

export const datosBackupRestaurar = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/backups/{id}/restaurar',
  handler: 'datos/backup-restaurar',
  public: false,
  permission: 'edit_empresa',
  tenant: porQuery,
  grants: ['table:read', 'table:write', 'files:read', 'files:put'],
  summary: 'Restaura una copia de seguridad de la empresa con el motor de la importación (antes, otra copia); informe fila a fila',
  params: RestaurarBackupParams,
  query: DatosEmpresaQuery,
  response: ResultadoImportacion,
  errors: [409],
  timeoutSeconds: 29,
  memoryMb: 1024,
});

export const datosImportar = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/importar',
  handler: 'datos/importar',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:read', 'table:write', 'files:put'],
  summary:
    'Importa un archivo exportado: copia previa, altas y actualizaciones por id dentro de la empresa, cuotas del plan; informe fila a fila',
  body: ImportarDatosBody,
  response: ResultadoImportacion,
  errors: [409],
  maxBodyBytes: MAX_BYTES_IMPORTACION,
  timeoutSeconds: 29,
  memoryMb: 1024,
});

/** D100: a file of any size goes through S3 and a queued job; the job lives in the company's partition. */
export const datosImportacionSubida = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/importaciones/subida',
  handler: 'datos/importacion-subida',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read', 'files:put'],
  summary: 'POST prefirmado a S3 para subir un archivo de importación (JSON, hasta 50 MB) bajo la carpeta de la empresa; luego confirmar',
  body: SubidaImportacionBody,
  response: SubidaImportacion,
});

export const datosImportacionCreate = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/importaciones',
  handler: 'datos/importacion-create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  // The job and its hand-off are stored, a worker imports the file (shared/colas.ts importar-datos): 202.
  grants: ['table:write', 'files:read', 'files:delete', 'queue:send'],
  colas: ['importar-datos'],
  success: [202],
  errors: [409],
  summary: 'Confirma un archivo subido (tamaño y tipo comprobados) y encola su importación por bloques; responde 202 con el trabajo',
  body: ConfirmarImportacionBody,
  response: ImportacionDatos,
});

export const datosImportacion = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/importaciones/{id}',
  handler: 'datos/importacion',
  public: false,
  permission: 'edit_empresa',
  tenant: porQuery,
  grants: ['table:read'],
  summary: 'Estado, progreso e informe fila a fila (paginado) de una importación de datos en segundo plano',
  params: ImportacionDatosParams,
  query: ImportacionDatosQuery,
  response: ImportacionDatosDetalle,
});

export const datosLimpiar = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/limpiar',
  handler: 'datos/limpiar',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read', 'table:write', 'files:read', 'files:put', 'files:delete'],
  summary: 'Borra los datos de una empresa (copia previa; se conservan la empresa y sus usuarios); pide el nombre de la empresa escrito',
  body: LimpiarDatosBody,
  response: ResultadoLimpieza,
  errors: [409],
  timeoutSeconds: 29,
  memoryMb: 1024,
});

/** D103: a restore through D100's import job (the backup is already in the bucket; it is kept). */
export const datosBackupRestauracion = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/backups/{id}/restauracion',
  handler: 'datos/backup-restauracion',
  public: false,
  permission: 'edit_empresa',
  tenant: porQuery,
  grants: ['table:write', 'files:read', 'queue:send'],
  colas: ['importar-datos'],
  success: [202],
  errors: [409],
  summary:
    'Encola la restauración de una copia de seguridad de la empresa con el trabajo de importación por bloques (antes, otra copia); responde 202 con el trabajo',
  params: RestaurarBackupParams,
  query: DatosEmpresaQuery,
  response: ImportacionDatos,
});

/**
 * D103: the clear as a queued job (the screen's path for every size): the same confirmations, a job
 * in the company's partition, one clear or import at a time (409).
 */
export const datosLimpiezaCreate = defineRow('datos', {
  method: 'POST',
  path: '/api/datos/limpiezas',
  handler: 'datos/limpieza-create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  // The job and its hand-off are stored, a worker clears (shared/colas.ts limpiar-datos): 202.
  grants: ['table:write', 'queue:send'],
  colas: ['limpiar-datos'],
  success: [202],
  errors: [409],
  summary:
    'Encola el borrado de los datos de una empresa (copia previa; se conservan la empresa y sus administradores); pide el nombre de la empresa escrito; responde 202 con el trabajo',
  body: LimpiarDatosBody,
  response: LimpiezaDatos,
});

export const datosLimpieza = defineRow('datos', {
  method: 'GET',
  path: '/api/datos/limpiezas/{id}',
  handler: 'datos/limpieza',
  public: false,
  permission: 'edit_empresa',
  tenant: porQuery,
  grants: ['table:read'],
  summary: 'Estado, fase y progreso de un borrado de datos en segundo plano, con la copia previa',
  params: LimpiezaDatosParams,
  query: DatosEmpresaQuery,
  response: LimpiezaDatos,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const datosRoutes = {
  datosExportar,
  datosBackupsCreate,
  datosBackupsList,
  datosBackupEnlace,
  datosBackupRestaurar,
  datosBackupRestauracion,
  datosImportar,
  datosImportacionSubida,
  datosImportacionCreate,
  datosImportacion,
  datosLimpiar,
  datosLimpiezaCreate,
  datosLimpieza,
};
