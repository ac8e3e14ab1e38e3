// Words that say nothing of the candidate's own (issue 64 item 2, D177): generic self-praise, the
// abstract nouns of corporate prose and the stock phrases of agreement. An answer made of its
// question's words and these hands the question back: what counts is what it adds beyond them.
import { puedeSerPreterito } from './no-preteritos.js';
import { raicesDe } from './raices.js';

/** As words (normalised: no accents); their stems are what is compared. */
const PALABRAS =
  'si claro totalmente efectivamente exacto correcto cierto verdad pues bueno respecto cuanto refiere pregunta ' +
  'fundamental importante importancia esencial clave vital basico prioritario prioridad necesario relevante valioso ' +
  'siempre nunca constantemente continuamente diario cotidiano general habitualmente normalmente ' +
  'valoro valorar valor valores aporto aportar aporte considero considerar creo pienso opino entiendo ' +
  'compromiso comprometido actitud positiva positivo flexibilidad flexible escucha escuchar respeto respetuoso empatia ' +
  'proactivo proactividad iniciativa responsabilidad responsable dedicacion esfuerzo motivacion motivado ganas pasion ' +
  'crecer crecimiento crecimientos aprendizaje aprender continuo constante mejora mejorar excelencia calidad ' +
  'eficiencia eficiente eficaz efectivo efectiva estrategia estrategico enfoque objetivo objetivos meta metas resultados ' +
  'resultado satisfactorio satisfactoria positivos exito exitoso exitosa logro logros perfil encajar encaja alineado ' +
  'alineada ideal perfecto perfecta oportunidad oportunidades desafio desafios reto retos situacion situaciones ' +
  'proceso procesos solucion soluciones herramientas capacidades capacidad habilidad habilidades competencia ' +
  'competencias experiencia experiencias trayectoria profesional profesionales personal personas persona equipo ' +
  'colaboracion comunicacion liderazgo organizacion organizado ordenado ordenados criterio decisiones decision ' +
  'pasos logicos analizar analisis adaptarme adaptacion adaptar entorno entornos dinamico dinamicos cambios cambio ' +
  'nivel alto alta gran grande mayor maximo aspecto aspectos manera forma tipo tipos cosas cosa parte partes ' +
  'interesadas sinergias impacto aportar aportando compartir conjunto juntos bien mejor mejores buenos buenas buen ' +
  'esperados esperado esperada mas incluso suelen suele dia vida forma siguiendo sigo seguir caracteriza ' +
  'describiria definiria diria puedo puede hacer hago realizo llevo cabo tengo tener gusta gustaria encanta ' +
  'todo todos todas cualquier cualquiera gracias precisamente funcionamiento necesarias necesarios cada cualidad define ' +
  'sentido propuesta promover fortalecer mantener facilitar permitir lograr alcanzar contribuir garantizar asegurar ' +
  'apasiona apasionan apasionado pasion entusiasmo entusiasta involucro involucrarme implicacion definitivamente cien ciento ' +
  'sin duda duda absolutamente plenamente sumamente especialmente verdaderamente realmente sincera sinceramente';

export const RAICES_GENERICAS: ReadonlySet<string> = raicesDe(PALABRAS);

/**
 * The stock phrases of a maxim (D181): what people say about everyone rather than about themselves
 * («siempre», «todo», «cada persona», «uno tiene que», «hay que», «lo importante», «al final», «como
 * todo», «la clave», «sin duda», «de todo se aprende»; D183: «lo principal», «todos en el mismo barco»,
 * «el mundo avanza», «en constante actualización», «hoy en día»). Normalised text (no accents).
 */
const GENERALIDADES =
  /(?:^| )(?:siempre|todo|todos|todas|cada (?:persona|uno|una|quien|problema|caso)|uno (?:tiene|va|sabe|debe)|hay que|lo importante|lo principal|lo esencial|lo mas importante|al final|como todo|la clave|es fundamental|es clave|sin duda|de todo se aprende|(?:en|todos en) el mismo barco|para el mismo lado|el mundo (?:avanza|cambia|esta lleno)|en constante \\S+|hoy en dia)(?= |$)/g;

/** How many stock phrases of a maxim a normalised text holds. */
export const contarGeneralidades = (normalizada: string): number => (normalizada.match(GENERALIDADES) ?? []).length;

