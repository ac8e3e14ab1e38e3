// Why one module: data, not logic: the spec's three interview templates and three plans, as every
// installation starts.
// What every new installation starts with: the three HR service templates of the spec
// (test-vocacional, entrevistas-profundidad, mapeo-organizacional), each a usable interview design
// in Spanish (phases with their questions, a rubric with behavioural anchors per competency), and
// the three plans.
import { PLANES_REFERENCIA, SERVICIOS_HR } from '../../../shared/constants.js';
import type { CompetenciaRubrica, FaseDiseno } from '../../../shared/schemas/servicio-hr.js';

/** The version the seeded designs start at (an installation seeded before designs existed is upgraded to it). */
export const VERSION_DISENO_BASE = 1;

const pregunta = (competencia: string, explora: string, texto: string) => ({ texto, explora, competencia });
const competencia = (nombre: string, descripcion: string, bajo: string, medio: string, alto: string): CompetenciaRubrica => ({
  competencia: nombre,
  descripcion,
  anclas: { bajo, medio, alto },
});

const FASES_VOCACIONAL: FaseDiseno[] = [
  {
    nombre: 'Intereses',
    objetivo: 'Identificar las actividades y los temas que motivan a la persona por sí mismos.',
    preguntas: [
      pregunta(
        'Intereses profesionales',
        'Intereses intrínsecos y actividades que generan implicación',
        '¿Qué actividades, en el trabajo, en los estudios o fuera de ellos, te hacen perder la noción del tiempo? Cuéntame un ejemplo reciente.',
      ),
      pregunta(
        'Intereses profesionales',
        'Curiosidad y dirección del aprendizaje',
        'Si pudieras dedicar un año a aprender a fondo un tema, ¿cuál elegirías y por qué?',
      ),
    ],
  },
  {
    nombre: 'Aptitudes',
    objetivo: 'Reconocer aptitudes demostradas con hechos, no solo declaradas.',
    preguntas: [
      pregunta(
        'Autoconocimiento de aptitudes',
        'Aptitudes puestas en práctica y su resultado',
        'Háblame de un problema que resolviste y del que te sientas orgulloso u orgullosa. ¿Qué hiciste tú exactamente?',
      ),
      pregunta(
        'Autoconocimiento de aptitudes',
        'Fortalezas reconocidas por otras personas',
        '¿Qué tareas te resultan fáciles y otras personas te piden ayuda para hacerlas? Pon un ejemplo.',
      ),
    ],
  },
  {
    nombre: 'Valores y motivación',
    objetivo: 'Entender qué necesita la persona de un entorno de trabajo para dar lo mejor de sí.',
    preguntas: [
      pregunta(
        'Claridad de valores',
        'Condiciones del entorno que la persona valora',
        'Piensa en el mejor entorno de trabajo o de estudio que hayas tenido. ¿Qué lo hacía bueno para ti?',
      ),
      pregunta(
        'Claridad de valores',
        'Prioridades entre estabilidad, aprendizaje, impacto, autonomía y reconocimiento',
        'Ordena de más a menos importante para ti: estabilidad, aprendizaje, impacto, autonomía y reconocimiento. Explica por qué elegiste el primero.',
      ),
    ],
  },
  {
    nombre: 'Proyección',
    objetivo: 'Conocer el plan de carrera y lo que falta para decidir el siguiente paso.',
    preguntas: [
      pregunta(
        'Planificación de carrera',
        'Visión a medio plazo y pasos ya dados',
        '¿Cómo te imaginas profesionalmente dentro de cinco años? ¿Qué pasos has dado ya en esa dirección?',
      ),
      pregunta(
        'Planificación de carrera',
        'Información o experiencia que falta para decidir',
        '¿Qué información o experiencia te falta para decidir tu siguiente paso profesional, y cómo podrías conseguirla?',
      ),
    ],
  },
];

