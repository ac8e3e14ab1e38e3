// Why one module: data, not logic: every word list of the text analysis, where a Spanish reader checks
// them together.
// The word lists of the text analysis (texto/analisis-texto.ts): data, written as words (normalised: no accents,
// lower case) so a Spanish reader can check and extend them; the measures that read them are
// texto/sentimiento.ts, texto/coherencia.ts and texto/profesionalidad.ts (the evasive expressions,
// which two of them weigh, are in lexico/evasivas.ts). Lists of stems are stemmed once, here.
import { raicesDe } from '../lexico/raices.js';

// ---- Sentiment: words around a polarity ---------------------------------------------------------

/** Words that never carry polarity themselves (articles, pronouns, auxiliaries, 'ser'/'estar'…). */
export const VACIAS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales cuando ' +
    'de del desde donde durante e el ella ellas ello ellos en entre era eramos eran eres es esa esas ese eso esos esta ' +
    'estaba estabamos estaban estado estamos estan estar estas este esto estos estoy estuve estuvimos estuvo fue fueron ' +
    'fui fuimos ha habia habiamos habian han has hasta hay he hemos hice hicimos hizo hacer hago la las le les lo los ' +
    'me mi mis mucha muchas nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para por que ' +
    'quien quienes se sea ser si sido siendo sobre somos son soy su sus suya suyo tal te tenemos tener tenia teniamos ' +
    'tengo tiene tienen tambien ti tu tus tuve tuvimos tuvo u un una unas uno unos usted ustedes vosotros y ya yo ' +
    'cual cuales ese esa mismo misma mismos mismas todo toda todos todas vez veces poco poca'
  ).split(' '),
);

/** Words ending a negation's (or intensifier's) reach: the next clause is about something else. */
export const FIN_DE_ALCANCE = new Set(['pero', 'sino', 'aunque', 'y', 'e', 'o', 'u', 'mientras', 'porque', 'pues']);

export const NEGADORES = new Set(['no', 'nunca', 'jamas', 'ni', 'tampoco', 'sin', 'nada', 'nadie', 'ningun', 'ninguno', 'ninguna']);
/** A negator followed by one of these is not a negation ('no solo… sino', 'sin embargo', 'no obstante'). */
export const NO_NIEGA = new Set(['solo', 'solamente', 'unicamente', 'obstante', 'embargo']);

export const INTENSIFICADORES = new Set([
  'muy',
  'mucho',
  'muchisimo',
  'bastante',
  'realmente',
  'sumamente',
  'tremendamente',
  'extremadamente',
  'increiblemente',
  'especialmente',
  'totalmente',
  'completamente',
  'enormemente',
  'super',
  'altamente',
  'verdaderamente',
]);

// ---- Sentiment: the domain list --------------------------------------------------------------------

/**
 * The domain list: words whose polarity in a work interview differs from the general lexicons.
 * 0 = neutral in a work context (the lexicons give these a polarity through stem collisions or
 * senses that do not apply: 'tareas' → 'tar' -0.375, 'entrega' → 'devoted' +0.625, 'plazos' →
 * 'placer' +3). Others fill gaps ('logré', 'orgulloso') or fix a sign ('agotado' +0.375).
 */
