// Which sentences of an answer speak to a competency (issue 24; D77). The built-in analyzer does not
// understand answers; it can still tell a sentence about motivation ('me atrae este puesto porque
// quiero…') from one about a career path ('Llevo 8 años en logística'), with word lists compared by
// stem (the same Spanish stemmer as the text analysis): a competency's vocabulary is the content words
// of its own name and description plus, when its name or description belongs to a known family
// (motivation, teamwork, communication, problem solving, leadership, adaptability, results,
// initiative, technical knowledge, planning, negotiation, customer service, learning, values,
// career), that family's words. A sentence that opens by stating one's background ('Llevo…',
// 'Trabajo como…', 'Soy…', 'Estudié…') is context, evidence of nothing unless it also speaks to the
// competency.
import { normalizarCita } from './evidencia.js';
import { raizDe } from './texto.js';
import type { CompetenciaRubricaEntrada } from './tipos.js';

/** Families of competencies: what their name or description says (normalised), and their words. */
const FAMILIAS: { patron: RegExp; palabras: string }[] = [
  {
    patron: /motiva|interes|vocacion|compromiso|candidatura/,
    palabras:
      'motiva motivación motivado atrae atrajo atractivo interesa interés interesante gusta gustaría encanta quiero querría ' +
      'busco buscando crecer crecimiento aprender aprendiendo desarrollarme ilusión ilusiona apasiona pasión reto retos ' +
      'oportunidad carrera futuro aspiro aspiración meta llama apetece salto especializarme disfruto',
  },
  {
    patron: /equipo|colabora|cooperac/,
    palabras:
      'equipo equipos compañero compañeros compañera compañeras colaborar colaboré colaboración juntos ayudar ayudé apoyo ' +
      'apoyar coordinar coordiné acordar acordamos acuerdo consenso reunión reuniones grupo compartir conjunto jefe encargado',
  },
  {
    patron: /comunica|escucha|explica|presenta|interlocutor/,
    palabras:
      'comunicar comunicación comuniqué explicar expliqué explico explicación hablar hablé hablo hablamos escuchar escuché ' +
      'llamar llamé presentar presenté presentación mensaje entender entendió entendido conversación correo informar informé ' +
      'transmitir preguntar pregunté pedí aclarar aclaré interlocutor claridad resumen ejemplo dudas',
  },
  {
    patron: /problema|resoluc|analisis|analitic|decision/,
    palabras:
      'problema problemas solución soluciones soluciono resolver resolví resolvimos causa causas analizar analicé análisis ' +
      'detectar detecté alternativa alternativas decidir decidí decisión probar probé hipótesis datos fallo fallos error ' +
      'errores incidencia diagnóstico investigar investigué diferencias',
  },
  {
    patron: /lider|direccion de|gestion de (?:equipos|personas)|mando/,
    palabras:
      'liderar lideré líder liderazgo equipo equipos delegar delegué motivar motivé asignar asigné dirigir dirigí guiar ' +
      'responsable coordinar coordiné personas decidí feedback',
  },
  {
    patron: /adapta|flexib|cambio/,
    palabras:
      'cambio cambios cambiar cambió cambiaron cambié adaptar adapté adapto adaptarme adaptación imprevisto inesperado nuevo ' +
      'nueva aprendí ajustar ajusté flexible flexibilidad reorganizar reorganicé',
  },
  {
    patron: /resultado|logro|objetivo|orientacion a/,
    palabras:
      'objetivo objetivos resultado resultados meta metas conseguir conseguí conseguimos lograr logré logramos medir medí ' +
      'planifiqué seguimiento cumplir cumplí cumplo indicador indicadores superar superé superamos productividad',
  },
  {
    patron: /iniciativa|proactiv|emprend/,
    palabras:
      'iniciativa propuse proponer propuesta idea ideas mejora detecté oportunidad creé lancé impulsé monté cuenta nadie ' +
      'pidió pidiera voluntario anticipé',
  },
  {
    patron: /tecnic|tecnolog|herramienta|informatic|software|programac/,
    palabras:
      'herramienta herramientas programa software sistema sistemas tecnología técnico técnica aplicación ordenador ' +
      'informática programación configuré automaticé',
  },
  {
    patron: /planific|organiza|prioriz|gestion del tiempo/,
    palabras:
      'planificar planifiqué plan organizar organicé organizada organizado prioridad prioridades priorizar calendario plazo plazos agenda',
  },
  { patron: /negocia/, palabras: 'negociar negocié negociación acuerdo acordamos ceder condiciones propuesta precio' },
  {
    patron: /cliente|atencion|servicio al/,
    palabras: 'cliente clientes atención queja quejas reclamación satisfacción necesidad necesidades',
  },
  { patron: /aprendiz|formacion|aprender/, palabras: 'aprender aprendí aprendizaje curso cursos formación estudiar estudié certificación' },
  {
    patron: /valores|valora/,
    palabras:
      'valoro valor valores importante importancia prioridad prefiero necesito estabilidad autonomía reconocimiento impacto aprendizaje',
  },
  {
    patron: /carrera|proyeccion|futuro profesional/,
    palabras: 'futuro plan pasos paso carrera dirección siguiente próximo veo imagino falta objetivo curso',
  },
  {
    patron: /interes|aficion|gusto/,
    palabras: 'interesa interés gusta disfruto disfrutar apasiona curiosidad afición',
  },
  {
    patron: /aptitud|autoconocimiento|fortaleza/,
    palabras: 'bien fuerte fortaleza capaz aptitud habilidad destaco facilidad',
  },
];

