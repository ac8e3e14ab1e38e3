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
