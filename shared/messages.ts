// Why one module: data, not logic: the spec's user-facing texts, verbatim, in the one catalogue both
// sides read.
// The Spanish user-facing texts of the specification's error catalogues (part 1 §8, part 2 §8),
// verbatim, plus the server's own texts that the spec leaves open (marked "servidor").
// Placeholders are written `{name}` and filled with `fmt()`; keep them as the spec writes them.

/** Fills `{name}` placeholders; an unknown placeholder is left as it is. */
export function fmt(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(vars, key) ? String(vars[key]) : whole,
  );
}

export const PRODUCT_NAME = 'Talentia';

/** Part 1 §8.1: transport errors shown by the web client. */
export const transporte = {
  respuestaNoOk: 'Error {status}',
  timeout: 'Timeout: El servidor tardó demasiado en responder',
  conexion: 'Error de conexión',
  conexionAyuda:
    'No se pudo contactar con el servidor de Talentia. Si trabajas en local, comprueba que el servidor está en marcha con "npm start" (API en http://localhost:3001) y vuelve a intentarlo.',
} as const;

/** Part 1 §2.2, §8.2: login. */
export const login = {
  proveedorNoConfigurado: 'El login con {provider} no está configurado en este momento.',
  fallbackError: 'Error conectando con el servidor',
  errorCritico: 'Error interno del sistema. Por favor, intenta nuevamente o contacta al administrador.',
  errorInesperado: 'Error inesperado: {detalle}',
  bienvenida: '¡Bienvenido a {product}, {nombre}!',
  cargando: 'Cargando {product}...',
  inicializada: 'Aplicación inicializada correctamente',
} as const;

/** Part 1 §8.3: social-login callback (query parameter `error`). */
export const oauth = {
  google_failed: 'Error al autenticarse con {provider}',
  microsoft_failed: 'Error al autenticarse con {provider}',
  google_callback_failed: 'Error en el callback de {provider}',
  microsoft_callback_failed: 'Error en el callback de {provider}',
  desconocido: 'Error desconocido en la autenticación',
  sinToken: 'No se recibió el token de autenticación',
  errorProcesando: 'Error al procesar la autenticación',
  exito: 'Autenticación exitosa',
  reintentar: 'Intentar nuevamente',
  /**
   * Shown under '{provider}_failed' whatever the cause (an account Talentia does not know, a
   * refusal at the provider): the same words for every email, so the screen never tells whether
   * an email has an account.
   */
  ayudaCuenta:
    'Solo pueden iniciar sesión las cuentas que tu empresa ha creado en Talentia. Si necesitas acceso, pide al administrador de tu empresa que te dé de alta.',
} as const;

/** Part 1 §5, §8.4: companies, plans, admins, services. */
export const empresas = {
  /** The companies' search field (Empresas, the SaaS panel's tenants): its name and placeholder. */
  busqueda: { etiqueta: 'Buscar empresas', placeholder: 'Buscar por nombre o email...' },
  /** A search page read a bounded stretch of the index (D108) and none matched there, with more left to read. */
  sinCoincidenciasAun: 'Ninguna empresa de las revisadas hasta ahora coincide: carga más para seguir buscando.',
  /** The list's filter by the missing transfer safeguard (issue 67 item 8). */
  filtroGarantia: 'El filtro de garantía solo admite «falta» (empresas a las que les falta la garantía de datos)',
  cargaFallida: 'No se pudo conectar con el servicio de base de datos de documentos. Por favor, verifica tu conexión e inténtalo de nuevo.',
  reintentarConexion: 'Reintentar conexión',
  errorCreando: 'Error creando empresa...',
  errorActualizando: 'Error actualizando empresa...',
  errorEliminando: 'Error eliminando empresa...',
  noEncontrada: 'Empresa {id} no encontrada',
  errorServiciosHr: 'Error obteniendo servicios HR desde API',
  errorLicencias: 'Error obteniendo licencias activas',
  errorAdmin: 'Error creando administrador',
  errorCritico: 'Error crítico: {detail}',
  guardadoFallido: 'No se pudo guardar la empresa en la base de datos de documentos. Por favor, inténtalo de nuevo.',
  errorCreandoAdmin: 'Error creando administrador: {message}',
  camposObligatorios: 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)',
  /** A company email that is written but is not an email (D124): its own message, on the field. */
  emailInvalido: 'Introduce un email válido',
  /** The licence total typed below the active count is refused, never raised silently (D124). */
  licenciasTotalesMenores: 'Las licencias totales no pueden ser menos que las activas',
  sinAdministrador: 'La empresa se creará sin administrador: nadie podrá entrar hasta que crees uno en Usuarios',
  datosAdministrador: 'Por favor complete los datos del administrador',
  contrasenasNoCoinciden: 'Las contraseñas no coinciden',
  contrasenaCorta: 'La contraseña debe tener al menos 8 caracteres',
  serviciosAsignados: 'Servicios asignados correctamente',
  errorAsignandoServicios: 'Error al asignar servicios a la empresa',
  errorGuardandoConfiguracion: 'Error al guardar configuración',
  sinEmpresaUsuario: 'No se encontró empresa asociada al usuario',
  /** servidor */
  creada: 'Empresa creada correctamente',
  actualizada: 'Empresa actualizada correctamente',
  adminCreado: 'Administrador creado correctamente',
  cifDuplicado: 'Ya existe una empresa con el CIF {cif}',
  subdominioDuplicado: 'El subdominio {subdominio} ya está en uso',
  modificadaPorOtro: 'La empresa fue modificada por otra persona. Recarga e inténtalo de nuevo.',
  soloSuperAdmin: 'Solo el Super Admin puede cambiar: {campos}',
  // The representative a company without an establishment in its country names there (issue 67 item 7).
  representanteNombre: 'Escribe el nombre del representante (hasta 200 caracteres)',
  representanteContacto: 'Escribe cómo contactar con el representante: un email, un teléfono o una dirección (hasta 300 caracteres)',
  emailCredenciales: 'no se pudo enviar el email de credenciales',
  /** servidor: deleting a company, a queued job (D72) */
  eliminacionEnCurso: 'Eliminación de la empresa en curso',
  eliminacionYaEnCurso: 'La eliminación de esta empresa ya está en curso',
  eliminacionFallida: 'La eliminación se detuvo por un error. Vuelve a solicitarla para continuar: lo ya borrado no se repite.',
  /** The 403 of every request of a user whose company is being deleted. */
  accesoEmpresaEliminandose: 'Tu empresa se está eliminando: ya no es posible acceder a Talentia.',
  noModificableEliminandose: 'La empresa se está eliminando: ya no se puede modificar',
  /** web: the Estado badge of a company being deleted */
  estadoEliminando: 'Eliminando… ({borrados}/{total} usuarios)',
  progresoEliminacionEtiqueta: 'Progreso de la eliminación',
  estadoEliminacionFallida: 'Eliminación fallida',
} as const;

/** Part 1 §5, §8.4: strategic plan file. */
export const planEstrategico = {
  nombreObligatorio: 'El nombre del plan es obligatorio',
  /** servidor */
  nombreLargo: 'El nombre del plan no puede tener más de {max} caracteres',
  textoLargo: 'El texto del plan no puede tener más de {max} caracteres',
  textoRecortado:
    'Plan estratégico guardado. El texto del archivo supera {max} caracteres: se ha cargado solo el principio; el archivo completo queda guardado.',
  tipoArchivo: 'Solo se permiten archivos PDF, DOC, DOCX o TXT',
  tamanoArchivo: 'El archivo no puede ser mayor a 10MB',
  sinEmpresa: 'No se pudo obtener el ID de la empresa',
  errorSubida: 'Error al subir archivo: {status} - {text}',
  errorDescarga: 'Error al descargar el archivo',
  errorVisualizar: 'Error al visualizar el archivo',
  archivoVacio: 'El archivo está vacío',
  /** servidor: the content must be what the extension says (D117). */
  contenidoNoCoincide: 'El contenido del archivo no corresponde a un archivo {tipo} válido',
  errorEliminar: 'Error al eliminar plan estratégico',
  /** servidor */
  sinArchivo: 'El plan estratégico no tiene archivo',
  subidaNoEncontrada: 'No se encontró el archivo subido. Vuelve a subirlo.',
  guardado: 'Plan estratégico guardado correctamente',
  eliminado: 'Plan estratégico eliminado correctamente',
} as const;

/** Part 1 §2.8, §5: areas (the spec requires the name; the text is the server's). */
export const areas = {
  nombreObligatorio: 'El nombre del área es obligatorio',
  noEncontrada: 'Área no encontrada',
  conCandidatos: 'No se puede eliminar el área: tiene {n} candidato(s) asignado(s). Reasígnalos primero.',
  creada: 'Área creada correctamente',
  actualizada: 'Área actualizada correctamente',
  eliminada: 'Área eliminada correctamente',
  seleccionaEmpresa: 'Selecciona una empresa',
  /** servidor */
  nombreDuplicado: 'Ya existe un área llamada «{nombre}» en esta empresa',
} as const;

/** Part 1 §8.4: generic CRUD texts. `{entidad}` is one of empresa, usuario, candidato, entrevista, plantilla de servicio. */
export const crud = {
  errorAgregar: 'Error al agregar {entidad}',
  errorActualizar: 'Error al actualizar {entidad}',
  errorEliminar: 'Error al eliminar {entidad}',
  agregado: '{Entidad} agregado correctamente',
  actualizada: '{Entidad} actualizada correctamente',
  eliminado: '{Entidad} eliminado correctamente',
} as const;

/** Part 1 §5, §8.4 and part 2 §8: avatar and profile. */
export const perfil = {
  archivoNoImagen: 'El archivo debe ser una imagen',
  sinArchivo: 'No se proporcionó archivo',
  errorSubiendoImagen: 'Error subiendo la imagen. Inténtalo de nuevo.',
  errorActualizando: 'Error al actualizar perfil. Inténtalo de nuevo.',
  actualizado: 'Perfil actualizado correctamente',
  sinConfirmacion: 'No se recibió confirmación del servidor',
  /** servidor: the spec sets no size; a Lambda request carries 6 MB at most. */
  imagenDemasiadoGrande: 'La imagen no puede ser mayor a 4MB',
  /** servidor: the content is checked, not the name (D117). */
  imagenNoValida: 'El archivo no es una imagen válida: se admiten PNG, JPEG, GIF, WebP, AVIF, BMP o SVG',
  imagenDanada: 'La imagen está dañada o incompleta',
  imagenDimensiones: 'La imagen debe medir entre 1 y {max} píxeles de lado',
  imagenTipoNoCoincide: 'El contenido del archivo ({detectado}) no coincide con su tipo ({declarado})',
} as const;

/** servidor: sign-in, session and users (the spec leaves these texts open). */
export const auth = {
  credencialesInvalidas:
    'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
  sinPerfil: 'Tu usuario no tiene acceso a la plataforma. Contacta con el administrador de tu empresa.',
  sesionExpirada: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  sesionCerrada: 'Sesión cerrada correctamente',
  demasiadosIntentos: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  /** Login throttling (429); `{espera}` is '1 minuto' or 'N minutos'. */
  demasiadosIntentosLogin: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {espera}.',
  proveedorNoSoportado: 'Proveedor de autenticación no soportado',
  emailDuplicado: 'Ya existe un usuario con el email {email}',
  limiteUsuarios: 'Se alcanzó el límite de usuarios de tu plan ({limite}). Amplía el plan o elimina usuarios.',
  usuarioNoEncontrado: 'Usuario no encontrado',
  noCambiarPropioRol: 'No puedes cambiar tu propio rol ni tu empresa',
  noDesactivarseASiMismo: 'No puedes desactivarte ni eliminarte a ti mismo',
  empresaRequerida: 'Indica la empresa del usuario (empresaId)',
  usuarioCreado: 'Usuario agregado correctamente',
  usuarioActualizado: 'Usuario actualizado correctamente',
  usuarioEliminado: 'Usuario eliminado correctamente',
} as const;

/** Two factors (issue 45 part 3, D155): the sign-in code step, enrolment, recovery codes and a reset. */
export const segundoFactor = {
  codigoIncorrecto: 'El código no es correcto. Comprueba la hora de tu teléfono y usa el código actual.',
  codigoYaUsado: 'Ese código ya se ha usado. Espera al siguiente código de tu aplicación.',
  pasoCaducado: 'El paso de verificación ha caducado. Inicia sesión de nuevo.',
  codigoRecuperacionIncorrecto: 'El código de recuperación no es válido o ya se ha usado.',
  sinSegundoFactor: 'Esta cuenta no tiene segundo factor configurado: inicia sesión con tu email y contraseña.',
  activado: 'Verificación en dos pasos activada',
  restablecido: 'Segundo factor restablecido: el usuario lo configurará de nuevo al iniciar sesión.',
  soloOtrosAdmins: 'Solo se puede restablecer el segundo factor de otro superadmin o de un administrador',
  ajusteEtiqueta: 'Exigir verificación en dos pasos a los administradores',
  ajusteAyuda:
    'Los administradores de la empresa tendrán que entrar con un código de una aplicación de autenticación además de su contraseña. La configuran la próxima vez que inicien sesión.',
  restablecer: 'Restablecer segundo factor',
  restablecerConfirmar:
    '{nombre} tendrá que configurar de nuevo la verificación en dos pasos la próxima vez que inicie sesión. Sus códigos de recuperación dejarán de servir. Queda anotado en el registro de supervisión.',
  accesoSocialNoPermitido:
    'Tu cuenta exige verificación en dos pasos: inicia sesión con tu email, tu contraseña y el código de tu aplicación.',
} as const;

/**
 * servidor: password change, recovery and the change a user must make at first sign-in (D36,
 * D37, D38). The length and match rules reuse the spec's texts (empresas.contrasenaCorta,
 * empresas.contrasenasNoCoinciden).
 */
export const password = {
  actualObligatoria: 'La contraseña actual es obligatoria',
  nuevaObligatoria: 'La nueva contraseña es obligatoria',
  actualIncorrecta: 'La contraseña actual no es correcta',
  igualALaActual: 'La nueva contraseña debe ser distinta de la actual',
  /** Cognito's own policy refused it (in AWS it may be stricter than the spec's 8 characters). */
  rechazadaPorPolitica: 'La contraseña no cumple la política de seguridad: usa al menos 8 caracteres',
  /** The blocklist of common and breached passwords (NIST SP 800-63B; shared/password-politica.ts). */
  comun: 'Esa contraseña es demasiado común o ha aparecido en filtraciones; elige otra',
  /** The password contains the email's name or a word of the person's name. */
  datosPersonales: 'La contraseña no puede contener tu nombre ni tu email',
  cambiada: 'Contraseña cambiada correctamente. Se ha cerrado la sesión en tus otros dispositivos.',
  /** 403 of every route but the change itself while the user must choose a password. */
  cambioObligatorio: 'Debes cambiar tu contraseña antes de continuar.',
  /** The answer to every recovery request, whether or not the email has an account. */
  recuperacionSolicitada:
    'Si el email corresponde a un usuario activo, recibirás en unos minutos un enlace para restablecer tu contraseña. El enlace caduca en {minutos} minutos y solo se puede usar una vez.',
  demasiadasSolicitudes: 'Demasiadas solicitudes de restablecimiento. Inténtalo de nuevo en {espera}.',
  enlaceInvalido: 'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Solicita uno nuevo.',
  restablecida: 'Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.',
  /** 403 of a sign-in Cognito refuses until the password is reset (RESET_REQUIRED); the web opens recovery with it. */
  restablecimientoObligatorio: 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.',
  /** The web's fallback when a call fails without a message of the server. */
  errorCambiando: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
  errorSolicitando: 'No se pudo enviar la solicitud. Inténtalo de nuevo.',
} as const;