/** Words of a name or description that say nothing about a sentence: grammar and generic rubric words. */
const SIN_SIGNIFICADO = new Set(
  (
    'a al algo ante como con contra cual de del desde donde durante el ella en entre es esa ese esta este forma hacia la las ' +
    'le lo los manera mas muy no o otra otras otro otros para pero por que se ser sin sobre su sus tan tu un una unas uno ' +
    'unos y ya capacidad persona personas necesita propia propias propio propios trabajo eficacia frente claro clara ' +
    'posicion puesto ofrece'
  ).split(' '),
);

/** The stems that make a sentence speak to this competency. */
export function vocabularioDe(c: Pick<CompetenciaRubricaEntrada, 'competencia' | 'descripcion'>): Set<string> {
  const nombre = normalizarCita(`${c.competencia} ${c.descripcion ?? ''}`);
  const palabras = nombre.split(' ').filter((p) => p.length >= 4 && !SIN_SIGNIFICADO.has(p) && !/^\d+$/.test(p));
  for (const f of FAMILIAS) if (f.patron.test(nombre)) palabras.push(...f.palabras.split(' '));
  return new Set(palabras.map(raizDe).filter((r) => r.length >= 3));
}

/** How many different words of the vocabulary a sentence holds (0: it does not speak to the competency). */
export function cuantoHablaDe(frase: string, vocabulario: Set<string>): number {
  const vistas = new Set<string>();
  for (const p of normalizarCita(frase).split(' ')) {
    if (p.length < 3) continue;
    const r = raizDe(p);
    if (vocabulario.has(r)) vistas.add(r);
  }
  return vistas.size;
}

/** Fillers a sentence may open with before what it says ('Bueno, pues llevo…'). */
const RELLENO = '(?:(?:bueno|pues|vale|hola|si|yo|a ver|actualmente|ahora|ahora mismo|hoy|hoy en dia|desde hace \\S+ \\S+) )*';
const TRAYECTORIA = new RegExp(
  `^${RELLENO}(?:llevo|tengo \\S+ anos|soy|trabajo (?:como|en|de)|trabaje (?:como|en|de)|he trabajado|estoy trabajando|` +
    'estudie|me forme|vengo de|mi experiencia|cuento con|mi trayectoria|empece (?:en|como|a trabajar)|tengo experiencia)(?= |$)',
);

/** A sentence that opens by stating one's background: context, not evidence of a competency by itself. */
export function esTrayectoria(frase: string): boolean {
  return TRAYECTORIA.test(normalizarCita(frase));
}

/** Whether a competency is about technical knowledge: its level must agree with the technical skills. */
export function esCompetenciaTecnica(c: Pick<CompetenciaRubricaEntrada, 'competencia' | 'descripcion'>): boolean {
  return /\b(?:tecnic\w*|tecnolog\w*|herramientas?|informatic\w*|software|programacion)\b/.test(normalizarCita(c.competencia));
}
