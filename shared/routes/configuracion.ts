// Configuration (D60): the AI provider keys of the platform (superadmin) and of each company
// (its admin or the superadmin), their test, and which language-model keys a feature would find;
// and the company's configuration entries (named values, never secrets: D61), read and written by
// its admin or the superadmin (edit_empresa). `{id}` is a server-made UUID, so it never equals the
// literal segments of this family ('global', 'sistema', 'test-api', 'test-smtp', 'email', 'empresa'), which win anyway.
// And the company's own WhatsApp Business number (issue 68 item 1), kept like its provider keys.
import * as z from 'zod/mini';
import { defineRow, empresaEnRuta } from '../route-types.js';
import {
  Configuracion,
  ConfiguracionCreate,
  ConfiguracionEmpresaParams,
  ConfiguracionEmpresaQuery,
  ConfiguracionesPage,
  ConfiguracionesQuery,
  ConfiguracionIdParams,
  ConfiguracionNombreParams,
  ConfiguracionUpdate,
  ConfiguracionUpsert,
} from '../schemas/configuracion-entradas.js';
import {
  ApisEmpresaData,
  ApisEmpresaExtra,
  ClaveEmpresaBody,
  ClaveEmpresaParams,
  ClaveGuardadaData,
  ConfigGlobalData,
  ConfigGlobalPut,
  EmpresaOpcionalQuery,
  EmpresaParams,
  SistemaData,
  TestApiBody,
  TestApiData,
} from '../schemas/configuracion.js';
import { PausaIA, PausaIABody } from '../schemas/supervision.js';
import { SenalesIntegridad, SenalesIntegridadBody } from '../schemas/senales-empresa.js';
import { ComentariosCandidatoAjuste, ComentariosCandidatoBody } from '../schemas/comentarios.js';
import { UmbralRecomendacion, UmbralRecomendacionBody } from '../schemas/umbral-empresa.js';
import { EquidadMinimo, EquidadMinimoBody } from '../schemas/equidad.js';
import { ModeloBedrock, ModeloBedrockBody } from '../schemas/modelo-bedrock.js';
import { SalvaguardaBody, UbicacionDatos } from '../schemas/ubicacion-datos.js';
import { ConexionWhatsApp, ConexionWhatsAppBody } from '../schemas/whatsapp.js';
import { EmailConfigMostrada, EnviosPage, EnviosQuery, TestSmtpBody, TestSmtpData } from '../schemas/email.js';

/** An entry named by its id alone: a company user acts on their company; the superadmin names it (?empresaId=). */
const empresaEnConsulta = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;

export const configuracionGlobalGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/global',
  handler: 'configuracion/global-get',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:read'],
  summary:
    'Configuración global: las claves de IA de la plataforma (enmascaradas), su modelo, estado y URL base, y la configuración de email (sin la contraseña SMTP)',
  response: ConfigGlobalData,
});

export const configuracionGlobalUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/global',
  handler: 'configuracion/global-update',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:write', 'keys:seal'],
  errors: [404],
  summary:
    'Guarda las claves de IA de la plataforma (cifradas; prueba cada clave nueva) y/o la configuración de email (contraseña SMTP cifrada)',
  body: ConfigGlobalPut,
  response: ConfigGlobalData,
});

export const configuracionEmpresaApis = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/apis',
  handler: 'configuracion/empresa-apis',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary: 'Claves de IA de la empresa: estado por proveedor, claves enmascaradas y recuento (stats)',
  params: EmpresaParams,
  response: ApisEmpresaData,
  extra: ApisEmpresaExtra,
});

export const configuracionEmpresaApiUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/apis/{provider}',
  handler: 'configuracion/empresa-api-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write', 'keys:seal'],
  summary: 'Guarda la clave de un proveedor para la empresa (cifrada) y la prueba',
  params: ClaveEmpresaParams,
  body: ClaveEmpresaBody,
  response: ClaveGuardadaData,
});

export const configuracionPausaIaGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/pausa-ia',
  handler: 'configuracion/pausa-ia-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary: 'Si la IA de la empresa está en pausa (D153), quién la cambió por última vez y cuándo',
  params: EmpresaParams,
  response: PausaIA,
});

export const configuracionPausaIaUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/pausa-ia',
  handler: 'configuracion/pausa-ia-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Pone en pausa o reanuda la IA de la empresa (D153): en pausa no hay preguntas de seguimiento de un modelo de lenguaje (solo las fijas de la plantilla, D158) y los informes los escribe el analizador integrado; cada cambio queda en el registro de supervisión',
  params: EmpresaParams,
  body: PausaIABody,
  response: PausaIA,
});

export const configuracionUmbralRecomendacionGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/umbral-recomendacion',
  handler: 'configuracion/umbral-recomendacion-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary:
    'El umbral de recomendación de la empresa (D157): la media sobre 10 que un informe debe alcanzar para decir «Recomendado»; null si decide el criterio para aprobar de cada plantilla',
  params: EmpresaParams,
  response: UmbralRecomendacion,
});

export const configuracionUmbralRecomendacionUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/umbral-recomendacion',
  handler: 'configuracion/umbral-recomendacion-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Fija el umbral de recomendación de la empresa (0–10, en pasos de 0,5) o lo quita (null) para volver al criterio de cada plantilla; vale para los informes que se generen desde ahora (D157)',
  params: EmpresaParams,
  body: UmbralRecomendacionBody,
  response: UmbralRecomendacion,
});

// The company's Amazon Bedrock model (D176): read with the keys (GET …/apis, `bedrock`), changed here.
export const configuracionModeloBedrockUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/modelo-bedrock',
  handler: 'configuracion/modelo-bedrock-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Elige el modelo de Amazon Bedrock de la empresa entre los de este despliegue (-c bedrock=a,b), o null para el predeterminado de la plataforma; se usa en los informes y preguntas de seguimiento desde ahora (D176)',
  params: EmpresaParams,
  body: ModeloBedrockBody,
  response: ModeloBedrock,
});

// Where the data lives (issue 67 item 8): read with the keys (GET …/apis, `ubicacionDatos`), the safeguard recorded here.
export const configuracionSalvaguardaTransferenciaUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/salvaguarda-transferencia',
  handler: 'configuracion/salvaguarda-transferencia-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Registra la garantía que pide la ley del país de la empresa para que sus datos estén en la región de este despliegue (p. ej. cláusulas contractuales modelo): su tipo, la referencia y la fecha del documento; quién la registra y cuándo. Sin ella, cuando la ley la pide, la empresa no puede programar su primera entrevista',
  params: EmpresaParams,
  body: SalvaguardaBody,
  response: UbicacionDatos,
});

// The fairness monitor's minimum n (D175): a category with fewer people shows «datos insuficientes».
export const configuracionEquidadMinimoGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/equidad-minimo',
  handler: 'configuracion/equidad-minimo-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary:
    'El mínimo de personas por categoría del monitor de equidad (D175): por debajo, la categoría muestra «datos insuficientes» y no tiene ratio; 10 si no se ha fijado',
  params: EmpresaParams,
  response: EquidadMinimo,
});

export const configuracionEquidadMinimoUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/equidad-minimo',
  handler: 'configuracion/equidad-minimo-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary: 'Fija el mínimo de personas por categoría del monitor de equidad (un entero de 1 a 1 000; D175)',
  params: EmpresaParams,
  body: EquidadMinimoBody,
  response: EquidadMinimo,
});

export const configuracionSenalesIntegridadGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/senales-integridad',
  handler: 'configuracion/senales-integridad-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary:
    'Si la página del candidato anota las señales de integridad (texto pegado, salidas de la página, tiempo en pantalla; D158), quién lo cambió por última vez y cuándo',
  params: EmpresaParams,
  response: SenalesIntegridad,
});

export const configuracionSenalesIntegridadUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/senales-integridad',
  handler: 'configuracion/senales-integridad-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Activa o desactiva las señales de integridad de la empresa (D158): desactivadas, la página del candidato no anota nada, el aviso lo dice y la API ignora las que reciba',
  params: EmpresaParams,
  body: SenalesIntegridadBody,
  response: SenalesIntegridad,
});

export const configuracionComentariosCandidatoGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/comentarios-candidato',
  handler: 'configuracion/comentarios-candidato-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary:
    'Si la empresa envía comentarios a cada candidato tras la decisión (D173; activado por defecto), quién lo cambió por última vez y cuándo',
  params: EmpresaParams,
  response: ComentariosCandidatoAjuste,
});

export const configuracionComentariosCandidatoUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/comentarios-candidato',
  handler: 'configuracion/comentarios-candidato-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  errors: [409],
  summary:
    'Activa o desactiva «Enviar comentarios al candidato» (D173): activado, al registrar una decisión la persona que revisa recibe un borrador para aprobar antes de que llegue al candidato',
  params: EmpresaParams,
  body: ComentariosCandidatoBody,
  response: ComentariosCandidatoAjuste,
});

