// Words that say nothing of the candidate's own (issue 64 item 2, D177): generic self-praise, the
// abstract nouns of corporate prose and the stock phrases of agreement. An answer made of its
// question's words and these hands the question back: what counts is what it adds beyond them.
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
 * todo», «la clave», «sin duda», «de todo se aprende»). Normalised text (no accents).
 */
const GENERALIDADES =
  /(?:^| )(?:siempre|todo|todos|todas|cada (?:persona|uno|una|quien|problema|caso)|uno (?:tiene|va|sabe|debe)|hay que|lo importante|al final|como todo|la clave|es fundamental|es clave|sin duda|de todo se aprende)(?= |$)/g;

/** How many stock phrases of a maxim a normalised text holds. */
export const contarGeneralidades = (normalizada: string): number => (normalizada.match(GENERALIDADES) ?? []).length;

/**
 * What the candidate did, told in the past in the first person: a preterite with its accent («trabajé»,
 * «aprendí»), a common irregular one («hice», «fui», «tuve»…) or a present perfect («he aprendido»).
 * Raw text: the accent is what tells «trabajé» from «trabaje»; an answer written without accents is
 * not told apart, so this only ever adds to the count (it never takes an answer's story away).
 */
const PASADO_PROPIO =
  /(?:^|[\s¡¿("«])(?:\p{L}{3,}(?:é|í)|hice|fui|tuve|estuve|puse|dije|vine|pude|supe|quise|traje|he \p{L}+(?:ado|ido|echo|icho|uesto|isto|uelto|ito))(?=$|[\s.,;:!?)»])/giu;

/** Words ending in «é» or «í» that are no verb: adverbs, and nouns an answer may hold. */
const NO_VERBOS = new Set(
  'aquí allí ahí así acá allá café cafés comité comités bebé bebés puré carné chalé consomé josé maniquí esquí rubí jabalí colibrí bisturí marroquí iraquí israelí'.split(
    ' ',
  ),
);

/** How many verbs of the candidate's own past a text holds. */
export const contarPasadoPropio = (texto: string): number =>
  (texto.match(PASADO_PROPIO) ?? []).filter((v) => !NO_VERBOS.has(v.replace(/^[\s¡¿("«]+/u, '').toLowerCase())).length;