/** Part 2 §8: candidates and HR services. */
export const candidatos = {
  errorCargando: 'Error al cargar candidatos: {message}',
  errorDesconocido: 'Error desconocido',
  noObtenido: 'No se pudo obtener el candidato',
  noCreado: 'No se pudo crear el candidato',
  noActualizado: 'No se pudo actualizar el candidato',
  noEliminado: 'No se pudo eliminar el candidato',
  sinEstadisticas: 'No se pudieron obtener las estadísticas',
  /** servidor */
  creado: 'Candidato creado correctamente',
  actualizado: 'Candidato actualizado correctamente',
  eliminado: 'Candidato eliminado correctamente',
  noEncontrado: 'Candidato no encontrado',
  nombreObligatorio: 'El nombre del candidato es obligatorio',
  nombreLargo: 'El nombre no puede superar los 200 caracteres',
  experienciaInvalida: 'Los años de experiencia deben ser un número entero entre 0 y 70',
  demasiadasHabilidades: 'Un candidato puede tener como máximo 50 habilidades',
  emailDuplicado: 'Ya existe un candidato con el email {email} en esta empresa',
  limite: 'Se ha alcanzado el límite de {candidatos} del plan',
  areaNoEncontrada: 'El área indicada no existe en esta empresa',
  transicionNoPermitida: 'No se puede pasar un candidato de «{de}» a «{a}»',
  nuevoTitulo: 'Nuevo candidato',
  nuevoMensaje: '{nombre} ({email}) se ha añadido a los candidatos de {empresa}',
  verCandidatos: 'Ver candidatos',
  exportacionEnlace: 'La exportación es grande: descárgala desde el enlace, válido durante 5 minutos',
} as const;

/** A list's CSV export in the browser (the Candidatos and Entrevistas screens, a vacancy's candidates; D186). */
export const exportacionCsv = {
  boton: 'Exportar CSV',
  descargado: 'Descargado {nombre}',
  noExportado: 'No se pudo exportar',
} as const;

/** What an HR team sends and keeps beside a candidate (D163): the CV, the invitation resent, the rejection mail. */
export const enviosCandidato = {
  cvSinArchivo: 'Elige el archivo del CV (PDF o DOCX)',
  cvTipo: 'El CV debe ser un PDF o un documento de Word (.docx)',
  cvContenido: 'El archivo no es un {tipo} válido: su contenido no coincide con su extensión',
  cvTamano: 'El CV no puede superar los 4 MB',
  cvVacio: 'El archivo del CV está vacío',
  cvGuardado: 'CV guardado correctamente',
  cvNoHay: 'Este candidato no tiene CV',
  cvQuitado: 'CV quitado: el archivo se ha borrado',
  reenvioEnviado: 'Invitación reenviada a {email} con el mismo enlace',
  reenvioNoEnviado: 'No se pudo reenviar la invitación por email: copia el enlace y envíalo tú',
  reenvioMaximo: 'Ya se ha reenviado esta invitación {max} veces: copia el enlace y envíalo tú si el candidato no la recibe',
  reenvioPronto: 'La invitación se reenvió hace menos de {minutos} minutos: espera un poco antes de volver a enviarla',
  rechazoSoloRechazado: 'Solo se puede enviar el email de rechazo a un candidato en estado «Rechazado»: cambia antes su estado',
  rechazoYaEnviado: 'El email de rechazo ya se envió a este candidato el {fecha}',
  rechazoBorradoPendiente: 'El candidato pidió que se borren sus datos (se borrarán el {fecha}): no se le envían más emails del proceso',
  rechazoDesactivado: 'La plantilla «Proceso no continúa» está desactivada en la configuración de email: no se ha enviado',
  rechazoEnviado: 'Email de rechazo enviado a {email}',
  rechazoEntrevistaAbierta: 'El candidato tiene una entrevista programada o en curso: cancélala antes de enviarle el email de rechazo',
  reenvioRechazado: 'El candidato está rechazado: no se le reenvía la invitación. Cancela la entrevista o cambia antes su estado',
  rechazoNoEnviado: 'No se pudo enviar el email de rechazo: inténtalo de nuevo más tarde',
} as const;

/** Candidates CSV import (D57). */
export const importacion = {
  aceptada: 'Importación en curso: {filas}',
  archivoVacio: 'El archivo no tiene filas de candidatos',
  archivoGrande: 'El archivo supera el máximo de 2 MB',
  demasiadasFilas: 'El archivo tiene {filas}; el máximo es {max}',
  csvIlegible: 'El archivo no es un CSV válido (línea {linea}): {detalle}',
  faltanColumnas: 'Faltan columnas obligatorias en la cabecera: {columnas}',
  columnasFila: 'La fila tiene {columnas} y la cabecera {m}',
  areaDesconocida: 'El área «{area}» no existe en esta empresa',
  emailDuplicadoArchivo: 'Ya existe un candidato con el email {email} en esta empresa',
  sinCupo: 'Se ha alcanzado el límite de {candidatos} del plan',
  noEncontrada: 'Importación no encontrada',
  fallida: 'La importación se detuvo por un error; las filas ya procesadas se conservan',
  resumenTitulo: 'Importación de candidatos terminada',
  resumenMensaje: '{archivo}: {creados}, {duplicados}, {invalidos}, {sinCupo} sin cupo',
  verCandidatos: 'Ver candidatos',
  /** web */
  boton: 'Importar CSV',
  titulo: 'Importar candidatos desde CSV',
  ayuda:
    'Un archivo CSV en UTF-8 (con o sin BOM), separado por «;» o «,», con una fila de cabecera. Habilidades separadas por «;» (entre comillas si el archivo usa «;»). Hasta 5.000 filas y 2 MB.',
  elegir: 'Archivo CSV',
  elegirBoton: 'Elegir archivo',
  ningunArchivo: 'Ningún archivo elegido',
  sinArchivo: 'Elige un archivo CSV',
  subir: 'Importar',
  procesando: 'Procesando {procesadas} de {total} filas…',
  progresoEtiqueta: 'Progreso de la importación de candidatos',
  terminada: 'Importación terminada',
  errorSubida: 'No se pudo importar el archivo: {message}',
  errorEstado: 'No se pudo obtener el estado de la importación',
  cerrar: 'Cerrar',
  filasNoCreadas: 'Filas no creadas',
  todasCreadas: 'Todas las filas se crearon',
  verMas: 'Ver más filas',
  // An import into a vacancy (D191).
  anadidoAVacante: 'Añadido a la vacante',
  yaEnVacante: 'Ya estaba en la vacante',
  candidatoBorrado: 'El candidato se borró mientras se importaba: no se añade a la vacante',
  verVacantes: 'Ver vacantes',
  resumenVacante: '{archivo} en «{vacante}»: {anadidos} a la vacante; {creados}, {duplicados}, {invalidos}, {sinCupo} sin cupo',
  tituloVacante: 'Importar candidatos a «{vacante}»',
  ayudaVacante:
    'Cada candidato del archivo se añade a la vacante en la etapa «Nuevo»; si ya existe en la empresa (mismo email), se añade el que ya hay.',
  filasVacante: 'Filas no creadas o no añadidas a la vacante',
  todasAnadidas: 'Todas las filas se añadieron a la vacante',
} as const;

export const serviciosHr = {
  errorCargando: 'Error al cargar servicios HR: {message}',
  errorConexion: 'Error de conexión: verifica que el servidor esté ejecutándose en el puerto 3001',
  errorCrear: 'Error al crear servicio: {message}',
  errorActualizar: 'Error al actualizar servicio: {message}',
  errorEliminar: 'Error al eliminar servicio: {message}',
  soloSuperAdmin: 'Solo el Super Admin puede crear/actualizar/eliminar/editar servicios HR',
  creado: 'Servicio creado correctamente',
  actualizado: 'Servicio actualizado correctamente',
  eliminado: 'Servicio eliminado correctamente',
  noEncontrado: 'Servicio HR {codigo} no encontrado',
  codigoExiste: 'Ya existe un servicio con el código {codigo}',
  modificadoPorOtro: 'Otra persona ha modificado este servicio (versión {version}). Recarga para ver sus cambios antes de guardar.',
  enUso:
    'No se puede eliminar el servicio: tiene {n} entrevista(s) programada(s). Desactívalo para que no se programen más; podrás eliminarlo cuando no quede ninguna.',
  variableDesconocida: 'Variable desconocida en el prompt: {variables}. Variables permitidas: {permitidas}',
  competenciaRepetida: 'La competencia «{competencia}» está repetida en la rúbrica',
  competenciaFueraDeRubrica: 'La competencia «{competencia}» no está en la rúbrica: añádela con sus anclas o elige una de la rúbrica',
  /** A card whose template the company is not offered (not contracted, or its AI provider switched off). */
  noDisponible: 'No disponible para la empresa',
  noDisponibleDetalle: 'No está contratado o su proveedor de IA está desactivado en la configuración de la empresa.',
} as const;

/** A company's own interview templates (D164). */
export const plantillasPropias = {
  nombreObligatorio: 'El nombre de la plantilla es obligatorio',
  desdeObligatorio: 'Elige la plantilla de la plataforma de la que partir',
  versionObligatoria: 'Indica la versión que editaste',
  sinFases: 'La plantilla necesita al menos una fase con preguntas',
  sinRubrica: 'La plantilla necesita una rúbrica con al menos una competencia',
  baseNoEncontrada: 'No existe la plantilla de la plataforma {codigo}',
  baseNoContratada: 'Tu empresa no tiene contratado el servicio «{servicio}»: no puede partir de esa plantilla',
  noEncontrada: 'Plantilla no encontrada',
  versionNoEncontrada: 'La plantilla no tiene la versión {version}',
  modificadaPorOtro: 'Otra persona ha guardado esta plantilla (versión {version}). Recarga para ver sus cambios antes de guardar.',
  nombreCopia: '{nombre} (copia)',
  creada: 'Plantilla creada: ya puedes editarla y programar entrevistas con ella',
  actualizada: 'Plantilla guardada como versión {version}',
  errorGuardar: 'No se pudo guardar la plantilla: {message}',
  errorCrear: 'No se pudo crear la plantilla: {message}',
  maximo: 'Tu empresa ya tiene {max} plantillas propias, el máximo: edita una de ellas en lugar de crear otra',
  codigoReservado: 'Los códigos que empiezan por «propia-» son de las plantillas de las empresas',
} as const;

/** A new company's first steps on the dashboard (D164). */
export const primerosPasos = {
  nadaQueCambiar: 'Indica si ocultas la lista (oculta) o aceptas el analizador integrado (analizadorAceptado)',
  oculta: 'Lista de primeros pasos ocultada',
  visible: 'Lista de primeros pasos visible de nuevo',
  analizador: 'Usarás el analizador integrado: sin clave de IA, los informes los prepara el analizador de Talentia',
} as const;

/** The admin's request for a plan change (D164). */
export const cambioPlan = {
  planObligatorio: 'Elige el plan que quieres',
  planNoDisponible: 'El plan {plan} no está disponible',
  mismoPlan: 'Tu empresa ya tiene el plan {plan}',
  enviada: 'Solicitud enviada: el equipo de Talentia te contactará para el cambio al plan {plan}',
  notificacionTitulo: 'Solicitud de cambio de plan',
  notificacionMensaje: '{empresa} pide pasar del plan {actual} al plan {plan}.',
  atendida: 'Solicitud marcada como atendida',
  noEncontrada: 'Solicitud de cambio de plan no encontrada',
  yaAtendida: 'Esta solicitud ya estaba atendida',
} as const;

/** Part 2 §8: configuration entries. */
export const configuracion = {
  errorObtenerLista: 'Error al obtener configuraciones',
  errorObtener: 'Error al obtener configuración',
  errorCrear: 'Error al crear configuración',
  errorActualizar: 'Error al actualizar configuración',
  errorEliminar: 'Error al eliminar configuración',
  errorActivas: 'Error al obtener configuraciones activas',
  sinEmpresa: 'No hay empresa asociada',
  creada: 'Configuración creada correctamente',
  actualizada: 'Configuración actualizada correctamente',
  eliminada: 'Configuración eliminada correctamente',
  noEncontrada: 'Configuración no encontrada',
  nombreDuplicado: 'Ya existe una configuración con el nombre «{nombre}» en esta empresa',
  nombreObligatorio: 'El nombre de la configuración es obligatorio',
  nombreFormato: 'El nombre solo puede tener letras sin tildes, números, puntos, guiones y guiones bajos (máximo 100 caracteres)',
  tipoInvalido: 'Tipo de configuración no válido: usa string, number, boolean o json',
  valorObligatorio: 'El valor es obligatorio',
  valorLargo: 'El valor no puede superar los 4000 caracteres',
  valorNumero: 'El valor debe ser un número (por ejemplo 10 o 2.5) para el tipo number',
  valorBooleano: 'El valor debe ser true o false para el tipo boolean',
  valorJson: 'El valor debe ser un JSON válido para el tipo json',
  limiteEntradas: 'La empresa ya tiene el máximo de {max} configuraciones: elimina alguna antes de crear otra',
} as const;

/** Scheduling interviews (D63; part 2 §5 "Schedule form", §4 states; part 1 §5 licences). */
export const entrevistas = {
  /** The schedule form opened from a Servicios HR card whose template the company is not offered. */
  servicioNoOfrecido:
    'La empresa no puede programar «{servicio}»: no lo tiene contratado o su proveedor de IA está desactivado. Elige otro servicio.',
  candidatoObligatorio: 'Selecciona un candidato',
  servicioObligatorio: 'Selecciona un servicio de IA',
  fechaObligatoria: 'Indica la fecha y hora de la entrevista',
  fechaPasada: 'La fecha y hora de la entrevista no puede estar en el pasado',
  fechaLejana: 'La entrevista no puede programarse con más de un año de antelación',
  duracionInvalida: 'La duración debe ser de 30, 45, 60, 90 o 120 minutos',
  zonaInvalida: 'Zona horaria no válida',
  sinCambios: 'Indica la nueva fecha, la duración o la zona horaria',
  candidatoNoEncontrado: 'Candidato no encontrado',
  servicioNoDisponible: 'El servicio «{servicio}» no está disponible para esta empresa',
  limite: 'La empresa ha alcanzado su límite de {entrevistas} de su plan',
  /** Two or more licences, all in use (one: sinLicencia; none: ningunaLicencia). */
  sinLicencias:
    'No quedan licencias disponibles: las {activas} licencias activas de la empresa ya están en uso. Amplía las licencias para programar más entrevistas.',
  sinLicencia:
    'No quedan licencias disponibles: la única licencia activa de la empresa ya está en uso. Amplía las licencias para programar más entrevistas.',
  licenciasVencidas: 'Las licencias de la empresa vencieron el {fecha}: renuévalas para programar entrevistas.',
  ningunaLicencia:
    'La empresa no tiene licencias activas: cada entrevista usa una licencia. Asígnale licencias para programar entrevistas.',
  /** Why the schedule dialog offers no AI service (D81). */
  sinServiciosContratados: 'La empresa no tiene contratado ningún servicio de IA activo: contrata al menos uno para programar entrevistas.',
  serviciosDesactivados:
    'Los servicios de IA contratados están desactivados en la configuración de IA de la empresa ({proveedores}): actívalos para programar entrevistas.',
  noEncontrada: 'Entrevista no encontrada',
  soloProgramada: 'Solo se puede {accion} una entrevista programada (esta está {estado})',
  iniciada: 'Entrevista iniciada en modo asistido',
  simulacionIniciada: 'Simulación iniciada: la entrevista se completará en unos segundos',
  /** The answers of a simulated interview: demo text, said to be so wherever it is read. */
  respuestaSimulada: '[Respuesta de demostración generada por la simulación] Respuesta de ejemplo a «{pregunta}».',
  conflicto: 'La entrevista ha cambiado mientras la editabas: vuelve a cargarla',
  enlaceNoDisponible: 'El enlace de esta entrevista ya no funciona (la entrevista está {estado} o el enlace caducó)',
  enlaceCopiado: 'Enlace copiado al portapapeles',
  programada: 'Entrevista programada correctamente',
  reprogramada: 'Entrevista reprogramada correctamente',
  cancelada: 'Entrevista cancelada correctamente',
  invitacionNoEnviada: 'La entrevista está programada, pero no se pudo enviar la invitación por email: copia el enlace y envíalo tú.',
  cancelacionNoEnviada: 'La entrevista está cancelada, pero no se pudo avisar al candidato por email: avísale tú.',
  programadaTitulo: 'Entrevista programada',
  programadaMensaje: '{candidato} tiene una entrevista ({servicio}) el {fecha}.',
  reprogramadaTitulo: 'Entrevista reprogramada',
  reprogramadaMensaje: 'La entrevista de {candidato} ({servicio}) pasa al {fecha}.',
  completadaTitulo: 'Entrevista completada',
  completadaMensaje: '{candidato} ha completado la entrevista ({servicio}). La transcripción ya está disponible.',
  canceladaTitulo: 'Entrevista cancelada',
  canceladaMensaje: 'Se ha cancelado la entrevista de {candidato} ({servicio}) del {fecha}.',
  exportacionEnlace: 'La exportación es grande: descárgala desde el enlace, válido durante 5 minutos',
} as const;

