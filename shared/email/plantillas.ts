// Why one module: data, not logic: the templates as one table (category, purpose, placeholders,
// default subject and body) that the Email panel, the server's placeholder check and the mail service
// all read, where a reader compares the texts side by side.
// The email templates of part 2 §3 "Email config" (four categories, four templates each): what each
// one is for, the placeholders it may use and its default subject and body (D62). The
// superadmin edits subject, body and the enabled flag in the Email panel; the server refuses a
// placeholder a template does not have, so a typo never sends an empty gap. Placeholders are
// `{{nombre}}`; values are HTML-escaped when rendered (shared/email/render.ts). The four templates
// the product sent before there was a panel keep their texts word for word.
import { enVariante, type VarianteEspanol } from '../espanol.js';

export const CATEGORIAS_EMAIL = ['administracion', 'candidatos', 'entrevistas', 'reportes'] as const;
export type CategoriaEmail = (typeof CATEGORIAS_EMAIL)[number];

export const CATEGORIA_ETIQUETA: Record<CategoriaEmail, string> = {
  administracion: 'Administración',
  candidatos: 'Candidatos',
  entrevistas: 'Entrevistas',
  reportes: 'Reportes',
};

/**
 * The spec's table: category → its four template names, plus the demo request's two (D96, D125), the
 * subscription's cancellation (D94), an outbound webhook turned off (D147), the candidate's
 * rescheduled and cancelled interview (D144), the candidate's «Mis datos» link (D148), the
 * erasure the candidate asked for: the company told, the candidate's confirmation (D149), and a
 * company's request for a plan change told to the superadmins (D170).
 */
export const PLANTILLAS_POR_CATEGORIA = {
  administracion: [
    'bienvenidaEmpresa',
    'credencialesAdministrador',
    'invitacionUsuario',
    'resetPassword',
    'solicitudDemo',
    'demoRecibida',
    'suscripcionCancelada',
    'webhookDesactivado',
    'borradoSolicitado',
    'solicitudCambioPlan',
  ],
  candidatos: [
    'invitacionEntrevista',
    'recordatorioEntrevista',
    'resultadosEntrevista',
    'rechazoCandidato',
    'entrevistaReprogramada',
    'entrevistaCancelada',
    'enlaceMisDatos',
    'respuestaImpugnacion',
    'entrevistaRecibida',
    'respuestaAyuda',
    'comentariosCandidato',
    'resultadoCandidatura',
    'borradoConfirmado',
    'borradoOpuesto',
    'avisoRetencion',
  ],
  entrevistas: ['entrevistaProgramada', 'entrevistaCompletada', 'reporteListo', 'seguimiento', 'ayudaCandidato'],
  reportes: ['reporteSemanal', 'reporteMensual', 'reportePersonalizado', 'alertas'],
} as const satisfies Record<CategoriaEmail, readonly string[]>;

export type PlantillaId = (typeof PLANTILLAS_POR_CATEGORIA)[CategoriaEmail][number];

export const PLANTILLAS_EMAIL = CATEGORIAS_EMAIL.flatMap((c) => PLANTILLAS_POR_CATEGORIA[c]) as readonly PlantillaId[];

export interface DefinicionPlantilla {
  categoria: CategoriaEmail;
  /** What a person reads in the panel. */
  nombre: string;
  /** Which event sends it today, or null when no event of the product sends it yet (said in the panel). */
  enviadaPor: string | null;
  /** Placeholder → what it holds and a sample value for the preview. */
  variables: Record<string, { descripcion: string; ejemplo: string }>;
  /**
   * Placeholders the mail cannot go without (D180): a stored text that lacks one — edited before the
   * template carried it — is not sent; the default text is, so nothing the person approved is lost.
   */
  obligatorias?: readonly string[];
  subject: string;
  html: string;
}

const v = (descripcion: string, ejemplo: string) => ({ descripcion, ejemplo });
const V = {
  nombre: v('Nombre de quien recibe el email', 'Lucía Fernández'),
  nombreEmpresa: v('Nombre de la empresa', 'Acme Talento S.L.'),
  nombreCandidato: v('Nombre del candidato', 'Javier Ortega'),
  email: v('Email de acceso de quien lo recibe', 'lucia@acme.es'),
  password: v('Contraseña temporal (solo en emails de credenciales)', 'Tmp-4827-Kx'),
  urlAcceso: v('Dirección de inicio de sesión', 'https://app.talentia.example/login'),
  enlace: v('Enlace al que lleva el email', 'https://app.talentia.example/entrevista/abc123'),
  servicio: v('Tipo de entrevista (servicio HR)', 'Entrevista por competencias'),
  fecha: v('Fecha y hora de la entrevista', 'lunes, 30 de noviembre de 2026, 10:00'),
  zonaHoraria: v('Zona horaria de la fecha', 'Madrid'),
  disponibleHasta: v(
    'Hasta cuándo funciona el enlace de la entrevista (la hora propuesta es una sugerencia)',
    'lunes, 7 de diciembre de 2026, 10:45',
  ),
  duracion: v('Duración estimada en minutos', '45'),
  mensaje: v('Texto que escribe quien lo envía', 'Gracias por tu tiempo.'),
  periodo: v('Periodo del reporte', 'del 16 al 22 de noviembre de 2026'),
  resumen: v('Resumen de cifras del periodo', '12 entrevistas completadas, 9 reportes listos'),
  titulo: v('Título', 'Licencias a punto de agotarse'),
  autoria: v(
    'Quién preparó el reporte: un modelo de lenguaje o el analizador integrado (reglas fijas)',
    'Lo ha preparado el modelo de lenguaje gpt-4o-mini de OpenAI con la evidencia de la transcripción',
  ),
} as const;

