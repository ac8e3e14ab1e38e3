// The SaaS panel (part 2 §2 "SaaS admin panel"): plans and subscriptions, superadmin only
// (manage_saas). Platform rows: the superadmin names the company in a subscription's body and the
// use case reads it (404 when it does not exist); no company user reaches them (docs/decisions/ D94).
import { saas as msg } from '../messages.js';
import { defineRow } from '../route-types.js';
import {
  Estadisticas,
  ExportarParams,
  Historial,
  Plan,
  PlanCreate,
  PlanParams,
  Planes,
  PlanUpdate,
  Suscripcion,
  SuscripcionCreate,
  SuscripcionesPage,
  SuscripcionesQuery,
  SuscripcionParams,
  SuscripcionUpdate,
  TenantsPage,
  TenantsQuery,
} from '../schemas/saas.js';
import { EstadoSistema } from '../schemas/sistema.js';
import { SupervisionPlataformaPage, SupervisionPlataformaQuery } from '../schemas/supervision-plataforma.js';
import {
  AtenderSolicitudPlanBody,
  SolicitudCambioPlan,
  SolicitudesCambioPlanPage,
  SolicitudesCambioPlanQuery,
  SolicitudPlanParams,
} from '../schemas/cambio-plan.js';

const soloSuperadmin = {
  public: false,
  permission: 'manage_saas',
  forbiddenMessage: msg.accesoRestringidoDetalle,
  tenant: 'platform',
} as const;

export const saasPlanesList = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/planes',
  handler: 'saas/planes-list',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary: 'Planes de la plataforma (activos e inactivos) con cuántas empresas tiene cada uno',
  response: Planes,
});

export const saasPlanesCreate = defineRow('saas', {
  method: 'POST',
  path: '/api/saas/planes',
  handler: 'saas/planes-create',
  ...soloSuperadmin,
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary: 'Crea un plan (nombre, precio entero y descripción obligatorios; límites por defecto de la parte 2 §9)',
  body: PlanCreate,
  response: Plan,
});

export const saasPlanesUpdate = defineRow('saas', {
  method: 'PUT',
  path: '/api/saas/planes/{id}',
  handler: 'saas/planes-update',
  ...soloSuperadmin,
  grants: ['table:write'],
  errors: [404],
  summary: 'Actualiza un plan; desactivarlo deja de ofrecerlo a nuevas empresas y suscripciones',
  params: PlanParams,
  body: PlanUpdate,
  response: Plan,
});

export const saasPlanesDelete = defineRow('saas', {
  method: 'DELETE',
  path: '/api/saas/planes/{id}',
  handler: 'saas/planes-delete',
  ...soloSuperadmin,
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Elimina un plan que ninguna empresa usa (409 si está en uso: desactívalo)',
  params: PlanParams,
});

export const saasSuscripcionesList = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/suscripciones',
  handler: 'saas/suscripciones-list',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary: 'Suscripciones de todas las empresas, las más recientes primero; filtro por estado (índices, sin Scan)',
  query: SuscripcionesQuery,
  response: SuscripcionesPage,
});

export const saasSuscripcionesCreate = defineRow('saas', {
  method: 'POST',
  path: '/api/saas/suscripciones',
  handler: 'saas/suscripciones-create',
  ...soloSuperadmin,
  grants: ['table:write'],
  success: [201],
  errors: [404, 409],
  summary: 'Abre la suscripción de una empresa (una sola activa o en prueba); su plan y límites pasan a la empresa en la misma transacción',
  body: SuscripcionCreate,
  response: Suscripcion,
});

export const saasSuscripcionesUpdate = defineRow('saas', {
  method: 'PUT',
  path: '/api/saas/suscripciones/{id}',
  handler: 'saas/suscripciones-update',
  ...soloSuperadmin,
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Cambia plan, estado (prueba → activa), próximo pago o método de pago; rechaza bajar de lo que la empresa ya usa',
  params: SuscripcionParams,
  body: SuscripcionUpdate,
  response: Suscripcion,
});