/** The AI report and its review (D69). */
export const informes = {
  listoTitulo: 'Informe de IA listo',
  /** A report the built-in analyzer wrote (fixed rules, no model): not called the AI's (D113). */
  listoTituloAnalizador: 'Informe del analizador listo',
  listoMensaje: 'El informe de la entrevista de {candidato} ({servicio}) está listo para revisar.',
  verInforme: 'Ver informe',
  fallidoTitulo: 'El análisis de IA ha fallado',
  fallidoMensaje:
    'No se pudo generar el informe de la entrevista de {candidato} ({servicio}). Un administrador puede reintentar el análisis desde los detalles de la entrevista.',
  verEntrevista: 'Ver entrevista',
  reintentoNoFallido: 'Solo se puede reintentar el análisis de una entrevista cuyo análisis ha fallado',
  reintentoSoloAdmin: 'Solo un administrador puede reintentar el análisis',
  reintentoEncolado: 'Análisis encolado de nuevo: el informe aparecerá cuando termine',
  soloAnalizada: 'Solo se puede validar una entrevista analizada (esta está {estado})',
  yaValidada: 'Esta entrevista ya está validada',
  /** GET /api/informes?senales=… with another value. */
  filtroSenales: 'El filtro de señales de integridad admite «con» o «sin»',
  competenciaNoEnInforme: 'La competencia «{competencia}» no está en el informe',
  /** D180: the review no longer mails the candidate; the outcome goes with the feedback, approved after it. */
  notificarRetirado:
    'La revisión ya no envía el email al candidato: guárdala y comunica después el resultado (con los comentarios) desde «Resultado al candidato»',
  validada: 'Revisión guardada',
  /** D80: correcting a saved review. */
  corregida: 'Revisión corregida: la anterior queda en el historial',
  revisionCambiada: 'La revisión ha cambiado mientras la corregías: vuelve a abrir el informe para ver la actual',
  nadaQueCorregir: 'Esta entrevista todavía no tiene una revisión que corregir',
  mensajeSeleccionado:
    'Nos alegra comunicarte que has superado esta fase del proceso. El equipo de selección se pondrá en contacto contigo con los siguientes pasos.',
  analisisDemasiados: 'Has hecho demasiados análisis de texto: espera unos minutos y vuelve a intentarlo',
  exportacionEnlace: 'La exportación es grande: descárgala desde el enlace, válido durante 5 minutos',
} as const;

/** The lists' period filter (Entrevistas, Informes; D192): the dossier's words, the same form. */
export const listas = {
  periodoInvalido: 'Indica las fechas desde y hasta con la forma AAAA-MM-DD',
  periodoInvertido: 'La fecha «hasta» no puede ser anterior a «desde»',
  /** D198: the template, reviewer and order filters. */
  plantillaInvalida: 'Indica la plantilla por su identificador',
  revisorInvalido: 'Indica el revisor por su identificador',
  ordenEntrevistas: 'El orden admite «recientes» o «antiguas»',
  ordenCandidatos: 'El orden admite «recientes», «antiguos» o «nombre»',
  ordenNombreSoloLista:
    'El orden por nombre es el de todos los candidatos de la empresa: no se combina con una búsqueda ni con una vacante',
  etapaSinVacante: 'Elige una vacante para filtrar por etapa',
  /** D202: the Entrevistas filter by the candidate's area. */
  areaInvalida: 'Indica el área por su identificador',
} as const;

/** The candidate's «Mis datos» (D148). */
export const misDatos = {
  solicitada:
    'Si tenemos datos ‹tuyos› asociados a ese email, ‹recibirás› en unos minutos un enlace para verlos. El enlace caduca en {minutos} minutos y solo se puede usar una vez.',
  enlaceInvalido: 'El enlace para ver ‹tus› datos no es válido, ya se usó o ha caducado. ‹Solicita› uno nuevo.',
  accesoCaducado: '‹Tu› acceso a «Mis datos» ha caducado. ‹Solicita› un enlace nuevo.',
  demasiadas: '‹Has› pedido demasiados enlaces. ‹Espera› {espera} y ‹vuelve› a intentarlo.',
} as const;

/** The candidate's public interview page (D64). */
export const publico = {
  noDisponible:
    'Este enlace de entrevista no es válido o ya no está disponible. Si ‹crees› que es un error, ‹escribe› a la empresa que ‹te› invitó.',
  finalizada: 'Entrevista finalizada',
  finalizadaMensaje:
    'Ya ‹has› completado esta entrevista. Gracias por ‹tu› tiempo: la empresa revisará ‹tus› respuestas y se pondrá en contacto ‹contigo›.',
  consentimientoObligatorio: 'Para empezar ‹tienes› que aceptar el aviso',
  avisoCambiado: 'El aviso ha cambiado desde que lo ‹abriste›: ‹vuelve› a leerlo y ‹acéptalo›',
  sinConsentimiento: '‹Acepta› el aviso antes de responder',
  preguntaNoExiste: 'Esa pregunta no existe en esta entrevista',
  respuestaTexto: 'La respuesta debe ser texto',
  respuestaLarga: 'La respuesta no puede superar los 5000 caracteres',
  sinRespuestas: '‹Responde› al menos una pregunta antes de finalizar',
  demasiadas: 'Demasiadas solicitudes: ‹espera› unos minutos y ‹vuelve› a intentarlo',
  guardada: 'Respuesta guardada',
  gracias: 'Gracias por completar la entrevista',
  audioTipo: 'Formato de grabación no admitido (webm, ogg o mp4)',
  audioGrande: 'La grabación no puede superar los 10 MB (unos 5 minutos)',
  audioNoEncontrado: 'No encontramos la grabación: ‹vuelve› a grabar ‹tu› respuesta',
  vozNoDisponible: 'La respuesta por voz no está disponible en esta entrevista: ‹escribe› ‹tu› respuesta',
  transcripcionFallida: 'No se ha podido transcribir la grabación. ‹Escribe› ‹tu› respuesta o ‹vuelve› a intentarlo.',
  transcripcionSinVoz: 'No se ha reconocido voz en la grabación. ‹Escribe› ‹tu› respuesta o ‹vuelve› a grabarla.',
  sinRepregunta: 'Esta pregunta no tiene pregunta de seguimiento',
  repreguntaSinRespuesta: '‹Guarda› ‹tu› respuesta antes de pedir una pregunta de seguimiento',
  senalesInvalidas: 'Las señales de la respuesta no son válidas: cada una es un número entero, sin negativos y por debajo de su máximo',
} as const;

/** Part 2 §8: data management. */
export const datos = {
  errorProbarConexion: 'Error inesperado al probar la conexión',
  errorSincronizacion: 'Error inesperado durante la sincronización',
  importacionInvalida: 'Archivo de importación inválido',
  errorImportar: 'Error al importar datos. Verifica que el archivo sea válido.',
  /** Not in the spec's catalogue: ours (the data-management screen, D95). */
  exportado: 'Exportación generada: {n} empresa(s)',
  errorExportar: 'Error al exportar los datos',
  backupCreado: 'Copia de seguridad creada: {name}',
  errorBackup: 'Error al crear la copia de seguridad',
  errorListarBackups: 'Error al cargar las copias de seguridad',
  exportadoEmpresa: 'Exportación generada: {n} elemento(s) de {empresa}',
  /** D95: the import, the restore and the clear. */
  importado: 'Importación terminada: {creados} creado(s), {actualizados} actualizado(s), {rechazados} rechazado(s)',
  restaurado: 'Copia restaurada: {creados} creado(s), {actualizados} actualizado(s), {rechazados} rechazado(s)',
  limpiado: 'Datos de {empresa} borrados: {borrados} elemento(s) y {archivos} archivo(s); los usuarios se conservan. Copia previa: {name}',
  confirmacionIncorrecta: 'Escribe el nombre de la empresa ({empresa}) para confirmar el borrado',
  backupNoEncontrado: 'Copia de seguridad {id} no encontrada',
  archivoDemasiadoGrande: 'El archivo tiene {elementos}: el máximo en una importación es {max}',
  archivoPesado: 'El archivo ocupa {mb} MB: desde la pantalla se importan archivos de hasta {max} MB',
  empresaDelArchivo: 'Elige la empresa en la que importar: el archivo tiene {empresas}',
  filaUsuario: 'Los usuarios no se importan: créalos en Usuarios (cada uno recibe sus propias credenciales)',
  filaClaveApi: 'Las claves de API no se importan: configúralas de nuevo en Configuración',
  filaContador: 'Es un contador: se calcula con los datos importados',
  filaNoImportable: 'Este tipo de elemento no se importa',
  filaTipoDesconocido: 'Tipo de elemento desconocido',
  filaOtraEmpresa: 'Pertenece a otra empresa ({id}): no se importa',
  filaEmpresaNoExiste: 'La empresa {id} no existe: créala antes de importar sus datos',
  filaIndiceNoPermitido: 'Sus claves de índice no son de esta empresa',
  filaIdIncoherente: 'Su id no coincide con su clave',
  filaIdEnOtraEmpresa: 'Ya existe un elemento con este id en otra empresa',
  filaCuotaCandidatos: 'Se alcanzó el límite de candidatos del plan',
  filaCuotaEntrevistas: 'Se alcanzó el límite de entrevistas del plan',
  filaDependeCandidato: 'Su candidato ({id}) no se importó',
  filaDependeEntrevista: 'Su entrevista ({id}) no se importó',
  filaDependeUsuario: 'El usuario {id} no existe en la empresa',
  filaAreaNoExiste: 'Su área ({id}) no existe en la empresa',
  filaEmailDeOtro: 'El email ya es de otro candidato de la empresa',
  filaNombreAreaDeOtra: 'Ya hay otra área con este nombre',
  filaTokenDeOtra: 'El enlace de la entrevista es de otra empresa',
  filaCambiada: 'Cambió mientras se importaba: vuelve a importar el archivo',
  filaInvalida: 'Elemento inválido: {motivo}',
  derechoIncompleto: 'le faltan el estado o las fechas que este derecho necesita',
  /** Issue 67: the company's answers to the dossier or the study, and the file's company record. */
  respuestasDosierInvalidas:
    'las respuestas de la empresa deben ser de su documento (versión en la clave), con quién las guardó y textos de hasta {max} caracteres',
  empresaArchivoInvalida: 'Archivo de importación inválido: {motivo}',
  /** D100: the import of a file through S3 and a queued job. */
  importacionEnCola: 'Importación en curso: el archivo se procesa en segundo plano',
  archivoDemasiadoPesado: 'El archivo ocupa {mb} MB: el máximo es {max} MB',
  archivoNoJson: 'El archivo de importación debe ser un JSON exportado (.json)',
  subidaNoEncontrada: 'No se encontró el archivo subido: vuelve a subirlo',
  importacionNoEncontrada: 'Importación {id} no encontrada',
  importacionFallida: 'La importación no pudo terminar: revisa el informe y vuelve a importar el archivo',
  importacionSinEmpresa: 'Elige una empresa en la barra superior para importar sus datos',
  /** D103: the clear as a queued job; one clear or import at a time per company. */
  limpiezaEnCola: 'Borrado en curso: los datos se borran en segundo plano',
  limpiezaNoEncontrada: 'Borrado {id} no encontrado',
  limpiezaFallida: 'El borrado no pudo terminar: vuelve a borrar los datos para acabarlo',
  operacionEnCurso: 'Ya hay {operacion} de datos en curso en esta empresa: espera a que termine',
  operacionLimpieza: 'un borrado',
  operacionImportacion: 'una importación',
  restauracionEnCola: 'Restauración en curso: la copia se restaura en segundo plano',
  /** The bars of the import and of the restore, both one import job (D100, D103): the same words but the verb. */
  progresoSubiendo: 'Subiendo el archivo…',
  progresoImportacionPreparando: 'Comprobando el archivo y creando la copia de seguridad…',
  progresoImportacion: 'Importando: {procesadas} de {total} elementos',
  progresoImportacionEtiqueta: 'Progreso de la importación',
  progresoRestauracionPreparando: 'Comprobando la copia y creando una copia de seguridad de los datos actuales…',
  progresoRestauracion: 'Restaurando: {procesadas} de {total} elementos',
  progresoRestauracionEtiqueta: 'Progreso de la restauración',
  /** The clear's bar (D103): the items deleted, measured against the backup's data items. */
  progresoLimpiezaPreparando: 'Creando la copia de seguridad previa...',
  progresoLimpieza: 'Borrando: {borrados}',
  progresoLimpiezaEtiqueta: 'Progreso del borrado',
} as const;