const p = (...parrafos: string[]) => parrafos.map((t) => `<p>${t}</p>`).join('');

/**
 * How a candidate reaches «Mis datos» (D160): one sentence and one placeholder, in every mail about an
 * interview that is still ahead — the invitation, the reschedule and the reminder (D170).
 */
const MIS_DATOS = {
  variable: v('La página «Mis datos» (D160)', 'https://app.talentia.example/mis-datos'),
  parrafo:
    'En cualquier momento ‹puedes› ver ‹tus› datos, ‹tus› respuestas y el informe, dar ‹tu› opinión sobre la evaluación o pedir que se borren en «Mis datos»: <a href="{{enlaceMisDatos}}">{{enlaceMisDatos}}</a> (‹escribe› este email y ‹te› enviaremos un enlace para entrar).',
};

/**
 * The templates as written: the candidate's ones (and the «Mis datos» paragraph) with their tú words
 * marked for the candidate's Spanish (D215, shared/espanol.ts). Read through DEFINICION_PLANTILLAS
 * (Spain's Spanish, what the panel shows and edits) or `textoEnVariante`.
 */
const ESCRITAS = {
  bienvenidaEmpresa: {
    categoria: 'administracion',
    nombre: 'Bienvenida a la empresa',
    enviadaPor: null,
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa, urlAcceso: V.urlAcceso },
    subject: 'Bienvenida a Talentia, {{nombreEmpresa}}',
    html: p(
      'Hola {{nombre}}:',
      '<strong>{{nombreEmpresa}}</strong> ya tiene su espacio en Talentia para preparar, hacer y evaluar entrevistas asistidas por IA.',
      'Entra en <a href="{{urlAcceso}}">{{urlAcceso}}</a> para crear las áreas y los usuarios de tu equipo.',
    ),
  },
  credencialesAdministrador: {
    categoria: 'administracion',
    nombre: 'Credenciales del administrador',
    enviadaPor: 'Alta de una empresa (su administrador)',
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa, email: V.email, password: V.password, urlAcceso: V.urlAcceso },
    subject: 'Credenciales de administrador de {{nombreEmpresa}} en Talentia',
    html:
      '<p>Hola {{nombre}}:</p><p>Se ha creado la empresa <strong>{{nombreEmpresa}}</strong> en Talentia y eres su administrador.</p>' +
      '<p>Entra en <a href="{{urlAcceso}}">{{urlAcceso}}</a> con tu email <strong>{{email}}</strong> y esta contraseña:</p>' +
      '<p style="font-family:monospace;font-size:16px">{{password}}</p><p>Al entrar por primera vez te pediremos que elijas tu propia contraseña. Desde Talentia podrás crear los usuarios de tu equipo.</p>',
  },
  invitacionUsuario: {
    categoria: 'administracion',
    nombre: 'Invitación de un usuario',
    enviadaPor: 'Alta de un usuario de la empresa',
    variables: {
      nombre: V.nombre,
      nombreAdmin: v('Quien da el acceso', 'Marta Ruiz'),
      nombreEmpresa: V.nombreEmpresa,
      rol: v('Rol del usuario', 'Operador'),
      email: V.email,
      password: V.password,
      urlAcceso: V.urlAcceso,
    },
    subject: 'Te damos la bienvenida a Talentia, {{nombre}}',
    html:
      '<p>Hola {{nombre}}:</p><p>{{nombreAdmin}} te ha dado acceso a <strong>Talentia</strong> en <strong>{{nombreEmpresa}}</strong> con el rol {{rol}}.</p>' +
      '<p>Entra en <a href="{{urlAcceso}}">{{urlAcceso}}</a> con tu email <strong>{{email}}</strong> y esta contraseña:</p>' +
      '<p style="font-family:monospace;font-size:16px">{{password}}</p><p>Al entrar por primera vez te pediremos que elijas tu propia contraseña. Después podrás personalizar tu perfil.</p>',
  },
  resetPassword: {
    categoria: 'administracion',
    nombre: 'Restablecer contraseña',
    enviadaPor: '¿Olvidaste tu contraseña? (pantalla de acceso)',
    variables: { nombre: V.nombre, email: V.email, enlace: V.enlace, minutos: v('Minutos que vale el enlace', '30') },
    subject: 'Restablece tu contraseña de Talentia',
    html:
      '<p>Hola {{nombre}}:</p><p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de <strong>Talentia</strong> ({{email}}).</p>' +
      '<p>Para elegir una contraseña nueva, abre este enlace: <a href="{{enlace}}">{{enlace}}</a></p>' +
      '<p>El enlace caduca en {{minutos}} minutos y solo se puede usar una vez. Al restablecerla se cerrará la sesión en todos tus dispositivos.</p>' +
      '<p>Si no lo has solicitado tú, ignora este mensaje: tu contraseña no cambiará.</p>',
  },
  // Not in the spec's table (D96): the superadmins hear of a demo request from the sign-in page.
  solicitudDemo: {
    categoria: 'administracion',
    nombre: 'Nueva solicitud de demo',
    enviadaPor: 'Solicitud de demo gratuita (pantalla de acceso), a cada superadmin',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: v('Empresa que pide la demo', 'Acme Talento S.L.'),
      contacto: v('Nombre de quien la pide', 'Lucía Fernández'),
      emailContacto: v('Email de quien la pide', 'lucia@acme.es'),
      tamano: v('Número de empleados', '11-50'),
      mensaje: v('Mensaje de quien la pide (puede estar vacío)', 'Queremos probarlo con el equipo de selección.'),
      enlace: v('Panel de administración SaaS', 'https://app.talentia.example/saas-admin'),
      loPedido: v('Qué se pide (D162): «demo» o «alta de empresa»', 'demo'),
      unaPeticion: v('Qué se pide, con su artículo: «una demo» o «el alta de su empresa»', 'una demo'),
    },
    subject: 'Nueva solicitud de {{loPedido}}: {{nombreEmpresa}}',
    html: p(
      'Hola {{nombre}}:',
      '<strong>{{contacto}}</strong> ({{emailContacto}}) ha pedido {{unaPeticion}} para <strong>{{nombreEmpresa}}</strong>, de {{tamano}} empleados.',
      'Mensaje: {{mensaje}}',
      'Atiéndela desde el panel SaaS: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  // Not in the spec's table (D125): the person who asked for a demo hears that it was received.
  demoRecibida: {
    categoria: 'administracion',
    nombre: 'Solicitud de demo recibida',
    enviadaPor: 'Solicitud de demo gratuita (pantalla de acceso), a quien la pide',
    variables: {
      nombre: v('Nombre de quien pide la demo', 'Lucía Fernández'),
      nombreEmpresa: v('Empresa que pide la demo', 'Acme Talento S.L.'),
      diasConservacion: v('Días que se conservan los datos de la solicitud como máximo', '180'),
      loPedido: v('Qué se pide (D162): «demo» o «alta de empresa»', 'demo'),
      siguientePaso: v(
        'Lo que hará el equipo: acordar la demo (y, si os interesa, preparar la cuenta) o preparar la cuenta de la empresa',
        'acordar la demo y, si os interesa, preparar la cuenta de tu empresa',
      ),
    },
    subject: 'Hemos recibido tu solicitud de {{loPedido}} de Talentia',
    html: p(
      'Hola {{nombre}}:',
      'Gracias por tu interés en <strong>Talentia</strong>. Hemos recibido tu solicitud de {{loPedido}} para <strong>{{nombreEmpresa}}</strong>.',
      'Nuestro equipo la revisará y te escribirá a este email para {{siguientePaso}} con los datos que nos has dado, sin que tengas que volver a escribirlos.',
      'Guardamos los datos del formulario solo para atender esta solicitud, como máximo {{diasConservacion}} días. Si quieres que los borremos antes, responde a este email o escribe a la plataforma.',
      'Si no has pedido tú esta solicitud, ignora este mensaje.',
    ),
  },
  suscripcionCancelada: {
    categoria: 'administracion',
    nombre: 'Suscripción cancelada',
    enviadaPor: 'Cancelación de la suscripción de la empresa (Panel Sistema)',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: V.nombreEmpresa,
      plan: v('Plan de la suscripción', 'Professional'),
      fecha: v('Fecha de fin de la suscripción', '30/11/2026'),
      urlAcceso: V.urlAcceso,
    },
    subject: 'La suscripción de {{nombreEmpresa}} a Talentia se ha cancelado',
    html: p(
      'Hola {{nombre}}:',
      'La suscripción de <strong>{{nombreEmpresa}}</strong> al plan {{plan}} se ha cancelado con fecha {{fecha}}.',
      'Tus datos siguen guardados. Si quieres seguir usando Talentia, contacta con nosotros o entra en <a href="{{urlAcceso}}">{{urlAcceso}}</a>.',
    ),
  },
  // Not in the spec's table (D147): an endpoint of the company's webhooks was turned off.
  webhookDesactivado: {
    categoria: 'administracion',
    nombre: 'Webhook desactivado',
    enviadaPor: 'Un webhook de la empresa responde 410 o falla durante días y se desactiva, a cada administrador',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: V.nombreEmpresa,
      url: v('Dirección del webhook', 'https://ats.acme.es/webhooks/talentia'),
      motivo: v('Por qué se ha desactivado', 'lleva 5 días sin aceptar ninguna entrega'),
      enlace: v('Pantalla de integraciones', 'https://app.talentia.example/integraciones'),
    },
    subject: 'Se ha desactivado un webhook de {{nombreEmpresa}}',
    html: p(
      'Hola {{nombre}}:',
      'El webhook <strong>{{url}}</strong> de {{nombreEmpresa}} se ha desactivado porque {{motivo}}. Mientras siga desactivado no recibirá eventos.',
      'Revisa el registro de entregas y actívalo de nuevo en <a href="{{enlace}}">{{enlace}}</a>.',
    ),
  },
  // Not in the spec's table (D170): a company admin asks for a plan change from «Tu plan» (D164).
  solicitudCambioPlan: {
    categoria: 'administracion',
    nombre: 'Solicitud de cambio de plan',
    enviadaPor: 'Un administrador de empresa pide un cambio de plan desde «Tu plan», a cada superadmin',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: v('Empresa que pide el cambio', 'Acme Talento S.L.'),
      planActual: v('Plan que tiene ahora', 'Starter'),
      planPedido: v('Plan que pide', 'Professional'),
      pedidoPor: v('Email de quien lo pide', 'lucia@acme.es'),
      mensaje: v('Mensaje de quien lo pide (puede estar vacío)', 'Vamos a contratar a más gente este trimestre.'),
      enlace: v('Solicitudes del panel SaaS', 'https://app.talentia.example/saas-admin?tab=solicitudes'),
    },
    subject: '{{nombreEmpresa}} pide cambiar al plan {{planPedido}}',
    html: p(
      'Hola {{nombre}}:',
      '{{pedidoPor}} ha pedido cambiar el plan de <strong>{{nombreEmpresa}}</strong> de {{planActual}} a <strong>{{planPedido}}</strong>.',
      'Mensaje: {{mensaje}}',
      'Cambia el plan en Suscripciones y marca la solicitud como atendida en el panel SaaS: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  invitacionEntrevista: {
    categoria: 'candidatos',
    nombre: 'Invitación a la entrevista',
    enviadaPor: 'Programación de una entrevista (Entrevistas o la ficha del candidato), al candidato, con el evento para su calendario',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: V.servicio,
      fecha: V.fecha,
      zonaHoraria: V.zonaHoraria,
      disponibleHasta: V.disponibleHasta,
      duracion: V.duracion,
      enlace: V.enlace,
      enlaceMisDatos: MIS_DATOS.variable,
    },
    subject: '{{nombreEmpresa}} ‹te› invita a una entrevista: hora propuesta, {{fecha}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      '<strong>{{nombreEmpresa}}</strong> ‹te› invita a una entrevista ({{servicio}}). Hora propuesta: <strong>{{fecha}}</strong> (hora de {{zonaHoraria}}). Es una sugerencia: ‹puedes› hacerla cuando ‹te› venga bien hasta el {{disponibleHasta}}, cuando el enlace deja de funcionar. Duración estimada: {{duracion}} minutos.',
      'La entrevista la conduce un asistente de IA y su resultado lo revisa una persona del equipo de selección. Antes de empezar ‹te› pediremos ‹tu› consentimiento.',
      '‹Entra› desde este enlace personal (no lo ‹compartas›): <a href="{{enlace}}">{{enlace}}</a>',
      MIS_DATOS.parrafo,
    ),
  },
  // Not in the spec's table (D144): a reschedule tells the candidate the new date, and its calendar
  // event (same UID, higher SEQUENCE) moves the one the invitation put in their calendar.
  entrevistaReprogramada: {
    categoria: 'candidatos',
    nombre: 'Entrevista reprogramada',
    enviadaPor: 'Reprogramación de una entrevista (Entrevistas), al candidato, con el evento de su calendario actualizado',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: V.servicio,
      fecha: V.fecha,
      zonaHoraria: V.zonaHoraria,
      disponibleHasta: V.disponibleHasta,
      duracion: V.duracion,
      enlace: V.enlace,
      enlaceMisDatos: MIS_DATOS.variable,
    },
    subject: '{{nombreEmpresa}} ha cambiado ‹tu› entrevista: hora propuesta, {{fecha}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      '<strong>{{nombreEmpresa}}</strong> ha cambiado ‹tu› entrevista ({{servicio}}). Nueva hora propuesta: <strong>{{fecha}}</strong> (hora de {{zonaHoraria}}). Es una sugerencia: ‹puedes› hacerla cuando ‹te› venga bien hasta el {{disponibleHasta}}, cuando el enlace deja de funcionar. Duración estimada: {{duracion}} minutos.',
      '‹Tu› enlace personal sigue siendo el mismo (no lo ‹compartas›): <a href="{{enlace}}">{{enlace}}</a>',
      'Si tenías la entrevista en ‹tu› calendario, este email la cambia a la nueva fecha.',
      MIS_DATOS.parrafo,
    ),
  },
  // Not in the spec's table (D144): the cancellation reaches the candidate, and its calendar event
  // (METHOD:CANCEL) takes the interview off their calendar.
  entrevistaCancelada: {
    categoria: 'candidatos',
    nombre: 'Entrevista cancelada',
    enviadaPor: 'Cancelación de una entrevista programada (Entrevistas), al candidato, con la cancelación del evento de su calendario',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: V.servicio,
      fecha: V.fecha,
      zonaHoraria: V.zonaHoraria,
    },
    subject: '{{nombreEmpresa}} ha cancelado ‹tu› entrevista del {{fecha}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      '<strong>{{nombreEmpresa}}</strong> ha cancelado ‹tu› entrevista ({{servicio}}) del <strong>{{fecha}}</strong> (hora de {{zonaHoraria}}).',
      'El enlace que ‹te› enviamos ya no funciona. Si tenías la entrevista en ‹tu› calendario, este email la marca como cancelada.',
      'Si la empresa quiere volver a ‹entrevistarte|entrevistarle|entrevistarte›, ‹recibirás› una nueva invitación.',
    ),
  },
  recordatorioEntrevista: {
    categoria: 'candidatos',
    nombre: 'Recordatorio de entrevista',
    enviadaPor: 'Recordatorio automático antes de la entrevista',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      fecha: V.fecha,
      zonaHoraria: V.zonaHoraria,
      disponibleHasta: V.disponibleHasta,
      servicio: V.servicio,
      duracion: V.duracion,
      enlace: V.enlace,
      enlaceMisDatos: MIS_DATOS.variable,
    },
    subject: 'Recordatorio: ‹tu› entrevista con {{nombreEmpresa}}, hora propuesta {{fecha}}',
    html:
      '<p>Hola {{nombreCandidato}}:</p><p>‹Te› recordamos ‹tu› entrevista con <strong>{{nombreEmpresa}}</strong>. Hora propuesta: <strong>{{fecha}}</strong> (hora de {{zonaHoraria}}); ‹puedes› hacerla cuando ‹te› venga bien hasta el {{disponibleHasta}}.</p>' +
      '<p>Tipo de entrevista: {{servicio}}. Duración estimada: {{duracion}} minutos.</p>' +
      '<p>Cuando ‹quieras› empezar, ‹entra› desde este enlace: <a href="{{enlace}}">{{enlace}}</a></p>' +
      '<p>‹Te› recomendamos ‹conectarte|conectarse|conectarte› unos minutos antes, desde un lugar tranquilo y con buena conexión.</p>' +
      p(MIS_DATOS.parrafo),
  },
  resultadosEntrevista: {
    categoria: 'candidatos',
    nombre: 'Resultados de la entrevista',
    enviadaPor:
      'No sale sola: es el borrador del email de resultado (candidato seleccionado) que la persona edita y aprueba tras la revisión; sale como «Resultado y comentarios de tu entrevista»',
    variables: { nombreCandidato: V.nombreCandidato, nombreEmpresa: V.nombreEmpresa, mensaje: V.mensaje },
    subject: '‹Tu› entrevista con {{nombreEmpresa}}',
    html: p('Hola {{nombreCandidato}}:', 'Gracias por hacer la entrevista con <strong>{{nombreEmpresa}}</strong>.', '{{mensaje}}'),
  },
  rechazoCandidato: {
    categoria: 'candidatos',
    nombre: 'Proceso no continúa',
    enviadaPor:
      'La ficha del candidato rechazado, a petición de una persona; y, como borrador del email de resultado que la persona edita y aprueba tras la revisión, sale como «Resultado y comentarios de tu entrevista»',
    variables: { nombreCandidato: V.nombreCandidato, nombreEmpresa: V.nombreEmpresa, puesto: v('Puesto del proceso', 'Analista de datos') },
    subject: '‹Tu› candidatura en {{nombreEmpresa}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      'Gracias por ‹tu› interés en el puesto de {{puesto}} en <strong>{{nombreEmpresa}}</strong> y por el tiempo que nos ‹has› dedicado.',
      'Tras revisar ‹tu› candidatura, el equipo ha decidido no continuar ‹contigo› en este proceso. Guardaremos ‹tus› datos solo el tiempo que permite la ley y ‹puedes› pedir que los borremos respondiendo a este email.',
    ),
  },
  // Not in the spec's table (D148): the candidate's right of access, asked for without an account.
  enlaceMisDatos: {
    categoria: 'candidatos',
    nombre: 'Enlace a «Mis datos»',
    enviadaPor: '«Mis datos» (formulario público y pantalla final de la entrevista), si algún candidato tiene ese email',
    variables: { enlace: V.enlace, minutos: v('Minutos que vale el enlace', '15') },
    subject: '‹Tu› enlace para ver ‹tus› datos en Talentia',
    html: p(
      'Hola:',
      '‹Has› pedido ver los datos que las empresas guardan sobre ‹ti› en <strong>Talentia</strong> (‹tu› perfil, ‹tus› entrevistas con ‹tus› respuestas, los informes y las decisiones).',
      'Para verlos, ‹abre› este enlace: <a href="{{enlace}}">{{enlace}}</a>',
      'El enlace caduca en {{minutos}} minutos y solo se puede usar una vez.',
      'Si no lo ‹has› pedido ‹tú›, ‹ignora› este mensaje: nadie podrá ver ‹tus› datos sin este enlace.',
    ),
  },
  // Not in the spec's table (D150): the company's answer to the candidate's view on the assessment.
  respuestaImpugnacion: {
    categoria: 'candidatos',
    nombre: 'Respuesta a tu opinión sobre la evaluación',
    enviadaPor: 'La empresa responde, en el informe, a la opinión o la petición de revisión que el candidato envió desde «Mis datos»',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: v('Servicio de la entrevista', 'Entrevista por competencias'),
      resultado: v(
        'Qué fue de la evaluación: revisada por una persona tras la petición, o no cambiada (y por qué, en la respuesta)',
        'Una persona del equipo ha revisado la evaluación de tu entrevista después de tu petición.',
      ),
      respuesta: v('Respuesta de la empresa', 'Hemos revisado de nuevo tus respuestas y mantenemos la evaluación.'),
      respondidaPor: v('Quién responde, por su nombre', 'Lucía Fernández'),
      enlace: v('Enlace a «Mis datos»', 'https://app.talentia.example/mis-datos'),
    },
    subject: '{{nombreEmpresa}} ha respondido a ‹tu› opinión sobre la evaluación',
    html: p(
      'Hola {{nombreCandidato}}:',
      '<strong>{{nombreEmpresa}}</strong> ha respondido a la opinión que ‹enviaste› sobre la evaluación de ‹tu› entrevista ({{servicio}}).',
      '{{resultado}}',
      'Respuesta de {{respondidaPor}}: «{{respuesta}}»',
      '‹Puedes› verla también en «Mis datos», pidiendo un enlace aquí: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  // Not in the spec's table (D172): the company answers an adjustment request or writes in the thread.
  // Not in the spec's table (issue 65 item 7): the candidate is told at once that the interview arrived and what comes next.
  entrevistaRecibida: {
    categoria: 'candidatos',
    nombre: 'Entrevista recibida',
    enviadaPor: 'El candidato finaliza su entrevista: se le confirma que la hemos recibido y qué pasa después',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: V.servicio,
      enlace: v('Enlace a «Mis datos»', 'https://app.talentia.example/mis-datos'),
    },
    subject: 'Hemos recibido ‹tu› entrevista con {{nombreEmpresa}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      'Hemos recibido ‹tu› entrevista ({{servicio}}) para <strong>{{nombreEmpresa}}</strong>. No ‹tienes› que hacer nada más.',
      'Qué pasa ahora: se prepara un informe de ‹tus› respuestas y una persona de {{nombreEmpresa}} lo revisa antes de decidir. Cuando registre la decisión, la ‹verás› en «Mis datos».',
      'Mientras tanto, en «Mis datos» ‹puedes› ver ‹tus› respuestas y ‹tus› datos o pedir que se borren, pidiendo un enlace aquí: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  respuestaAyuda: {
    categoria: 'candidatos',
    nombre: 'Respuesta a tu ajuste o a tu mensaje',
    enviadaPor: 'Una persona de la empresa responde, en la entrevista, al ajuste que pidió el candidato o a su mensaje',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      servicio: v('Servicio de la entrevista', 'Entrevista por competencias'),
      titulo: v('Qué ha hecho la empresa', 'ha aceptado el ajuste que pediste'),
      respuesta: v('Respuesta de la empresa', 'Claro: tendrás todo el tiempo que necesites.'),
      respondidaPor: v('Quién responde, por su nombre', 'Lucía Fernández'),
      enlace: v('Enlace a «Mis datos»', 'https://app.talentia.example/mis-datos'),
    },
    subject: '{{nombreEmpresa}} {{titulo}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      '<strong>{{nombreEmpresa}}</strong> {{titulo}} ({{servicio}}).',
      'Respuesta de {{respondidaPor}}: «{{respuesta}}»',
      'La ‹verás› también en la página de ‹tu› entrevista y en «Mis datos»: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  // Not in the spec's table (D173, D180): the outcome and the feedback a person approved after the decision, in one mail.
  comentariosCandidato: {
    categoria: 'candidatos',
    nombre: 'Resultado y comentarios de tu entrevista',
    enviadaPor:
      'Una persona aprueba, tras registrar la decisión (candidato seleccionado o rechazado), el email con el resultado y, si la empresa tiene activado «Enviar comentarios al candidato», los comentarios',
    variables: {
      asunto: v(
        'Asunto que escribió la persona que revisa (parte de la plantilla «Resultados de la entrevista» o «Proceso no continúa»)',
        'Tu candidatura en Acme Talento S.L.',
      ),
      mensaje: v(
        'Mensaje con el resultado, tal como lo editó y aprobó la persona que revisa',
        'Hola Javier Ortega: Gracias por tu interés en el puesto de Analista de datos en Acme Talento S.L. y por el tiempo que nos has dedicado.',
      ),
      comentarios: v(
        'Puntos fuertes y aspectos a mejorar, cada uno con la cita literal de tu respuesta (o la pregunta a la que se refiere), y quién los aprobó; vacío si la empresa no envía comentarios',
        'Puntos fuertes: · Comunicación: explicaste con claridad cómo coordinaste al equipo («coordiné a un equipo de cinco personas»)',
      ),
      enlace: v('Enlace a «Mis datos»', 'https://app.talentia.example/mis-datos'),
    },
    obligatorias: ['asunto', 'mensaje', 'comentarios'],
    subject: '{{asunto}}',
    html:
      '<p style="white-space:pre-line">{{mensaje}}</p>' +
      '<p style="white-space:pre-line">{{comentarios}}</p>' +
      p('‹Puedes› verlo también en «Mis datos», pidiendo un enlace aquí: <a href="{{enlace}}">{{enlace}}</a>'),
  },
  // Not in the spec's table (D190): the outcome a person wrote once for many candidates of a vacancy.
  resultadoCandidatura: {
    categoria: 'candidatos',
    nombre: 'Resultado de tu candidatura',
    enviadaPor:
      'Una persona rechaza en bloque a candidatos de una vacante con el email que editó (parte de la plantilla «Proceso no continúa»): cada uno recibe el suyo, una sola vez',
    variables: {
      asunto: v('Asunto que escribió la persona, con los datos de cada candidato', 'Tu candidatura en Acme Talento S.L.'),
      mensaje: v(
        'Mensaje que escribió la persona, con los datos de cada candidato',
        'Hola Javier Ortega: Gracias por tu interés en el puesto de Analista de datos en Acme Talento S.L. y por el tiempo que nos has dedicado.',
      ),
    },
    obligatorias: ['asunto', 'mensaje'],
    subject: '{{asunto}}',
    html: '<p style="white-space:pre-line">{{mensaje}}</p>',
  },
  // Not in the spec's table (D149): a candidate asked from «Mis datos» that the company erase their data.
  borradoSolicitado: {
    categoria: 'administracion',
    nombre: 'Un candidato pide borrar sus datos',
    enviadaPor: 'Un candidato pide desde «Mis datos» que se borren sus datos, a cada administrador de la empresa',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: V.nombreEmpresa,
      nombreCandidato: V.nombreCandidato,
      fecha: v('Fecha en que se borrarán los datos si nadie se opone', '3 de diciembre de 2026'),
      enlace: v('Ficha del candidato', 'https://app.talentia.example/candidatos?candidato=abc123'),
    },
    subject: '{{nombreCandidato}} ha pedido que se borren sus datos',
    html: p(
      'Hola {{nombre}}:',
      '<strong>{{nombreCandidato}}</strong> ha pedido desde «Mis datos» que {{nombreEmpresa}} borre sus datos en Talentia.',
      'Se borrarán el <strong>{{fecha}}</strong>. Hasta entonces un administrador puede oponerse solo por un motivo legal, que debe escribir y que el candidato verá.',
      'Revisa la petición en la ficha del candidato: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  // Not in the spec's table (D149): the erasure the candidate asked for has been done.
  borradoConfirmado: {
    categoria: 'candidatos',
    nombre: 'Datos borrados a petición del candidato',
    enviadaPor: 'El borrado que el candidato pidió desde «Mis datos» se ha hecho',
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa },
    subject: '{{nombreEmpresa}} ha borrado ‹tus› datos',
    html: p(
      'Hola {{nombre}}:',
      'Como ‹pediste›, se han borrado los datos que <strong>{{nombreEmpresa}}</strong> guardaba sobre ‹ti› en Talentia: ‹tu› perfil, ‹tus› entrevistas con ‹tus› respuestas, los informes y las revisiones.',
      'Solo se conserva lo que no ‹te› identifica: el número de entrevistas que la empresa ya había consumido de su plan y un registro de que el borrado se hizo, sin ‹tu› nombre ni ‹tu› email.',
      'No ‹tienes› que hacer nada más. Este es el último email que ‹recibirás› sobre esos datos.',
    ),
  },
  // Not in the spec's table (D149, GDPR Art. 12(4)): the company objected to the erasure the
  // candidate asked for; they are told at once why, and where to complain.
  borradoOpuesto: {
    categoria: 'candidatos',
    nombre: 'Oposición de la empresa a un borrado pedido por el candidato',
    enviadaPor: 'Un administrador se opone, con un motivo legal, al borrado que el candidato pidió desde «Mis datos»',
    variables: {
      nombre: V.nombre,
      nombreEmpresa: V.nombreEmpresa,
      motivo: v('Motivo legal que escribió el administrador', 'Hay una reclamación laboral abierta sobre este proceso de selección.'),
      contacto: v('Email de contacto de la empresa', 'privacidad@acme.example'),
      autoridad: v(
        'Autoridad de protección de datos del país de la empresa (D216)',
        'la Agencia Española de Protección de Datos (aepd.es)',
      ),
    },
    // A stored text from before it named the country's authority is not sent (D180): the default is.
    obligatorias: ['autoridad'],
    subject: '{{nombreEmpresa}} no borrará ‹tus› datos por ahora',
    html: p(
      'Hola {{nombre}}:',
      '‹Pediste› desde «Mis datos» que <strong>{{nombreEmpresa}}</strong> borrara ‹tus› datos en Talentia. La empresa se ha opuesto por este motivo legal:',
      '<em>{{motivo}}</em>',
      '‹Tus› datos no se borrarán mientras ese motivo se mantenga. Si no ‹estás› de acuerdo, ‹escribe› a {{contacto}} o ‹presenta› una reclamación ante {{autoridad}}.',
    ),
  },
  // Not in the spec's table (D151): the retention period's warning, 7 days before the erasure.
  avisoRetencion: {
    categoria: 'candidatos',
    nombre: 'Aviso de borrado por plazo de conservación',
    enviadaPor: 'El trabajo de conservación, 7 días antes de borrar los datos de un candidato no seleccionado',
    variables: {
      nombreCandidato: V.nombreCandidato,
      nombreEmpresa: V.nombreEmpresa,
      fechaBorrado: v('Día en que se borrarán los datos', '3 de diciembre de 2026'),
      enlace: V.enlace,
    },
    subject: '{{nombreEmpresa}} borrará ‹tus› datos el {{fechaBorrado}}',
    html: p(
      'Hola {{nombreCandidato}}:',
      'Terminó ‹tu› proceso de selección con <strong>{{nombreEmpresa}}</strong> y ha pasado el plazo durante el que conserva los datos de las candidaturas. El <strong>{{fechaBorrado}}</strong> se borrarán por completo ‹tu› perfil, ‹tus› entrevistas con ‹tus› respuestas y los informes.',
      'Antes de esa fecha ‹puedes› descargar una copia desde «Mis datos»: <a href="{{enlace}}">{{enlace}}</a>',
      'Si ‹aceptaste› que ‹te› tengan en cuenta en futuros procesos, desde el mismo enlace ‹puedes› ampliar el plazo. Si no ‹haces› nada, ‹tus› datos se borrarán en esa fecha.',
      'El enlace solo se puede usar una vez; si caduca, ‹pide› otro en la página «Mis datos».',
    ),
  },
  entrevistaProgramada: {
    categoria: 'entrevistas',
    nombre: 'Entrevista programada',
    enviadaPor: null,
    variables: {
      nombre: V.nombre,
      nombreCandidato: V.nombreCandidato,
      servicio: V.servicio,
      fecha: V.fecha,
      zonaHoraria: V.zonaHoraria,
      enlace: V.enlace,
    },
    subject: 'Entrevista programada: {{nombreCandidato}} el {{fecha}}',
    html: p(
      'Hola {{nombre}}:',
      'Se ha programado la entrevista de <strong>{{nombreCandidato}}</strong> ({{servicio}}) el {{fecha}} (hora de {{zonaHoraria}}).',
      'Puedes seguirla en <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  entrevistaCompletada: {
    categoria: 'entrevistas',
    nombre: 'Entrevista completada',
    enviadaPor: null,
    variables: { nombre: V.nombre, nombreCandidato: V.nombreCandidato, servicio: V.servicio, enlace: V.enlace },
    subject: '{{nombreCandidato}} ha completado la entrevista',
    html: p(
      'Hola {{nombre}}:',
      '<strong>{{nombreCandidato}}</strong> ha completado la entrevista ({{servicio}}). La transcripción ya está disponible y el análisis está en marcha.',
      'Ver la entrevista: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  reporteListo: {
    categoria: 'entrevistas',
    nombre: 'Reporte listo',
    enviadaPor: 'Informe listo, de la IA o del analizador integrado (al correo de contacto de la empresa)',
    variables: { nombre: V.nombre, nombreCandidato: V.nombreCandidato, servicio: V.servicio, autoria: V.autoria, enlace: V.enlace },
    subject: 'El reporte de {{nombreCandidato}} está listo para revisar',
    html: p(
      'Hola {{nombre}}:',
      'El reporte de la entrevista de <strong>{{nombreCandidato}}</strong> ({{servicio}}) está listo. {{autoria}}: revísalo antes de decidir.',
      'Revisar el reporte: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  seguimiento: {
    categoria: 'entrevistas',
    nombre: 'Seguimiento',
    enviadaPor: null,
    variables: { nombreCandidato: V.nombreCandidato, nombreEmpresa: V.nombreEmpresa, mensaje: V.mensaje },
    subject: 'Seguimiento de tu proceso con {{nombreEmpresa}}',
    html: p('Hola {{nombreCandidato}}:', '{{mensaje}}', 'Un saludo del equipo de selección de <strong>{{nombreEmpresa}}</strong>.'),
  },
  // Not in the spec's table (D172): a candidate asked for an adjustment or wrote to a person.
  ayudaCandidato: {
    categoria: 'entrevistas',
    nombre: 'Un candidato pide un ajuste o escribe',
    enviadaPor:
      'El candidato pide un ajuste o escribe a una persona desde su entrevista o «Mis datos»: a los administradores y a quien la programó',
    variables: {
      nombre: V.nombre,
      titulo: V.titulo,
      detalle: v('Qué pide o escribe el candidato', 'Ana López pide un ajuste en su entrevista: Más tiempo. «Necesito pausas.»'),
      enlace: V.enlace,
    },
    subject: '{{titulo}}',
    html: p('Hola {{nombre}}:', '{{detalle}}', 'Respóndele desde la entrevista: <a href="{{enlace}}">{{enlace}}</a>'),
  },
  reporteSemanal: {
    categoria: 'reportes',
    nombre: 'Reporte semanal',
    enviadaPor: null,
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa, periodo: V.periodo, resumen: V.resumen, enlace: V.enlace },
    subject: 'Resumen semanal de {{nombreEmpresa}} ({{periodo}})',
    html: p(
      'Hola {{nombre}}:',
      'Esta es la actividad de <strong>{{nombreEmpresa}}</strong> {{periodo}}: {{resumen}}.',
      'Ver los reportes: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  reporteMensual: {
    categoria: 'reportes',
    nombre: 'Reporte mensual',
    enviadaPor: null,
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa, periodo: V.periodo, resumen: V.resumen, enlace: V.enlace },
    subject: 'Resumen mensual de {{nombreEmpresa}} ({{periodo}})',
    html: p(
      'Hola {{nombre}}:',
      'Esta es la actividad de <strong>{{nombreEmpresa}}</strong> {{periodo}}: {{resumen}}.',
      'Ver los reportes: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  reportePersonalizado: {
    categoria: 'reportes',
    nombre: 'Reporte personalizado',
    enviadaPor: null,
    variables: { nombre: V.nombre, nombreEmpresa: V.nombreEmpresa, titulo: V.titulo, resumen: V.resumen, enlace: V.enlace },
    subject: '{{titulo}} — {{nombreEmpresa}}',
    html: p(
      'Hola {{nombre}}:',
      'Tu reporte «{{titulo}}» de <strong>{{nombreEmpresa}}</strong> está listo: {{resumen}}.',
      'Abrirlo: <a href="{{enlace}}">{{enlace}}</a>',
    ),
  },
  alertas: {
    categoria: 'reportes',
    nombre: 'Alertas',
    enviadaPor: null,
    variables: { nombre: V.nombre, titulo: V.titulo, mensaje: V.mensaje, enlace: V.enlace },
    subject: 'Aviso de Talentia: {{titulo}}',
    html: p('Hola {{nombre}}:', '<strong>{{titulo}}</strong>', '{{mensaje}}', 'Más información: <a href="{{enlace}}">{{enlace}}</a>'),
  },
} satisfies Record<PlantillaId, DefinicionPlantilla>;

/** The templates in Spain's Spanish: what the Email panel shows, edits and restores, and what is stored. */
export const DEFINICION_PLANTILLAS = Object.fromEntries(
  Object.entries(ESCRITAS).map(([id, d]) => [id, { ...d, subject: enVariante(d.subject), html: enVariante(d.html) }]),
) as unknown as typeof ESCRITAS;

/**
 * A template's default subject and body in a candidate's Spanish (D215): usted or voseo where the
 * template is the candidate's and marked; the same as DEFINICION_PLANTILLAS for the others and for Spain's.
 */
export function textoEnVariante(id: PlantillaId, variante: VarianteEspanol): { subject: string; html: string } {
  const d: DefinicionPlantilla = ESCRITAS[id];
  return { subject: enVariante(d.subject, variante), html: enVariante(d.html, variante) };
}

/**
 * A candidate's mail in their company's Spanish (D215): while the stored text is still the default
 * (Spain's), the default in the candidate's variant goes; a text the platform edited goes as written.
 */
export function enSuEspanol<T extends { subject: string; html: string }>(id: PlantillaId, t: T, variante: VarianteEspanol | undefined): T {
  if (!variante || variante === 'es') return t;
  const def = DEFINICION_PLANTILLAS[id];
  return t.subject === def.subject && t.html === def.html ? { ...t, ...textoEnVariante(id, variante) } : t;
}

/** The send log's name for test-smtp's email (not a template: it is not editable). */
export const PLANTILLA_PRUEBA = 'pruebaSmtp';

/** The values a template needs, by name (what the code that sends it must pass). */
export type VariablesDe<T extends PlantillaId> = Record<keyof (typeof ESCRITAS)[T]['variables'] & string, string>;

export function definicionDe(id: PlantillaId): DefinicionPlantilla {
  return DEFINICION_PLANTILLAS[id];
}

/** Sample values of a template's placeholders, for the preview and the test email. */
export function ejemploDe(id: PlantillaId): Record<string, string> {
  return Object.fromEntries(Object.entries(definicionDe(id).variables).map(([k, d]) => [k, d.ejemplo]));
}
