// The built-in interviewer's follow-up (D158) on Spanish examples, from Spain and Latin America:
// which questions are STAR ones, which answers lack the candidate's own action (or speak only as
// «we»), the result or the situation, the one question asked — and short genuine answers that
// must get none.
import { describe, expect, it } from 'vitest';
import { GENERICA } from '../../../test/testing/entrevistas-prueba.js';
import { SERVICIOS_HR_BASE } from '../seed/datos-plataforma.js';
import { mensajeRepregunta } from './repregunta-texto.js';
import {
  accionPropia,
  esPreguntaStar,
  ETIQUETA_FALTA,
  faltasStar,
  hablaEnPlural,
  huecosStar,
  PREGUNTA_FALTA,
  soloNosotros,
  tieneResultado,
} from './repregunta-integrada.js';

const STAR = {
  objetivoFase:
    'Obtener ejemplos de conducta pasada con su situación, tarea, acción y resultado (método STAR). Si falta alguna parte, repreguntar por ella.',
  explora: 'Colaboración con personas de estilos distintos (STAR)',
  pregunta:
    'Cuéntame una situación en la que tuviste que colaborar con alguien cuya forma de trabajar era muy distinta a la tuya. ¿Cuál era la situación, qué te tocaba hacer, qué hiciste y cuál fue el resultado?',
};

describe('which questions are STAR ones', () => {
  it('the seeded templates: the STAR phase, the technical example and the vocational «problem you solved»; no motive, opinion or plan', () => {
    const star: string[] = [];
    const otras: string[] = [];
    for (const s of SERVICIOS_HR_BASE)
      for (const f of s.estructura.fases)
        for (const p of f.preguntas)
          (esPreguntaStar({ pregunta: p.texto, explora: p.explora, objetivoFase: f.objetivo }) ? star : otras).push(p.texto);
    expect(star).toHaveLength(8);
    expect(star).toContain(STAR.pregunta);
    expect(star.some((q) => q.startsWith('Háblame de un problema que resolviste'))).toBe(true);
    expect(star.some((q) => q.startsWith('¿Qué herramientas o conocimientos técnicos dominas'))).toBe(true);
    for (const q of [
      'Cuéntame brevemente tu trayectoria y qué te atrae de esta posición.',
      '¿Qué te gustaría aprender o desarrollar en tu próximo puesto, y por qué ahora?',
      'Si pudieras cambiar una sola cosa de la organización, ¿cuál sería y qué efecto esperarías?',
      'Cuando necesitas algo de otra área, ¿cómo lo consigues? Pon un ejemplo reciente.',
    ])
      expect(otras).toContain(q);
  });

  it('a question that asks for a situation and its result is one, without the word STAR', () => {
    expect(esPreguntaStar({ pregunta: 'Háblame de una ocasión en la que fallaste. ¿Qué hiciste y qué aprendiste?' })).toBe(true);
    expect(esPreguntaStar({ pregunta: '¿Por qué quieres trabajar con nosotros?' })).toBe(false);
    expect(esPreguntaStar({ pregunta: '¿Qué opinas del teletrabajo?', explora: 'Preferencias de modalidad' })).toBe(false);
  });
});

describe('«we» only', () => {
  // Every answer speaks in the plural; only those where the candidate also says what they did are not «we» only.
  it.each([
    ['solo', 'Nosotros reorganizamos el calendario del proyecto y conseguimos entregar a tiempo.'],
    ['solo', 'Hicimos varias reuniones con el cliente y al final cerramos el acuerdo en dos semanas.'],
    ['solo', 'En el equipo decidimos cambiar de proveedor; lo negociamos entre todos y bajamos el coste un 15 %.'],
    // Latin American Spanish, no accents, as typed on a phone.
    ['solo', 'Con los muchachos del area armamos un tablero y logramos bajar los reclamos a la mitad'],
    ['y yo', 'Con mi equipo migramos el sistema de nóminas; yo coordiné las pruebas y cerramos el mes sin errores.'],
    ['y yo', 'Decidimos cambiar el proceso, pero fui yo quien habló con cada cliente.'],
    ['y yo', 'Organicé las reuniones y entre todos redujimos los retrasos.'],
    ['y yo', 'Hable con mi jefa y reorganice las tareas; terminamos a tiempo.'],
  ] as const)('«we» %s: %s', (nosotros, texto) => {
    const solo = nosotros === 'solo';
    expect(hablaEnPlural(texto)).toBe(true);
    expect(accionPropia(texto)).toBe(!solo);
    expect(soloNosotros(texto)).toBe(solo);
    expect(faltasStar(texto)[0] === 'accion_propia').toBe(solo);
  });

  it('words that end like a plural verb are no «we»', () => {
    expect(hablaEnPlural('En los últimos meses revisé los préstamos y los tramos de precios mínimos.')).toBe(false);
  });
});