const RUBRICA_VOCACIONAL: CompetenciaRubrica[] = [
  competencia(
    'Intereses profesionales',
    'Claridad y consistencia de los intereses que orientan la carrera.',
    'Menciona intereses vagos o contradictorios, sin ejemplos.',
    'Nombra intereses concretos con algún ejemplo, aunque poco conectado con opciones profesionales.',
    'Describe intereses consistentes con ejemplos recientes y los relaciona con áreas profesionales concretas.',
  ),
  competencia(
    'Autoconocimiento de aptitudes',
    'Capacidad de reconocer las propias aptitudes a partir de hechos.',
    'Enumera cualidades genéricas sin ninguna situación que las respalde.',
    'Reconoce alguna aptitud con un ejemplo, sin precisar su aportación personal.',
    'Identifica aptitudes con ejemplos concretos, su aportación personal y el resultado obtenido.',
  ),
  competencia(
    'Claridad de valores',
    'Conocimiento de lo que la persona necesita de un entorno de trabajo.',
    'No sabe explicar qué valora o responde con generalidades.',
    'Prioriza valores pero con justificaciones poco concretas.',
    'Prioriza sus valores con razones y experiencias que los explican.',
  ),
  competencia(
    'Planificación de carrera',
    'Visión del futuro profesional y pasos para alcanzarlo.',
    'No tiene una visión o no ha dado ningún paso hacia ella.',
    'Tiene una visión general y algún paso previsto.',
    'Tiene una visión concreta, pasos ya dados y sabe qué le falta para decidir.',
  ),
];

const FASES_PROFUNDIDAD: FaseDiseno[] = [
  {
    nombre: 'Presentación',
    objetivo: 'Abrir la conversación y conocer la motivación por la posición.',
    preguntas: [
      pregunta(
        'Motivación por el puesto',
        'Trayectoria y motivo de la candidatura',
        'Cuéntame brevemente tu trayectoria y qué te atrae de esta posición.',
      ),
    ],
  },
  {
    nombre: 'Competencias (STAR)',
    objetivo:
      'Obtener ejemplos de conducta pasada con su situación, tarea, acción y resultado (método STAR). Si falta alguna parte, repreguntar por ella.',
    preguntas: [
      pregunta(
        'Trabajo en equipo',
        'Colaboración con personas de estilos distintos (STAR)',
        'Cuéntame una situación en la que tuviste que colaborar con alguien cuya forma de trabajar era muy distinta a la tuya. ¿Cuál era la situación, qué te tocaba hacer, qué hiciste y cuál fue el resultado?',
      ),
      pregunta(
        'Resolución de problemas',
        'Análisis y decisión con información incompleta (STAR)',
        'Describe un problema complejo que tuviste que resolver con información incompleta. ¿Qué pasos seguiste, qué decidiste y qué resultado obtuviste?',
      ),
      pregunta(
        'Comunicación',
        'Adaptar un mensaje difícil a quien no es experto (STAR)',
        'Háblame de una ocasión en la que tuviste que explicar algo difícil a alguien que no era experto. ¿Cómo lo preparaste y cómo comprobaste que te había entendido?',
      ),
      pregunta(
        'Adaptabilidad',
        'Respuesta ante un cambio inesperado (STAR)',
        'Cuéntame un cambio importante e inesperado en tu trabajo. ¿Qué hiciste para adaptarte, cuál fue el resultado y qué aprendiste?',
      ),
      pregunta(
        'Orientación a resultados',
        'Planificación y seguimiento de un objetivo exigente (STAR)',
        'Describe un objetivo exigente que conseguiste. ¿Cómo lo planificaste, qué obstáculos encontraste y cómo mediste el resultado?',
      ),
      pregunta(
        'Iniciativa',
        'Actuar sin que se lo pidan (STAR)',
        'Cuéntame una ocasión en la que tomaste la iniciativa sin que nadie te lo pidiera. ¿Qué te llevó a hacerlo, qué hiciste y qué pasó después?',
      ),
    ],
  },
  {
    nombre: 'Conocimientos técnicos',
    objetivo: 'Contrastar los conocimientos declarados con un ejemplo de aplicación.',
    preguntas: [
      pregunta(
        'Conocimientos técnicos',
        'Dominio aplicado de herramientas y conocimientos clave',
        '¿Qué herramientas o conocimientos técnicos dominas que sean clave para esta posición? Pon un ejemplo concreto de cómo los aplicaste y qué resultado dio.',
      ),
    ],
  },
  {
    nombre: 'Cierre',
    objetivo: 'Conocer las expectativas de desarrollo y cerrar la entrevista.',
    preguntas: [
      pregunta(
        'Motivación por el puesto',
        'Expectativas de aprendizaje y desarrollo',
        '¿Qué te gustaría aprender o desarrollar en tu próximo puesto, y por qué ahora?',
      ),
    ],
  },
];

