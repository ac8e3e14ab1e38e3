// Greenhouse's Assessment Partner API (D146; docs/greenhouse.md): the four URLs a company
// gives Greenhouse, called with one of the company's API keys as the Basic user name (scope
// `greenhouse`, no user's session). Their bodies and answers are Greenhouse's, not the house's
// envelope (`raw`); their paths keep Greenhouse's names, which the company copies into Greenhouse.
// Beside them, the public row that opens the report `partner_profile_url` links to.
import { defineRow, SOLO_CLAVE_API } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import { ConexionHarvest, ConexionHarvestBody, ConexionHarvestConMovimientos } from '../schemas/greenhouse-harvest.js';
import {
  EnvioGreenhouse,
  EnvioGreenhouseRespuesta,
  ErrorRespuestaGreenhouse,
  ErrorRespuestaGreenhouseData,
  EstadoGreenhouse,
  EstadoGreenhouseQuery,
  InformeCompartido,
  InformeCompartidoBody,
  ListaPruebasGreenhouse,
} from '../schemas/greenhouse.js';

/** Only a company API key with the `greenhouse` scope, for its own company; answers in Greenhouse's shapes. */
const deGreenhouse = { public: false, permission: SOLO_CLAVE_API, claveApi: 'greenhouse', tenant: 'caller', raw: true } as const;

export const greenhouseServicios = defineRow('greenhouse', {
  ...deGreenhouse,
  method: 'GET',
  path: '/api/greenhouse/list_tests',
  handler: 'greenhouse/servicios',
  grants: ['table:read'],
  summary: 'Greenhouse list_tests: los servicios de RR. HH. contratados por la empresa, como pruebas (partner_test_id, partner_test_name)',
  response: ListaPruebasGreenhouse,
});

export const greenhouseProgramar = defineRow('greenhouse', {
  ...deGreenhouse,
  method: 'POST',
  path: '/api/greenhouse/send_test',
  handler: 'greenhouse/programar',
  // queue:send: the webhooks' «entrevista.programada» (D147), as when a person schedules it.
  grants: ['table:write', 'keys:seal', 'mail:send', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  errors: [409, 422],
  summary:
    'Greenhouse send_test: busca al candidato por su email (o lo da de alta), programa la entrevista del servicio para ya, envía la invitación y responde partner_interview_id; el mismo envío (su url) repetido no programa otra',
  body: EnvioGreenhouse,
  response: EnvioGreenhouseRespuesta,
});

export const greenhouseEstado = defineRow('greenhouse', {
  ...deGreenhouse,
  method: 'GET',
  path: '/api/greenhouse/test_status',
  handler: 'greenhouse/estado',
  // A reviewed interview's answer carries a new report link (its look-up is written).
  grants: ['table:write'],
  summary:
    'Greenhouse test_status: el estado de la entrevista; revisada, partner_status complete con la puntuación de la revisión (0-100), un resumen y partner_profile_url, un enlace al informe que caduca',
  query: EstadoGreenhouseQuery,
  response: EstadoGreenhouse,
});

export const greenhouseErrorRespuesta = defineRow('greenhouse', {
  ...deGreenhouse,
  method: 'POST',
  path: '/api/greenhouse/response_error',
  handler: 'greenhouse/error-respuesta',
  grants: [],
  summary: 'Greenhouse response_error: Greenhouse avisa de una respuesta que no pudo usar; queda en el registro',
  body: ErrorRespuestaGreenhouse,
  response: ErrorRespuestaGreenhouseData,
});

export const greenhouseInforme = defineRow('greenhouse', {
  method: 'POST',
  path: '/api/greenhouse/informe',
  handler: 'greenhouse/informe',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:write'],
  errors: [404, 429],
  summary:
    'El informe revisado de una entrevista, de solo lectura, por el enlace que test_status dio a Greenhouse (caduca; limitado por origen)',
  maxBodyBytes: 1_024,
  body: InformeCompartidoBody,
  response: InformeCompartido,
});

// The company's connection to Greenhouse's Harvest v3 API (D197), which Talentia calls: a company
// admin's (edit_empresa; the superadmin names the company in ?empresaId=), like the webhooks.
const harvest = {
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: 'Solo un administrador de la empresa puede gestionar la conexión con Greenhouse',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
} as const;

export const greenhouseHarvestGet = defineRow('greenhouse', {
  ...harvest,
  method: 'GET',
  path: '/api/greenhouse/harvest',
  handler: 'greenhouse/harvest-get',
  grants: ['table:read'],
  summary:
    'La conexión de la empresa con Greenhouse Harvest v3: si está configurada, su Client ID, el usuario de Greenhouse, los 4 últimos caracteres del secreto (nunca el secreto), la última prueba y los últimos movimientos de etapa enviados a Greenhouse con su resultado',
  query: EmpresaQuery,
  response: ConexionHarvestConMovimientos,
});

export const greenhouseHarvestUpdate = defineRow('greenhouse', {
  ...harvest,
  method: 'PUT',
  path: '/api/greenhouse/harvest',
  handler: 'greenhouse/harvest-update',
  grants: ['table:write', 'keys:seal'],
  summary:
    'Guarda las credenciales de Harvest v3 de la empresa (el secreto, cifrado) y las prueba pidiendo un token a Greenhouse; el resultado queda con la conexión',
  maxBodyBytes: 2_048,
  query: EmpresaQuery,
  body: ConexionHarvestBody,
  response: ConexionHarvest,
});

export const greenhouseHarvestProbar = defineRow('greenhouse', {
  ...harvest,
  method: 'POST',
  path: '/api/greenhouse/harvest/probar',
  handler: 'greenhouse/harvest-probar',
  grants: ['table:write', 'keys:open'],
  summary: 'Vuelve a probar la conexión guardada pidiendo un token a Greenhouse; el resultado queda con la conexión',
  query: EmpresaQuery,
  response: ConexionHarvest,
});

export const greenhouseHarvestDelete = defineRow('greenhouse', {
  ...harvest,
  method: 'DELETE',
  path: '/api/greenhouse/harvest',
  handler: 'greenhouse/harvest-delete',
  grants: ['table:write'],
  summary: 'Elimina la conexión de la empresa con Greenhouse Harvest (y su secreto cifrado)',
  query: EmpresaQuery,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const greenhouseRoutes = {
  greenhouseServicios,
  greenhouseProgramar,
  greenhouseEstado,
  greenhouseErrorRespuesta,
  greenhouseInforme,
  greenhouseHarvestGet,
  greenhouseHarvestUpdate,
  greenhouseHarvestProbar,
  greenhouseHarvestDelete,
};