export const configuracionEmpresaApiDelete = defineRow('configuracion', {
  method: 'DELETE',
  path: '/api/configuracion/empresa/{empresaId}/apis/{provider}',
  handler: 'configuracion/empresa-api-delete',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  summary:
    'Elimina la clave guardada de un proveedor para la empresa (desde entonces se usa la de la plataforma, si la hay); queda una entrada de auditoría',
  params: ClaveEmpresaParams,
  response: z.null(),
});

export const configuracionComprobarApi = defineRow('configuracion', {
  method: 'POST',
  path: '/api/configuracion/test-api',
  handler: 'configuracion/comprobar-api',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write', 'keys:open'],
  summary: 'Prueba una clave de IA escrita, o la guardada de la empresa (o de la plataforma), con una llamada real',
  body: TestApiBody,
  response: TestApiData,
});

export const configuracionComprobarSmtp = defineRow('configuracion', {
  method: 'POST',
  path: '/api/configuracion/test-smtp',
  handler: 'configuracion/comprobar-smtp',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:write', 'keys:open'],
  summary: 'Conecta con el servidor SMTP escrito, se autentica y envía un email de prueba (por defecto a quien lo pide)',
  body: TestSmtpBody,
  response: TestSmtpData,
});

export const configuracionEmailInicializar = defineRow('configuracion', {
  method: 'POST',
  path: '/api/configuracion/email/inicializar',
  handler: 'configuracion/email-inicializar',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:write'],
  summary:
    'Vuelve a la configuración de email por defecto (SES, remitentes por categoría, las 34 plantillas); borra el servidor SMTP guardado',
  response: EmailConfigMostrada,
});

export const configuracionEmailEnvios = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/email/envios',
  handler: 'configuracion/email-envios',
  public: false,
  permission: 'manage_configuracion',
  tenant: 'platform',
  grants: ['table:read'],
  summary: 'Registro de envíos de email de la plataforma, los más recientes primero (90 días)',
  query: EnviosQuery,
  response: EnviosPage,
});

export const configuracionSistema = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/sistema',
  handler: 'configuracion/sistema',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:read'],
  summary: 'Qué claves de modelos de lenguaje (OpenAI, Claude, Gemini) hay disponibles: solo sí o no, nunca las claves',
  query: EmpresaOpcionalQuery,
  response: SistemaData,
});

export const configuracionEntradasList = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}',
  handler: 'configuracion/entradas-list',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary: 'Entradas de configuración de la empresa, por nombre, paginadas',
  params: ConfiguracionEmpresaParams,
  query: ConfiguracionesQuery,
  response: ConfiguracionesPage,
});

export const configuracionEntradasActivas = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/activas',
  handler: 'configuracion/entradas-activas',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary: 'Entradas de configuración activas de la empresa, por nombre, paginadas',
  params: ConfiguracionEmpresaParams,
  query: ConfiguracionesQuery,
  response: ConfiguracionesPage,
});

export const configuracionEntradaPorNombre = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/nombre/{nombre}',
  handler: 'configuracion/entrada-por-nombre',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:read'],
  summary: 'Una entrada de configuración por su nombre (sin distinguir mayúsculas)',
  params: ConfiguracionNombreParams,
  response: Configuracion,
});

export const configuracionEntradaPorNombreUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/nombre/{nombre}',
  handler: 'configuracion/entrada-por-nombre-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnRuta('empresaId'),
  grants: ['table:write'],
  success: [201, 200],
  errors: [409],
  summary: 'Guarda por nombre: actualiza valor, tipo y descripción, o crea la entrada activa',
  params: ConfiguracionNombreParams,
  body: ConfiguracionUpsert,
  response: Configuracion,
});

export const configuracionEntradaGet = defineRow('configuracion', {
  method: 'GET',
  path: '/api/configuracion/{id}',
  handler: 'configuracion/entrada-get',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary: 'Una entrada de configuración por su id',
  params: ConfiguracionIdParams,
  query: ConfiguracionEmpresaQuery,
  response: Configuracion,
});

export const configuracionEntradaCreate = defineRow('configuracion', {
  method: 'POST',
  path: '/api/configuracion',
  handler: 'configuracion/entrada-create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary: 'Crea una entrada de configuración (nombre único en la empresa; el valor se valida según su tipo)',
  body: ConfiguracionCreate,
  response: Configuracion,
  idempotent: true,
});

export const configuracionEntradaUpdate = defineRow('configuracion', {
  method: 'PUT',
  path: '/api/configuracion/{id}',
  handler: 'configuracion/entrada-update',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:write'],
  errors: [409],
  summary: 'Actualiza una entrada de configuración',
  params: ConfiguracionIdParams,
  query: ConfiguracionEmpresaQuery,
  body: ConfiguracionUpdate,
  response: Configuracion,
});

