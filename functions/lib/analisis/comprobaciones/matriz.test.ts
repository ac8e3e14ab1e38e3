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

  it('answers pasted one question late are found by the arrangement of the whole interview, each naming the question it was written for (D181)', () => {
    // Answer i was written for question i − 1 (the first screen's answer went under the second, and so on).
    const respuestas = FUERTE.map((_, i) => FUERTE[(i + FUERTE.length - 1) % FUERTE.length]!);
    const m = matriz(entrevista(PROFUNDIDAD, respuestas));
    const acertadas = [...m.otras].filter(([n, o]) => o.n === (n + FUERTE.length - 1) % FUERTE.length);
    expect(acertadas.length).toBe(4);
    // Words name one wrong: the answer about working with the transport manager holds one key stem of
    // question 5 and none of question 2 (written with other words); D181 says so.
    expect([...m.otras].filter(([n, o]) => o.n !== (n + FUERTE.length - 1) % FUERTE.length)).toEqual([[2, { n: 4, propia: 0, valor: 1 }]]);
    // The answers left in place hold no key stem of their own question: not shown to answer it, no question named.
    expect(m.desorden).toEqual({ movidas: 5, sinPropia: new Set([0, 3, 5]) });
    for (const n of m.desorden!.sinPropia) expect(m.otras.has(n)).toBe(false);
  });

  it('the same answers in their own order show no arrangement, and one answer swapped is not the pattern', () => {
    expect(matriz(entrevista(PROFUNDIDAD, FUERTE)).desorden).toBeUndefined();
    const dos: string[] = [...FUERTE];
    [dos[2], dos[5]] = [FUERTE[5]!, FUERTE[2]!];
    expect(matriz(entrevista(PROFUNDIDAD, dos)).desorden).toBeUndefined();
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