describe('what an answer lacks, and the one question asked', () => {
  it('no action of the candidate’s own (nor «we»): asks what they did', () => {
    const h = huecosStar(STAR, 'El proyecto se retrasó porque el proveedor no entregó las piezas y hubo que replanificar todo.');
    expect(h).toEqual({ faltas: ['accion_propia', 'resultado', 'situacion'], pregunta: '¿Qué hiciste tú, en concreto?' });
  });

  it('only «we»: asks what they did, even with a result', () => {
    const h = huecosStar(STAR, 'Cuando cambió el sistema de facturación, hicimos formaciones y conseguimos reducir los errores un 30 %.');
    expect(h?.pregunta).toBe(PREGUNTA_FALTA.accion_propia);
    expect(h?.faltas).toEqual(['accion_propia']);
  });

  it('no result: asks for it, with a figure if they can', () => {
    const h = huecosStar(
      STAR,
      'En mi anterior empresa, cuando cambiaron el sistema de facturación, organicé formaciones cortas para el equipo y preparé una guía con los pasos.',
    );
    expect(h).toEqual({ faltas: ['resultado'], pregunta: '¿Cuál fue el resultado? Si puedes, dalo con una cifra.' });
  });

  it('a short answer with action and result but no situation: asks for it', () => {
    const h = huecosStar(STAR, 'Hablé con cada persona por separado, propuse un tablero compartido y bajaron los retrasos a la mitad.');
    expect(h).toEqual({ faltas: ['situacion'], pregunta: PREGUNTA_FALTA.situacion });
  });

  it.each([
    'En mi último trabajo dos compañeros no se hablaban. Hablé con cada uno por separado y propuse una reunión semanal corta. En un mes los retrasos bajaron a la mitad.',
    'El año pasado un cliente se quejo del retraso. Lo llame, le explique el motivo y reorganice las entregas. Renovo el contrato.',
    'Cuando trabajaba en el call center, un cliente estaba muy molesto. Lo escuché, revisé su caso y le resolví el cobro duplicado ese mismo día.',
    'Con mi equipo migramos el sistema de nóminas; yo coordiné las pruebas y cerramos el mes sin errores.',
    'En 2023 me encargué del inventario de la tienda: rediseñé el conteo semanal y las diferencias pasaron de 40 a 5 artículos.',
  ])('a short genuine answer gets none: %s', (texto) => {
    expect(faltasStar(texto)).toEqual([]);
    expect(huecosStar(STAR, texto)).toEqual({ faltas: [], pregunta: null });
  });

  it('a long answer with action and result is not asked for its situation (the rules may just not see it)', () => {
    const texto =
      'Tuve que coordinar a tres personas con horarios y prioridades muy distintos para sacar adelante un informe trimestral que siempre llegaba tarde. ' +
      'Propuse repartir las secciones por afinidad, preparé una plantilla común y fijé dos revisiones cortas por semana. ' +
      'Al final el informe salió tres días antes que el trimestre anterior y nadie tuvo que hacer horas extra.';
    expect(faltasStar(texto)).toEqual([]);
  });

  it('an answer too short to probe, and a question that is not STAR, get none', () => {
    expect(huecosStar(STAR, 'No sé, depende.')).toEqual({ faltas: [], pregunta: null });
    expect(
      huecosStar({ pregunta: 'Cuéntame brevemente tu trayectoria y qué te atrae de esta posición.' }, 'Nosotros hacíamos todo.'),
    ).toBeNull();
  });

  it('results said in other words count', () => {
    for (const t of [
      'Entregamos a tiempo.',
      'Al final el cliente renovó.',
      'Subió la satisfacción un 20%.',
      'Funcionó y lo seguimos usando.',
    ])
      expect(tieneResultado(t)).toBe(true);
    expect(tieneResultado('Preparé una guía con los pasos.')).toBe(false);
  });
});

describe('the model is told the same gaps', () => {
  it('a line «Falta en la respuesta: …» before the fenced answer', () => {
    const faltas = faltasStar('Hicimos varias reuniones con el cliente y al final cerramos el acuerdo.').map((f) => ETIQUETA_FALTA[f]);
    const m = mensajeRepregunta({ pregunta: STAR.pregunta, respuesta: 'Hicimos varias reuniones.', faltas });
    expect(m).toContain(
      'Falta en la respuesta: lo que hizo el propio candidato (habla en plural o no dice su acción); la situación o el contexto.',
    );
    expect(m.indexOf('Falta en la respuesta')).toBeLessThan(m.indexOf('<<<'));
    expect(mensajeRepregunta({ pregunta: STAR.pregunta, respuesta: 'x' })).not.toContain('Falta en la respuesta');
  });
});

describe('a generic answer is asked for a concrete case (D177)', () => {
  it('on a STAR question, after the STAR gaps (here none), and on any other question', () => {
    expect(huecosStar(STAR, GENERICA)).toEqual({ faltas: ['caso_concreto'], pregunta: PREGUNTA_FALTA.caso_concreto });
    expect(PREGUNTA_FALTA.caso_concreto).toBe('¿Puedes contar un caso concreto: cuándo fue, qué hiciste tú y qué pasó?');
    expect(huecosStar({ pregunta: '¿Qué te gustaría aprender en tu próximo puesto, y por qué ahora?' }, GENERICA)?.pregunta).toBe(
      PREGUNTA_FALTA.caso_concreto,
    );
  });

  it('never on a lived answer, long or short, in any Spanish', () => {
    const vividas = [
      'En marzo cerraron la planta de Interna para convertirla en planta COVID y le pedí a una compañera de Neumología una sesión sobre oxigenoterapia; en dos semanas el turno ya manejaba los aislamientos sin errores y desde entonces formo yo a las nuevas.',
      'che, en el depósito le propuse a mi jefa armar un turno de noche porque los camiones llegaban tarde y al mes ya no se acumulaban los pedidos, re bien anduvo',
      'Quiero aprender planificación de la demanda porque ya domino la operación del almacén.',
    ];
    for (const v of vividas) expect(huecosStar({ pregunta: '¿Qué te gustaría aprender en tu próximo puesto?' }, v)).toBeNull();
  });
});