export const configuracionEntradaDelete = defineRow('configuracion', {
  method: 'DELETE',
  path: '/api/configuracion/{id}',
  handler: 'configuracion/entrada-delete',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:write'],
  errors: [409],
  summary: 'Borra una entrada de configuración',
  params: ConfiguracionIdParams,
  query: ConfiguracionEmpresaQuery,
  response: z.null(),
});

// The company's own WhatsApp Business number (issue 68 item 1): its admin's (edit_empresa; the
// superadmin names the company in the path), kept like the AI provider keys (D60).
const whatsapp = {
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: 'Solo un administrador de la empresa puede gestionar la conexión con WhatsApp',
  tenant: empresaEnRuta('empresaId'),
} as const;

export const configuracionWhatsappGet = defineRow('configuracion', {
  ...whatsapp,
  method: 'GET',
  path: '/api/configuracion/empresa/{empresaId}/whatsapp',
  handler: 'configuracion/whatsapp-get',
  grants: ['table:read'],
  summary:
    'El número de WhatsApp Business de la empresa: si está conectado, sus identificadores, los 4 últimos caracteres del token (nunca el token ni la clave secreta de la aplicación) y la última comprobación (conectada, con el nombre verificado y el número, o error con el motivo)',
  params: EmpresaParams,
  response: ConexionWhatsApp,
});

export const configuracionWhatsappUpdate = defineRow('configuracion', {
  ...whatsapp,
  method: 'PUT',
  path: '/api/configuracion/empresa/{empresaId}/whatsapp',
  handler: 'configuracion/whatsapp-update',
  grants: ['table:write', 'keys:seal'],
  summary:
    'Conecta (o sustituye) el número de WhatsApp Business de la empresa: comprueba el número con la Cloud API de Meta (GET /v23.0/{phone-number-id}), guarda cifrados el token y la clave secreta de la aplicación, y el resultado queda con la conexión',
  maxBodyBytes: 4_096,
  params: EmpresaParams,
  body: ConexionWhatsAppBody,
  response: ConexionWhatsApp,
});

export const configuracionWhatsappDelete = defineRow('configuracion', {
  ...whatsapp,
  method: 'DELETE',
  path: '/api/configuracion/empresa/{empresaId}/whatsapp',
  handler: 'configuracion/whatsapp-delete',
  grants: ['table:write'],
  summary: 'Elimina la conexión de WhatsApp de la empresa (y sus secretos cifrados); queda una entrada de auditoría',
  params: EmpresaParams,
  response: z.null(),
});

export const configuracionWhatsappPlantillas = defineRow('configuracion', {
  ...whatsapp,
  method: 'POST',
  path: '/api/configuracion/empresa/{empresaId}/whatsapp/plantillas',
  handler: 'configuracion/whatsapp-plantillas',
  grants: ['table:write', 'keys:open'],
  summary:
    'Crea en la cuenta de WhatsApp Business de la empresa las plantillas de Talentia que falten (POST /v23.0/{waba-id}/message_templates), vuelve a enviar a revisión las rechazadas (POST /v23.0/{template-id}) y vuelve a leer el estado de todas (pendiente, aprobada, rechazada, en pausa…); sin conexión que funcione, 400',
  params: EmpresaParams,
  response: ConexionWhatsApp,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const configuracionRoutes = {
  configuracionGlobalGet,
  configuracionGlobalUpdate,
  configuracionEmpresaApis,
  configuracionEmpresaApiUpdate,
  configuracionEmpresaApiDelete,
  configuracionPausaIaGet,
  configuracionPausaIaUpdate,
  configuracionSenalesIntegridadGet,
  configuracionSenalesIntegridadUpdate,
  configuracionUmbralRecomendacionGet,
  configuracionUmbralRecomendacionUpdate,
  configuracionEquidadMinimoGet,
  configuracionEquidadMinimoUpdate,
  configuracionModeloBedrockUpdate,
  configuracionSalvaguardaTransferenciaUpdate,
  configuracionComprobarApi,
  configuracionComprobarSmtp,
  configuracionEmailInicializar,
  configuracionEmailEnvios,
  configuracionSistema,
  configuracionEntradasList,
  configuracionEntradasActivas,
  configuracionEntradaPorNombre,
  configuracionEntradaPorNombreUpdate,
  configuracionEntradaGet,
  configuracionEntradaCreate,
  configuracionEntradaUpdate,
  configuracionEntradaDelete,
  configuracionComentariosCandidatoGet,
  configuracionComentariosCandidatoUpdate,
  configuracionWhatsappGet,
  configuracionWhatsappUpdate,
  configuracionWhatsappDelete,
  configuracionWhatsappPlantillas,
};
