// The entity schemas of spec part 1 §3 and part 2 §3: defaults, the verbatim validation messages
// of §5, strict bodies, and the backend → client mapping rules of part 1 §3.2.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LIMITES_POR_PLAN } from '../constants.js';
import * as area from './area.js';
import * as comun from './comun.js';
import * as empresa from './empresa.js';
import * as mapping from './empresa-mapping.js';
import * as entrevista from './entrevista.js';
import * as informe from './informe.js';
import * as notificacion from './notificacion.js';
import * as servicioHr from './servicio-hr.js';
import * as usuario from './usuario.js';

const { mapEstado, mapPlan, subdominioDesdeNombre, limitesParaPlan, toEmpresaCliente } = mapping;

function get(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), value);
}

function issues(schema: z.ZodMiniType, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success, `expected failure for ${JSON.stringify(input)}`).toBe(false);
  return r.error!.issues;
}

const ID = 'id-1';
const NOW = '2025-01-15T10:00:00.000Z';
const usuarioMin = { nombre: 'Ana', email: 'ana@acme.es', rol: 'admin' };
const empresaMin = { id: ID, nombreLegal: 'Acme S.L.', cif: 'B12345678', email: 'info@acme.es' };
const empresaCreateMin = { nombreLegal: 'Acme S.L.', cif: 'B12345674', email: 'info@acme.es' };
const adminOk = { nombre: 'Luis', email: 'luis@acme.es', password: 'secreta123', confirmPassword: 'secreta123' };
const wizardMin = { nombre: 'Acme', nombreLegal: 'Acme S.L.', cif: 'B12345674', email: 'info@acme.es', subdominio: 'acme' };
const onboardingMin = {
  empresa: { nombreLegal: 'Acme S.L.', cif: 'B12345674', email: 'info@acme.es' },
  administrador: { nombre: 'Luis', email: 'luis@acme.es' },
  tenant: { subdominio: 'acme' },
};
const servicioMin = { nombre: 'Test vocacional', codigo: 'test-vocacional' };

// ---- Defaults --------------------------------------------------------------------------------

const SERVICIOS_DEFECTO = { 'test-vocacional': true, 'entrevistas-profundidad': true, 'mapeo-organizacional': false };

