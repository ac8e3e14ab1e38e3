// The evidence rule: a quote stands only if it is the candidate's own words (answer or follow-up
// answer, never a question, never demo text) after a normalised comparison; the report is rebuilt
// around the quotes that hold — no score without evidence, anchors from the score, rubric order,
// omitted competencies added — and the dropped quotes are counted.
import { describe, expect, it } from 'vitest';
import { InformeBorrador, type SoftSkill } from '../../../shared/schemas/informe.js';
import { JUSTIFICACION_SIN_EVIDENCIA, verificarEvidencias } from './evidencia.js';
import { normalizarCita } from './lexico/texto-candidato.js';
import type { EntradaAnalisis, TurnoTranscripcion } from './tipos.js';

const turno = (n: number, pregunta: string, respuesta: string, extra: Partial<TurnoTranscripcion> = {}): TurnoTranscripcion => ({
  n,
  fase: 'Competencias',
  pregunta,
  respuesta,
  origen: 'texto',
  respondidaEn: '2025-03-01T10:00:00.000Z',
  repregunta: null,
  ...extra,
});

const entrada: EntradaAnalisis = {
  turnos: [
    turno(
      0,
      '¿Puedes contarme una situación en la que lideraste un equipo?',
      'En mi anterior empresa organicé un equipo de cinco personas. Conseguimos reducir los plazos de entrega un 20 %.',
      {
        repregunta: {
          pregunta: '¿Cómo mediste esa reducción de los plazos?',
          respuesta: 'Comparé los tiempos de entrega de cada trimestre en una hoja compartida.',
          proveedor: 'openai',
          modelo: 'gpt-test',
          generadaEn: '2025-03-01T10:01:00.000Z',
        },
      },
    ),
    turno(
      1,
      '¿Cómo explicas un cambio difícil a un cliente?',
      'Hablé con cada cliente para explicar el “cambio” de proveedor — sin prisas y con datos.',
    ),
    turno(2, '¿Cómo resuelves un problema complejo?', 'Texto de demostración sobre la resolución de problemas complejos en equipo.', {
      origen: 'simulada',
    }),
  ],
  preguntas: [
    { n: 0, fase: 'Competencias', texto: '¿Puedes contarme una situación en la que lideraste un equipo?', competencia: 'Liderazgo' },
    { n: 1, fase: 'Competencias', texto: '¿Cómo explicas un cambio difícil a un cliente?', competencia: 'Comunicación' },
    { n: 2, fase: 'Competencias', texto: '¿Cómo resuelves un problema complejo?', competencia: 'Resolución de problemas' },
  ],
  rubrica: ['Liderazgo', 'Comunicación', 'Resolución de problemas'].map((competencia) => ({
    competencia,
    anclas: { bajo: 'Sin ejemplos', medio: 'Ejemplos generales', alto: 'Ejemplos concretos con resultados' },
  })),
};

const skill = (
  habilidad: string,
  puntuacion: number | null,
  evidencia: SoftSkill['evidencia'],
  extra: Partial<SoftSkill> = {},
): SoftSkill => ({
  habilidad,
  puntuacion,
  evaluado: puntuacion !== null,
  ancla: puntuacion === null ? null : 'medio',
  justificacion: 'Justificación del modelo.',
  evidencia,
  ...extra,
});

const borrador = (softSkills: SoftSkill[], hardSkills: InformeBorrador['hardSkills'] = []): InformeBorrador => ({
  resumenEjecutivo: 'Resumen.',
  softSkills,
  hardSkills,
  conclusiones: 'Conclusiones.',
  recomendaciones: ['Una recomendación.'],
});

const CITA_LIDERAZGO = 'Conseguimos reducir los plazos de entrega un 20 %.';
const CITA_COMUNICACION = 'Hablé con cada cliente para explicar el “cambio” de proveedor';

/** A draft where every competency has a good quote from its own turn. */
const correcto = () =>
  borrador([
    skill('Liderazgo', 8, [{ cita: CITA_LIDERAZGO, pregunta: 0 }], { ancla: 'alto' }),
    skill('Comunicación', 5, [{ cita: CITA_COMUNICACION, pregunta: 1 }]),
    skill('Resolución de problemas', null, [], { justificacion: 'Sin respuesta del candidato.' }),
  ]);

