// Candidates of a company (part 2 §2 Candidates screen, §3, §7, §8; manage_candidates: admins and
// operators). Company users act on their own company; the superadmin names one (lists, creates and
// statistics) or reaches a candidate by its id.
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import {
  Candidato,
  CandidatoCreate,
  CandidatoIdParams,
  CandidatosPage,
  CandidatosQuery,
  CandidatosExportarQuery,
  CandidatoUpdate,
  EstadisticasCandidatos,
  ExportacionCandidato,
} from '../schemas/candidato.js';
import { BorradoEmpresa, OposicionBorradoBody } from '../schemas/borrado-solicitado.js';
import { EmpresaQuery } from '../schemas/comun.js';
import { Importacion, ImportacionDetalle, ImportacionIdParams, ImportacionQuery, ImportarCandidatosBody } from '../schemas/importacion.js';
import { RetencionMes, RetencionMesQuery } from '../schemas/retencion.js';
import { BajaPersonalBody, OptInEmpresa, OptInPersonalBody } from '../schemas/whatsapp-optin.js';
import { CvCandidato, CvEnlaceBody, CvEnlaceData, RechazoBody, RechazoVista } from '../schemas/candidato-envios.js';

export const candidatosList = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos',
  handler: 'candidatos/list',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  claveApi: 'candidatos:leer',
  grants: ['table:read'],
  summary:
    'Candidatos de la empresa, los más recientes primero; q busca en nombre, email y posición sin distinguir tildes; filtros estado, areaId, vacanteId (los que están en esa vacante, los últimos en unirse primero; una vacante de otra empresa o inexistente es 404) y desde/hasta (días de la fecha de alta en la zona de la empresa, ambos incluidos); con filtros una página puede llegar corta con cursor',
  query: CandidatosQuery,
  response: CandidatosPage,
});

// The list as a CSV file (issue 66 item 6, D186): the same filters, every page; up to 1 MB the file,
// larger a five-minute link to it in the company's folder (functions/lib/exportacion-csv.ts).
// `exportar` is never a candidate's id (CandidatoIdParams), so the path reaches this row only.
export const candidatosExportarCsv = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/exportar',
  handler: 'candidatos/exportar-csv',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read', 'files:put', 'files:read'],
  summary:
    'Exporta como CSV los candidatos de la empresa con los mismos filtros que la lista (q, estado, areaId, vacanteId, desde, hasta): nombre, email, teléfono, puesto, posición, estado, área y fecha de alta; hasta 1 MB es el archivo, más grande un enlace de 5 minutos',
  query: CandidatosExportarQuery,
  raw: true,
});

export const candidatosEstadisticas = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/estadisticas/resumen',
  handler: 'candidatos/estadisticas',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Totales de candidatos por estado y por área (contadores)',
  query: EmpresaQuery,
  response: EstadisticasCandidatos,
});

export const candidatosGet = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/{id}',
  handler: 'candidatos/get',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  claveApi: 'candidatos:leer',
  grants: ['table:read'],
  summary: 'Un candidato',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: Candidato,
});

export const candidatosExportar = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/{id}/exportar',
  handler: 'candidatos/exportar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:read'],
  summary: 'Todo lo que se guarda de un candidato, en JSON (derecho de acceso)',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: ExportacionCandidato,
});

export const candidatosCreate = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos',
  handler: 'candidatos/create',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  claveApi: 'candidatos:escribir',
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary: 'Crea un candidato (email único en la empresa) ocupando una plaza del plan',
  idempotent: true,
  body: CandidatoCreate,
  response: Candidato,
});

export const candidatosImportar = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/importar',
  handler: 'candidatos/importar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  // The rows are stored and a worker creates them (shared/colas.ts importar-candidatos): 202.
  grants: ['table:write', 'queue:send'],
  colas: ['importar-candidatos'],
  success: [202],
  errors: [409],
  summary:
    'Importa candidatos desde un CSV (hasta 5 000 filas): guarda las filas y las procesa en segundo plano; responde 202 con la importación',
  body: ImportarCandidatosBody,
  response: Importacion,
});

export const candidatosImportacion = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/importaciones/{id}',
  handler: 'candidatos/importacion',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Estado, contadores e informe por fila (paginado) de una importación CSV de candidatos',
  params: ImportacionIdParams,
  query: ImportacionQuery,
  response: ImportacionDetalle,
});

export const candidatosUpdate = defineRow('candidatos', {
  method: 'PUT',
  path: '/api/candidatos/{id}',
  handler: 'candidatos/update',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  claveApi: 'candidatos:escribir',
  grants: ['table:write'],
  errors: [409],
  summary: 'Actualiza un candidato; el estado solo por los cambios permitidos',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: CandidatoUpdate,
  response: Candidato,
});