type CasoDefecto = [string, z.ZodMiniType, unknown, string, unknown];
const defaults: CasoDefecto[] = [
  // part 2 §3 User profile
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'direccion.pais', 'Colombia'],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.idioma', 'es'],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.zonaHoraria', 'America/Bogota'],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.notificaciones.email', true],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.notificaciones.push', true],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.notificaciones.sms', false],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.notificaciones.entrevistas', true],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.notificaciones.recordatorios', true],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.privacidad.perfilPublico', false],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.privacidad.mostrarEmail', false],
  ['PerfilUsuario', usuario.PerfilUsuario, usuarioMin, 'configuracion.privacidad.mostrarTelefono', false],
  [
    'PerfilUsuario',
    usuario.PerfilUsuario,
    { ...usuarioMin, configuracion: { notificaciones: { sms: true } } },
    'configuracion.notificaciones.email',
    true,
  ],
  // part 1 §3.1 User
  ['Usuario', usuario.Usuario, { ...usuarioMin, id: ID }, 'activo', true],
  ['Usuario', usuario.Usuario, { ...usuarioMin, id: ID }, 'permisos', []],
  ['Usuario', usuario.Usuario, { ...usuarioMin, id: ID }, 'direccion.pais', 'Colombia'],
  ['UsuarioCreate', usuario.UsuarioCreate, usuarioMin, 'activo', true],
  // part 1 §3.2 Company
  ['Empresa', empresa.Empresa, empresaMin, 'licencias.configuracion.vigenciaDias', 30],
  ['Empresa', empresa.Empresa, empresaMin, 'licencias.configuracion.maxEntrevistasPorLicencia', 5],
  ['Empresa', empresa.Empresa, empresaMin, 'licencias.total', 0],
  ['Empresa', empresa.Empresa, empresaMin, 'direccion.pais', 'España'],
  ['Empresa', empresa.Empresa, empresaMin, 'plan', 'starter'],
  ['Empresa', empresa.Empresa, empresaMin, 'estado', 'activa'],
  ['Empresa', empresa.Empresa, empresaMin, 'activo', true],
  ['Empresa', empresa.Empresa, empresaMin, 'cantidadTrabajadores', 0],
  ['Empresa', empresa.Empresa, empresaMin, 'serviciosContratados', SERVICIOS_DEFECTO],
  ['Empresa', empresa.Empresa, empresaMin, 'limites', { usuarios: 10, candidatos: 100, entrevistas: 50 }],
  ['Empresa', empresa.Empresa, empresaMin, 'uso', { usuarios: 0, candidatos: 0, entrevistas: 0 }],
  ['Empresa', empresa.Empresa, { ...empresaMin, limites: { usuarios: -1 } }, 'limites', { usuarios: -1, candidatos: 100, entrevistas: 50 }],
  // §3.3 strategic plan
  ['PlanEstrategico', empresa.PlanEstrategico, { nombre: 'Plan 2025' }, 'version', '1.0'],
  ['PlanEstrategicoInput', empresa.PlanEstrategicoInput, { nombre: 'Plan 2025' }, 'version', '1.0'],
  // company form body
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'plan', 'professional'],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'cantidadTrabajadores', 0],
  ['EmpresaCreate', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: '' }, 'cantidadTrabajadores', 0],
  ['EmpresaCreate', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: null }, 'cantidadTrabajadores', 0],
  ['EmpresaCreate', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: '25' }, 'cantidadTrabajadores', 25],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'licencias.configuracion.vigenciaDias', 30],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'licencias.configuracion.maxEntrevistasPorLicencia', 5],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'direccion.pais', 'España'],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'serviciosContratados', SERVICIOS_DEFECTO],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin, 'adminData', undefined],
  // part 2 §3 company wizard
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'estado', 'trial'],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'plan', 'professional'],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'configuracion.coloresPrimarios.primario', '#0066cc'],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'configuracion.coloresPrimarios.secundario', '#f0f9ff'],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'uso', { usuarios: 0, candidatos: 0, entrevistas: 0 }],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin, 'contextoEmpresarial.tamaño', 'mediana'],
  ['ColoresPrimarios', empresa.ColoresPrimarios, {}, 'primario', '#0066cc'],
  // part 2 §3 onboarding
  ['OnboardingData', empresa.OnboardingData, onboardingMin, 'empresa.pais', 'España'],
  ['OnboardingData', empresa.OnboardingData, onboardingMin, 'planSeleccionado', 'professional'],
  [
    'OnboardingData',
    empresa.OnboardingData,
    onboardingMin,
    'tenant.colores_personalizados',
    { primario: '#0066cc', secundario: '#f0f9ff' },
  ],
  ['OnboardingData', empresa.OnboardingData, onboardingMin, 'configuracion.areas_iniciales', []],
  ['OnboardingData', empresa.OnboardingData, onboardingMin, 'configuracion.integraciones.sso_enabled', false],
  // areas, notifications
  ['Area', area.Area, { id: ID, nombreArea: 'Ventas', empresaId: 'emp-1' }, 'activo', true],
  ['AreaCreate', area.AreaCreate, { nombreArea: 'Ventas' }, 'activo', true],
  ['Notificacion', notificacion.Notificacion, { id: ID, type: 'system', title: 't', message: 'm', timestamp: NOW }, 'isRead', false],
  // candidates
  // HR and AI services
  ['ServicioHR', servicioHr.ServicioHR, servicioMin, 'estructura.duracionEstimada', 45],
  ['ServicioHR', servicioHr.ServicioHR, servicioMin, 'estructura.criterioPasado', 70],
  ['ServicioHR', servicioHr.ServicioHR, servicioMin, 'configuracion.activo', true],
  ['ServicioHR', servicioHr.ServicioHR, servicioMin, 'configuracion.requiereAutenticacion', true],
  ['ServicioHR', servicioHr.ServicioHR, servicioMin, 'categoria', 'evaluacion'],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin, 'estructura.duracionEstimada', 45],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin, 'estructura.criterioPasado', 70],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin, 'configuracion.activo', true],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin, 'configuracion.requiereAutenticacion', true],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin, 'categoria', 'evaluacion'],
  // interviews and reports
  // configuration
  // plans, subscriptions, settings
];

describe('defaults', () => {
  it.each(defaults.map(([n, ...rest]) => [`${n} ${JSON.stringify(rest[1])}: ${rest[2]}`, ...rest] as CasoDefecto))(
    '%s',
    (_name, schema, input, path, expected) => {
      expect(get(schema.parse(input), path)).toEqual(expected);
    },
  );

  it('default objects are fresh on every parse', () => {
    const a = empresa.Empresa.parse(empresaMin);
    a.serviciosContratados['mapeo-organizacional'] = true;
    expect(empresa.Empresa.parse(empresaMin).serviciosContratados).toEqual(SERVICIOS_DEFECTO);
    expect(empresa.SERVICIOS_CONTRATADOS_POR_DEFECTO).toEqual(SERVICIOS_DEFECTO);
  });

  const updates: Array<[string, z.ZodMiniType]> = [
    ['PerfilUpdate', usuario.PerfilUpdate],
    ['UsuarioUpdate', usuario.UsuarioUpdate],
    ['EmpresaUpdate', empresa.EmpresaUpdate],
    ['AreaUpdate', area.AreaUpdate],
    ['ServicioHRUpdate', servicioHr.ServicioHRUpdate],
  ];
  it.each(updates)('%s adds no defaults (a missing field keeps the stored value)', (_name, schema) => {
    expect(schema.parse({})).toEqual({});
  });
  it('EmpresaUpdate leaves a missing cantidadTrabajadores out, and an emptied one becomes 0', () => {
    expect(empresa.EmpresaUpdate.parse({ nombreComercial: 'Acme' })).toEqual({ nombreComercial: 'Acme' });
    expect(empresa.EmpresaUpdate.parse({ cantidadTrabajadores: '' })).toEqual({ cantidadTrabajadores: 0 });
    expect(empresa.EmpresaUpdate.parse({ planEstrategico: null })).toEqual({ planEstrategico: null });
  });
});