/** Part 2 §8: email and SMTP. */
export const email = {
  smtpExito: 'Conexión SMTP exitosa - Email de prueba enviado',
  smtpError: 'Error en conexión SMTP: {message}',
  smtpErrorRespuesta: 'Error probando conexión SMTP',
  errorConexion: 'Error de conexión',
  errorGuardando: 'Error guardando configuración de email',
  inicializada: 'Configuración inicializada exitosamente',
  guardadaServidor: 'Configuración guardada en el servidor',
  guardadaLocal: 'No se pudo contactar con el servidor: la configuración se guardó localmente (copia temporal).',
  errorInicializando: 'Error inicializando configuración',
  plantillasDisponibles: 'Las 34 plantillas de email están disponibles en la pestaña Plantillas.',
  hostObligatorio: 'El servidor SMTP es obligatorio para enviar por SMTP',
  usuarioObligatorio: 'El usuario SMTP es obligatorio para enviar por SMTP',
  passwordObligatoria: 'La contraseña SMTP es obligatoria para enviar por SMTP',
  remitenteNombreObligatorio: 'El nombre del remitente es obligatorio',
  remitenteEmailObligatorio: 'El email del remitente es obligatorio',
  puertoEntero: 'El puerto debe ser un número entero',
  puertoRango: 'El puerto debe estar entre 1 y 65535',
  reintentosRango: 'Los reintentos deben estar entre 1 y 10',
  emailInvalido: 'Escribe un email válido (nombre@dominio.com)',
  pruebaHost: 'Escribe el servidor SMTP',
  pruebaUsuario: 'Escribe el usuario SMTP',
  pruebaPassword: 'Escribe la contraseña SMTP (la guardada solo se usa con el mismo servidor y usuario)',
  pruebaAsunto: 'Prueba de conexión SMTP de Talentia',
  // What an SMTP test's failure means and what to do (D129; functions/lib/errores-conexion.ts): the
  // server's own words go to the logs, not the screen.
  smtpHostNoEncontrado: 'no se encuentra el servidor SMTP «{host}»: comprueba el nombre del servidor (por ejemplo, smtp.tudominio.com)',
  smtpRechazada:
    'el servidor SMTP «{host}» no acepta conexiones en el puerto {port}: comprueba el puerto (587 con STARTTLS, 465 con SSL/TLS)',
  smtpSinRespuesta:
    'el servidor SMTP «{host}» no responde en el puerto {port}: comprueba el servidor y el puerto, y que la red permita conectar con él',
  smtpTls: 'no se pudo abrir la conexión segura: con el puerto 465 activa «Conexión segura (SSL/TLS)»; con el 587, déjala apagada',
  smtpCertificado:
    'el certificado del servidor no es válido para «{host}»: escribe el nombre del servidor tal como figura en su certificado',
  smtpAutenticacion:
    'el servidor no acepta el usuario o la contraseña: compruébalos (algunos proveedores piden una contraseña de aplicación)',
  smtpRemitente: 'el servidor no acepta el remitente o el destinatario: usa como remitente una dirección que tu cuenta SMTP pueda usar',
  smtpOtro: 'el servidor respondió con un error{codigo}: comprueba el servidor, el puerto, el usuario y la contraseña, y vuelve a probar',
} as const;

/** Part 2 §8: API tests and keys. */
export const apis = {
  conectado: '{PROVIDER} conectado correctamente',
  errorConectando: 'Error conectando {PROVIDER}: {message}',
  errorProbando: 'Error probando conexión: {message}',
  errorDesconocido: 'Error desconocido',
  // One message per save, telling the truth (D129: the spec's green «guardada en base de datos»
  // beside a red «guardado pero NO funcional» contradicted itself).
  claveGuardada: 'Cambios de {PROVIDER} guardados',
  funcional: 'Clave de {PROVIDER} guardada y comprobada: funciona',
  noFuncional: 'Clave de {PROVIDER} guardada, pero no funciona: {message}',
  claveEliminada: 'Clave de {PROVIDER} eliminada. Si la plataforma tiene una, se usa la suya',
  eliminarTitulo: '¿Eliminar la clave de {PROVIDER}?',
  eliminarTexto:
    'Se borra la clave guardada de {PROVIDER} ({KEY}) de {EMPRESA}. Desde ese momento se usa la de la plataforma, si la hay. No se puede deshacer: para volver a usarla tendrás que escribirla de nuevo.',
  errorEliminando: 'No se pudo eliminar la clave. Vuelve a intentarlo',
  errorGuardando: 'Error guardando la configuración',
  validando: 'Validando {N} API(s) configurada(s)...',
  todasFuncionales: '{N}/{N} APIs FUNCIONALES',
  parcial: '{N}/{M} APIs funcionales, {K} con problemas',
  ninguna: 'Todas presentan problemas',
  errorReporte: 'Error generando reporte automático de APIs',
  estadoConectado: '✅ Conectado',
  estadoNoConectado: '❌ No conectado',
  bertNoDisponible: 'Servicio BERT no disponible',
  claveVacia: 'Escribe la clave de API',
  claveEspacios: 'La clave no puede contener espacios',
  claveLongitud: 'La clave debe tener entre {min} y {max} caracteres',
  openaiPrefijo: 'Las claves de OpenAI empiezan por sk- (o sk-proj- las de proyecto)',
  openaiProyecto: 'Las claves de proyecto de OpenAI (sk-proj-) tienen al menos 60 caracteres',
  didFormato: 'La clave de D-ID tiene la forma usuario:contraseña',
  didArroba: 'La clave de D-ID no puede contener @',
  didUsuario: 'El usuario de la clave de D-ID tiene de 3 a 50 caracteres: letras, números, _ . -',
  didPassword: 'La contraseña de la clave de D-ID tiene de 10 a 100 caracteres: letras, números, _ . - + / =',
  didTotal: 'La clave de D-ID tiene de 15 a 150 caracteres en total',
  proveedorDesconocido: 'Proveedor de IA desconocido: {provider}',
  sinClave: 'No hay clave de {PROVIDER} guardada',
  // What a provider test's failure means and what to do (D129); the provider's own text goes to the logs.
  claveNoValida: 'la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de {PROVIDER} y guárdala',
  sinSaldo: 'la cuenta ha superado su límite de uso o no tiene saldo: revisa el plan y la facturación en {PROVIDER} y vuelve a probar',
  rutaNoEncontrada: 'la dirección del servicio no existe: si la plataforma usa otra URL base para {PROVIDER}, compruébala',
  servicioCaido: '{PROVIDER} tiene un problema temporal (HTTP {status}): vuelve a probar en unos minutos',
  respuestaHttp: '{PROVIDER} rechazó la prueba (HTTP {status}): comprueba la clave y vuelve a probar',
  tiempoAgotado: '{PROVIDER} no respondió en {segundos} s: vuelve a probar en unos minutos',
  sinConexion:
    'no se pudo conectar con {PROVIDER}: comprueba la conexión a internet del servidor y, si la plataforma usa otra URL base, que sea correcta',
  baseUrlNoValida: 'La URL base debe ser https:// (o http:// a localhost)',
  modeloVacio: 'Elige un modelo',
  modeloFormato: 'El modelo debe ser un identificador sin espacios de hasta 100 caracteres, como «gpt-4o»',
  modeloDesconocido:
    'El modelo «{modelo}» no está en la lista de {PROVIDER}: pulsa «Probar» para ver los modelos que ofrece tu cuenta y elige uno de ellos',
  sinModelos: '{PROVIDER} no tiene modelos que elegir: guarda solo la clave',
} as const;

/** Part 2 §8: other. */
export const otros = {
  codigoCopiado: 'Código copiado al portapapeles',
} as const;

/**
 * Texts of the server itself (servidor): the spec leaves them open, the product needs them.
 * Each answers a status code of the typed errors in functions/lib/errors.ts.
 */
export const servidor = {
  datosInvalidos: 'Los datos enviados no son válidos',
  jsonInvalido: 'El cuerpo de la petición no es un JSON válido',
  tipoContenido: 'El cuerpo de la petición debe enviarse como application/json',
  campoNoPermitido: 'Campo no permitido: {campo}',
  /** zod's own messages name neither the field nor, for some checks, a type in words (D113). */
  campoObligatorio: 'Falta el campo «{campo}»',
  campoTipo: 'El campo «{campo}» debe ser {tipo}',
  campoInvalido: 'El campo «{campo}» no es válido: {detalle}',
  campoValores: 'El campo «{campo}» debe ser uno de estos valores: {valores}',
  campoValor: 'El campo «{campo}» debe ser {valor}',
  cuerpoObjeto: 'El cuerpo de la petición debe ser un objeto JSON',
  noAutenticado: 'No autenticado: inicia sesión para continuar',
  tokenInvalido: 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.',
  sinPermiso: 'No tienes permiso para realizar esta acción',
  usuarioInactivo: 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.',
  noEncontrado: 'Recurso no encontrado',
  /** A route that acts on one company, called by the superadmin without naming it. */
  seleccionaEmpresa: 'Selecciona una empresa',
  rutaNoEncontrada: 'Ruta no encontrada: {method} {path}',
  conflicto: 'El recurso ya existe o fue modificado por otra petición',
  cuotaAgotada: 'Se alcanzó el límite de {recurso} de tu plan',
  errorInterno: 'Error interno del servidor. Referencia: {requestId}',
  baseDatosNoDisponible: 'La base de datos no está disponible en este momento',
  servicioNoDisponible: 'Servicio no disponible temporalmente',
  /** Writes kept clashing with other requests on the same data until the retries ran out (D110). */
  datosOcupados: 'Hay muchas peticiones sobre los mismos datos en este momento. Vuelve a intentarlo en unos segundos.',
  cursorInvalido: 'El cursor de paginación no es válido',
  cuerpoDemasiadoGrande: 'La petición es demasiado grande',
  /** A path or parameter that cannot be decoded (a malformed %-escape, a broken character). */
  peticionMalformada: 'La ruta o los parámetros de la petición contienen caracteres no válidos',
  idempotenciaEnCurso: 'Una petición con la misma clave de idempotencia está en curso',
  idempotenciaClaveInvalida:
    'La cabecera Idempotency-Key no es válida: usa entre 8 y 200 letras, números, guiones, guiones bajos, puntos o dos puntos',
  idempotenciaOtraPeticion: 'La clave de idempotencia ya se usó con otra petición distinta; usa una clave nueva',
} as const;

/** The SaaS panel's plans and subscriptions (part 2 §2, §3, §5; docs/decisions/ D94). */
export const saas = {
  accesoRestringido: 'Acceso Restringido',
  accesoRestringidoDetalle: 'Solo el Super Admin puede abrir el Panel Sistema.',
  nombreObligatorio: 'El nombre del plan es obligatorio',
  nombreLargo: 'El nombre del plan no puede tener más de 100 caracteres',
  descripcionObligatoria: 'La descripción del plan es obligatoria',
  descripcionLarga: 'La descripción del plan no puede tener más de 500 caracteres',
  precioObligatorio: 'El precio es obligatorio',
  precioEntero: 'El precio debe ser un número entero de 0 o más',
  almacenamientoFormato: 'El almacenamiento se escribe como 5GB, 500MB o 1TB',
  planCreado: 'Plan creado correctamente',
  planActualizado: 'Plan actualizado correctamente',
  planEliminado: 'Plan eliminado correctamente',
  planNoEncontrado: 'Plan {id} no encontrado',
  planIdInvalido: 'El nombre del plan debe contener letras o números',
  planYaExiste: 'Ya existe un plan con el identificador {id}',
  planEnUso:
    'El plan {nombre} no se puede eliminar: lo usan {empresas} empresa(s). Si ya no quieres ofrecerlo, desactívalo: las empresas que lo tienen lo conservan.',
  planInactivo: 'El plan {nombre} está desactivado y no se ofrece a nuevas empresas ni suscripciones',
  planNoExiste: 'El plan {id} no existe',
  /** Issue 67 item 3: a company is billed in its country's currency, never converted. */
  planSinPrecioMoneda: 'El plan {plan} no tiene precio en {moneda}',
  precioMonedaEntero: 'El precio en {moneda} debe ser un número entero de 0 o más',
  reduccionRechazada: 'No se puede cambiar al plan {plan}: {detalle}. Libera uso o elige un plan mayor.',
  reduccionCuota: 'la empresa usa {usado} {cuota} y el plan permite {limite}',
  suscripcionCreada: 'Suscripción creada correctamente',
  suscripcionActualizada: 'Suscripción actualizada correctamente',
  suscripcionCancelada: 'Suscripción cancelada correctamente',
  suscripcionNoEncontrada: 'Suscripción {id} no encontrada',
  suscripcionVigenteYaExiste: 'La empresa ya tiene una suscripción activa o en prueba; cámbiala o cancélala antes de crear otra',
  suscripcionYaCancelada: 'La suscripción ya está cancelada',
  suscripcionModificada: 'La suscripción o su empresa se han modificado mientras tanto; vuelve a cargarlas e inténtalo de nuevo',
  trialSoloNueva: 'Una suscripción activa no puede volver a prueba',
  finPruebaMaximo: 'Una prueba dura como mucho 30 días: su último día puede ser el {fecha}',
  empresaEliminandose: 'La empresa se está eliminando: no se le pueden abrir ni cambiar suscripciones',
  canceladaTitulo: 'Suscripción cancelada',
  canceladaMensaje: 'La suscripción de {empresa} al plan {plan} se ha cancelado con fecha {fecha}.',
  verSuscripcion: 'Ver suscripción',
  pendiente: 'Se construye en la siguiente entrega',
  exportacionTipo: 'El tipo de exportación debe ser usuarios, facturacion o analytics',
  exportacionEnlace: 'La exportación es grande: descárgala desde el enlace, válido durante 5 minutos',
} as const;

/** servidor: notifications (spec part 1 §2.5) and the texts of the events that create them. */
export const notificaciones = {
  noEncontrada: 'Notificación no encontrada',
  todasLeidas: 'Todas las notificaciones marcadas como leídas',
  eliminada: 'Notificación eliminada',
  todasEliminadas: 'Notificaciones eliminadas',
  usuarioAgregadoTitulo: 'Nuevo usuario en {empresa}',
  usuarioAgregadoMensaje: '{nombre} ({email}) ya tiene acceso como {rol}.',
  empresaCreadaTitulo: 'Empresa creada',
  empresaCreadaMensaje: '{empresa} se ha dado de alta en la plataforma con el plan {plan}.',
  licenciaVenceTitulo: 'Tu licencia vence pronto',
  licenciaVenceMensaje: 'La licencia de {empresa} vence el {fecha} ({dias} día(s)). Renuévala para no interrumpir las entrevistas.',
  pruebaTerminaTitulo: 'Tu periodo de prueba termina pronto',
  pruebaTerminaMensaje:
    'El periodo de prueba de {empresa} termina el {fecha} ({dias} día(s)). Elige un plan para seguir entrevistando sin interrupciones.',
  recordatorioEntrevistaTitulo: 'Entrevista en las próximas 24 horas',
  recordatorioEntrevistaMensaje: 'La entrevista de {candidato} ({servicio}) es el {fecha}. Se le ha enviado un recordatorio por email.',
  verEntrevistas: 'Ver entrevistas',
  verEmpresa: 'Ver empresa',
  verUsuarios: 'Ver usuarios',
  verEmpresas: 'Ver empresas',
} as const;

/** Demo requests from the sign-in page (D96): servidor, the spec gives no texts. */
export const demo = {
  empresaObligatoria: 'El nombre de la empresa es obligatorio',
  nombreObligatorio: 'Tu nombre es obligatorio',
  tamanoObligatorio: 'Elige el número de empleados',
  consentimientoObligatorio: 'Necesitamos tu consentimiento para guardar la solicitud y contactarte',
  recibida: '¡Gracias! Hemos recibido tu solicitud. Te escribiremos pronto al email que nos has indicado.',
  demasiadas: 'Has enviado demasiadas solicitudes. Inténtalo de nuevo en {espera}.',
  noEncontrada: 'Solicitud de demo no encontrada',
  yaAtendida: 'Esta solicitud ya estaba marcada como atendida',
  atendida: 'Solicitud marcada como atendida',
  eliminada: 'Solicitud eliminada con todos sus datos',
  notificacionTitulo: 'Nueva solicitud de demo',
  notificacionMensaje: 'Una empresa de {tamano} empleados ha pedido una demo. Revísala en el panel SaaS.',
  notificacionTituloAlta: 'Nueva solicitud de alta de empresa',
  notificacionMensajeAlta: 'Una empresa de {tamano} empleados pide darse de alta. Revísala en el panel SaaS.',
  notificacionAccion: 'Ver solicitudes',
  /** What the form says is stored and why (GDPR art. 13), beside the consent checkbox. */
  consentimientoTexto:
    'Acepto que Talentia guarde los datos de este formulario (empresa, país, nombre, email, tamaño y mensaje) para contactarme sobre la demo y, si la empresa se da de alta, preparar su cuenta. Se conservan como máximo 6 meses (3 meses desde que te atendemos) y puedes pedir que se borren antes escribiendo a la plataforma.',
  /** The same, for «Registrar nueva empresa» (D162). */
  consentimientoTextoAlta:
    'Acepto que Talentia guarde los datos de este formulario (empresa, país, nombre, email, tamaño y mensaje) para contactarme y preparar la cuenta de la empresa. Se conservan como máximo 6 meses (3 meses desde que te atendemos) y puedes pedir que se borren antes escribiendo a la plataforma.',
} as const;