const RUBRICA_PROFUNDIDAD: CompetenciaRubrica[] = [
  competencia(
    'Motivación por el puesto',
    'Razones para la candidatura y encaje con lo que ofrece la posición.',
    'Motivos genéricos o solo externos (salario, cercanía) sin relación con el puesto.',
    'Motivos relacionados con el puesto, con poca concreción.',
    'Motivos concretos que conectan su trayectoria, lo que ofrece el puesto y lo que quiere desarrollar.',
  ),
  competencia(
    'Trabajo en equipo',
    'Colaborar con otras personas hacia un objetivo común.',
    'Habla en términos generales o atribuye los problemas a los demás; sin acciones propias.',
    'Describe su papel en el equipo con alguna acción concreta, sin resultado claro.',
    'Situación concreta, acciones propias para acercar posturas y un resultado compartido y medible.',
  ),
  competencia(
    'Resolución de problemas',
    'Analizar un problema, decidir y comprobar el resultado.',
    'Describe el problema pero no cómo lo analizó ni qué decidió.',
    'Explica pasos razonables, con poco análisis de alternativas o del resultado.',
    'Analiza causas y alternativas, justifica la decisión con datos y comprueba el resultado.',
  ),
  competencia(
    'Comunicación',
    'Transmitir ideas de forma clara y adaptada al interlocutor.',
    'El ejemplo no muestra adaptación al interlocutor ni comprobación de la comprensión.',
    'Adapta el mensaje en parte; la comprobación es implícita.',
    'Prepara el mensaje para su interlocutor, usa ejemplos y comprueba activamente que se entendió.',
  ),
  competencia(
    'Adaptabilidad',
    'Responder con eficacia a cambios e imprevistos.',
    'Describe el cambio como algo que padeció, sin acciones propias.',
    'Se adaptó con acciones concretas, sin extraer aprendizaje.',
    'Se adaptó con rapidez, ajustó su forma de trabajar y explica lo que aprendió.',
  ),
  competencia(
    'Orientación a resultados',
    'Fijarse objetivos exigentes y conseguirlos.',
    'Objetivo poco exigente o sin resultado medible.',
    'Objetivo exigente con resultado, pero poca planificación o seguimiento.',
    'Objetivo exigente, plan, superación de obstáculos y resultado medido.',
  ),
  competencia(
    'Iniciativa',
    'Actuar de forma proactiva sin esperar instrucciones.',
    'No aporta un ejemplo de iniciativa propia.',
    'Ejemplo de iniciativa con impacto limitado o poco explicado.',
    'Detecta una oportunidad por sí mismo o misma, actúa y logra un impacto claro.',
  ),
  competencia(
    'Conocimientos técnicos',
    'Dominio de las herramientas y conocimientos que la posición requiere.',
    'Enumera herramientas sin ejemplo de uso.',
    'Ejemplo de uso correcto en tareas habituales.',
    'Ejemplo de uso avanzado, con criterio para elegir la herramienta y resultado demostrable.',
  ),
];