// ---- Verbatim messages -----------------------------------------------------------------------

const CAMPOS = 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)';
const DATOS_ADMIN = 'Por favor complete los datos del administrador';
const NO_COINCIDEN = 'Las contraseñas no coinciden';
const CORTA = 'La contraseña debe tener al menos 8 caracteres';
const NOMBRE_PLAN = 'El nombre del plan es obligatorio';
const NOMBRE_AREA = 'El nombre del área es obligatorio';

const { nombreLegal: _nl, ...sinNombreLegal } = empresaCreateMin;
const { cif: _cif, ...sinCif } = empresaCreateMin;
const { email: _em, ...sinEmail } = empresaCreateMin;
const { nombre: _n, ...adminSinNombre } = adminOk;
const { password: _p, ...adminSinPassword } = adminOk;

type CasoMensaje = [string, z.ZodMiniType, unknown, string, string];
const mensajes: CasoMensaje[] = [
  ['EmpresaCreate without nombreLegal', empresa.EmpresaCreate, sinNombreLegal, 'nombreLegal', CAMPOS],
  ['EmpresaCreate with blank nombreLegal', empresa.EmpresaCreate, { ...empresaCreateMin, nombreLegal: '   ' }, 'nombreLegal', CAMPOS],
  ['EmpresaCreate without cif', empresa.EmpresaCreate, sinCif, 'cif', CAMPOS],
  ['EmpresaCreate with empty cif', empresa.EmpresaCreate, { ...empresaCreateMin, cif: '' }, 'cif', CAMPOS],
  ['EmpresaCreate without email', empresa.EmpresaCreate, sinEmail, 'email', CAMPOS],
  // D124: a written email that is not one has its own message.
  [
    'EmpresaCreate with a malformed email',
    empresa.EmpresaCreate,
    { ...empresaCreateMin, email: 'acme' },
    'email',
    'Introduce un email válido',
  ],
  ['EmpresaUpdate with a malformed email', empresa.EmpresaUpdate, { email: 'acme' }, 'email', 'Introduce un email válido'],
  [
    'EmpresaCreate with a total below the active licences',
    empresa.EmpresaCreate,
    { ...empresaCreateMin, licencias: { activas: 12, total: 6 } },
    'licencias.total',
    'Las licencias totales no pueden ser menos que las activas',
  ],
  [
    'EmpresaUpdate with a total below the active licences',
    empresa.EmpresaUpdate,
    { licencias: { activas: 12, total: 6 } },
    'licencias.total',
    'Las licencias totales no pueden ser menos que las activas',
  ],
  ['EmpresaWizard without cif', empresa.EmpresaWizard, { ...wizardMin, cif: '' }, 'cif', CAMPOS],
  ['AdminData without nombre', empresa.AdminData, adminSinNombre, 'nombre', DATOS_ADMIN],
  ['AdminData with blank nombre', empresa.AdminData, { ...adminOk, nombre: ' ' }, 'nombre', DATOS_ADMIN],
  ['AdminData with empty email', empresa.AdminData, { ...adminOk, email: '' }, 'email', DATOS_ADMIN],
  ['AdminData without password', empresa.AdminData, adminSinPassword, 'password', DATOS_ADMIN],
  ['AdminData with empty password', empresa.AdminData, { ...adminOk, password: '' }, 'password', DATOS_ADMIN],
  ['AdminData with different passwords', empresa.AdminData, { ...adminOk, confirmPassword: 'otra12345' }, 'confirmPassword', NO_COINCIDEN],
  ['AdminData without confirmPassword', empresa.AdminData, { ...adminOk, confirmPassword: undefined }, 'confirmPassword', NO_COINCIDEN],
  [
    'AdminData with a 7-character password',
    empresa.AdminData,
    { ...adminOk, password: 'abc1234', confirmPassword: 'abc1234' },
    'password',
    CORTA,
  ],
  [
    'AdminData short and different: mismatch first',
    empresa.AdminData,
    { ...adminOk, password: 'abc', confirmPassword: 'abd' },
    'confirmPassword',
    NO_COINCIDEN,
  ],
  [
    'EmpresaCreate with bad adminData',
    empresa.EmpresaCreate,
    { ...empresaCreateMin, adminData: { ...adminOk, confirmPassword: 'x' } },
    'adminData.confirmPassword',
    NO_COINCIDEN,
  ],
  [
    'EmpresaCreate with adminData missing a name',
    empresa.EmpresaCreate,
    { ...empresaCreateMin, adminData: adminSinNombre },
    'adminData.nombre',
    DATOS_ADMIN,
  ],
  [
    'OnboardingData without admin name',
    empresa.OnboardingData,
    { ...onboardingMin, administrador: { email: 'a@b.es' } },
    'administrador.nombre',
    DATOS_ADMIN,
  ],
  ['UsuarioCreate with a short password', usuario.UsuarioCreate, { ...usuarioMin, password: 'corta' }, 'password', CORTA],
  ['PlanEstrategico without nombre', empresa.PlanEstrategico, {}, 'nombre', NOMBRE_PLAN],
  ['PlanEstrategico with blank nombre', empresa.PlanEstrategico, { nombre: '  ' }, 'nombre', NOMBRE_PLAN],
  ['PlanEstrategicoInput without nombre', empresa.PlanEstrategicoInput, { descripcion: 'x' }, 'nombre', NOMBRE_PLAN],
  // Written when the text is refused, not when the module loads (D84): the number in Spanish.
  [
    'PlanEstrategicoInput with a text too long',
    empresa.PlanEstrategicoInput,
    { nombre: 'Plan', contenido_texto: 'a'.repeat(100_001) },
    'contenido_texto',
    'El texto del plan no puede tener más de 100.000 caracteres',
  ],
  ['EmpresaUpdate with an unnamed plan', empresa.EmpresaUpdate, { planEstrategico: { nombre: '' } }, 'planEstrategico.nombre', NOMBRE_PLAN],
  ['AreaCreate without nombreArea', area.AreaCreate, {}, 'nombreArea', NOMBRE_AREA],
  ['AreaCreate with blank nombreArea', area.AreaCreate, { nombreArea: '   ' }, 'nombreArea', NOMBRE_AREA],
  ['AreaUpdate with empty nombreArea', area.AreaUpdate, { nombreArea: '' }, 'nombreArea', NOMBRE_AREA],
  // The Informes filter by the integrity checks' flags (issue 53 item 7): only «con» or «sin».
  [
    'InformesQuery with another signals filter',
    informe.InformesQuery,
    { marcadas: 'todas' },
    'marcadas',
    'El filtro de señales de integridad admite «con» o «sin»',
  ],
];