/** Part 2 §2, §5: the onboarding wizard, the company wizard and their provisioning (D98). */
export const onboarding = {
  subdominioObligatorio: 'El subdominio es obligatorio',
  subdominioCaracteres: 'El subdominio solo puede tener letras minúsculas (a-z), números y guiones',
  subdominioLongitud: 'El subdominio debe tener entre 3 y 63 caracteres',
  subdominioGuion: 'El subdominio no puede empezar ni terminar con guion',
  subdominioReservado: 'Ese subdominio está reservado por la plataforma: elige otro',
  dominioInvalido: 'El dominio personalizado no es válido (ejemplo: rrhh.miempresa.com)',
  logoInvalido: 'La URL del logo debe ser una dirección https:// válida',
  colorInvalido: 'El color debe tener el formato #RRGGBB',
  areasRepetidas: 'Las áreas iniciales no pueden repetirse',
  servicioDesconocido: 'Servicio no disponible',
  trabajadores: 'Elige el número de empleados',
  planObligatorio: 'Selecciona un plan',
  /** servidor */
  completada: 'Empresa configurada correctamente. Hemos enviado las credenciales al administrador.',
  solicitudYaAtendida: 'La solicitud de demo ya se convirtió en empresa o fue atendida',
  /** web */
  titulo: 'Configuración de nueva empresa',
  pasoDe: 'Paso {paso} de {total}',
  completado: '{porcentaje}% completado',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  completar: 'Completar Configuración',
  completando: 'Configurando...',
  pasos: 'Empresa|Administrador|Dominio y marca|Plan|Configuración inicial|Resumen',
  pruebaDias: '{dias} días de prueba gratuita',
  licenciasPrueba: '{licencias}: hasta {entrevistas} durante la prueba',
  licenciasPruebaNinguna: 'Ninguna: el plan no incluye entrevistas',
  pruebaDetalle: 'La prueba gratuita dura {dias} días y termina el {fin}, con el primer pago.',
  resultadoTitulo: 'Empresa creada',
  resultadoTexto: 'El administrador recibirá por email sus credenciales para entrar con {email}.',
  verEmpresa: 'Ver empresa',
  otraEmpresa: 'Configurar otra empresa',
  desdeSolicitud: 'Datos de la solicitud de demo de {empresa}. Revísalos antes de completar.',
  desdeSolicitudAlta: 'Datos de la solicitud de alta de {empresa}. Revísalos antes de completar.',
  convertir: 'Convertir en empresa',
  controlSistema: 'Control del sistema',
  controlSistemaTexto: 'Panel SaaS de la plataforma y alta guiada de nuevas empresas.',
  administrarSaas: 'Administrar SaaS',
  demoOnboarding: 'Demo Onboarding',
  nuevaEmpresa: 'Nueva Empresa',
  wizardTitulo: 'Nueva Empresa',
  wizardPasos: 'Información básica|Contexto empresarial|Objetivos de contratación|Plan estratégico e IA',
  cancelar: 'Cancelar',
  crearEmpresa: 'Crear Empresa',
  creando: 'Creando...',
  wizardCreada: 'Empresa {empresa} creada en prueba. Las credenciales se enviaron a {email}.',
  listaComas: 'Separa los elementos con comas',
  /** The company wizard's required fields (part 2 §5), one message each; the server enforces the context's six. */
  wizardObligatorio: {
    nombre: 'El nombre de la empresa es obligatorio',
    nombreLegal: 'El nombre legal es obligatorio',
    cif: 'El CIF es obligatorio',
    adminNombre: 'El nombre del administrador es obligatorio',
    email: 'Indica un email válido para la empresa',
    subdominio: 'El subdominio es obligatorio',
    sector: 'El sector es obligatorio',
    mision: 'La misión es obligatoria',
    vision: 'La visión es obligatoria',
    cultura_organizacional: 'La cultura organizacional es obligatoria',
    objetivos_hiring: 'Los objetivos de contratación son obligatorios',
    expectativas_ia: 'Las expectativas sobre la IA son obligatorias',
  },
  wizardCreadaTitulo: 'Empresa creada',
  wizardError: 'No se pudo crear la empresa',
  solicitudNoCargada: 'No se pudo leer la solicitud de demo: {mensaje}',
} as const;

/** A company's tax id (CIF/NIF/NIE, or another country's), checked by shared/identificacion-fiscal.ts (D128). */
export const identificacionFiscal = {
  obligatorio: 'El CIF es obligatorio',
  formatoEspana:
    'El CIF no es válido: escribe un CIF (letra, 7 números y un carácter de control, como B12345674), un NIF (8 números y una letra) o un NIE (X, Y o Z, 7 números y una letra)',
  controlCif: 'El CIF no es válido: su último carácter no corresponde a los anteriores. Revisa que esté bien escrito',
  controlNif: 'El NIF no es válido: la letra no corresponde al número. Revisa que esté bien escrito',
  controlNie: 'El NIE no es válido: la letra no corresponde al número. Revisa que esté bien escrito',
  formatoExtranjero:
    'El identificador fiscal no es válido: escribe entre 5 y 20 letras y números (con al menos un número), sin contar espacios ni guiones',
  // Each country's own id (D209): the examples are valid ids (a unit test checks them).
  obligatorioPais: 'El {sigla} es obligatorio',
  rfcFormato:
    'El RFC no es válido: escribe las 3 letras de la empresa (4 si es de una persona), su fecha de alta (AAMMDD) y la homoclave de 3 caracteres, como ACA120116TX5',
  rfcFecha: 'El RFC no es válido: sus 6 números deben ser una fecha que exista (AAMMDD). Revisa que esté bien escrito',
  rfcAviso: 'El último carácter del RFC no corresponde a los anteriores. Se acepta (hay RFC en uso así), pero revisa que esté bien escrito',
  nitFormato: 'El NIT no es válido: escribe sus números y el dígito de verificación, como 900.123.456-8',
  nitControl: 'El NIT no es válido: el dígito de verificación no corresponde a los números. Revisa que esté bien escrito',
  cuitFormato:
    'El CUIT no es válido: escribe sus 11 números, empezando por el tipo (20, 23, 24, 27, 30, 33, 34, 50, 51 o 55), como 30-50001091-2',
  cuitControl: 'El CUIT no es válido: su último número no corresponde a los anteriores. Revisa que esté bien escrito',
  rutFormato: 'El RUT no es válido: escribe sus números y el dígito verificador (un número o K), como 76.011.739-0',
  rutControl: 'El RUT no es válido: el dígito verificador no corresponde a los números. Revisa que esté bien escrito',
  rucFormato: 'El RUC no es válido: escribe sus 11 números, empezando por 10, 15, 17 o 20, como 20109980936',
  rucControl: 'El RUC no es válido: su último número no corresponde a los anteriores. Revisa que esté bien escrito',
} as const;

/**
 * Phone numbers by the company's country (issue 67 item 9, shared/telefonos.ts): {campo} is the field as
 * the form names it («El teléfono», «El teléfono del administrador»…), {pais} the company's country.
 */
export const telefonos = {
  campo: 'El teléfono',
  campoAdministrador: 'El teléfono del administrador',
  campoMovil: 'El teléfono móvil',
  noValidoPais: '{campo} no es válido para {pais}: escríbelo con su prefijo (+{prefijo}) o como se marca en el país',
  noValidoInternacional: '{campo} no es válido: escríbelo con su prefijo internacional (+ y el código del país), como +34 612 34 56 78',
} as const;

/** Outbound webhooks (D147): the «Webhooks» tab of Integraciones and the notices of an endpoint turned off. */
export const webhooks = {
  creado: 'Webhook creado. Copia el secreto ahora: no se volverá a mostrar',
  actualizado: 'Webhook actualizado',
  activado: 'Webhook activado',
  desactivado: 'Webhook desactivado',
  eliminado: 'Webhook eliminado',
  secretoRotado: 'Secreto rotado. Copia el nuevo ahora: el anterior seguirá firmando durante 24 horas',
  reenvioPedido: 'Reenvío en marcha',
  pruebaEnviada: 'Evento de prueba enviado',
  noEncontrado: 'Webhook no encontrado',
  entregaNoEncontrada: 'Entrega no encontrada',
  maximo: 'Ya hay {max} webhooks: elimina uno antes de añadir otro',
  soloHttps: 'La dirección debe empezar por https://',
  direccionPrivada: 'La dirección apunta a una red privada o local: usa una dirección pública',
  cambiado: 'Otra persona ha cambiado este webhook: vuelve a cargarlo',
  envioEnCurso: 'Esta entrega ya tiene un envío pendiente o en curso',
  webhookInactivo: 'Activa el webhook antes de enviarle eventos',
  avisoTitulo: 'Webhook desactivado',
  avisoGone: 'El webhook {url} respondió 410 (Gone) y se ha desactivado. Revísalo en Integraciones y actívalo de nuevo cuando esté listo.',
  avisoFallos:
    'El webhook {url} lleva {dias} días sin aceptar ninguna entrega y se ha desactivado. Revísalo en Integraciones y actívalo de nuevo cuando esté listo.',
  avisoAccion: 'Ver webhooks',
} as const;

/** A company's API keys (the Integraciones screen, «Claves de API»; the routes of shared/routes/claves-acceso.ts). */
export const clavesAcceso = {
  nombreObligatorio: 'Escribe un nombre para la clave',
  nombreLargo: 'El nombre admite como máximo {max} caracteres',
  alcancesObligatorios: 'Elige al menos un permiso para la clave',
  alcanceRepetido: 'Cada permiso se elige una sola vez',
  alcanceDesconocido: 'Permiso no válido: elige entre {alcances}',
  caducidadPasada: 'La fecha de caducidad debe ser posterior a este momento',
  caducidadLejana: 'La fecha de caducidad no puede estar a más de {dias} días',
  limiteClaves: 'La empresa ya tiene {max} claves activas: revoca alguna antes de crear otra',
  creada: 'Clave creada: cópiala ahora, no se volverá a mostrar',
  revocada: 'Clave revocada: deja de funcionar desde este momento',
  noEncontrada: 'Clave no encontrada',
  yaRevocada: 'La clave ya estaba revocada',
  /** 401 for a key that is unknown, revoked or expired: one text, so an answer says nothing of which. */
  claveInvalida: 'La clave de API no es válida, ha caducado o fue revocada',
  /** 403 for a key on a route that takes none. */
  rutaSinClave: 'Esta operación no admite claves de API: usa una sesión de usuario',
  /** 403 for a user's token on a route only a key may call (Greenhouse's). */
  soloClave: 'Esta operación solo admite una clave de API de la empresa',
  sinAlcance: 'La clave no tiene el permiso «{alcance}» que necesita esta operación',
  limitePeticiones: 'Demasiadas peticiones con esta clave de API. Vuelve a intentarlo en {segundos} s.',
  empresaEliminandose: 'La empresa de esta clave se está eliminando: la clave ya no es válida',
} as const;

/** Greenhouse's Assessment Partner API served by Talentia (shared/routes/greenhouse.ts; docs/greenhouse.md). */
/** A company's own WhatsApp Business number (issue 68 item 1). */
export const whatsapp = {
  faltaPhoneNumberId: 'Escribe el identificador del número de teléfono (Phone number ID) de WhatsApp',
  formaPhoneNumberId: 'El identificador del número de teléfono es un número (el «Phone number ID» de WhatsApp Manager)',
  faltaWabaId: 'Escribe el identificador de la cuenta de WhatsApp Business (WhatsApp Business Account ID)',
  formaWabaId: 'El identificador de la cuenta de WhatsApp Business es un número (el «WhatsApp Business Account ID»)',
  faltaToken: 'Escribe el token de acceso de WhatsApp',
  tokenLargo: 'El token de acceso no puede tener más de 1000 caracteres',
  formaToken: 'El token de acceso no puede tener espacios ni caracteres especiales',
  faltaAppSecret: 'Escribe la clave secreta de la aplicación de Meta (App secret)',
  appSecretLargo: 'La clave secreta de la aplicación no puede tener más de 200 caracteres',
  formaAppSecret: 'La clave secreta de la aplicación no puede tener espacios ni caracteres especiales',
  conectada: 'WhatsApp conectado: {nombre} ({numero})',
  guardadaConError: 'Conexión de WhatsApp guardada, pero no funciona: {error}',
  eliminada: 'Conexión de WhatsApp eliminada',
  sinConexion: 'La empresa no tiene un número de WhatsApp conectado',
  // The reasons a verification fails, from the Cloud API's answer (Graph's error codes).
  tokenNoValido: 'Meta no aceptó el token de acceso: no es válido o ha caducado. Genera uno nuevo y vuelve a guardarlo',
  sinPermiso: 'El token no tiene permiso sobre este número (hace falta whatsapp_business_messaging o whatsapp_business_management)',
  numeroNoEncontrado: 'Meta no encuentra ese número: revisa el identificador del número de teléfono',
  datosRechazados: 'Meta rechazó la petición: {detalle}',
  limite: 'Meta limitó las peticiones: vuelve a intentarlo en unos minutos',
  metaNoResponde: 'Meta no respondió (respuesta {status}); vuelve a intentarlo más tarde',
  sinRed: 'No se pudo conectar con Meta',
  respuestaRara: 'Meta respondió sin los datos del número',
  otroNumero: 'Meta respondió con otro número ({id}) distinto del indicado',
  // The product's templates (issue 68 item 2): their state as Meta's `status` says it.
  plantillaPendiente: 'Pendiente de revisión',
  plantillaAprobada: 'Aprobada',
  plantillaRechazada: 'Rechazada',
  plantillaRechazadaMotivo: 'Rechazada: {motivo}',
  plantillaEnPausa: 'En pausa',
  plantillaDesactivada: 'Desactivada',
  plantillaEnApelacion: 'En apelación',
  plantillaBorrandose: 'Eliminándose en Meta',
  plantillaBorrada: 'Eliminada en Meta',
  plantillaLimite: 'No creada: la cuenta llegó al máximo de plantillas',
  plantillaArchivada: 'Archivada',
  plantillaNoCreada: 'No creada: {error}',
  plantillaNoEncontrada: 'no está en la cuenta de WhatsApp Business; pulsa «Crear plantillas de nuevo»',
  plantillaOtroEstado: 'Estado en Meta: {estado}',
  plantillasSinConexion: 'Conecta primero un número de WhatsApp que funcione',
  plantillasLeidas: 'Plantillas de WhatsApp: {aprobadas} de {total} aprobadas',
  /** What Configuración says a template that is not approved means. */
  plantillasAviso: 'Solo se usan las plantillas aprobadas; mientras una no lo esté, ese aviso se envía solo por correo.',
};

/**
 * The WhatsApp webhook (issue 68 items 5, 6 and 10): what Meta's requests are answered when refused, what
 * Configuración says about where to paste the URL and the token, the note a message the thread cannot
 * show leaves in it, and a failed send's reason from Meta's error code.
 */
