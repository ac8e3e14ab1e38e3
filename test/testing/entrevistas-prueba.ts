// Test interviews for the built-in analyzer and the text analysis (D77): the seeded
// 'entrevistas-profundidad' design (motivation asked twice, six STAR competencies, technical
// knowledge, a closing question) answered in four ways — strong STAR stories with figures, one-liners,
// a mixed candidate and a technical one who names tools — plus a second design (the vocational one)
// answered by someone else, so the rules are not only checked on one rubric. Tests assert the rules
// (what may be evidence, which level, what the summary says), never exact prose.
import { SERVICIOS_HR_BASE } from '../../functions/lib/seed/datos-plataforma.js';
import type { EntradaAnalisis, TurnoTranscripcion } from '../../functions/lib/analisis/tipos.js';

function disenoDe(codigo: string): Pick<EntradaAnalisis, 'preguntas' | 'rubrica'> {
  const s = SERVICIOS_HR_BASE.find((x) => x.codigo === codigo)!;
  const preguntas: EntradaAnalisis['preguntas'] = [];
  for (const f of s.estructura.fases)
    for (const p of f.preguntas)
      preguntas.push({ n: preguntas.length, fase: f.nombre, texto: p.texto, explora: p.explora, competencia: p.competencia });
  return { preguntas, rubrica: s.estructura.rubrica as EntradaAnalisis['rubrica'] };
}

export const PROFUNDIDAD = disenoDe('entrevistas-profundidad');

/**
 * A small design of a test's own: a rubric of `competencias` with the same plain anchors for each, and
 * its questions numbered from 0 — `[texto, competencia]` in the phase «Competencias», then, when
 * given, a closing question with no competency.
 */
export function disenoPropio(
  competencias: readonly string[],
  preguntas: ReadonlyArray<readonly [string, string]>,
  cierre?: string,
): Pick<EntradaAnalisis, 'preguntas' | 'rubrica'> {
  return {
    preguntas: [
      ...preguntas.map(([texto, competencia], n) => ({ n, fase: 'Competencias', texto, competencia })),
      ...(cierre ? [{ n: preguntas.length, fase: 'Cierre', texto: cierre }] : []),
    ],
    rubrica: competencias.map((competencia) => ({
      competencia,
      anclas: { bajo: 'Sin ejemplos concretos', medio: 'Ejemplos generales', alto: 'Ejemplos concretos con acciones y resultados' },
    })),
  };
}
export const VOCACIONAL = disenoDe('test-vocacional');

/** The transcript of a design answered with these texts ('' = not answered), typed unless `origen` says otherwise. */
export function entrevista(
  diseno: Pick<EntradaAnalisis, 'preguntas' | 'rubrica'>,
  respuestas: readonly string[],
  origen: TurnoTranscripcion['origen'] = 'texto',
): EntradaAnalisis {
  const turnos: TurnoTranscripcion[] = diseno.preguntas.map((p, i) => ({
    n: p.n,
    fase: p.fase,
    pregunta: p.texto,
    respuesta: respuestas[i] ?? '',
    origen: respuestas[i] ? origen : null,
    respondidaEn: respuestas[i] ? '2025-03-01T10:00:00.000Z' : null,
    repregunta: null,
  }));
  return { turnos, ...diseno };
}

// Order of the deep-interview design: 0 motivation (trajectory), 1 teamwork, 2 problem solving,
// 3 communication, 4 adaptability, 5 results, 6 initiative, 7 technical knowledge, 8 motivation (closing).

export const FUERTE = [
  'He trabajado nueve años en operaciones de almacén, los últimos cuatro como responsable de turno en un centro de 60 personas. Me atrae esta posición porque quiero coordinar varios centros a la vez y aplicar lo que aprendí mejorando procesos, y vuestra red de almacenes es justo el reto que busco.',
  'En mi anterior empresa tuve que trabajar con el jefe de transporte, que lo planificaba todo a última hora mientras yo prefería cerrar la carga el día antes. Teníamos que reducir los camiones que salían tarde. Propuse una reunión de diez minutos cada tarde para acordar las prioridades del día siguiente y acepté dejar un margen para sus cambios urgentes. En dos meses los camiones que salían tarde bajaron del 22 % al 7 % y seguimos trabajando así.',
  'El año pasado empezaron a faltar unidades en el inventario y nadie sabía por qué. Mi objetivo era encontrar la causa sin parar la operación. Analicé tres meses de movimientos, comparé las ubicaciones con diferencias y vi que casi todas venían de devoluciones mal registradas. Decidí crear un paso de verificación en la recepción de devoluciones. Las diferencias de inventario se redujeron un 80 % en el trimestre siguiente.',
  'Cuando cambiamos el sistema de turnos tuve que explicarlo a 40 operarios que no lo habían pedido. Preparé un ejemplo con su propio horario, lo expliqué en grupos pequeños al empezar cada turno y pedí a cada uno que me dijera con sus palabras cómo le afectaba. Al final de la semana solo quedaban 2 dudas por resolver y no hubo ninguna queja formal.',
  'Hace dos años la empresa perdió su cliente principal y de un mes para otro tuvimos que pasar de alimentación a textil. Tenía que reorganizar el almacén en tres semanas. Cambié la distribución de las zonas, formé a los equipos en el nuevo tipo de producto y ajusté los turnos al nuevo volumen. Conseguimos abrir con el cliente nuevo en 19 días y aprendí a priorizar lo que de verdad bloquea la operación.',
  'Mi objetivo del año pasado era subir la productividad de preparación un 15 %. Lo planifiqué por fases, medí cada semana las líneas por hora y corregí las rutas de picking cuando vi que se cruzaban. El obstáculo mayor fue la rotación de personal, que resolví con un plan de formación de dos días. Cerramos el año con un 18 % más de líneas por hora.',
  'Nadie me lo pidió, pero vi que cada lunes perdíamos una hora buscando palés sin ubicar. Propuse y monté por mi cuenta un tablero de ubicaciones pendientes que revisábamos al final de cada turno. En un mes dejamos de perder esa hora y el tablero se extendió a los otros dos centros.',
  'Uso SAP EWM a diario para gestionar ubicaciones y órdenes de almacén. Con Excel y tablas dinámicas preparo el informe semanal de productividad para la dirección.',
  'Me gustaría aprender planificación de la demanda y gestión de varios centros, porque es el siguiente paso natural de mi carrera y ahora tengo la experiencia para darlo.',
] as const;