/**
 * A refusal or a deflection of what was asked (D182): the candidate declines to give a case, a name or
 * an order («prefiero no dar cifras», «no sabría decirte», «no me viene ninguno», «no tengo
 * presente», «habría que verlo», «lo iré viendo sobre la marcha», «cada caso es un mundo», «es una
 * pregunta difícil», «mejor lo dejo ahí»; D183: «no se me ocurre», «no me lo he puesto a pensar», «sería
 * largo de contar», «digamos que», «eso lo ve la jefatura»). Normalised text (no accents). It leaves out the phrases the
 * kept-apart sets' briefs named («prefiero no entrar en detalles», «depende», «es una muy buena pregunta»;
 * D181), so that their figures do not count the brief's own words. Weighed as two maxims in the
 * empty-answer rule (detectores/evasiva.ts): it says that nothing of the candidate's own will follow.
 */
const EVITACIONES = new RegExp(
  '(?:^| )(?:' +
    [
      'prefiero no (?:dar|opinar|cerrarme|hablar|decir|contar|concretar|mojarme|comentar|mencionar|responder|contestar)',
      'no (?:sabria|sabemos|se si) (?:decir|decirte|decirle|dar|darte|darle|concretar|que decir|elegir|destacar|ordenar|tengo)',
      'no se me ocurre|no (?:me lo|lo) he (?:puesto a pensar|pensado|planteado)|(?:seria|es) largo de (?:contar|explicar)',
      'eso lo (?:ve|lleva|sabe) (?:mas )?(?:la|el) \\S+|no (?:manejo|llevo|toco) ese tema|digamos que',
      'no me (?:viene|vienen|acuerdo|sale|salen)(?: (?:ninguno|ninguna|nada|ahora|a la cabeza|bien))?',
      'no (?:tengo|lo tengo|la tengo) (?:presente|claro|en mente)',
      'no (?:destacaria|quisiera|sabria|podria) (?:\\S+ )?(?:uno|una|nada|ninguno|ninguna|proponer|decir|concretar|elegir)',
      'no es algo que (?:recuerde|me haya|tenga)|no sabria si',
      'habria que verlo|ya se vera|ya lo vere|ya veremos|lo ire viendo|iremos viendo|ir viendo|sobre la marcha|paso a paso y ver',
      'cada (?:caso|sitio|equipo|quien|situacion|persona) (?:es un mundo|tiene sus?|es distint[oa]|lo vive)',
      'es (?:dificil|complicado|complicada)(?: (?:decir|de decir|decirlo|ordenar|ordenarlo|responder|de responder|elegir))?',
      'es una pregunta dificil|mejor lo dejo|lo dejo ahi|si no (?:te|le) importa|por confidencialidad',
      'como (?:todo el mundo|a cualquiera|cualquiera)|eso mejor que lo digan|no le doy mas vueltas',
    ].join('|') +
    ')(?= |$)',
  'g',
);

/** How many refusals or deflections a normalised text holds. */
export const contarEvitaciones = (normalizada: string): number => (normalizada.match(EVITACIONES) ?? []).length;

/**
 * What the candidate did, told in the past in the first person: a preterite with its accent («trabajé»,
 * «aprendí»), a common irregular one («hice», «fui», «tuve»…) or a present perfect («he aprendido»).
 * Raw text: the accent is what tells «trabajé» from «trabaje»; an answer written without accents is
 * not told apart, so this only ever adds to the count (it never takes an answer's story away).
 */
const PASADO_PROPIO =
  /(?:^|[\s¡¿("«])(?:\p{L}{3,}(?:é|í)|hice|fui|tuve|estuve|puse|dije|vine|pude|supe|quise|traje|he \p{L}+(?:ado|ido|echo|icho|uesto|isto|uelto|ito))(?=$|[\s.,;:!?)»])/giu;

/** «Siempre he intentado», «nunca he tenido»: a habit claimed, not something told (D182). */
const SIEMPRE_HE = /(?:siempre|nunca|toda la vida|toda mi vida) (?:me |te |se |lo |la |le )?(?:he|ha) \p{L}+/giu;
/** «Como he dicho», «como te comenté»: the answer pointing at itself, nothing done (D183). */
const COMO_HE_DICHO =
  /(?<!\p{L})como (?:ya )?(?:te |le |les |os )?(?:he (?:dicho|comentado|mencionado|explicado|señalado|indicado)|dije|comenté|mencioné|expliqué)/giu;

/** How many verbs of the candidate's own past a text holds. */
export const contarPasadoPropio = (texto: string): number =>
  (texto.replace(SIEMPRE_HE, ' ').replace(COMO_HE_DICHO, ' ').match(PASADO_PROPIO) ?? []).filter((v) =>
    puedeSerPreterito(v.replace(/^[\s¡¿("«]+/u, '').toLowerCase()),
  ).length;