export const saasSuscripcionesCancelar = defineRow('saas', {
  method: 'POST',
  path: '/api/saas/suscripciones/{id}/cancelar',
  handler: 'saas/suscripciones-cancelar',
  ...soloSuperadmin,
  grants: ['table:write', 'mail:send'],
  errors: [404, 409],
  summary:
    'Cancela una suscripción (estado cancelada, fecha de fin hoy) y avisa a los administradores de la empresa por email y notificación',
  params: SuscripcionParams,
  response: Suscripcion,
});

export const saasEstadisticas = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/estadisticas',
  handler: 'saas/estadisticas',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary:
    'KPI de la plataforma (MRR, ARR, empresas activas, usuarios, entrevistas, conversión de prueba, churn, ingresos, solicitudes de demo pendientes) desde los contadores, sin Scan',
  response: Estadisticas,
});

export const saasEmpresas = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/tenants',
  handler: 'saas/empresas',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary:
    'Empresas de la plataforma (más recientes primero, por cursor; ?q= busca en nombre comercial, legal o email) con subdominio, usuarios, entrevistas del mes, último acceso y estado de la IA',
  query: TenantsQuery,
  response: TenantsPage,
});

export const saasExportar = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/exportar/{tipo}',
  handler: 'saas/exportar',
  ...soloSuperadmin,
  grants: ['table:read', 'files:put', 'files:read'],
  summary:
    'Descarga {tipo}_{AAAA-MM-DD}.csv (usuarios, facturacion o analytics; UTF-8 con BOM). Si es grande responde JSON con un enlace prefirmado de 5 minutos',
  params: ExportarParams,
  raw: true,
});

export const saasHistorial = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/estadisticas/historial',
  handler: 'saas/historial',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary: 'Historial mensual de la plataforma (MRR, ingresos y empresas activas al cierre de cada mes, y el mes en curso) para Analytics',
  response: Historial,
});

export const saasSistema = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/sistema',
  handler: 'saas/sistema',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary:
    "Estado del sistema (última comprobación de salud, base de datos, claves de IA de la plataforma, correo y trabajos programados) y la lista 'Implementado' / 'Pendiente', de lo guardado: sin Scan ni llamadas a proveedores",
  response: EstadoSistema,
});

/** The platform's oversight record (D155), read-only, newest first. */
export const saasSupervision = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/supervision',
  handler: 'saas/supervision',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary:
    'Registro de supervisión de la plataforma (solo lectura, lo más reciente primero): los restablecimientos del segundo factor hechos por un superadmin, solo con identificadores',
  query: SupervisionPlataformaQuery,
  response: SupervisionPlataformaPage,
});

/** The companies' requests for a plan change (D164), newest first. */
export const saasSolicitudesPlan = defineRow('saas', {
  method: 'GET',
  path: '/api/saas/solicitudes-plan',
  handler: 'saas/solicitudes-plan',
  ...soloSuperadmin,
  grants: ['table:read'],
  summary: 'Solicitudes de cambio de plan de las empresas, la más reciente primero (paginadas)',
  query: SolicitudesCambioPlanQuery,
  response: SolicitudesCambioPlanPage,
});

/** A superadmin marks a plan change request atendida (D170); the company's admin sees it in «Tu plan». */
export const saasSolicitudesPlanAtender = defineRow('saas', {
  method: 'POST',
  path: '/api/saas/solicitudes-plan/{id}/atender',
  handler: 'saas/solicitudes-plan-atender',
  ...soloSuperadmin,
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Marca una solicitud de cambio de plan como atendida (quién y cuándo); el administrador de la empresa lo ve en «Tu plan»',
  params: SolicitudPlanParams,
  body: AtenderSolicitudPlanBody,
  response: SolicitudCambioPlan,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const saasRoutes = {
  saasSupervision,
  saasPlanesList,
  saasPlanesCreate,
  saasPlanesUpdate,
  saasPlanesDelete,
  saasSuscripcionesList,
  saasSuscripcionesCreate,
  saasSuscripcionesUpdate,
  saasSuscripcionesCancelar,
  saasEstadisticas,
  saasEmpresas,
  saasExportar,
  saasHistorial,
  saasSistema,
  saasSolicitudesPlan,
  saasSolicitudesPlanAtender,
};
