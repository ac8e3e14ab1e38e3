// Demo requests (D96): the sign-in page's public form, and the
// superadmin's list, 'atendida' and erasure. The requests are platform items: there is no company
// yet. The public row answers the same to a person and to a bot caught by the honeypot, and never
// says whether an email has asked before.
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import {
  LIMITES_DEMO,
  SolicitudDemo,
  SolicitudDemoBody,
  SolicitudDemoParams,
  SolicitudesDemoPage,
  SolicitudesDemoQuery,
} from '../schemas/demo.js';

export const demoSolicitar = defineRow('demo', {
  method: 'POST',
  path: '/api/demo/solicitudes',
  handler: 'demo/solicitar',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write', 'mail:send'],
  success: [202],
  errors: [429],
  maxBodyBytes: LIMITES_DEMO.cuerpoMaxBytes,
  summary:
    'Solicitud de demo gratuita desde la pantalla de acceso (empresa, contacto, email, tamaño, mensaje, consentimiento); límite por origen y por email; avisa a los superadmins',
  body: SolicitudDemoBody,
  response: z.null(),
});

export const demoList = defineRow('demo', {
  method: 'GET',
  path: '/api/demo/solicitudes',
  handler: 'demo/list',
  public: false,
  permission: 'manage_saas',
  tenant: 'platform',
  grants: ['table:read'],
  summary: 'Las solicitudes de demo, las más recientes primero, por estado (pendiente, atendida) o todas, página a página',
  query: SolicitudesDemoQuery,
  response: SolicitudesDemoPage,
});

export const demoGet = defineRow('demo', {
  method: 'GET',
  path: '/api/demo/solicitudes/{id}',
  handler: 'demo/get',
  public: false,
  permission: 'manage_saas',
  tenant: 'platform',
  grants: ['table:read'],
  errors: [404],
  summary: 'Una solicitud de demo: la que el asistente de alta abre con ?solicitud= para rellenar la empresa y su administrador',
  params: SolicitudDemoParams,
  response: SolicitudDemo,
});

export const demoAtender = defineRow('demo', {
  method: 'POST',
  path: '/api/demo/solicitudes/{id}/atender',
  handler: 'demo/atender',
  public: false,
  permission: 'manage_saas',
  tenant: 'platform',
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Marca una solicitud de demo como atendida (quién y cuándo); desde entonces se conserva 3 meses',
  params: SolicitudDemoParams,
  response: SolicitudDemo,
});

export const demoDelete = defineRow('demo', {
  method: 'DELETE',
  path: '/api/demo/solicitudes/{id}',
  handler: 'demo/delete',
  public: false,
  permission: 'manage_saas',
  tenant: 'platform',
  grants: ['table:write'],
  errors: [404],
  summary: 'Borra una solicitud de demo y sus datos (derecho de supresión de quien la envió)',
  params: SolicitudDemoParams,
  response: z.null(),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const demoRoutes = { demoSolicitar, demoList, demoGet, demoAtender, demoDelete };