describe('verbatim validation messages', () => {
  it.each(mensajes)('%s', (_name, schema, input, path, message) => {
    const found = issues(schema, input);
    expect(found[0]).toMatchObject({ path: path === '' ? [] : path.split('.'), message });
  });

  it('AdminData reports one message at a time, in the order of part 1 §5', () => {
    expect(issues(empresa.AdminData, { nombre: '', email: 'a@b.es', password: 'a', confirmPassword: 'b' })).toHaveLength(1);
    expect(issues(empresa.AdminData, { ...adminOk, password: 'abc', confirmPassword: 'abd' })).toHaveLength(1);
  });

  it('accepts valid admin data and a valid company body', () => {
    expect(empresa.AdminData.safeParse(adminOk).success).toBe(true);
    expect(empresa.EmpresaCreate.safeParse({ ...empresaCreateMin, adminData: adminOk }).success).toBe(true);
  });

  it('the schema messages are the ones of shared/messages.ts', async () => {
    const m = await import('../messages.js');
    expect([
      m.empresas.camposObligatorios,
      m.empresas.datosAdministrador,
      m.empresas.contrasenasNoCoinciden,
      m.empresas.contrasenaCorta,
      m.planEstrategico.nombreObligatorio,
    ]).toEqual([CAMPOS, DATOS_ADMIN, NO_COINCIDEN, CORTA, NOMBRE_PLAN]);
    expect(area.MENSAJES_AREA.nombreObligatorio).toBe(NOMBRE_AREA);
  });
});

// ---- Bounds and formats ----------------------------------------------------------------------