export const DOMINIO: Record<string, number> = {
  ...Object.fromEntries(
    // Work vocabulary (several forms where the stems differ: 'informe' → 'infor', 'informes' → 'inform').
    (
      'accion acciones actividad actividades activo administracion administrar adopte ajuste ajustes alcance anual ' +
      'aplicacion calidad calle carga cargo cliente clientes comete cometi condicion condiciones conducir conducta ' +
      'consumo coordinaba coordinar coordino dar dedica dedico dejar deje demanda desarrollar desarrolle desarrollo ' +
      'desarrolladores documentacion efectivo elabore elaborar empresa entrega entregas equipo equipos espera esperar ' +
      'especial estudiar estudie experiencia experiencias fines formato fuera gasto gastos gestion gestionar grande ' +
      'grandes hacer hice hicimos importante informar informe informes ingeniera ingenieria incidencia incidencias ' +
      'legal limite limites lista llegar llegue madrid mar mensual mensuales mitad natural negociar nivel niveles ' +
      'nomina nominas nuevo nueva objetivo objetivos orden ordenador pagar pago particular personal plan plazo plazos ' +
      'poder posibilidad precio preparar preparaba presentar principal proceso procesos producto productos ' +
      'productividad proyecto proyectos publico publica puesto querer queria quiero realice realizaba realizar ' +
      'responsable responsabilidades saber sabia san seguridad seguro semanal semanales seleccion si sistema sistemas ' +
      'solo sola tarea tareas tecnico tecnica tecnologia tiempo titulo trabajar trabajo transporte unidad acceso curso cursos cursando ' +
      'vivo ir cierto cierta clara claro importa participar participe organizacion motivo motivos superior ' +
      'superiores aseguradora aseguradoras ' +
      // Outcome words: no polarity of their own, the outcome rules below give them one from their object.
      'reduccion reducir bajar eliminar disminuir recortar minimizar mitigar evitar acortar corregir prevenir caer ' +
      'aumentar aumento incrementar incremento subir crecer crecimiento duplicar triplicar menos mas solucionar ' +
      'resolver prevencion correccion mitigacion minimizacion optimizacion erradicacion recorte recortes caida resolucion'
    )
      .split(' ')
      .map((p) => [p, 0]),
  ),
  // Gaps and misreadings of the workplace vocabulary.
  superar: 0.5,
  superamos: 0.5,
  logre: 0.6,
  lograr: 0.6,
  logro: 0.6,
  logros: 0.6,
  logramos: 0.6,
  consegui: 0.5,
  conseguir: 0.5,
  conseguimos: 0.5,
  exito: 0.7,
  exitoso: 0.7,
  orgulloso: 0.6,
  orgullosa: 0.6,
  orgullo: 0.6,
  motivado: 0.5,
  motivada: 0.5,
  apasiona: 0.6,
  pasion: 0.5,
  disfrute: 0.5,
  disfruto: 0.5,
  genial: 0.6,
  fantastico: 0.8,
  encantado: 0.6,
  encantada: 0.6,
  ilusion: 0.5,
  ilusiona: 0.5,
  eficaz: 0.5,
  eficiente: 0.5,
  mejore: 0.5,
  mejorar: 0.5,
  mejoramos: 0.5,
  mejora: 0.5,
  aprendi: 0.5,
  aprendizaje: 0.4,
  valorado: 0.5,
  valorada: 0.5,
  agradecido: 0.5,
  agradecida: 0.5,
  satisfaccion: 0.5,
  agotado: -0.5,
  agotada: -0.5,
  agotador: -0.5,
  quemado: -0.5,
  quemada: -0.5,
  cansado: -0.5,
  cansada: -0.5,
  estres: -0.5,
  estresado: -0.5,
  estresada: -0.5,
  harto: -0.6,
  harta: -0.6,
  frustrado: -0.5,
  frustrada: -0.5,
  frustrante: -0.6,
  desmotivado: -0.5,
  desmotivada: -0.5,
  injusto: -0.5,
  injusta: -0.5,
  toxico: -0.6,
  toxica: -0.6,
  caos: -0.5,
  caotico: -0.5,
  desastre: -0.7,
  pesimo: -0.8,
  pesima: -0.8,
  fatal: -0.6,
  fracase: -0.6,
  fracasamos: -0.6,
  fracaso: -0.6,
  despidieron: -0.5,
  despido: -0.5,
  despidos: -0.5,
  error: -0.5,
  errores: -0.5,
  fallo: -0.5,
  fallos: -0.5,
  mal: -0.6,
  malo: -0.6,
  mala: -0.6,
  dificil: -0.5,
  complicado: -0.4,
  incomodo: -0.4,
  aburrido: -0.5,
  odio: -0.8,
  odiaba: -0.8,
  conflicto: -0.4,
  conflictos: -0.4,
  problema: -0.4,
  problemas: -0.4,
  perdimos: -0.5,
  perdida: -0.5,
  perdidas: -0.5,
};

/**
 * Words told apart only by their accent, looked up in lower case with accents before anything else:
 * 'duro' (hard) is negative, 'duró' (lasted) is not, and both normalise to 'duro'.
 */
export const CON_ACENTO: Record<string, number> = { duro: -0.4, dura: -0.4, duros: -0.4, duras: -0.4, duró: 0 };

// ---- Sentiment: business outcomes and adversatives ------------------------------------------------

/** Words that make less of something ('redujo', 'bajamos', 'eliminamos', 'resolvimos', 'menos'…). */
export const REDUCTORES = raicesDe(
  'reducir redujo reducimos reduccion disminuir disminuyo disminuimos disminucion bajar bajamos bajada eliminar ' +
    'eliminamos eliminacion resolver resolvimos resolucion solucionar solucionamos recortar recortamos recorte minimizar ' +
    'minimizamos mitigar mitigamos evitar evitamos corregir corregimos acortar acortamos prevenir prevenimos ahorrar ' +
    'ahorramos ahorro erradicar erradicamos superar superamos caer cayo cayeron caida rebajar rebajamos arreglar ' +
    'arreglamos depurar optimizar optimizamos contener contuvimos menos prevencion correccion minimizacion mitigacion ' +
    'optimizacion erradicacion',
);
/**
 * The same as nouns ('reducción de costes', 'prevención de riesgos laborales'): they name a task or a
 * subject, not a result, so they only drop the misread negative of their object (exact forms: the
 * stems of noun and verb often coincide, 'disminución' / 'disminuir' → 'disminu').
 */