const FASES_MAPEO: FaseDiseno[] = [
  {
    nombre: 'Rol y responsabilidades',
    objetivo: 'Entender el rol tal como se ejerce, no solo como está escrito.',
    preguntas: [
      pregunta(
        'Claridad de rol',
        'Responsabilidades principales y cómo se mide el trabajo',
        'Describe tu rol: ¿cuáles son tus tres responsabilidades principales y cómo se mide tu trabajo?',
      ),
      pregunta(
        'Claridad de rol',
        'Tareas que no aportan valor o que corresponden a otros',
        '¿En qué tareas dedicas tiempo que crees que deberían hacer otras personas o que no aportan valor? Pon un ejemplo.',
      ),
    ],
  },
  {
    nombre: 'Procesos',
    objetivo: 'Mapear cómo fluye el trabajo dentro del área y con otras áreas.',
    preguntas: [
      pregunta(
        'Conocimiento de procesos',
        'Procesos que funcionan y procesos que fallan',
        'Cuéntame un proceso de tu área que funcione bien y otro que falle a menudo. ¿Qué ocurre exactamente en el segundo?',
      ),
      pregunta(
        'Coordinación entre áreas',
        'Cómo se obtiene lo que se necesita de otras áreas',
        'Cuando necesitas algo de otra área, ¿cómo lo consigues? Pon un ejemplo reciente.',
      ),
    ],
  },
  {
    nombre: 'Cultura',
    objetivo: 'Describir la cultura real a través de decisiones y conductas observadas.',
    preguntas: [
      pregunta(
        'Percepción de la cultura',
        'Cómo se toman las decisiones en el equipo',
        '¿Cómo se toman las decisiones en tu equipo? Dame un ejemplo de una decisión reciente y de quién participó en ella.',
      ),
      pregunta(
        'Percepción de la cultura',
        'Conductas que se reconocen y conductas que se corrigen',
        '¿Qué conductas se reconocen en la organización y cuáles se corrigen? ¿Cómo lo sabes?',
      ),
    ],
  },
  {
    nombre: 'Brechas y propuestas',
    objetivo: 'Detectar brechas de competencias y recoger propuestas de mejora concretas.',
    preguntas: [
      pregunta(
        'Identificación de brechas',
        'Conocimientos o habilidades que faltan en el equipo',
        '¿Qué conocimiento o habilidad falta hoy en tu equipo para cumplir sus objetivos? ¿En qué situación se notó?',
      ),
      pregunta(
        'Propuestas de mejora',
        'Cambio prioritario y efecto esperado',
        'Si pudieras cambiar una sola cosa de la organización, ¿cuál sería y qué efecto esperarías?',
      ),
    ],
  },
];

const RUBRICA_MAPEO: CompetenciaRubrica[] = [
  competencia(
    'Claridad de rol',
    'Conocimiento de las propias responsabilidades y de cómo se evalúan.',
    'No distingue sus responsabilidades principales ni sabe cómo se mide su trabajo.',
    'Enumera sus responsabilidades; la medición es vaga.',
    'Prioriza sus responsabilidades, sabe cómo se miden y detecta tareas que no encajan en su rol.',
  ),
  competencia(
    'Conocimiento de procesos',
    'Comprensión de cómo funciona el trabajo de su área.',
    'Describe los procesos de forma genérica, sin ejemplos.',
    'Describe un proceso con sus pasos y algún problema.',
    'Describe procesos con sus pasos, puntos de fallo concretos y sus causas.',
  ),
  competencia(
    'Coordinación entre áreas',
    'Relación con otras áreas para conseguir lo necesario.',
    'Depende de contactos informales o no sabe cómo conseguir lo que necesita.',
    'Conoce el canal formal y lo usa con algún problema.',
    'Conoce los canales, los usa con eficacia y propone cómo mejorarlos.',
  ),
  competencia(
    'Percepción de la cultura',
    'Capacidad de describir la cultura real con conductas observadas.',
    'Describe la cultura con adjetivos, sin conductas ni ejemplos.',
    'Aporta algún ejemplo de decisión o conducta.',
    'Describe decisiones y conductas concretas y cómo se reconocen o corrigen.',
  ),
  competencia(
    'Identificación de brechas',
    'Detectar lo que falta para cumplir los objetivos.',
    'No identifica brechas o las atribuye solo a recursos.',
    'Identifica una brecha sin situación concreta.',
    'Identifica brechas concretas con la situación en que se notaron y su efecto.',
  ),
  competencia(
    'Propuestas de mejora',
    'Aportar propuestas concretas y viables.',
    'No propone cambios o propone cambios vagos.',
    'Propone un cambio concreto sin efecto esperado.',
    'Propone un cambio concreto, viable y con el efecto esperado.',
  ),
];

/**
 * A seeded template: what tells it apart (its name, expert and kind; its design; how its AI is
 * briefed), and what every seeded one starts with — the default duration and pass mark, active,
 * no runs yet, the base design version. Keys in the order the seed has always written them (the
 * Jobs stack hashes this data to know when to seed again).
 */
