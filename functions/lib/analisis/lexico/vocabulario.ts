// Which sentences of an answer speak to a competency (D77). The built-in analyzer does not
// understand answers; it can still tell a sentence about motivation ('me atrae este puesto porque
// quiero…') from one about a career path ('Llevo 8 años en logística'), with word lists compared by
// stem (the same Spanish stemmer as the text analysis): a competency's vocabulary is the content words
// of its own name and description plus, when its name or description belongs to a known family
// (motivation, teamwork, communication, problem solving, leadership, adaptability, results,
// initiative, technical knowledge, planning, negotiation, customer service, learning, values,
// career), that family's words. A sentence that opens by stating one's background ('Llevo…',
// 'Trabajo como…', 'Soy…', 'Estudié…') is context, evidence of nothing unless it also speaks to the
// competency.
import { normalizarCita } from './texto-candidato.js';
import { raizDe } from './raices.js';
import type { CompetenciaRubricaEntrada } from '../tipos.js';

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
      'transmitir preguntar pregunté pedí aclarar aclaré interlocutor claridad resumen ejemplo dudas enseñar enseñé enseño ' +
      'mostrar mostré muestro dibujo esquema repetir repetí comprobar comprobé entendiera',
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

// ---- Motives (D77) ---------------------------------------------------------------------------------
// A motivation answer tells no STAR story and holds no figures: what a rubric's anchors ask of it is
// how specific the motive is. A motive is specific when it names what the candidate wants to do in
// the role ('quiero coordinar varios centros'), ties it to this position or company ('me atrae esta
// posición', 'vuestra red'), gives a reason ('porque…') and says what they bring ('aplicar lo que
// aprendí', 'ya gestiono…', or their background stated beside it). 'Crecer', 'aprender cosas nuevas',
// 'un buen ambiente', a salary or a short commute are generic or external motives, whatever the
// position they are said of.

/** Whether a competency is about the motive for a position (its name or description says so). */
export function esCompetenciaMotivacional(c: Pick<CompetenciaRubricaEntrada, 'competencia' | 'descripcion'>): boolean {
  return /(?:^| )(?:motivac\w*|motivos?|candidatura)(?= |$)/.test(normalizarCita(`${c.competencia} ${c.descripcion ?? ''}`));
}

export type NivelMotivo = 'generico' | 'relacionado' | 'concreto';

export interface Motivo {
  /** It names the position, the role or the company it applies to ('esta posición', 'vuestra red'). */
  puesto: boolean;
  /** It says what they want to do or learn in it, with a concrete object ('coordinar varios centros'). */
  contenido: boolean;
  /** It gives a reason ('porque', 'ya que', 'me permitiría'). */
  razon: boolean;
  /** It says what they bring: their experience or what they learned, or their background beside it. */
  aporta: boolean;
  /** It says a desire or an attraction ('quiero', 'me atrae', 'busco'…). */
  deseo: boolean;
  /** Only external motives (salary, commute, schedule, stability) and nothing about the work. */
  externo: boolean;
  nivel: NivelMotivo;
}

const alternativas = (xs: string[]) => new RegExp(`(?:^| )(?:${xs.join('|')})(?= |$)`, 'u');