export const NOMBRES_REDUCCION = new Set(
  (
    'reduccion reducciones disminucion bajada bajadas recorte recortes eliminacion resolucion caida prevencion ' +
    'correccion minimizacion mitigacion optimizacion erradicacion solucion soluciones'
  ).split(' '),
);
/** Reductions of a quantity (a reduction of a good thing is bad: 'bajaron las ventas'). */
export const REDUCTORES_CANTIDAD = raicesDe(
  'reducir redujo reducimos reduccion disminuir disminuyo disminuimos disminucion bajar bajamos bajada recortar recortamos ' +
    'recorte caer cayo cayeron caida rebajar menos',
);
export const AUMENTOS = raicesDe(
  'aumentar aumento aumentamos aumentaron incrementar incremento incrementamos subir subimos subio subieron subida ' +
    'crecer crecimos crecio crecieron crecimiento duplicar duplicamos triplicar triplicamos disparar dispararon mas',
);
/** Things one wants less of. */
export const MALOS = raicesDe(
  'coste costes costo costos gasto gastos rotacion error errores fallo fallos falla fallas incidencia incidencias ' +
    'incidente incidentes problema problemas queja quejas reclamacion reclamaciones retraso retrasos demora demoras ' +
    'tiempo tiempos plazo plazos riesgo riesgos bug bugs defecto defectos deuda absentismo bajas accidente accidentes ' +
    'merma mermas desperdicio desperdicios perdida perdidas abandono churn latencia consumo cuello conflicto conflictos ' +
    'burocracia papeleo duplicidad duplicidades reproceso reprocesos averia averias devolucion devoluciones impago ' +
    'impagos morosidad fraude emisiones dificultad dificultades obstaculo obstaculos carga cargas',
);
/** Things one wants more of. */
export const BUENOS = raicesDe(
  'venta ventas ingreso ingresos facturacion beneficio beneficios margen margenes productividad satisfaccion retencion ' +
    'conversion conversiones cliente clientes usuario usuarios eficiencia calidad rendimiento nps ahorro ahorros ' +
    'plantilla personal empleados sueldo sueldos salario salarios cuota ventas rentabilidad motivacion compromiso',
);
/** Verbs of achieving: a negation of them also reaches what they govern. */
export const LOGRO = raicesDe('conseguir consegui conseguimos logre lograr logramos');

export const ADVERSATIVAS = [['pero'], ['sin', 'embargo'], ['no', 'obstante'], ['aun', 'asi']];

// ---- Coherence -----------------------------------------------------------------------------------

/** Discourse connectors, normalised (no accents), as word sequences. */
export const CONECTORES = [
  'ademas',
  'asimismo',
  'por eso',
  'por ello',
  'por lo tanto',
  'por tanto',
  'por consiguiente',
  'asi que',
  'de modo que',
  'de manera que',
  'en consecuencia',
  'como resultado',
  'como consecuencia',
  'debido a',
  'ya que',
  'puesto que',
  'dado que',
  'porque',
  'sin embargo',
  'no obstante',
  'aunque',
  'pero',
  'en cambio',
  'por el contrario',
  'a pesar de',
  'primero',
  'en primer lugar',
  'en segundo lugar',
  'luego',
  'despues',
  'a continuacion',
  'posteriormente',
  'entonces',
  'finalmente',
  'por ultimo',
  'al final',
  'en resumen',
  'en conclusion',
  'en definitiva',
  'es decir',
  'por ejemplo',
  'en concreto',
  'concretamente',
  'de hecho',
  'mientras que',
  'para ello',
  'con el fin de',
  'desde entonces',
  'inicialmente',
  'al principio',
  'mas tarde',
  'gracias a',
  'tambien',
].map((c) => c.split(' '));

// ---- Professionalism -----------------------------------------------------------------------------

export const GROSERIAS = [
  'joder',
  'jodido',
  'jodida',
  'mierda',
  'hostia',
  'hostias',
  'cono',
  'cabron',
  'cabrona',
  'puta',
  'puto',
  'gilipollas',
  'cojones',
  'verga',
  'carajo',
  'pendejo',
  'de puta madre',
  'me cago',
].map((c) => c.split(' '));

export const COLOQUIALISMOS = [
  'tio',
  'tia',
  'mola',
  'molaba',
  'molo',
  'guay',
  'chido',
  'chida',
  'chevere',
  'bacan',
  'pues nada',
  'en plan',
  'mogollon',
  'flipar',
  'flipe',
  'flipante',
  'curro',
  'currar',
  'curre',
  'mazo',
  'chaval',
  'cutre',
  'chungo',
  'chunga',
  'pringado',
  'ni de cona',
  'ostras',
  'wey',
  'guey',
  'chamba',
  'bro',
  'finde',
].map((c) => c.split(' '));

export const TEXTO_SMS = new Set([
  'q',
  'xq',
  'pq',
  'porq',
  'tb',
  'tmb',
  'tbn',
  'xa',
  'x',
  'k',
  'dnd',
  'salu2',
  'bss',
  'xfa',
  'pls',
  'porfa',
  'tqm',
  'npi',
  'ntp',
  'xd',
  'lol',
  'jaja',
  'jajaja',
  'jajajaja',
  'jeje',
  'jejeje',
  'jiji',
]);

/** All-caps words that are ordinary acronyms, not shouting. */
export const SIGLAS = new Set([
  'RRHH',
  'SCRUM',
  'KANBAN',
  'SMART',
  'LINUX',
  'EXCEL',
  'MYSQL',
  'HTML',
  'JSON',
  'GDPR',
  'RGPD',
  'PYME',
  'PYMES',
]);