describe('normalizarCita', () => {
  it('drops accents, case, punctuation and extra spaces, and unifies typographic quotes, dashes and "20 %"', () => {
    expect(normalizarCita('  Conseguimos REDUCIR los  plazos,\n un 20 %…  ')).toBe('conseguimos reducir los plazos un 20%');
    expect(normalizarCita('«Hablé» con “cada” cliente — sin prisas; l’equipo')).toBe('hable con cada cliente sin prisas l equipo');
    expect(normalizarCita("l'equipo – Ñandú 3,5 €")).toBe('l equipo nandu 3 5');
  });
});

describe('verificarEvidencias', () => {
  it('keeps a correct draft as it is, with 0 quotes dropped', () => {
    const { informe, descartadas } = verificarEvidencias(correcto(), entrada);
    expect(descartadas).toBe(0);
    expect(informe).toEqual(correcto());
    expect(InformeBorrador.safeParse(informe).success).toBe(true);
  });

  it('accepts a quote that differs only in accents, case, quotes, punctuation and spacing', () => {
    const evidencia = [
      { cita: 'conseguimos  REDUCIR los plazos de entrega un 20%', pregunta: 0 },
      { cita: 'EN MI ANTERIOR EMPRESA, organice un equipo', pregunta: 0 },
      { cita: 'hable con cada cliente para explicar el "cambio" de proveedor - sin prisas', pregunta: 1 },
      // The follow-up's answer is the candidate's words too.
      { cita: 'Comparé los tiempos de entrega de cada trimestre', pregunta: 0 },
    ];
    const b = borrador([skill('Liderazgo', 7, evidencia)]);
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(0);
    expect(informe.softSkills[0].evidencia).toEqual(b.softSkills[0].evidencia);
  });

  it('drops a made-up quote: its competency is no longer evaluated and loses its score', () => {
    const b = correcto();
    b.softSkills[1] = skill('Comunicación', 9, [{ cita: 'Siempre comunico con total claridad a todo el equipo', pregunta: 1 }]);
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(1);
    expect(informe.softSkills[1]).toEqual({
      habilidad: 'Comunicación',
      puntuacion: null,
      evaluado: false,
      ancla: null,
      justificacion: JUSTIFICACION_SIN_EVIDENCIA,
      evidencia: [],
    });
  });

  it.each([
    ['the question', 'contarme una situación en la que lideraste un equipo', 0],
    ['the follow-up question', 'Cómo mediste esa reducción de los plazos', 0],
    ['a simulated (demo) answer', 'Texto de demostración sobre la resolución de problemas', 2],
    ['fewer than 4 words', 'organicé un equipo', 0],
    ['part of a word', 'ganicé un equipo de cinco', 0],
  ])('rejects a quote taken from %s', (_caso, cita, pregunta) => {
    const b = correcto();
    b.softSkills[0].evidencia.push({ cita, pregunta });
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(1);
    expect(informe.softSkills[0].evidencia).toEqual([{ cita: CITA_LIDERAZGO, pregunta: 0 }]);
  });

  it('corrects the turn of a quote found in exactly one other turn', () => {
    const b = correcto();
    b.softSkills[1].evidencia = [{ cita: CITA_COMUNICACION, pregunta: 0 }];
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(0);
    expect(informe.softSkills[1].evidencia).toEqual([{ cita: CITA_COMUNICACION, pregunta: 1 }]);
  });

  it('drops a quote that is not in its turn and is in more than one other turn (ambiguous)', () => {
    const repetida = 'Revisé el plan con todo el equipo cada semana.';
    const e: EntradaAnalisis = { ...entrada, turnos: [...entrada.turnos, turno(3, '¿A?', repetida), turno(4, '¿B?', repetida)] };
    const b = correcto();
    b.softSkills[0].evidencia.push({ cita: repetida, pregunta: 0 });
    expect(verificarEvidencias(b, e).descartadas).toBe(1);
    b.softSkills[0].evidencia[1].pregunta = 4;
    expect(verificarEvidencias(b, e).descartadas).toBe(0);
  });

  it('drops a repeated quote within one skill', () => {
    const b = correcto();
    b.softSkills[0].evidencia.push({ cita: 'conseguimos reducir los plazos de entrega un 20%', pregunta: 0 });
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(1);
    expect(informe.softSkills[0].evidencia).toHaveLength(1);
  });

  it('sets the anchor from the score, and clears score and anchor of a skill not evaluated', () => {
    const b = correcto();
    b.softSkills[0].ancla = 'bajo'; // score 8 is 'alto'
    b.softSkills[1] = skill('Comunicación', 6, [{ cita: CITA_COMUNICACION, pregunta: 1 }], { evaluado: false, ancla: 'medio' });
    const { informe } = verificarEvidencias(b, entrada);
    expect(informe.softSkills[0]).toMatchObject({ puntuacion: 8, evaluado: true, ancla: 'alto' });
    expect(informe.softSkills[1]).toMatchObject({ puntuacion: null, evaluado: false, ancla: null });
    expect(informe.softSkills[1].evidencia).toHaveLength(1);
  });

  it('adds the rubric competencies the draft omitted, returns rubric order, and keeps extra skills only with evidence', () => {
    const b = borrador([
      skill('Negociación', 6, [{ cita: 'explicar el cambio de proveedor sin prisas', pregunta: 1 }]),
      skill('Creatividad', 7, [{ cita: 'Soy una persona muy creativa siempre', pregunta: 0 }]),
      skill('comunicacion', 6, [{ cita: CITA_COMUNICACION, pregunta: 1 }]),
    ]);
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(1);
    expect(informe.softSkills.map((s) => [s.habilidad, s.puntuacion])).toEqual([
      ['Liderazgo', null],
      ['Comunicación', 6], // named as the rubric names it
      ['Resolución de problemas', null],
      ['Negociación', 6],
    ]);
    expect(informe.softSkills[0]).toMatchObject({
      evaluado: false,
      ancla: null,
      evidencia: [],
      justificacion: JUSTIFICACION_SIN_EVIDENCIA,
    });
  });

  it('marks a hard skill left without evidence as no_evaluado', () => {
    const b = borrador(correcto().softSkills, [
      {
        habilidad: 'Excel',
        nivel: 'avanzado',
        justificacion: 'Usa tablas dinámicas.',
        evidencia: [{ cita: 'Domino Excel a nivel experto', pregunta: 0 }],
      },
      {
        habilidad: 'Hojas de cálculo',
        nivel: 'intermedio',
        justificacion: 'Compara datos.',
        evidencia: [{ cita: 'en una hoja compartida', pregunta: 0 }],
      },
    ]);
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(1);
    expect(informe.hardSkills[0]).toEqual({
      habilidad: 'Excel',
      nivel: 'no_evaluado',
      justificacion: JUSTIFICACION_SIN_EVIDENCIA,
      evidencia: [],
    });
    // Exactly 4 words, from the follow-up's answer: kept, and so is the level.
    expect(informe.hardSkills[1]).toEqual(b.hardSkills[1]);
  });

  it('counts every dropped quote and leaves the draft untouched (pure)', () => {
    const b = correcto();
    b.softSkills[0].evidencia.push({ cita: 'Inventada por completo para la prueba', pregunta: 0 }, { cita: 'un equipo', pregunta: 0 });
    b.softSkills[1].evidencia.push({ cita: '¿Cómo explicas un cambio difícil a un cliente?', pregunta: 1 });
    const copia = structuredClone(b);
    const { informe, descartadas } = verificarEvidencias(b, entrada);
    expect(descartadas).toBe(3);
    expect(b).toEqual(copia);
    expect(informe.softSkills[0]).not.toBe(b.softSkills[0]);
    expect(informe.softSkills.map((s) => s.evidencia.length)).toEqual([1, 1, 0]);
  });
});