/** Words that say a desire or an attraction: what follows them is what the candidate wants. */
const DESEO = alternativas([
  'quiero|querria|quisiera|me gustaria|me encantaria|me gusta|me encanta|busco|estoy buscando|aspiro a|espero',
  'me atrae|me atraen|me interesa|me interesan|me motiva|me motivan|me apetece|me ilusiona|me llama la atencion',
  'me permitiria|me permite|me permitira|la posibilidad de|la oportunidad de|el reto de|mi objetivo es|mi meta es|lo que mas me',
]);
const PUESTO = alternativas([
  '(?:este|esta|ese|esa|el|la) (?:puesto|posicion|rol|vacante|oferta|cargo|candidatura)',
  '(?:esta|vuestra) (?:empresa|compania|organizacion|casa)',
  'vuestr[oa]s? \\p{L}+|con vosotros|aqui',
]);
const RAZON = alternativas([
  'porque|ya que|dado que|puesto que|por eso|por lo que|es donde|me permitiria|me permite|me permitira|encaja|encajo',
]);
const APORTA = alternativas([
  'aplicar\\p{L}*|aport\\p{L}*|mi experiencia|tengo (?:la |esa |mucha )?experiencia|a menor escala',
  'lo que (?:aprendi|he aprendido|se|hago|he hecho|hice)',
  // 'ya gestiono…', 'ya monté…': what they already do or did ('ya que' is a reason, 'ya no' nothing).
  'ya (?!que |no |esta |estoy |sabes )\\p{L}{3,}',
  'en mi (?:empresa|puesto|trabajo|equipo) actual',
]);
/** External motives: what the job gives besides the work. */
const EXTERNAS = new Set(
  'salario sueldo dinero pagan paga cobrar cerca cercania casa horario horarios teletrabajo estabilidad estable contrato indefinido vacaciones beneficios conciliar conciliacion'.split(
    ' ',
  ),
);
/** Where a desire's object ends: punctuation, or a new clause. */
const FIN_DE_CLAUSULA = /[.,;:!?¿¡()\n]|\s(?:porque|pero|aunque|ya que|mientras)\s/i;
/** Words after a desire that say nothing concrete about the work: generic, external or grammatical. */
const GENERICAS = new Set(
  (
    'crecer crecimiento aprender aprendizaje mejorar mejor cambiar cambio trabajar trabajo seguir avanzar progresar ' +
    'evolucionar desarrollar desarrollarme desarrollo formarme formacion estar tener hacer ser dar darlo llegar ganar ' +
    'conocer probar empezar encontrar buscar sentirme sentir poder salir llevo llevar cosa cosas algo nuevo nueva nuevos ' +
    'nuevas poco mucho mucha muchos muchas mas menos bien buen buena bueno buenos buenas ambiente ambientes oportunidad ' +
    'oportunidades reto retos salto experiencia experiencias profesional profesionales profesionalmente personal ' +
    'personalmente carrera futuro vida gente personas empresa empresas equipo equipos sector mundo sitio lugar tiempo dias ' +
    'anos veces grande grandes importante interesante bonito motivado motivacion ilusion ganas seguridad flexibilidad ' +
    'remoto familia condiciones paso pasos natural siguiente ahora todo toda todos todas mismo misma porque pues bueno ' +
    'cual cuando donde como varios varias algun alguno alguna algunos algunas esto este esta estos estas vuestro vuestra ' +
    'vuestros vuestras nuestro nuestra para desde hacia sobre entre hasta segun durante tambien ademas quiero querria ' +
    'quisiera gustaria gusta encantaria encanta busco buscando aspiro espero atrae atraen interesa interesan motiva ' +
    'motivan apetece ilusiona llama permitiria permite permitira posibilidad objetivo meta saber creo pienso verdad ' +
    'realmente cada otro otra otros otras puesto posicion vacante oferta cargo candidatura compania organizacion aqui ' +
    'vosotros asi aires aire'
  )
    .split(' ')
    .map(raizDe),
);
/** How far after a desire its object is looked for, in words. */
const VENTANA_DESEO = 6;

/** Whether some desire in the text is followed, in its clause, by a concrete word about the work. */
function tieneContenido(frase: string): boolean {
  for (const clausula of frase.split(FIN_DE_CLAUSULA)) {
    const n = normalizarCita(clausula);
    for (const m of n.matchAll(new RegExp(DESEO.source, 'gu'))) {
      const despues = n
        .slice(m.index + m[0].length)
        .trim()
        .split(' ')
        .slice(0, VENTANA_DESEO);
      if (despues.some((p) => p.length >= 4 && !/^\d+$/.test(p) && !GENERICAS.has(raizDe(p)) && !EXTERNAS.has(p))) return true;
    }
  }
  return false;
}

/**
 * How specific the motive a text states is. 'concreto': what they want to do in the role and two of
 * the position, a reason and what they bring; 'relacionado': what they want to do in it, or the
 * position named without an external motive; 'generico' otherwise. `conTrayectoria`: the same answer
 * also states the candidate's background, which connects the motive to it.
 */
export function motivoDe(texto: string, conTrayectoria = false): Motivo {
  const n = normalizarCita(texto);
  const contenido = tieneContenido(texto);
  const puesto = PUESTO.test(n);
  const razon = RAZON.test(n);
  const aporta = APORTA.test(n) || (conTrayectoria && (contenido || puesto));
  const externo = !contenido && n.split(' ').some((p) => EXTERNAS.has(p));
  const apoyos = [puesto, razon, aporta].filter(Boolean).length;
  const nivel: NivelMotivo = contenido && apoyos >= 2 ? 'concreto' : contenido || (puesto && !externo) ? 'relacionado' : 'generico';
  return { puesto, contenido, razon, aporta, deseo: DESEO.test(n), externo, nivel };
}
