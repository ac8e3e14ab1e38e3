import { describe, expect, it } from 'vitest';
import { LIMITES_PUBLICO } from '../../../shared/schemas/publico.js';
import { INSTRUCCIONES_REPREGUNTA, limpiarRepregunta, mensajeRepregunta, temaProtegido } from './repregunta-texto.js';

describe('limpiarRepregunta', () => {
  it.each([
    ['¿Puedes darme un ejemplo concreto de ese proyecto?', '¿Puedes darme un ejemplo concreto de ese proyecto?'],
    ['  "¿Qué resultado obtuviste?"  ', '¿Qué resultado obtuviste?'],
    ['«¿Qué resultado obtuviste?»', '¿Qué resultado obtuviste?'],
    ['Pregunta de seguimiento: ¿Cómo mediste el impacto?', '¿Cómo mediste el impacto?'],
    ['¿Qué hiciste\n exactamente\tpara resolverlo?', '¿Qué hiciste exactamente para resolverlo?'],
    ['Gracias por tu respuesta. ¿Qué resultado tuvo?', '¿Qué resultado tuvo?'],
    [
      'Cuando dices que lideraste el equipo, ¿qué decisiones tomaste tú?',
      'Cuando dices que lideraste el equipo, ¿qué decisiones tomaste tú?',
    ],
    ['¿Cuál fue el origen del problema y cómo lo detectaste?', '¿Cuál fue el origen del problema y cómo lo detectaste?'],
    ['¿Cómo te familiarizaste con la herramienta?', '¿Cómo te familiarizaste con la herramienta?'],
  ])('accepts %j', (salida, esperada) => {
    expect(limpiarRepregunta(salida)).toEqual({ pregunta: esperada });
  });

  it.each([
    ['NINGUNA', 'ninguna'],
    ['ninguna.', 'ninguna'],
    ['"NINGUNA"', 'ninguna'],
    ['Ninguna: la respuesta es completa', 'ninguna'],
    ['', 'vacia'],
    ['   ', 'vacia'],
    [null, 'vacia'],
    [42, 'vacia'],
    ['Cuéntame más sobre ese proyecto.', 'sin-interrogacion'],
    ['¿Qué hiciste? Y ¿qué resultado tuvo?', 'varias'],
    [`¿${'detalle '.repeat(50)}?`, 'larga'],
    [`¿${'a'.repeat(LIMITES_PUBLICO.repreguntaMax)}?`, 'larga'],
  ])('refuses %j (%s)', (salida, motivo) => {
    expect(limpiarRepregunta(salida)).toMatchObject({ pregunta: null, motivo });
  });

  it.each([
    ['¿Qué edad tenías cuando empezaste?', 'edad'],
    ['¿Cuántos años tienes?', 'edad'],
    ['¿Cuantos anos tienes ahora?', 'edad'],
    ['¿Cuál es tu nacionalidad?', 'origen'],
    ['¿De dónde eres originalmente?', 'origen'],
    ['¿Cuál es tu país de origen?', 'origen'],
    ['¿Tu origen étnico influyó en el equipo?', 'origen'],
    ['¿Perteneces a alguna minoría étnica?', 'etnia'],
    ['¿Crees que tu raza influyó?', 'etnia'],
    ['¿Practicas alguna religión?', 'religión'],
    ['¿Tus creencias religiosas te lo impiden?', 'religión'],
    ['¿Tu salud te permite viajar?', 'salud'],
    ['¿Tienes alguna enfermedad crónica?', 'salud'],
    ['¿Tienes alguna discapacidad reconocida?', 'salud'],
    ['¿Estás embarazada o lo planeas?', 'embarazo'],
    ['¿Tienes hijos pequeños?', 'familia'],
    ['¿Estás casada?', 'familia'],
    ['¿Tu pareja se mudaría contigo?', 'familia'],
    ['¿Cómo concilias con tu familia?', 'familia'],
    ['¿Cuál es tu orientación sexual?', 'orientación sexual'],
    ['¿Con qué género te identificas?', 'género'],
    ['¿Qué sexo consta en tu DNI?', 'género'],
    ['¿Estás afiliado a algún sindicato?', 'política'],
    ['¿A qué partido votas?', 'política'],
    ['¿Cuál es tu ideología política?', 'política'],
    ['¿Cuál era tu salario anterior?', 'salario anterior'],
    ['¿Cuánto cobrabas en tu empresa anterior?', 'salario anterior'],
    // Accents and case do not matter.
    ['¿QUÉ EDAD TIENES?', 'edad'],
    ['¿Cual es tu nacionalídad?', 'origen'],
    ['¿Tienes alguna enfermedád?', 'salud'],
    ['¿Cual es tu orientacion sexual?', 'orientación sexual'],
    ['¿Estas embarazada?', 'embarazo'],
  ])('refuses the protected topic in %j (%s)', (salida, tema) => {
    expect(limpiarRepregunta(salida)).toEqual({ pregunta: null, motivo: 'protegida', tema });
  });

  it('temaProtegido answers null for an ordinary follow-up', () => {
    expect(temaProtegido('¿Qué indicador usaste para medir el resultado?')).toBeNull();
  });
});

describe('the prompt', () => {
  it('names the rules: one short question, a concrete example, no protected topics, NINGUNA', () => {
    expect(INSTRUCCIONES_REPREGUNTA).toContain('25 palabras como máximo');
    expect(INSTRUCCIONES_REPREGUNTA).toContain('ejemplo concreto');
    for (const t of [
      'edad',
      'nacionalidad',
      'religión',
      'salud',
      'discapacidad',
      'embarazo',
      'orientación sexual',
      'sindical',
      'salario anterior',
    ])
      expect(INSTRUCCIONES_REPREGUNTA).toContain(t);
    expect(INSTRUCCIONES_REPREGUNTA).toContain('No valores ni juzgues');
    expect(INSTRUCCIONES_REPREGUNTA).toContain('contesta exactamente NINGUNA');
  });

  it('carries the question, what it explores, the competency with its anchors, and the answer fenced', () => {
    const m = mensajeRepregunta({
      pregunta: 'Háblame de un conflicto en tu equipo.',
      explora: 'Gestión de conflictos',
      competencia: 'Trabajo en equipo',
      descripcionCompetencia: 'Colabora y resuelve desacuerdos',
      anclas: { bajo: 'Evita el conflicto', medio: 'Lo gestiona con ayuda', alto: 'Lo resuelve y aprende' },
      respuesta: '  Hablé con ellos.  ',
    });
    expect(m).toContain('Pregunta de la entrevista: Háblame de un conflicto en tu equipo.');
    expect(m).toContain('Qué explora: Gestión de conflictos');
    expect(m).toContain('Competencia: Trabajo en equipo (Colabora y resuelve desacuerdos)');
    expect(m).toContain('- Nivel alto: Lo resuelve y aprende');
    expect(m).toContain('<<<\nHablé con ellos.\n>>>');
  });

  it('leaves out what the design does not have', () => {
    const m = mensajeRepregunta({ pregunta: '¿Por qué este puesto?', respuesta: 'Me gusta.' });
    expect(m).not.toContain('Qué explora');
    expect(m).not.toContain('Competencia');
    expect(m).not.toContain('Rúbrica');
  });
});