export const whatsappWebhook = {
  noEncontrado: 'Esta dirección de webhook de WhatsApp no existe',
  tokenIncorrecto: 'El token de verificación no coincide con el de la conexión de WhatsApp',
  firmaNoValida: 'La firma X-Hub-Signature-256 falta o no es válida',
  demasiadas: 'Demasiadas peticiones al webhook de WhatsApp desde esta conexión. Vuelve a intentarlo en {espera}.',
  // Configuración's WhatsApp panel.
  urlTitulo: 'URL de devolución de llamada (Callback URL)',
  tokenTitulo: 'Token de verificación (Verify token)',
  copiar: 'Copiar',
  dondePegar:
    'En el panel de tu aplicación de Meta (App Dashboard), abre WhatsApp > Configuración, pega la URL y el token en «Webhook», pulsa «Verificar y guardar» y suscribe los campos messages y message_template_status_update.',
  sinUrl: 'Guarda de nuevo la conexión para obtener la URL del webhook y su token de verificación.',
  // A message the thread does not show (its media stay in WhatsApp: nothing is downloaded).
  adjunto: '[{tipo} enviado por WhatsApp: no se guarda en Talentia; está en el chat de WhatsApp]',
  tipoImagen: 'Imagen',
  tipoAudio: 'Audio',
  tipoVideo: 'Vídeo',
  tipoDocumento: 'Documento',
  tipoSticker: 'Sticker',
  tipoUbicacion: 'Ubicación',
  tipoContacto: 'Contacto',
  tipoOtro: 'Mensaje de un tipo que Talentia no muestra',
  // Why Meta did not deliver a send (a `failed` status's errors[0].code).
  fallo131026: 'El número no tiene WhatsApp o no puede recibir el mensaje',
  fallo131047: 'Fuera de la ventana de 24 horas: el candidato no escribió en el último día y solo se puede enviar una plantilla',
  fallo131049: 'Meta no lo entregó para no saturar al destinatario; se puede volver a intentar más tarde',
  fallo131051: 'Tipo de mensaje no admitido',
  fallo131056: 'Demasiados mensajes seguidos al mismo número; se puede volver a intentar más tarde',
  fallo131042: 'Hay un problema con el método de pago de la cuenta de WhatsApp Business',
  fallo131031: 'La cuenta de WhatsApp Business está bloqueada',
  fallo132000: 'Los datos de la plantilla no coinciden con los que Meta aprobó',
  fallo132001: 'La plantilla no existe en la cuenta o no está aprobada en ese idioma',
  fallo132015: 'La plantilla está en pausa por su calidad',
  fallo132016: 'La plantilla está desactivada',
  falloOtro: 'Meta no pudo entregar el mensaje (código {codigo}: {titulo})',
};

/** Sending WhatsApp beside the mails (issue 68 items 4, 5 and 7): why a send did not go, and the timeline's and usage's words. */
export const whatsappEnvio = {
  // Why it was not sent (no_enviado): WhatsApp was possible, a rule held it back; the mail went anyway.
  conexionConError: 'La conexión de WhatsApp de la empresa no funciona: {error}',
  sinTelefono: 'El candidato no tiene teléfono',
  telefonoNoValido: 'El teléfono del candidato no es un número válido: {telefono}',
  sinOptIn: 'El candidato no ha aceptado recibir avisos por WhatsApp',
  optInDeOtro: 'Ese teléfono aceptó avisos para otro candidato',
  optInBaja: 'El candidato se dio de baja de los avisos por WhatsApp',
  plantillaNoCreada: 'La plantilla «{titulo}» no está creada en la cuenta de WhatsApp',
  plantillaNoAprobada: 'La plantilla «{titulo}» no está aprobada ({estado})',
  faltanDatos: 'Faltan datos para la plantilla: {variables}',
  // Why Meta refused it (fallido), from Graph's error codes (Cloud API error codes reference).
  tokenCaducado: 'Meta no aceptó el token de acceso: no es válido o ha caducado. Hay que generar uno nuevo en Configuración',
  sinPermiso: 'El token no tiene permiso para enviar mensajes desde este número',
  noEstaEnWhatsApp: 'Ese número no tiene WhatsApp o no puede recibir el mensaje',
  fueraDeVentana: 'Han pasado más de 24 horas desde el último mensaje del candidato: solo se pueden enviar plantillas',
  plantillaEnPausaMeta: 'Meta ha pausado la plantilla por su calidad',
  plantillaDesactivadaMeta: 'Meta ha desactivado la plantilla',
  plantillaNoExisteMeta: 'La plantilla no existe en la cuenta de WhatsApp en ese idioma',
  parametrosPlantilla: 'Meta rechazó los datos de la plantilla: {detalle}',
  limiteMeta: 'Meta limitó los envíos: demasiados mensajes seguidos',
  cuentaBloqueada: 'La cuenta de WhatsApp Business está bloqueada o tiene un problema de pago',
  numeroNoRegistrado: 'El número de la empresa no está registrado en la plataforma de WhatsApp',
  rechazado: 'Meta rechazó el mensaje: {detalle}',
  metaNoResponde: 'Meta no respondió (respuesta {status})',
  sinRed: 'No se pudo conectar con Meta',
  respuestaRara: 'Meta respondió sin el identificador del mensaje',
  // The interview's timeline.
  titulo: 'WhatsApp',
  vacio: 'No se ha enviado nada por WhatsApp en esta entrevista.',
  estadoEnviado: 'Enviado',
  estadoEntregado: 'Entregado',
  estadoLeido: 'Leído',
  estadoFallido: 'Fallido',
  estadoNoEnviado: 'No enviado',
  textoLibre: 'Respuesta del equipo',
  coste: 'Coste estimado: {importe}',
  sinCoste: 'Sin coste',
  sinTarifa: 'Sin tarifa',
  errorCarga: 'No se pudieron cargar los envíos de WhatsApp',
  // Usage.
  usoResumen: 'Mensajes de WhatsApp este mes: {enviados} · coste estimado {importe}',
  usoAviso: 'Estimación con las tarifas publicadas por Meta; Meta factura a la empresa en su cuenta de WhatsApp Business.',
  sinTarifaMercado: 'sin tarifa',
};

/**
 * The candidate's opt-in to WhatsApp notices (issue 68 item 3): the words agreed to, the candidate's own
 * confirmations (marked for the company's Spanish, D215/D223) and the staff's record with its evidence.
 */
export const whatsappOptIn = {
  /** The words the candidate agrees to, with the company's name: stored as shown. */
  texto: 'Quiero recibir avisos de {empresa} sobre este proceso por WhatsApp',
  titulo: 'Avisos por WhatsApp (opcional)',
  explicacion:
    'Además de los correos, ‹te› avisaremos al {telefono} de la invitación, los recordatorios y las respuestas de la empresa. ‹Puedes› quitarlo cuando ‹quieras›, o ‹responde› BAJA en WhatsApp.',
  registrado: 'Guardado: {empresa} ‹te› avisará por WhatsApp al {telefono}. ‹Puedes› quitarlo cuando ‹quieras›.',
  retirado: 'Hecho: no ‹recibirás› más avisos por WhatsApp.',
  textoCambiado: 'El texto ha cambiado desde que lo ‹abriste›: ‹léelo› de nuevo antes de marcarlo.',
  textoObligatorio: 'Falta el texto que se acepta',
  noDisponible: 'Esta opción no está disponible.',
  activoDesde: 'Activo desde el {fecha}',
  // The staff's side (Spain's Spanish, like every staff message).
  sinTelefono: 'El candidato no tiene teléfono: añádelo antes de registrar su consentimiento para WhatsApp',
  telefonoSinPrefijo:
    'El teléfono del candidato no tiene prefijo internacional (+34…): edítalo antes de registrar su consentimiento para WhatsApp',
  sinConexion: 'La empresa no tiene un número de WhatsApp conectado: conéctalo en Configuración',
  evidenciaObligatoria: 'Escribe dónde y cuándo lo dio el candidato (por ejemplo, «Lo pidió por teléfono el 3 de diciembre»)',
  evidenciaLarga: 'La evidencia no puede superar los 500 caracteres',
  motivoLargo: 'El motivo no puede superar los 500 caracteres',
  registradoPersonal: 'Consentimiento para WhatsApp registrado',
  retiradoPersonal: 'Consentimiento para WhatsApp retirado: no se le enviará nada más por WhatsApp',
  sinOptIn: 'El candidato no tiene un consentimiento para WhatsApp activo',
  cambiado: 'El consentimiento cambió mientras lo guardabas: vuelve a intentarlo',
} as const;

export const greenhouse = {
  servicioNoDisponible: 'El servicio {servicio} no está contratado por la empresa',
  entrevistaNoEncontrada: 'Entrevista no encontrada',
  enlaceInvalido: 'Este enlace al informe no es válido o ha caducado. Abre la entrevista en Talentia para ver el informe.',
  demasiadasAperturas: 'Demasiadas aperturas de informes desde esta conexión. Vuelve a intentarlo en unos minutos.',
  nombreCandidatoPorDefecto: 'Candidato de Greenhouse',
  /** The company's Harvest v3 connection (D197). */
  harvestGuardada: 'Conexión con Greenhouse Harvest guardada',
  harvestEliminada: 'Conexión con Greenhouse Harvest eliminada',
  harvestSinConexion: 'La empresa no tiene conexión con Greenhouse Harvest',
  harvestProbadaOk: 'Greenhouse aceptó las credenciales: la conexión funciona',
  harvestProbadaMal: 'Greenhouse no aceptó las credenciales: {error}',
  harvestCredencialesRechazadas: 'Greenhouse rechazó las credenciales (respuesta {status})',
  harvestNoResponde: 'Greenhouse no respondió (respuesta {status})',
  harvestSinRed: 'No se pudo conectar con Greenhouse',
  harvestRespuestaRara: 'Greenhouse respondió sin un token de acceso',
  /** A vacancy linked to a Greenhouse job and each stage change sent as a move (D201). */
  ghJobInvalido: 'El puesto de Greenhouse es un número (el que aparece en la dirección del puesto)',
  ghEtapaGhInvalida: 'Cada etapa de Greenhouse es un número (el id de la etapa del plan de entrevistas del puesto)',
  ghEtapasDemasiadas: 'Hay demasiadas etapas asignadas (el máximo es {max})',
  ghEtapaDesconocida: 'La etapa «{etapa}» no es una etapa del proceso de la empresa',
  ghAplicacionInvalida: 'El id de la candidatura en Greenhouse es un número (el que aparece como application_id)',
  ghAplicacionGuardada: 'Candidatura de Greenhouse guardada',
  ghMovHecho: 'Movida en Greenhouse',
  ghMovYaHecho: 'El movimiento ya se había enviado',
  ghMovOrigenSinAsignar:
    'No se envió: la etapa de origen «{etapa}» no tiene etapa de Greenhouse asignada, así que no se sabe desde qué etapa moverla',
  ghMovDesdeUnion: 'No se envió: la candidatura acaba de unirse a la vacante y no tiene etapa de origen',
  ghMovEtapaNoCoincide:
    'Greenhouse rechazó el movimiento (422): la candidatura no estaba en la etapa de origen esperada en Greenhouse; puede que alguien la moviera allí. Muévela en Greenhouse o vuelve a moverla aquí',
  ghMovEtapaNoCoincideReintento:
    'Greenhouse rechazó el movimiento (422) al repetir un intento interrumpido: puede que el primer intento ya la moviera. Compruébalo en Greenhouse',
  ghMovAgotado: 'Greenhouse no respondió tras varios intentos ({n}): {error}',
} as const;

/** The candidate's view on the assessment and request for a person's review (D150; GDPR Art. 22(3)). */
export const impugnacion = {
  opinionObligatoria: '‹Escribe› ‹tu› opinión sobre la evaluación',
  opinionLarga: '‹Tu› opinión no puede superar los {max} caracteres',
  respuestaObligatoria: 'Escribe la respuesta al candidato',
  respuestaLarga: 'La respuesta no puede superar los {max} caracteres',
  sinInforme: 'Esta entrevista todavía no tiene una evaluación que ‹puedas› impugnar',
  yaPendiente: 'Ya ‹enviaste› una opinión sobre esta entrevista y la empresa todavía no ha respondido',
  maximo: '‹Has› enviado ya {max} opiniones sobre esta entrevista: ‹escribe› al contacto de la empresa',
  noPendiente: 'No hay ninguna impugnación pendiente de respuesta en esta entrevista',
  enviada: 'Hemos enviado ‹tu› opinión a la empresa. ‹Te› avisaremos por email cuando responda.',
  respondida: 'Respuesta guardada y enviada al candidato',
  respondidaSinEmail: 'Respuesta guardada, pero no se pudo enviar el email al candidato: la verá en «Mis datos»',
  avisoTitulo: 'Un candidato ha impugnado su evaluación',
  avisoTituloRevision: 'Un candidato pide que una persona revise su evaluación',
  avisoMensaje: '{nombre} ha enviado su opinión sobre el informe de {servicio}. Hay que responderle.',
  verInforme: 'Ver el informe',
  // The answer says what became of the assessment, the same words in the e-mail and «Mis datos» (D160)
  revisionNecesaria:
    'El candidato pidió que una persona revise la evaluación: guarda o corrige la revisión antes de responder, o marca que la evaluación no cambia y explica por qué en la respuesta.',
  sinCambiosEtiqueta: 'La evaluación no cambia: explico el motivo en la respuesta',
  resultadoRevisada: 'Una persona del equipo ha revisado la evaluación de ‹tu› entrevista después de ‹tu› petición.',
  resultadoRevisadaSinCambios:
    'Una persona del equipo ha revisado la evaluación de ‹tu› entrevista después de ‹tu› petición y no la ha cambiado.',
  resultadoSinRevision:
    'La evaluación no ha cambiado: todavía no la ha revisado una persona. La empresa explica por qué en su respuesta y, si la revisa más adelante, ‹te› enviará el resultado.',
  resultadoSinCambios: 'La evaluación no ha cambiado. La empresa explica por qué en su respuesta.',
  resultadoLeida: 'La empresa ha leído ‹tu› opinión y ‹te› responde.',
  resultadoPosterior: 'Una persona del equipo ha revisado la evaluación de ‹tu› entrevista, como ‹te› anunció la empresa.',
  resultadoEnviado: 'Resultado de la revisión guardado y enviado al candidato',
  sinResultadoQueEnviar:
    'No hay ninguna respuesta pendiente ni un resultado que enviar: guarda primero la revisión de una persona para enviar su resultado.',
} as const;