type CasoLimite = [string, z.ZodMiniType, unknown, boolean];
const limites: CasoLimite[] = [
  ['vigenciaDias 0', empresa.ConfiguracionLicencias, { vigenciaDias: 0 }, false],
  ['vigenciaDias 1', empresa.ConfiguracionLicencias, { vigenciaDias: 1 }, true],
  ['vigenciaDias 365', empresa.ConfiguracionLicencias, { vigenciaDias: 365 }, true],
  ['vigenciaDias 366', empresa.ConfiguracionLicencias, { vigenciaDias: 366 }, false],
  ['maxEntrevistasPorLicencia 0', empresa.ConfiguracionLicencias, { maxEntrevistasPorLicencia: 0 }, false],
  ['maxEntrevistasPorLicencia 20', empresa.ConfiguracionLicencias, { maxEntrevistasPorLicencia: 20 }, true],
  ['maxEntrevistasPorLicencia 21', empresa.ConfiguracionLicencias, { maxEntrevistasPorLicencia: 21 }, false],
  ['cantidadTrabajadores -1', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: -1 }, false],
  ['cantidadTrabajadores 2.5', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: 2.5 }, false],
  ['cantidadTrabajadores "muchos"', empresa.EmpresaCreate, { ...empresaCreateMin, cantidadTrabajadores: 'muchos' }, false],
  // A plan is a slug checked against the stored plans at write time (D94); the schema refuses other shapes.
  ['plan gold', empresa.EmpresaCreate, { ...empresaCreateMin, plan: 'gold' }, true],
  ['plan Gold!', empresa.EmpresaCreate, { ...empresaCreateMin, plan: 'Gold!' }, false],
  ['tipoEmpresa ong', empresa.EmpresaCreate, { ...empresaCreateMin, tipoEmpresa: 'ong' }, true],
  ['tipoEmpresa cooperativa', empresa.EmpresaCreate, { ...empresaCreateMin, tipoEmpresa: 'cooperativa' }, false],
  ['estado cancelada', empresa.Empresa, { ...empresaMin, estado: 'cancelada' }, true],
  ['estado cerrada', empresa.Empresa, { ...empresaMin, estado: 'cerrada' }, false],
  ['subdominio upper case', empresa.EmpresaWizard, { ...wizardMin, subdominio: 'Acme' }, false],
  ['subdominio with a dot', empresa.EmpresaWizard, { ...wizardMin, subdominio: 'acme.es' }, false],
  ['tamaño pequeña', empresa.EmpresaWizard, { ...wizardMin, contextoEmpresarial: { tamaño: 'pequeña' } }, true],
  ['tamaño enorme', empresa.EmpresaWizard, { ...wizardMin, contextoEmpresarial: { tamaño: 'enorme' } }, false],
  ['wizard uso not 0', empresa.EmpresaWizard, { ...wizardMin, uso: { usuarios: 3 } }, false],
  [
    'onboarding 200 workers',
    empresa.OnboardingData,
    { ...onboardingMin, empresa: { ...onboardingMin.empresa, cantidadTrabajadores: 200 } },
    true,
  ],
  [
    'onboarding 300 workers',
    empresa.OnboardingData,
    { ...onboardingMin, empresa: { ...onboardingMin.empresa, cantidadTrabajadores: 300 } },
    false,
  ],
  ['colour not hex', empresa.ColoresPrimarios, { primario: 'blue' }, false],
  ['tokenAcceso tok_', entrevista.TokenAcceso, 'tok_1736935200000_x9y8', true],
  ['tokenAcceso without prefix', entrevista.TokenAcceso, '1736935200000_x9y8', false],
  [
    'notification stored type interview',
    notificacion.Notificacion,
    { id: ID, type: 'interview', title: 't', message: 'm', timestamp: NOW },
    true,
  ],
  [
    'notification panel type in the stored model',
    notificacion.Notificacion,
    { id: ID, type: 'entrevista', title: 't', message: 'm', timestamp: NOW },
    false,
  ],
  [
    'panel notification',
    notificacion.NotificacionPanel,
    {
      id: ID,
      type: 'completado',
      prioridad: 'alta',
      title: 't',
      message: 'm',
      timestamp: NOW,
      actionUrl: '/entrevistas',
      actionText: 'Ver',
    },
    true,
  ],
  [
    'actionUrl to another origin',
    notificacion.NotificacionPanel,
    { id: ID, type: 'other', title: 't', message: 'm', timestamp: NOW, actionUrl: '//evil.example' },
    false,
  ],
  [
    'actionUrl javascript:',
    notificacion.Notificacion,
    { id: ID, type: 'system', title: 't', message: 'm', timestamp: NOW, actionUrl: 'javascript:alert(1)' },
    false,
  ],
  ['timestamp not ISO', notificacion.Notificacion, { id: ID, type: 'system', title: 't', message: 'm', timestamp: 'ayer' }, false],
  ['genero otro', usuario.PerfilUpdate, { genero: 'otro' }, true],
  ['genero x', usuario.PerfilUpdate, { genero: 'x' }, false],
  ['fechaNacimiento date', usuario.PerfilUpdate, { fechaNacimiento: '1990-05-01' }, true],
  ['rol invitado', usuario.Usuario, { ...usuarioMin, id: ID, rol: 'invitado' }, false],
  [
    'service tipo test_vocacional',
    servicioHr.ServicioHRUpdate,
    { nombre: 'n', tipo: 'test_vocacional', api_preferida: 'perplexity' },
    true,
  ],
  ['service api deepgram', servicioHr.ServicioHRUpdate, { nombre: 'n', api_preferida: 'deepgram' }, false],
  [
    'prompt with the five variables',
    servicioHr.ServicioHRUpdate,
    { prompt_usuario: '{nombre} {posicion} {experiencia} {skills} {educacion}' },
    true,
  ],
  ['prompt with an unknown variable', servicioHr.ServicioHRUpdate, { prompt_usuario: 'Hola {nombre}, {empresa}' }, false],
  ['system prompt with an unknown variable', servicioHr.ServicioHRUpdate, { prompt_sistema: '{edad}' }, false],
  ['duration 4 min', servicioHr.ServicioHRUpdate, { estructura: { duracionEstimada: 4 } }, false],
];

describe('bounds and formats', () => {
  it.each(limites.map(([n, ...rest]) => [`${n} → ${rest[2] ? 'valid' : 'invalid'}`, ...rest] as CasoLimite))(
    '%s',
    (_name, schema, input, ok) => {
      expect(schema.safeParse(input).success).toBe(ok);
    },
  );
});

// ---- Strict bodies ---------------------------------------------------------------------------