/**
 * A fluent answer shaped like STAR with no lived particular (D177, D183): what reads well and tells
 * nothing that happened to the candidate. The follow-up asks it for a concrete case; the checks cap it.
 */
export const GENERICA =
  'En un proyecto anterior me enfrenté a un desafío significativo: los plazos eran muy ajustados y las partes interesadas tenían expectativas distintas. ' +
  'Mi tarea consistía en alinear al equipo. Para ello, analicé la situación, propuse un plan de acción con prioridades claras y establecí reuniones de seguimiento. ' +
  'Como resultado, logramos aumentar la eficiencia en un 30 % y mejorar la satisfacción del cliente. Esta experiencia me enseñó la importancia de la comunicación.';

export const DEBIL = [
  'Llevo 8 años en logística.',
  'Normalmente hago lo que me piden y ya.',
  'Pues lo soluciono como puedo.',
  'Hablo con la gente y ya está.',
  'Me adapto bien a todo, no sé.',
  'Intento cumplir lo que me dicen.',
  'No sé, no me acuerdo de ninguna.',
  'Sé usar el ordenador bastante bien.',
  'Pues crecer un poco, no sé.',
] as const;

export const MIXTO = [
  'Llevo 8 años en logística. Me atrae este puesto porque quiero dar el salto a coordinar varios centros y aprender planificación de la demanda, que es lo que más me interesa ahora.',
  'En mi anterior trabajo un compañero y yo no nos poníamos de acuerdo en cómo repartir las rutas. Hablamos con el encargado, acordamos probar su sistema una semana y el mío otra, y al final nos quedamos con el suyo porque los retrasos bajaron un 10 %.',
  'Pues busco la solución y la aplico.',
  'Se lo explico con calma.',
  'Cuando cambiaron el turno de noche al de mañana, reorganicé mis horarios y en una semana estaba funcionando con normalidad.',
  'Intento cumplir los objetivos.',
  '',
  'Domino SAP EWM. Manejo Excel avanzado.',
  'Pues crecer un poco, no sé.',
] as const;

export const TECNICO = [
  'Soy técnico de logística desde hace seis años. Me interesa este puesto porque quiero especializarme en mejora continua y aquí podría aplicarla en toda la red.',
  'Con el equipo de inventarios acordamos un calendario de recuentos cíclicos; yo coordinaba las zonas y ellos las fechas, y redujimos los recuentos totales de cuatro al año a uno.',
  'Cuando el picking empezó a dar errores analicé los datos de una semana y vi que el problema estaba en ubicaciones con referencias parecidas. Las separé y los errores bajaron a la mitad.',
  'Preparo cada lunes un resumen para el equipo con los tres datos que importan y lo comento en cinco minutos.',
  'Me adapté a un cambio de sistema en pocas semanas.',
  'Cumplí el objetivo de reducir roturas de stock en el trimestre.',
  'Propuse revisar el etiquetado de la zona de devoluciones y lo cambiamos.',
  'Domino SAP EWM: configuré las estrategias de ubicación y los tiempos de búsqueda bajaron un 25 %. Manejo Excel avanzado y con Power Query automaticé el informe diario de stock, que pasó de 2 horas a 10 minutos. También implanté 5S en la zona de preparación y los errores de picking bajaron un 30 % en seis meses. Conozco Power BI.',
  'Quiero seguir aprendiendo mejora continua y llegar a liderar proyectos de automatización, porque es donde más aporto.',
] as const;

// The vocational design: 0–1 interests, 2–3 aptitudes, 4–5 values, 6–7 career planning.
export const VOCACIONAL_RESPUESTAS = [
  'Lo que más disfruto es ordenar información y encontrar patrones: el año pasado monté por mi cuenta un análisis de las ventas de la tienda con Python y pandas.',
  'Tengo 24 años y estudié Administración de Empresas.',
  'En prácticas el inventario de la tienda nunca cuadraba; revisé las entradas de un mes, encontré que las devoluciones se registraban dos veces y lo corregí con el encargado. Desde entonces cuadra cada semana.',
  'Se me da bien explicar: en prácticas preparé la formación de tres compañeros nuevos y en dos semanas ya trabajaban solos.',
  'Un equipo pequeño donde podía preguntar sin miedo y donde cada semana aprendía algo nuevo.',
  'Primero el aprendizaje, porque en mi último trabajo dejé de aprender al año y me apagué; después la autonomía.',
  'Dentro de cinco años me veo como analista de datos en una empresa de distribución. Ya he hecho un curso de SQL y estoy preparando un proyecto propio con datos reales.',
  'Me falta saber cómo es el día a día de un analista; voy a pedir a dos antiguos compañeros que me lo cuenten.',
] as const;