/** Adjustments and a person to reach (issue 55 items 1–2, D172): the candidate's pages, the company's screen and the notices. */
export const ayuda = {
  tiposObligatorios: '‹Elige› al menos un ajuste',
  tipoDesconocido: 'Ese ajuste no existe',
  textoLargo: 'El texto no puede superar los {max} caracteres',
  mensajeObligatorio: '‹Escribe› ‹tu› mensaje',
  otroSinTexto: '‹Cuéntanos› qué formato ‹necesitas›',
  respuestaObligatoria: 'Escribe la respuesta al candidato',
  decisionObligatoria: 'Indica si aceptas el ajuste',
  demasiadas: '‹Has› enviado muchas solicitudes seguidas. ‹Espera› un poco antes de enviar otra; la empresa ya tiene las anteriores.',
  maximoAjustes: '‹Has› pedido ya {max} ajustes en esta entrevista: ‹escribe› a la persona de contacto',
  maximoMensajes: 'Esta conversación ha llegado a {max} mensajes: ‹escribe› a {contacto}',
  terminadaTiempo:
    'La entrevista ya ha terminado: no queda tiempo que ampliar. Si ‹necesitas› otro ajuste para lo que siga, ‹elígelo› o ‹escribe› a la persona de contacto.',
  // Issue 65 item 7: the only time limit is the voice recorder's; an interview answered in writing has none.
  sinLimiteDeTiempo:
    'Esta entrevista no tiene límite de tiempo: no hace falta pedir más tiempo. Si ‹necesitas› otro ajuste, ‹elígelo› en la lista o ‹escribe› a la persona de contacto.',
  ajusteEnviado: 'Hemos enviado ‹tu› solicitud a la empresa. ‹Te› avisaremos por email cuando responda.',
  mensajeEnviado: 'Hemos enviado ‹tu› mensaje. ‹Te› avisaremos por email cuando ‹te› respondan.',
  yaEnviado: 'Ya ‹habías› enviado esto: la empresa lo tiene.',
  noPendiente: 'Esa solicitud de ajuste ya está respondida o no existe',
  ajusteRespondido: 'Respuesta guardada: le llegará al candidato por email y la verá en su página',
  mensajeRespondido: 'Mensaje guardado: le llegará al candidato por email (y por WhatsApp si aceptó recibirlo) y lo verá en su página',
  rechazoConAjuste:
    'El candidato tiene una solicitud de ajuste sin responder: respóndela antes de cerrar la entrevista como no recomendada o rechazar al candidato.',
  avisoAjusteTitulo: 'Un candidato pide un ajuste',
  avisoAjusteMensaje: '{candidato} pide un ajuste en su entrevista de {servicio}: {tipos}. Hay que responderle.',
  avisoMensajeTitulo: 'Un candidato quiere hablar con una persona',
  avisoMensajeMensaje: '{candidato} ha escrito sobre su entrevista de {servicio}. Hay que responderle.',
  verEntrevista: 'Ver la entrevista',
} as const;

/** Erasure on the candidate's request (issue 44 §1 «Erase», D149): the candidate's page and the company's notice. */
export const borradoSolicitado = {
  // The candidate's page («Mis datos»)
  pedir: 'Pedir que se borren mis datos',
  confirmarTitulo: '¿Borrar ‹tus› datos en {empresa}?',
  queSeBorra:
    'Se borrará todo lo que {empresa} guarda sobre ‹ti› en Talentia: ‹tu› perfil, ‹tus› entrevistas con ‹tus› respuestas, los informes y las revisiones.',
  queSeQueda:
    'Se conserva solo lo que no ‹te› identifica: el número de entrevistas hechas que la empresa ya ha consumido de su plan y un registro de que el borrado se hizo (sin ‹tu› nombre ni ‹tu› email), para poder demostrarlo.',
  plazoEmpresa:
    'La empresa tiene unos días para oponerse, solo por un motivo legal que debe escribir y que ‹verás› aquí. Si no se opone, ‹tus› datos se borrarán al terminar ese plazo y ‹te› enviaremos un email de confirmación.',
  confirmar: 'Sí, pedir el borrado',
  cancelar: 'Cancelar',
  pendiente: '‹Has› pedido que se borren ‹tus› datos. Se borrarán el {fecha} si la empresa no se opone por un motivo legal.',
  opuesta: 'La empresa se ha opuesto a borrar ‹tus› datos por este motivo legal:',
  /** Marked for the candidate's Spanish (D215): the page draws it through `t`; `{autoridad}` is the country's (D216). */
  opuestaContacto: 'Si no ‹estás› de acuerdo, ‹escribe› a {contacto} o ‹reclama› ante {autoridad}.',
  solicitado: 'Hemos recibido ‹tu› petición de borrado',
  noSolicitado: 'No se ha podido pedir el borrado. ‹Vuelve› a intentarlo.',
  noEncontrado: 'Esta empresa no tiene datos ‹tuyos›',
  // The company's side (the candidate's profile)
  aviso: 'Este candidato ha pedido que se borren sus datos',
  avisoPlazo: 'Se borrarán el {fecha} salvo que un administrador se oponga antes por un motivo legal.',
  avisoOpuesta: '{por} se opuso el {fecha} por este motivo legal (el candidato lo ve):',
  oponerse: 'Oponerse',
  motivoEtiqueta: 'Motivo legal para conservar los datos',
  motivoAyuda: 'Escribe la obligación o el motivo legal concreto. El candidato verá este texto.',
  motivoCorto: 'Escribe el motivo legal (al menos {min} caracteres)',
  motivoLargo: 'El motivo admite como máximo {max} caracteres',
  enviarOposicion: 'Registrar la oposición',
  oposicionGuardada: 'Oposición registrada: los datos no se borrarán y el candidato verá el motivo',
  noOposicion: 'No se ha podido registrar la oposición',
  avisoOposicionEnviado: 'Se ha enviado al candidato un email con el motivo.',
  avisoOposicionOmitido:
    'No se ha enviado email al candidato (la plantilla está desactivada o su dirección no admite envíos); verá el motivo en «Mis datos».',
  avisoOposicionFallido: 'No se ha podido enviar el email al candidato; verá el motivo en «Mis datos».',
  soloAdmin: 'Solo un administrador puede oponerse al borrado.',
  plazoVencido: 'El plazo para oponerse ya ha terminado',
  yaOpuesta: 'Ya consta una oposición a este borrado',
  sinSolicitud: 'Este candidato no ha pedido que se borren sus datos',
  // While the request is pending nothing new is done with the candidate (issue 54 item 3, D160)
  bloqueado:
    'No se puede programar ni enviar emails a {candidato}: ha pedido que se borren sus datos y se borrarán el {fecha}, salvo que un administrador se oponga por un motivo legal.',
  filaBloqueada: '{email} ha pedido que se borren sus datos (se borrarán el {fecha}): no se importa.',
  tarjeta: 'Borrado pedido: se borrarán el {fecha}',
  // Notifications to the company's admins
  notificacionTitulo: 'Un candidato ha pedido borrar sus datos',
  notificacionMensaje: '{candidato} ha pedido que se borren sus datos. Se borrarán el {fecha} salvo que te opongas por un motivo legal.',
  notificacionAccion: 'Ver candidato',
  // The company's setting
  plazoEtiqueta: 'Plazo para oponerse a un borrado pedido por el candidato (días)',
  plazoAyuda: 'Entre {min} y {max} días; {defecto} si no se indica.',
  plazoInvalido: 'El plazo debe ser un número entero de días entre {min} y {max}',
} as const;

/** Retention per company (D151): the setting, the consent to be kept for future processes, the admin's month list, «Mis datos». */
export const retencion = {
  retencionMeses: 'El plazo de conservación es un número entero de meses entre 1 y 60',
  consentimientoCambiado: 'El texto del consentimiento ha cambiado. ‹Léelo› de nuevo antes de aceptarlo.',
  conservarGuardado:
    'Guardado: {empresa} podrá ‹tenerte|tenerle|tenerte› en cuenta en futuros procesos. ‹Puedes› retirarlo desde «Mis datos».',
  conservarRetirado: 'Consentimiento retirado: ‹tus› datos se borrarán en la fecha prevista.',
  ampliada: 'Plazo ampliado: ‹tus› datos se conservarán hasta el {fecha}.',
  sinConsentimiento: 'Solo se puede ampliar el plazo si ‹has› aceptado que ‹te› tengan en cuenta en futuros procesos.',
  fueraDePlazo: 'El plazo solo se puede ampliar en los {dias} días anteriores a la fecha de borrado.',
  empresaNoEncontrada: 'Esta empresa no tiene datos ‹tuyos›.',
  mesInvalido: 'El mes debe tener la forma AAAA-MM',
  candidatoRetencion: 'Borrado por el plazo de conservación',
  // Under the company's setting (issue 67 item 7): its country's default and the rule it rests on.
  plazoPorDefectoPais:
    'Si lo dejas vacío, {plazo}: el plazo por defecto en {pais}. La ley no fija un número de meses; pide no conservar los datos más tiempo del necesario: {base}.',
  plazoPorDefecto: 'Si lo dejas vacío, {plazo}: el plazo por defecto de Talentia.',
} as const;

/** The oversight record (D153): the AI's steps and the people's decisions over them, and the AI's pause. */
/** The company's recommendation threshold (issue 53 item 8, D157). */
export const umbral = {
  numero: 'El umbral es un número de 0 a 10, en pasos de 0,5',
  guardado: 'Umbral de recomendación guardado: se aplica a los informes que se generen desde ahora',
  plantilla: 'Se vuelve a usar el criterio para aprobar de cada plantilla en los informes que se generen desde ahora',
} as const;

/** The company's Amazon Bedrock model (issue 57, D176). */
export const modeloBedrock = {
  texto: 'Indica el id de un modelo de Amazon Bedrock de este despliegue, o null para el predeterminado de la plataforma',
  sinBedrock: 'Este despliegue no tiene Amazon Bedrock activado: no hay modelo que elegir',
  noDisponible: 'El modelo «{MODELO}» no está entre los de este despliegue de Amazon Bedrock ({MODELOS})',
  guardado: 'Modelo de Amazon Bedrock guardado: se usa en los informes y preguntas de seguimiento desde ahora',
  predeterminado: 'Se vuelve a usar el modelo de Amazon Bedrock predeterminado de la plataforma',
} as const;

/** Where the data lives and the safeguard for its transfer (issue 67 item 8). */
export const ubicacionDatos = {
  tipo: 'Elige el tipo de garantía: cláusulas contractuales modelo, contrato con el encargado del tratamiento, normas corporativas vinculantes u otra garantía prevista en la ley',
  referencia: 'Indica la referencia del documento (su título, número o enlace), de 3 a 300 caracteres',
  fechaDocumento: 'Indica la fecha del documento (AAAA-MM-DD)',
  fechaFutura: 'La fecha del documento no puede ser posterior a hoy',
  paisDesconocido:
    'El país de la empresa no está entre los que Talentia conoce ({PAISES}): cámbialo en los datos de la empresa antes de registrar la garantía',
  guardada: 'Garantía para la transferencia de los datos registrada',
  falta:
    'Antes de la primera entrevista, un administrador de la empresa debe registrar la garantía que pide la ley de su país para que los datos estén en {REGION} ({SALVAGUARDA}): en Configuración → «Dónde están los datos»',
} as const;

/** The integrity signals' switch (issue 53, D158). */
export const senales = {
  cuerpo: 'Indica si las señales de integridad quedan activas',
  activadas: 'Señales de integridad activadas: las entrevistas que empiecen desde ahora las anotarán',
  desactivadas: 'Señales de integridad desactivadas: la página del candidato no anotará nada de cómo responde',
} as const;

export const supervision = {
  periodoInvalido: 'Indica las fechas desde y hasta con la forma AAAA-MM-DD',
  periodoInvertido: 'La fecha «hasta» no puede ser anterior a «desde»',
  periodoLargo: 'El periodo no puede superar {meses} meses: expórtalo en varias partes',
  demasiadas: 'El periodo tiene más de {max} entradas: expórtalo en periodos más cortos',
  motivoObligatorio:
    'Tu decisión o tus puntuaciones difieren de las de la IA: escribe el motivo del cambio (queda en el registro de supervisión)',
  motivoLargo: 'El motivo no puede superar los {max} caracteres',
  pausada:
    'IA en pausa: ningún modelo de lenguaje hará preguntas de seguimiento (solo las fijas de la plantilla) y los informes los escribirá el analizador integrado',
  reanudada: 'IA reanudada',
} as const;

/** Feedback to the candidate after the decision (issue 55 item 3, D173). */
export const comentarios = {
  cuerpo: 'Indica si los comentarios al candidato quedan activos',
  activados: 'Comentarios al candidato activados: al registrar una decisión se preparará un borrador para aprobar',
  desactivados: 'Comentarios al candidato desactivados: los candidatos no recibirán comentarios tras la decisión',
  desactivadosEmpresa: 'La empresa tiene desactivado el envío de comentarios al candidato (Configuración › Supervisión de la IA)',
  sinDecision: 'Registra primero la decisión de la entrevista: los comentarios se preparan a partir del informe revisado',
  yaEnviados: 'Los comentarios de esta entrevista ya se enviaron al candidato',
  textoObligatorio: 'Escribe el comentario',
  textoLargo: 'Cada comentario puede tener como mucho {max} caracteres',
  citaObligatoria: 'Cada comentario necesita una cita literal de la respuesta del candidato',
  citaLarga: 'Cada cita puede tener como mucho {max} caracteres',
  preguntaInvalida: 'Indica de qué pregunta es la cita',
  fortalezasMin: 'Incluye al menos un punto fuerte',
  mejorasMin: 'Incluye al menos un aspecto a mejorar',
  demasiados: 'Como mucho {max} puntos fuertes y {max} aspectos a mejorar',
  citaNoLiteral:
    'La cita «{cita}» no aparece tal cual en la respuesta a la pregunta {n}: copia un fragmento literal de lo que dijo el candidato',
  citaCorta: 'La cita «{cita}» es demasiado corta: usa al menos {min} palabras del candidato',
  citaMarcada:
    'La respuesta a la pregunta {n} tiene una señal de integridad («{marca}»): un pasaje señalado no sirve de evidencia; deja la cita vacía para citar la pregunta',
  citaSinMarca:
    'La respuesta a la pregunta {n} no tiene ninguna señal de integridad: el comentario necesita una cita literal de lo que dijo el candidato',
  cuerpoPuntos: 'Envía los puntos fuertes y los aspectos a mejorar como listas',
  sinComentariosEmpresa:
    'La empresa tiene desactivados los comentarios al candidato (Configuración › Supervisión de la IA): envía solo el resultado',
  asuntoObligatorio: 'Escribe el asunto del email',
  asuntoLargo: 'El asunto puede tener como mucho {max} caracteres',
  asuntoUnaLinea: 'El asunto debe ocupar una sola línea',
  mensajeObligatorio: 'Escribe el mensaje del email',
  mensajeLargo: 'El mensaje puede tener como mucho {max} caracteres',
  sinResultado:
    'Para comunicar el resultado, el candidato debe quedar seleccionado o rechazado: corrige la revisión e indica su seguimiento',
  resultadoYaComunicado: 'El resultado ya se comunicó al candidato el {fecha}: un segundo email con el resultado no se envía',
  resultadoEnviado: 'Resultado aprobado: le llegará al candidato por email y lo verá en «Mis datos»',
  sinPuntuacionEnRechazo:
    'El candidato no continúa en el proceso: los comentarios no pueden incluir puntuaciones, cifras ni posiciones en una clasificación («{texto}»)',
  enviados: 'Comentarios aprobados: le llegarán al candidato por email y los verá en «Mis datos»',
  borradoPendiente: 'El candidato ha pedido que se borren sus datos: no se le envían comentarios',
} as const;

/** How the candidate felt about the process, after «Finalizar» (issue 55 item 4, D173). */
export const opinionProceso = {
  cuerpo: '‹Envía› una puntuación de 0 a 10 o un comentario',
  puntuacionInvalida: 'La puntuación debe ser un número entero de 0 a 10',
  comentarioLargo: 'El comentario puede tener como mucho {max} caracteres',
  vacia: '‹Elige› una puntuación de 0 a 10 o ‹escribe› un comentario antes de enviar',
  yaEnviada: 'Ya nos ‹diste› ‹tu› opinión sobre este proceso. ¡Gracias!',
  noFinalizada: '‹Podrás› darnos ‹tu› opinión cuando ‹finalices› la entrevista',
  gracias: 'Gracias por ‹tu› opinión: nos ayuda a mejorar el proceso',
} as const;