function servicioBase<const D extends object, const I extends object>(
  datos: D,
  diseno: { fases: FaseDiseno[]; rubrica: CompetenciaRubrica[]; duracionEstimada?: number },
  ia: I,
) {
  return {
    ...datos,
    estructura: {
      duracionEstimada: diseno.duracionEstimada ?? SERVICIOS_HR.duracionEstimadaPorDefecto,
      criterioPasado: SERVICIOS_HR.criterioPasadoPorDefecto,
      fases: diseno.fases,
      rubrica: diseno.rubrica,
    },
    configuracion: { activo: true, requiereAutenticacion: true },
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    version: VERSION_DISENO_BASE,
    ...ia,
  } as const;
}

export const SERVICIOS_HR_BASE = [
  servicioBase(
    {
      codigo: 'test-vocacional',
      nombre: 'Test Vocacional',
      descripcion: 'Evaluación vocacional guiada por IA para orientar la carrera del candidato.',
      descripcionDetallada:
        'Entrevista conversacional que explora intereses, valores, aptitudes y motivaciones para recomendar áreas profesionales afines.',
      categoria: 'evaluacion',
      tipo: 'test_vocacional',
      experto: { nombre: 'Dra. Laura Méndez', especialidad: 'Orientación vocacional y psicometría' },
    },
    { fases: FASES_VOCACIONAL, rubrica: RUBRICA_VOCACIONAL },
    {
      api_preferida: 'openai',
      contexto: 'Orientación vocacional para candidatos y empleados.',
      prompt_sistema:
        'Eres una psicóloga experta en orientación vocacional. Conduces una entrevista en español, cercana y profesional, y evalúas intereses, aptitudes y valores con evidencias de las respuestas.',
      prompt_usuario:
        'Candidato: {nombre}. Posición: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Diseña y conduce el test vocacional.',
    },
  ),
  servicioBase(
    {
      codigo: 'entrevistas-profundidad',
      nombre: 'Entrevistas en Profundidad',
      descripcion: 'Entrevista por competencias con análisis de habilidades blandas y técnicas.',
      descripcionDetallada:
        'Entrevista estructurada por competencias (método STAR) que produce un informe con evidencias, conclusiones y recomendaciones.',
      categoria: 'seleccion',
      tipo: 'seleccion_personal',
      experto: { nombre: 'Carlos Ruiz', especialidad: 'Selección por competencias' },
    },
    { fases: FASES_PROFUNDIDAD, rubrica: RUBRICA_PROFUNDIDAD, duracionEstimada: 60 },
    {
      api_preferida: 'claude',
      contexto: 'Selección de personal por competencias.',
      prompt_sistema:
        'Eres un entrevistador senior de selección. Haces preguntas por competencias (STAR), repreguntas cuando falta evidencia y valoras cada competencia de 0 a 10 con la evidencia literal.',
      prompt_usuario:
        'Candidato: {nombre}. Posición: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Realiza la entrevista en profundidad.',
    },
  ),
  servicioBase(
    {
      codigo: 'mapeo-organizacional',
      nombre: 'Mapeo Organizacional',
      descripcion: 'Diagnóstico de cultura, roles y encaje organizacional.',
      descripcionDetallada:
        'Entrevistas a miembros del equipo para mapear cultura, procesos, roles y brechas de competencias de la organización.',
      categoria: 'organizacional',
      tipo: 'mapeo_organizacional',
      experto: { nombre: 'Ana Torres', especialidad: 'Desarrollo organizacional' },
    },
    { fases: FASES_MAPEO, rubrica: RUBRICA_MAPEO },
    {
      api_preferida: 'openai',
      contexto: 'Diagnóstico organizacional y cultural.',
      prompt_sistema:
        'Eres consultora de desarrollo organizacional. Entrevistas para entender el rol, los procesos y la cultura, y señalas brechas con evidencias.',
      prompt_usuario:
        'Persona entrevistada: {nombre}. Puesto: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Conduce el mapeo organizacional.',
    },
  ),
] as const;

export const PLANES_BASE = PLANES_REFERENCIA;
