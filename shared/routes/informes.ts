// The Informes screen (part 2 §2 Reports screen; view_reports: admins and operators): the
// company's AI reports, one list item per report kept by the writes (D69), and the three cards from
// the company's counters. The full report is the interview's (GET /api/entrevistas/{id}).
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  DocumentoDosier,
  DosierQuery,
  EntregaDosier,
  EntregaDosierBody,
  EntregasDosier,
  RespuestasEmpresa,
  RespuestasEmpresaBody,
  RespuestasQuery,
} from '../schemas/dosier.js';
import { ImpugnacionesPendientes } from '../schemas/impugnacion.js';
import { EstadisticasInformes, InformesExportarQuery, InformesPage, InformesQuery } from '../schemas/informe.js';
import { SupervisionExportarQuery } from '../schemas/supervision.js';

const empresaEnConsulta = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;

export const informesList = defineRow('informes', {
  method: 'GET',
  path: '/api/informes',
  handler: 'informes/list',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  claveApi: 'informes:leer',
  grants: ['table:read'],
  summary:
    'Informes de IA de la empresa (entrevistas analizadas o validadas): filtros estado, areaId, q, marcadas (con o sin respuestas marcadas por las comprobaciones de integridad), vacanteId (otra o inexistente: 404), desde/hasta (días de la fecha de la tarjeta —realización de la entrevista o, si no consta, del informe— en la zona de la empresa), servicioId (plantilla) y revisorId (quien hizo la revisión vigente); orden fecha, antiguos, puntuacion o nombre; paginado (una página puede llegar corta con cursor)',
  query: InformesQuery,
  response: InformesPage,
});

// The list as a CSV file (issue 66 item 6, D192): the same filters and order, every page, only what the
// list shows; up to 1 MB the file, larger a five-minute link to it in the company's folder
// (functions/lib/exportacion-csv.ts). `exportar` is never a report's id, and no row reads one here.
export const informesExportarCsv = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/exportar',
  handler: 'informes/exportar-csv',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  grants: ['table:read', 'files:put', 'files:read'],
  summary:
    'Exporta como CSV los informes de la empresa con los mismos filtros y orden que la lista: candidato, plantilla, área, estado, fechas de la entrevista y del informe, puntuaciones, recomendación, decisión del revisor, autor del informe y respuestas con señales (nunca la transcripción ni los comentarios); hasta 1 MB es el archivo, más grande un enlace de 5 minutos',
  query: InformesExportarQuery,
  raw: true,
});

export const informesEstadisticas = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/estadisticas',
  handler: 'informes/estadisticas',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary: 'Las tres tarjetas de Informes (total, puntuación media, recomendados), de contadores',
  query: EmpresaQuery,
  response: EstadisticasInformes,
});

export const informesImpugnaciones = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/impugnaciones',
  handler: 'informes/impugnaciones',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary: 'Las opiniones de candidatos sobre su evaluación que esperan respuesta de la empresa (D150), la más antigua primero',
  query: EmpresaQuery,
  response: ImpugnacionesPendientes,
});

export const informesSupervisionExportar = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/supervision/exportar',
  handler: 'informes/supervision-exportar',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'Exporta el registro de supervisión de un periodo (desde y hasta, días UTC incluidos; 12 meses como máximo) para una auditoría: supervision_{desde}_{hasta}.csv (UTF-8 con BOM) o .json',
  query: SupervisionExportarQuery,
  raw: true,
});

/**
 * The algorithm dossier for the workers' representatives (issue 56, D174): generated from what the
 * product stores (the web makes its PDF from this JSON), and the record of each delivery. Admins only.
 */
export const informesDosier = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/dosier-algoritmico',
  handler: 'informes/dosier',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  timeoutSeconds: 20,
  summary:
    'Dosier algorítmico de la empresa (art. 64.4.d ET): plantillas en uso con su diseño y los cambios de cada versión desde la última entrega, instrucciones y variables enviadas a los modelos, proveedores y modelos del periodo, supervisión humana, conservación, derechos y el cuestionario de la guía del Ministerio de Trabajo; `hash` lo identifica. Con `tipo=estudio-impacto-co`, el estudio de impacto de privacidad de la Circular Externa 002 de 2024 de la SIC, generado de los mismos datos (solo empresas de Colombia; otra empresa: 400)',
  query: DosierQuery,
  response: DocumentoDosier,
});

export const informesDosierEntregas = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/dosier-algoritmico/entregas',
  handler: 'informes/dosier-entregas',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'Entregas registradas del dosier (la más reciente primero) y si está desactualizado: plantillas en uso que cambiaron después de la última entrega',
  query: EmpresaQuery,
  response: EntregasDosier,
});

export const informesDosierEntregaCreate = defineRow('informes', {
  method: 'POST',
  path: '/api/informes/dosier-algoritmico/entregas',
  handler: 'informes/dosier-entrega-create',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:write'],
  timeoutSeconds: 20,
  success: [201],
  errors: [409],
  summary:
    'Registra la entrega del dosier a la representación legal (fecha, órgano, personas) con la huella del dosier entregado; 409 si el dosier de ese periodo ya no tiene esa huella',
  query: EmpresaQuery,
  body: EntregaDosierBody,
  response: EntregaDosier,
});

/** The company's own answers to the guide (issue 65 item 6): the newest version, and a new one. */
export const informesDosierRespuestas = defineRow('informes', {
  method: 'GET',
  path: '/api/informes/dosier-algoritmico/respuestas',
  handler: 'informes/dosier-respuestas',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'Respuestas propias de la empresa a las preguntas de la guía que solo ella puede responder (la versión más reciente; versión 0 si nunca se guardaron); con `tipo=estudio-impacto-co`, las del estudio de impacto de privacidad de Colombia',
  query: RespuestasQuery,
  response: RespuestasEmpresa,
});

export const informesDosierRespuestasUpdate = defineRow('informes', {
  method: 'PUT',
  path: '/api/informes/dosier-algoritmico/respuestas',
  handler: 'informes/dosier-respuestas-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read', 'table:write'],
  errors: [409],
  summary:
    'Guarda las respuestas propias de la empresa como una versión nueva (se conservan todas), editadas desde `version`; 409 si otra persona guardó otra versión entretanto. El dosier las incluye y forman parte de su huella. Con `tipo=estudio-impacto-co`, las del estudio de impacto de privacidad (solo empresas de Colombia: otra, 400), con sus propias versiones y parte de la huella del estudio; una pregunta del otro documento: 400',
  query: RespuestasQuery,
  body: RespuestasEmpresaBody,
  response: RespuestasEmpresa,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const informesRoutes = {
  informesList,
  informesExportarCsv,
  informesEstadisticas,
  informesImpugnaciones,
  informesSupervisionExportar,
  informesDosier,
  informesDosierEntregas,
  informesDosierEntregaCreate,
  informesDosierRespuestas,
  informesDosierRespuestasUpdate,
};