type CasoCuerpo = [string, z.ZodMiniType, Record<string, unknown>];
const cuerpos: CasoCuerpo[] = [
  ['PerfilUpdate', usuario.PerfilUpdate, { nombre: 'Ana' }],
  ['UsuarioCreate', usuario.UsuarioCreate, usuarioMin],
  ['UsuarioUpdate', usuario.UsuarioUpdate, { nombre: 'Ana' }],
  ['EmpresaCreate', empresa.EmpresaCreate, empresaCreateMin],
  ['EmpresaUpdate', empresa.EmpresaUpdate, { nombreComercial: 'Acme' }],
  ['AdminData', empresa.AdminData, adminOk],
  ['PlanEstrategicoInput', empresa.PlanEstrategicoInput, { nombre: 'Plan' }],
  ['AsignacionServicios', empresa.AsignacionServicios, { serviciosIds: ['test-vocacional'] }],
  ['EmpresaWizard', empresa.EmpresaWizard, wizardMin],
  ['OnboardingData', empresa.OnboardingData, onboardingMin],
  ['AreaCreate', area.AreaCreate, { nombreArea: 'Ventas' }],
  ['AreaUpdate', area.AreaUpdate, { activo: false }],
  ['NotificacionUpdate', notificacion.NotificacionUpdate, { isRead: true }],
  ['ServicioHRCreate', servicioHr.ServicioHRCreate, servicioMin],
  ['ServicioHRUpdate', servicioHr.ServicioHRUpdate, { nombre: 'X' }],
];

describe('strict bodies', () => {
  it.each(cuerpos)('%s accepts its minimal body', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });
  // The user calls set a user's role on purpose; every other body refuses it.
  const conRol = new Set(['UsuarioCreate', 'UsuarioUpdate']);
  it.each(cuerpos.filter(([n]) => !conRol.has(n)))('%s refuses a body with rol', (_name, schema, body) => {
    const found = issues(schema, { ...body, rol: 'superadmin' });
    expect(found).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['rol'] }));
  });
  it.each(['permisos', 'email', 'empresaId', 'id'])('UsuarioUpdate refuses %s', (campo) => {
    const found = issues(usuario.UsuarioUpdate, { nombre: 'Ana', [campo]: 'x' });
    expect(found).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: [campo] }));
  });
  it.each(cuerpos)('%s refuses a body with PK', (_name, schema, body) => {
    const found = issues(schema, { ...body, PK: 'EMP#otra' });
    expect(found).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['PK'] }));
  });

  it.each(['email', 'rol', 'empresaId', 'id', 'avatarUrl'])('PerfilUpdate refuses %s', (campo) => {
    const found = issues(usuario.PerfilUpdate, { nombre: 'Ana', [campo]: 'x@y.es' });
    expect(found).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: [campo] }));
  });

  type CasoAnidado = [string, z.ZodMiniType, unknown, string];
  const anidados: CasoAnidado[] = [
    ['PerfilUpdate.direccion', usuario.PerfilUpdate, { direccion: { PK: 'x' } }, 'direccion'],
    [
      'PerfilUpdate.configuracion.privacidad',
      usuario.PerfilUpdate,
      { configuracion: { privacidad: { rol: 'admin' } } },
      'configuracion.privacidad',
    ],
    ['EmpresaCreate.adminData', empresa.EmpresaCreate, { ...empresaCreateMin, adminData: { ...adminOk, rol: 'superadmin' } }, 'adminData'],
    [
      'EmpresaCreate.licencias.configuracion',
      empresa.EmpresaCreate,
      { ...empresaCreateMin, licencias: { configuracion: { PK: 'x' } } },
      'licencias.configuracion',
    ],
    [
      'EmpresaCreate.planEstrategico.archivo_url',
      empresa.EmpresaCreate,
      { ...empresaCreateMin, planEstrategico: { nombre: 'p', archivo_url: 'https://x' } },
      'planEstrategico',
    ],
    ['EmpresaUpdate.configuracion', empresa.EmpresaUpdate, { configuracion: { maxUsuarios: -1 } }, 'configuracion'],
    ['OnboardingData.tenant', empresa.OnboardingData, { ...onboardingMin, tenant: { subdominio: 'acme', PK: 'x' } }, 'tenant'],
  ];
  it.each(anidados)('%s is strict too', (_name, schema, body, path) => {
    const found = issues(schema, body);
    expect(found).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', path: path.split('.') }));
  });

  it('EmpresaCreate does not accept server-set fields', () => {
    for (const campo of ['estado', 'limites', 'uso', 'activo', 'fechaCreacion', 'id']) {
      expect(empresa.EmpresaCreate.safeParse({ ...empresaCreateMin, [campo]: 'x' }).success, campo).toBe(false);
    }
  });
});

// ---- Mapping rules of part 1 §3.2 ------------------------------------------------------------