// The fairness questionnaire and monitor (issue 56 items 3–5, D175); what the candidate's page shows
// is in shared/equidad.ts (TEXTOS_EQUIDAD), kept out of this catalogue's chunk on that page.
export const equidad = {
  versionCambiada: 'El texto del cuestionario ha cambiado: vuelve a cargar la página y léelo antes de enviarlo',
  yaEnviado: 'Ya respondiste este cuestionario para esta entrevista: no se guarda dos veces',
  noFinalizada: 'El cuestionario solo se puede responder cuando hayas finalizado la entrevista',
  minimoInvalido: 'El mínimo de personas por categoría debe ser un número entero de {min} a {max}',
  minimoGuardado: 'Mínimo de personas por categoría guardado',
  periodoInvalido: 'Indica el periodo con fechas AAAA-MM-DD y la fecha de inicio antes que la de fin (un año como mucho)',
  anioInvalido: 'Indica un año de 2020 a 2100',
  sinDatos: 'No hay respuestas del cuestionario de igualdad en ese periodo: no hay nada que exportar',
  sinDatosPeriodo: 'No hay respuestas del cuestionario de igualdad en este periodo para esta selección',
} as const;

/** The algorithm dossier for the workers' representatives (issue 56 items 1–2, D174). */
export const dosier = {
  periodoInvalido: 'Indica las fechas desde y hasta con la forma AAAA-MM-DD',
  periodoInvertido: 'La fecha «hasta» no puede ser anterior a «desde»',
  periodoLargo: 'El periodo del dosier no puede superar {meses} meses',
  fechaEntrega: 'Indica la fecha de la entrega con la forma AAAA-MM-DD',
  fechaFutura: 'La fecha de la entrega no puede ser posterior a hoy',
  organo: 'Indica a quién se entregó (por ejemplo, «Comité de empresa»)',
  organoLargo: 'El órgano o destinatario no puede superar {max} caracteres',
  destinatariosLargo: 'Las personas destinatarias no pueden superar {max} caracteres',
  huella: 'Indica la huella del dosier entregado (64 caracteres hexadecimales)',
  huellaDistinta:
    'El dosier ha cambiado desde que lo generaste (su huella ya no es la misma): vuelve a generarlo y registra la entrega de esa versión',
  entregaRegistrada: 'Entrega del dosier registrada',
  desactualizadoTitulo: 'El dosier algorítmico está desactualizado',
  desactualizadoMensaje:
    'La plantilla «{plantilla}» ha cambiado (versión {version}) después de la última entrega a {organo}: genera el dosier de nuevo y entrégalo a la representación legal',
  aCompletar: 'A completar por la empresa',
  respuestaTexto: 'La respuesta debe ser un texto',
  respuestaLarga: 'Cada respuesta puede tener un máximo de {max} caracteres',
  versionRespuestas: 'Falta la versión de las respuestas que editaste: vuelve a cargar la página',
  respuestasCambiadas:
    'Otra persona ha guardado las respuestas de la empresa mientras las editabas (ahora van por la versión {version}): vuelve a cargarlas, revisa sus cambios y guarda de nuevo',
  respuestasGuardadas: 'Respuestas de la empresa guardadas (versión {version}): el dosier las incluye desde ahora',
  respuestasSinCambios: 'Las respuestas no han cambiado: no se guarda una versión nueva',
  respuestasEstudioGuardadas: 'Respuestas del estudio guardadas (versión {version}): el estudio las incluye desde ahora',
  preguntaDeOtroDocumento: 'Esta pregunta no es del {documento}: guárdala con su documento',
  tipoInvalido: 'Indica qué documento generar: «dosier-algoritmico» o «estudio-impacto-co»',
  estudioSoloColombia:
    'El estudio de impacto de privacidad es para empresas de Colombia (Circular Externa 002 de 2024 de la Superintendencia de Industria y Comercio): el país de tu empresa es {pais}',
} as const;

/** Vacancies (issue 66 item 1, D185). */
// A vacancy's public apply link (issue 66 item 3, D187).
export const postulacion = {
  publicadoObligatorio: 'Indica si el enlace de la vacante se publica o se retira',
  versionObligatoria: 'Falta la versión de la vacante que estás editando: vuelve a abrirla',
  enlacePublicado: 'Enlace publicado: compártelo en la oferta de empleo',
  enlaceRetirado: 'Enlace retirado: ya no admite candidaturas',
  noEncontrado: 'Este enlace de empleo no existe o ya no está activo',
  enPausa: 'Esta vacante está en pausa: por ahora no admite candidaturas. ‹Vuelve› a intentarlo más adelante.',
  cerrada: 'Esta vacante está cerrada: ya no admite candidaturas.',
  nombreObligatorio: '‹Escribe› ‹tu› nombre',
  nombreLargo: 'El nombre no puede superar los 200 caracteres',
  nombreMarcado: 'El nombre no puede contener los signos < ni >',
  telefonoInvalido: 'El teléfono solo puede tener números, espacios y los signos + ( ) - . (hasta 40 caracteres)',
  avisoObligatorio: 'Para ‹presentarte|presentarse|presentarte› ‹tienes› que aceptar el aviso de privacidad',
  avisoCambiado: 'El aviso de privacidad ha cambiado mientras ‹leías›: ‹recarga› la página, ‹léelo› y ‹vuelve› a enviarlo',
  demasiadas: 'Se han recibido demasiadas candidaturas desde aquí. ‹Inténtalo› de nuevo en {espera}.',
  demasiadasVacante: 'Esta vacante está recibiendo muchas candidaturas a la vez. ‹Inténtalo› de nuevo en {espera}.',
  recibida: 'Candidatura recibida: ‹tu› entrevista se abre ahora',
  yaInscrito:
    'Ya ‹tienes› una entrevista para esta vacante: ‹te› hemos enviado de nuevo el enlace a ‹tu› email. Si no lo ‹encuentras›, ‹revisa› la carpeta de correo no deseado.',
  yaInscritoSinReenvio:
    'Ya ‹tienes› una entrevista para esta vacante: ‹usa› el enlace que ‹te› enviamos por email. Si no lo ‹encuentras›, ‹revisa› la carpeta de correo no deseado.',
  yaEnCurso: 'Ya ‹has› empezado la entrevista de esta vacante: ‹sigue› en el enlace que ‹te› enviamos por email.',
  sinPlazas: 'Esta vacante no puede recibir candidaturas ahora mismo. ‹Inténtalo› de nuevo más tarde.',
  noDisponible: 'No podemos abrir ‹tu› entrevista ahora mismo. ‹Escribe› a la empresa para continuar con ‹tu› candidatura.',
  yaEntrevistado: 'Ya ‹hiciste› la entrevista de esta vacante: la empresa se pondrá en contacto ‹contigo›.',
  sinPlazasTitulo: 'Una vacante rechaza candidaturas',
  sinPlazasMensaje: 'El enlace de la vacante «{vacante}» no ha podido abrir una entrevista: {motivo}',
  verVacantes: 'Ver vacantes',
  autor: 'Enlace de empleo',
  autorSistema: 'Talentia (entrevista completada)',
} as const;

export const vacantes = {
  tituloObligatorio: 'El título de la vacante es obligatorio',
  tituloLargo: 'El título de la vacante no puede superar los 200 caracteres',
  lugarTexto: 'El lugar debe ser un texto',
  lugarLargo: 'El lugar no puede superar los 200 caracteres',
  lugarORemoto: 'Indica el lugar de trabajo o marca la vacante como remota',
  plazasInvalidas: 'Las plazas deben ser un número entero entre 1 y 1000',
  plantillaObligatoria: 'Elige la plantilla de entrevista de la vacante',
  plantillaNoDisponible: 'La plantilla «{plantilla}» no está disponible para tu empresa: elige otra',
  // A stage's own interview (D205).
  plantillasEtapaLista: 'Indica la entrevista de cada etapa como una lista de etapa y plantilla',
  plantillasEtapaDemasiadas: 'Una vacante tiene como mucho {max} etapas con su propia entrevista',
  plantillaEtapaDesconocida: 'La etapa «{etapa}» no es una de las del proceso de la empresa: recarga la vacante para ver sus etapas',
  plantillaEtapaDescartado: 'A quien está en «{etapa}» no se le invita a entrevistas: esa etapa no lleva plantilla',
  responsableObligatorio: 'Elige a la persona responsable de la contratación',
  responsableNoValido: 'La persona responsable debe ser un usuario activo de la empresa',
  areaNoValida: 'El área elegida no existe en la empresa o está inactiva',
  fechaCierreInvalida: 'La fecha de cierre debe tener el formato AAAA-MM-DD',
  fechaCierrePasada: 'La fecha de cierre no puede ser anterior a hoy',
  estadoInvalido: 'El estado debe ser abierta, en pausa o cerrada',
  versionObligatoria: 'Falta la versión de la vacante que estás editando: vuelve a abrirla',
  versionCambiada: 'Otra persona ha cambiado esta vacante mientras la editabas: vuelve a abrirla para ver sus cambios',
  noEncontrada: 'Vacante no encontrada',
  creada: 'Vacante creada',
  actualizada: 'Vacante actualizada',
  seleccionaEmpresa: 'Selecciona una empresa',
  // Analytics' «Vacantes» table (D199).
  limiteAnalitica: 'Indica cuántas vacantes por página: un número entero entre 1 y {max}',
  // The vacancy's candidates and their stage (issue 66 item 2, D186).
  candidatoObligatorio: 'Elige el candidato que quieres añadir a la vacante',
  candidatoNoEncontrado: 'Candidato no encontrado en la empresa',
  yaEnVacante: 'Este candidato ya está en la vacante',
  vacanteCerrada: 'La vacante está cerrada: no admite candidatos nuevos',
  etapaInvalida: 'La etapa no es una de las del proceso de la empresa: recarga la vacante para ver sus etapas',
  // The company's stages (D195): renamed, added, ordered and deleted from «Etapas del proceso».
  etapaNombreObligatorio: 'Cada etapa necesita un nombre',
  etapaNombreLargo: 'El nombre de una etapa tiene como mucho {max} caracteres',
  etapasDemasiadas: 'El proceso tiene como mucho {max} etapas',
  etapasListaObligatoria: 'Envía la lista de etapas del proceso, en su orden',
  etapaNombreRepetido: 'Dos etapas no pueden llamarse igual: «{nombre}»',
  etapaRepetida: 'Cada etapa aparece una sola vez en la lista',
  etapaSistema:
    'La etapa «{nombre}» no se puede borrar: Talentia lleva a ella a los candidatos (al unirse, al invitarlos, al terminar la entrevista o al rechazarlos). Puedes renombrarla o cambiarla de sitio.',
  etapaConCandidatos:
    'La etapa «{nombre}» tiene {candidatos} en {vacantes}: muévelos a otra etapa antes de borrarla. No se ha cambiado nada.',
  etapasCambiadas:
    'Otra persona ha cambiado las etapas del proceso mientras las editabas: recárgalas y vuelve a intentarlo. No se ha cambiado nada.',
  versionEtapasObligatoria: 'Falta la versión de las etapas que editabas: recárgalas',
  etapaBorrandose: 'La etapa «{nombre}» se está borrando ahora mismo: elige otra',
  etapasGuardadas: 'Etapas del proceso guardadas',
  etapaBorrada: 'Etapa borrada',
  versionCandidaturaObligatoria: 'Falta la versión de la candidatura que estás moviendo: recarga la vacante',
  candidaturaNoEncontrada: 'El candidato no está en esta vacante',
  etapaCambiada: 'Otra persona ha movido a este candidato mientras tanto: recarga la vacante para ver su etapa actual',
  candidatoAnadido: 'Candidato añadido a la vacante',
  candidatoMovido: 'Candidato movido a «{etapa}»',
  exportacionEnlace: 'La exportación es grande: descárgala desde el enlace, válido durante 5 minutos',
  // Interviews for a vacancy and its public apply link (issue 66 items 1 and 3, D187).
  entrevistaVacanteCerrada: 'La vacante está cerrada: no admite entrevistas nuevas',
  enlaceCerrada: 'La vacante está cerrada: ábrela antes de publicar su enlace',
  autorClave: 'Clave de API «{clave}»',
  // Bulk actions on a vacancy's candidates, through a queue (issue 66 item 5, D190).
  loteAccionInvalida: 'La acción debe ser «mover», «rechazar», «invitar», «reenviar» o «unir»',
  loteSinCandidatos: 'Elige al menos un candidato o una etapa entera',
  loteCandidatosYEtapa: 'Elige candidatos, una etapa entera o los de un filtro: solo una de las tres cosas',
  loteDemasiados: 'Una acción en bloque abarca como mucho {max} candidatos: filtra por etapa o divide la selección',
  loteRepetidos: 'La selección repite candidatos',
  loteEtapaObligatoria: 'Elige la etapa a la que mover a los candidatos',
  loteSinEmail: 'Para rechazar en bloque escribe el asunto y el mensaje del email, o indica que no se envíe',
  loteAsuntoObligatorio: 'El asunto del email es obligatorio',
  loteAsuntoLargo: 'El asunto no puede superar los 200 caracteres ni tener saltos de línea',
  loteMensajeObligatorio: 'El mensaje del email es obligatorio',
  loteMensajeLargo: 'El mensaje no puede superar los 5000 caracteres',
  loteVacio: 'No hay candidatos en esa etapa de la vacante',
  loteNoEncontrado: 'Acción en bloque no encontrada',
  loteMarcadorDesconocido: 'El email usa {marcador}, que no existe: usa {{nombreCandidato}}, {{puesto}} o {{nombreEmpresa}}',
  loteAceptado: 'Acción en bloque en marcha: {candidatos}',
  loteFallido: 'La acción en bloque no pudo terminar: los candidatos ya procesados lo están; revisa el resto y vuelve a intentarlo',
  loteNoEnVacante: 'El candidato no está en esta vacante',
  loteYaEnEtapa: 'Ya estaba en «{etapa}»',
  loteEntrevistaAbierta: 'Tiene una entrevista pendiente o en curso: cancélala antes de rechazarlo',
  loteBorradoPendiente: 'Ha pedido que se borren sus datos: no se le escribe',
  loteMovidoEntretanto: 'Otra persona lo movió mientras tanto: no se ha cambiado',
  loteYaComunicado: 'Ya recibió un email de rechazo el {fecha}: no se le envía otro',
  loteEnCurso: 'Ya hay una acción en bloque en marcha en esta vacante: espera a que termine y vuelve a intentarlo',
  loteYaInvitado: 'Ya tiene una entrevista pendiente en esta vacante: usa «Reenviar invitación»',
  loteYaEntrevistado: 'Ya hizo la entrevista de esta vacante',
  loteSinInvitacion: 'No tiene una invitación pendiente en esta vacante',
  loteRechazadoNoSeInvita: 'Está rechazado: no se le invita',
  loteUnirPorEtapa: 'Para añadir candidatos a la vacante, elígelos en la lista de candidatos',
  loteYaEnVacante: 'Ya estaba en la vacante',
  // «All matching the filter» in the candidates list (D203).
  loteFiltroSoloUnir: 'Los candidatos de un filtro de la lista solo se pueden añadir a una vacante',
  loteFiltroVacio: 'Ningún candidato coincide con los filtros',
  // Comparing candidates of a vacancy side by side (issue 66 item 4, D188).
  compararCuantos: 'Elige entre 2 y 5 candidatos de la vacante para compararlos',
  compararRepetidos: 'Cada candidato puede aparecer una sola vez en la comparación',
  compararIdInvalido: 'Alguno de los candidatos elegidos no es válido: vuelve a elegirlos en la vacante',
} as const;

/** The company's country (issue 67 items 1 and 11): chosen from the known ones (shared/paises.ts). */
export const paises = {
  /** {paises} is the list of shared/paises.ts listaPaises(), so that it is written once. */
  noAdmitido: 'País no admitido: elige {paises}',
  /** Issue 67 item 4: a company's zone is one its country uses (shared/paises.ts zonasDePais). */
  zonaNoDelPais: 'La zona horaria {zona} no se usa en {pais}: elige una de las de {pais}',
} as const;
