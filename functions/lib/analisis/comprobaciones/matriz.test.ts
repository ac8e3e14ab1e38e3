// The relevance matrix by words (D177): an answer written for another question of the interview is found
// by the key stems it holds; a genuine answer, an interview of one question and two questions that ask
// almost the same thing give no false «otra pregunta».
import { describe, expect, it } from 'vitest';
import { entrevista, FUERTE, PROFUNDIDAD } from '../../../../test/testing/entrevistas-prueba.js';
import type { EntradaAnalisis } from '../tipos.js';
import { clavesDePreguntas, matrizPorPalabras, raicesDeContenido } from './matriz.js';

const matriz = (e: EntradaAnalisis) =>
  matrizPorPalabras(
    e,
    e.turnos.map((t) => ({ n: t.n, texto: t.respuesta, raices: raicesDeContenido(t.respuesta) })),
  );

describe('matrizPorPalabras', () => {
  it('key stems are what only one question (or one of its competency) says', () => {
    const claves = clavesDePreguntas(PROFUNDIDAD);
    expect([...claves[4]!]).toEqual(expect.arrayContaining(['inesper']));
    expect([...claves[6]!]).toEqual(expect.arrayContaining(['iniciativ']));
    // A stem two questions of different competencies share is nobody's key.
    for (const r of claves[2]!) expect(claves[5]!.has(r)).toBe(false);
  });

  it('an answer about taking the initiative, under the question about an unexpected change, seems to answer question 7', () => {
    const respuestas: string[] = [...FUERTE];
    respuestas[4] =
      'Tomé la iniciativa sin que nadie me lo pidiera: vi que los pedidos urgentes se perdían entre los normales, ' +
      'preparé una etiqueta roja para ellos y lo propuse en la reunión del lunes. Ahora se usa en todo el almacén.';
    const m = matriz(entrevista(PROFUNDIDAD, respuestas));
    expect(m.otras.get(4)).toMatchObject({ n: 6, propia: 0 });
    expect(m.metodo.metodo).toBe('palabras');
  });

  it('genuine answers seem to answer nothing else', () => {
    expect(matriz(entrevista(PROFUNDIDAD, FUERTE)).otras.size).toBe(0);
  });

  it('an interview of one question has nothing to compare with; two questions that ask almost the same give no «otra pregunta»', () => {
    const una: EntradaAnalisis = { ...entrevista(PROFUNDIDAD, FUERTE), preguntas: [PROFUNDIDAD.preguntas[1]!] };
    una.turnos = una.turnos.slice(1, 2);
    expect(matriz(una).otras.size).toBe(0);
    const casiIguales: EntradaAnalisis = {
      ...entrevista(PROFUNDIDAD, FUERTE),
      preguntas: PROFUNDIDAD.preguntas.map((p, i) =>
        i === 8
          ? { ...p, texto: 'Cuéntame un cambio importante e inesperado en tu trabajo y cómo te adaptaste.', competencia: p.competencia }
          : p,
      ),
    };
    const respuestas: string[] = [...FUERTE];
    respuestas[8] = FUERTE[4]!;
    expect(matriz(entrevista({ ...PROFUNDIDAD, preguntas: casiIguales.preguntas }, respuestas)).otras.has(8)).toBe(false);
  });
});