describe('mapPlan', () => {
  const casos: Array<[unknown, string]> = [
    ['basico', 'starter'],
    ['starter', 'starter'],
    ['profesional', 'professional'],
    ['professional', 'professional'],
    ['empresarial', 'enterprise'],
    ['enterprise', 'enterprise'],
    ['Básico', 'starter'],
    [' Professional ', 'professional'],
    ['ENTERPRISE', 'enterprise'],
    // A slug that is no alias is a plan the superadmin created (D94); anything else is starter.
    ['gold', 'gold'],
    ['Gold Plan!', 'starter'],
    ['', 'starter'],
    [undefined, 'starter'],
    [null, 'starter'],
    [3, 'starter'],
  ];
  it.each(casos)('%j → %s', (raw, esperado) => {
    expect(mapPlan(raw)).toBe(esperado);
  });
});

describe('mapEstado', () => {
  const casos: Array<[boolean | null | undefined, string]> = [
    [true, 'activa'],
    [false, 'suspendida'],
    [undefined, 'activa'],
    [null, 'activa'],
  ];
  it.each(casos)('activa %j → %s', (activa, esperado) => {
    expect(mapEstado(activa)).toBe(esperado);
  });
});

describe('subdominioDesdeNombre', () => {
  const casos: Array<[string, string]> = [
    ['Acme', 'acme'],
    ['Acme Corp', 'acme-corp'],
    ['  Mi   Empresa  ', 'mi-empresa'],
    ['Café & Té S.L.', 'cafe--te-sl'],
    ['Ingeniería Logística', 'ingenieria-logistica'],
    ['ABC_123 Norte', 'abc123-norte'],
    ['Empresa sin nombre', 'empresa-sin-nombre'],
    ['acme-corp', 'acme-corp'],
  ];
  it.each(casos)('%j → %j', (nombre, esperado) => {
    expect(subdominioDesdeNombre(nombre)).toBe(esperado);
    expect(comun.Subdominio.safeParse(esperado).success).toBe(true);
  });
});

describe('limitesParaPlan', () => {
  const casos: Array<[string, unknown]> = [
    ['starter', { usuarios: 3, candidatos: 100, entrevistas: 50 }],
    ['professional', { usuarios: 10, candidatos: 500, entrevistas: 200 }],
    ['enterprise', { usuarios: -1, candidatos: -1, entrevistas: -1 }],
    ['profesional', { usuarios: 10, candidatos: 500, entrevistas: 200 }],
    ['desconocido', { usuarios: 3, candidatos: 100, entrevistas: 50 }],
  ];
  it.each(casos)('%s → %j', (p, esperado) => {
    expect(limitesParaPlan(p)).toEqual(esperado);
  });
  it('returns a copy', () => {
    limitesParaPlan('starter').usuarios = 99;
    expect(LIMITES_POR_PLAN.starter.usuarios).toBe(3);
  });
});