export const candidatosDelete = defineRow('candidatos', {
  method: 'DELETE',
  path: '/api/candidatos/{id}',
  handler: 'candidatos/delete',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  // files:delete: their CV goes with them (D163).
  grants: ['table:write', 'queue:send', 'files:delete'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  errors: [409],
  summary: 'Borra un candidato y todos sus datos (deja una entrada de auditoría sin datos personales)',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

// Erasure on the candidate's request (D149): the profile shows it; an admin may object before its
// deadline, only with a written legal reason the candidate reads.
export const candidatosBorradoSolicitado = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/{id}/borrado-solicitado',
  handler: 'candidatos/borrado-solicitado',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'El borrado que el candidato pidió desde «Mis datos», con su plazo y la oposición si la hubo; null si no lo pidió',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: z.nullable(BorradoEmpresa),
});

export const candidatosBorradoOposicion = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/borrado-solicitado/oposicion',
  handler: 'candidatos/borrado-oposicion',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write', 'mail:send'],
  errors: [409],
  summary:
    'Un administrador se opone al borrado pedido por el candidato, antes del plazo y con un motivo legal escrito que el candidato verá y recibirá por email',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: OposicionBorradoBody,
  response: BorradoEmpresa,
});

// Retention (D151): the candidates whose data the retention job erases in a month (one Query of the
// company's own GSI2 partition).
export const candidatosRetencionMes = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/retencion/mes',
  handler: 'candidatos/retencion-mes',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Candidatos no seleccionados cuyos datos se borrarán en un mes por el plazo de conservación (el actual si no se indica)',
  query: RetencionMesQuery,
  response: RetencionMes,
});

// The CV attached to a candidate and the rejection mail a person sends (D163).
export const candidatosCvSubir = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/cv',
  handler: 'candidatos/cv-subir',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write', 'files:put', 'files:delete'],
  errors: [409, 415],
  summary:
    'Adjunta el CV del candidato (multipart, campo cv: PDF o DOCX de hasta 4 MB, comprobado por su contenido); sustituye al anterior',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  multipart: { archivo: 'cv' },
  response: CvCandidato,
  timeoutSeconds: 20,
});

export const candidatosCvEnlace = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/cv/enlace',
  handler: 'candidatos/cv-enlace',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read', 'files:read'],
  summary: 'Enlace firmado y breve (5 min) para descargar el CV del candidato',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: CvEnlaceBody,
  response: CvEnlaceData,
});

export const candidatosCvQuitar = defineRow('candidatos', {
  method: 'DELETE',
  path: '/api/candidatos/{id}/cv',
  handler: 'candidatos/cv-quitar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write', 'files:delete'],
  errors: [409],
  summary: 'Quita el CV del candidato: el candidato deja de tenerlo y su archivo se borra',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

export const candidatosRechazoVista = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/{id}/rechazo',
  handler: 'candidatos/rechazo-vista',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Vista previa del email de rechazo (plantilla «Proceso no continúa») tal como lo recibiría el candidato, y si ya se le envió',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: RechazoVista,
});

export const candidatosRechazoEnviar = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/rechazo',
  handler: 'candidatos/rechazo-enviar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write', 'mail:send'],
  errors: [409],
  summary:
    'Envía al candidato rechazado el email de rechazo, una sola vez y solo a petición de una persona (nunca automático); queda anotado en el candidato. No a quien pidió borrar sus datos',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: RechazoBody,
  response: RechazoVista,
});

// The candidate's WhatsApp opt-in (issue 68 item 3) on their profile: seen, recorded by a person with the
// evidence of where the candidate gave it, or ended; audited like the connection's removal.
export const candidatosWhatsapp = defineRow('candidatos', {
  method: 'GET',
  path: '/api/candidatos/{id}/whatsapp',
  handler: 'candidatos/whatsapp',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary:
    'El consentimiento del candidato para recibir avisos por WhatsApp en su teléfono: palabras, origen, hora, evidencia, baja e historial; y si la empresa tiene WhatsApp conectado',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  response: OptInEmpresa,
});

export const candidatosWhatsappRegistrar = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/whatsapp',
  handler: 'candidatos/whatsapp-registrar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  errors: [409],
  summary:
    'Registra que el candidato aceptó los avisos por WhatsApp fuera de Talentia, con la evidencia de dónde y cuándo (obligatoria); hace falta su teléfono con prefijo y un número de WhatsApp conectado',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: OptInPersonalBody,
  response: OptInEmpresa,
});

export const candidatosWhatsappBaja = defineRow('candidatos', {
  method: 'POST',
  path: '/api/candidatos/{id}/whatsapp/baja',
  handler: 'candidatos/whatsapp-baja',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  errors: [409],
  summary: 'Da de baja en el acto los avisos por WhatsApp del candidato (con un motivo opcional)',
  params: CandidatoIdParams,
  query: EmpresaQuery,
  body: BajaPersonalBody,
  response: OptInEmpresa,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const candidatosRoutes = {
  candidatosList,
  candidatosExportarCsv,
  candidatosEstadisticas,
  candidatosGet,
  candidatosExportar,
  candidatosCreate,
  candidatosImportar,
  candidatosImportacion,
  candidatosUpdate,
  candidatosDelete,
  candidatosBorradoSolicitado,
  candidatosBorradoOposicion,
  candidatosRetencionMes,
  candidatosCvSubir,
  candidatosCvEnlace,
  candidatosCvQuitar,
  candidatosRechazoVista,
  candidatosRechazoEnviar,
  candidatosWhatsapp,
  candidatosWhatsappRegistrar,
  candidatosWhatsappBaja,
};