describe('toEmpresaCliente', () => {
  const now = new Date(NOW);
  const en30Dias = '2025-02-14T10:00:00.000Z';
  const vacia = toEmpresaCliente({}, now);

  const porDefecto: Array<[string, unknown]> = [
    ['nombreComercial', 'Empresa sin nombre'],
    ['nombreLegal', 'Empresa sin nombre'],
    ['cif', 'Sin CIF'],
    ['email', 'sin-email@talentia.local'],
    ['telefono', 'Sin teléfono'],
    ['direccion.completa', 'Sin dirección'],
    ['direccion.pais', 'España'],
    ['limites', { usuarios: 10, candidatos: 100, entrevistas: 50 }],
    ['serviciosContratados', SERVICIOS_DEFECTO],
    ['configuracion.subdominio', 'empresa-sin-nombre'],
    ['licencias.fechaVencimiento', en30Dias],
    ['licencias.configuracion', { vigenciaDias: 30, maxEntrevistasPorLicencia: 5 }],
    ['plan', 'starter'],
    ['estado', 'activa'],
    ['activo', true],
    ['cantidadTrabajadores', 0],
    ['uso', { usuarios: 0, candidatos: 0, entrevistas: 0 }],
  ];
  it.each(porDefecto)('missing %s → %j', (path, esperado) => {
    expect(get(vacia, path)).toEqual(esperado);
  });

  it('treats empty and blank strings as missing', () => {
    const e = toEmpresaCliente({ nombreComercial: '', nombreLegal: '  ', cif: '', email: '', telefono: ' ' }, now);
    expect([e.nombreComercial, e.nombreLegal, e.cif, e.email, e.telefono]).toEqual([
      'Empresa sin nombre',
      'Empresa sin nombre',
      'Sin CIF',
      'sin-email@talentia.local',
      'Sin teléfono',
    ]);
  });

  const planes: Array<[Record<string, unknown>, string]> = [
    [{ plan: 'basico' }, 'starter'],
    [{ plan: 'profesional' }, 'professional'],
    [{ plan: 'empresarial' }, 'enterprise'],
    [{ planActivo: 'professional' }, 'professional'],
    [{ planActivo: 'enterprise' }, 'enterprise'],
    [{ plan: 'platino' }, 'platino'],
    [{ plan: 'Platino Plus' }, 'starter'],
  ];
  it.each(planes)('plan from %j → %s', (raw, esperado) => {
    expect(toEmpresaCliente(raw, now).plan).toBe(esperado);
  });

  const estados: Array<[Record<string, unknown>, string, boolean]> = [
    [{ activa: true }, 'activa', true],
    [{ activa: false }, 'suspendida', false],
    [{}, 'activa', true],
    [{ estado: 'trial' }, 'trial', true],
    [{ estado: 'cancelada', activa: false }, 'cancelada', false],
    [{ estado: 'desconocido', activa: false }, 'suspendida', false],
  ];
  it.each(estados)('estado from %j → %s (activo %s)', (raw, estado, activo) => {
    const e = toEmpresaCliente(raw, now);
    expect(e.estado).toBe(estado);
    expect(e.activo).toBe(activo);
  });

  it('reads the backend fields _id, createdAt and estadisticas', () => {
    const e = toEmpresaCliente(
      {
        _id: 'abc123',
        nombreComercial: 'Acme Corp',
        createdAt: '2024-03-01T08:00:00Z',
        estadisticas: { candidatosRegistrados: 12, totalEntrevistas: 7 },
      },
      now,
    );
    expect(e.id).toBe('abc123');
    expect(e.fechaCreacion).toBe('2024-03-01T08:00:00.000Z');
    expect(e.uso).toEqual({ usuarios: 0, candidatos: 12, entrevistas: 7 });
    expect(e.configuracion.subdominio).toBe('acme-corp');
  });

  it('keeps the values the backend sends', () => {
    const raw = {
      id: 'e1',
      nombreLegal: 'Acme S.L.',
      nombreComercial: 'Acme',
      cif: 'B123',
      email: 'info@acme.es',
      telefono: '600000000',
      plan: 'enterprise',
      direccion: { calle: 'Mayor', numero: '1', ciudad: 'Madrid', codigoPostal: '28001', pais: 'Portugal' },
      limites: { usuarios: -1, candidatos: 500, entrevistas: 200 },
      serviciosContratados: { 'test-vocacional': false, 'mapeo-organizacional': true },
      licencias: { total: 5, activas: 3, fechaVencimiento: '2026-01-01T00:00:00.000Z', configuracion: { vigenciaDias: 90 } },
      configuracion: { subdominio: 'acme-es' },
      contextoEmpresarial: { mision: 'Ayudar', sector: 'Tecnología', tamaño: 'grande' },
      planEstrategico: { nombre: 'Plan 2025', version: 2, fecha_subida: '2025-01-01T00:00:00Z' },
    };
    const e = toEmpresaCliente(raw, now);
    expect(e).toMatchObject({
      id: 'e1',
      nombreLegal: 'Acme S.L.',
      nombreComercial: 'Acme',
      cif: 'B123',
      email: 'info@acme.es',
      telefono: '600000000',
      plan: 'enterprise',
      limites: { usuarios: -1, candidatos: 500, entrevistas: 200 },
      serviciosContratados: { 'test-vocacional': false, 'mapeo-organizacional': true },
      configuracion: { subdominio: 'acme-es', maxUsuarios: -1 },
      misionEmpresa: 'Ayudar',
      planEstrategico: { nombre: 'Plan 2025', version: '2', fecha_subida: '2025-01-01T00:00:00.000Z' },
    });
    expect(e.direccion).toMatchObject({ pais: 'Portugal', completa: 'Mayor 1, 28001 Madrid' });
    expect(e.licencias).toMatchObject({
      total: 5,
      activas: 3,
      fechaVencimiento: '2026-01-01T00:00:00.000Z',
      configuracion: { vigenciaDias: 90, maxEntrevistasPorLicencia: 5 },
    });
    expect(e.contextoEmpresarial).toBe('Misión: Ayudar\nSector: Tecnología\nTamaño: grande');
  });

  it('keeps a cleared strategic plan as null', () => {
    expect(toEmpresaCliente({ planEstrategico: null }, now).planEstrategico).toBeNull();
  });

  it.each([null, 'texto', 42, [], { email: 'no-es-email', limites: { usuarios: 'x' }, licencias: { fechaVencimiento: 'nunca' } }])(
    'never throws and always returns a valid company (%j)',
    (raw) => {
      const e = toEmpresaCliente(raw, now);
      expect(empresa.Empresa.safeParse(e).success).toBe(true);
      expect(e.licencias.fechaVencimiento).toBe(en30Dias);
    },
  );
});

// ---- OpenAPI ---------------------------------------------------------------------------------

describe('JSON Schema (the OpenAPI document is generated from these schemas)', () => {
  const modulos = { area, comun, empresa, entrevista, notificacion, servicioHr, usuario };
  const esquemas = Object.entries(modulos).flatMap(([m, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => v instanceof z.ZodMiniType)
      .map(([k, v]) => [`${m}.${k}`, v as z.ZodMiniType] as const),
  );
  it('finds the schemas', () => {
    expect(esquemas.length).toBeGreaterThan(40);
  });
  it.each(esquemas)('%s converts as a request body (input)', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
  it.each(esquemas)('%s converts as a response (output)', (_name, schema) => {
    expect(() => z.toJSONSchema(schema)).not.toThrow();
  });
});
