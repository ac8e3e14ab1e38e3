// The matrix by meaning (D177) on vectors built for the test: an answer whose vector is nearer another
// question's by the margin seems to answer it; two questions that mean the same give no «otra pregunta»;
// a one-word answer and an interview of one question are not compared.
import { describe, expect, it } from 'vitest';
import { entrevista, FUERTE, PROFUNDIDAD } from '../../../../test/testing/entrevistas-prueba.js';
import { leerRespuesta, oficioDe } from './lectura.js';
import { coseno, MARGEN, matrizPorSignificado, type VectoresEntrevista } from './significado.js';

/** A unit vector along axis k of 16, nudged toward axis m by t. */
const eje = (k: number, m = k, t = 0) => {
  const v = new Float32Array(16);
  v[k] = 1 - t;
  v[m] += t;
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};

const e = entrevista(PROFUNDIDAD, FUERTE);
const lecturas = e.turnos.map((t) => leerRespuesta(t, e, oficioDe(e))!);
const vectores = (respuestas: Map<number, Float32Array>, preguntas = PROFUNDIDAD.preguntas.map((_, i) => eje(i))): VectoresEntrevista => ({
  modelo: 'amazon.titan-embed-text-v2:0',
  donde: 'Amazon Bedrock en eu-west-1',
  preguntas,
  respuestas,
});

describe('matrizPorSignificado', () => {
  it('an answer nearer question 7 than its own by the margin seems to answer question 7', () => {
    const respuestas = new Map(lecturas.map((l) => [l.n, eje(l.n)]));
    respuestas.set(4, eje(6, 4, 0.3));
    const m = matrizPorSignificado(e, lecturas, vectores(respuestas));
    expect(m.otras.get(4)).toMatchObject({ n: 6 });
    expect(m.otras.size).toBe(1);
    expect(m.metodo).toMatchObject({ metodo: 'significado', modelo: 'amazon.titan-embed-text-v2:0' });
    expect(m.metodo.detalle).toMatch(/^Pertinencia por significado/);
  });

  it('not when the other question is nearer by less than the margin', () => {
    const respuestas = new Map(lecturas.map((l) => [l.n, eje(l.n)]));
    const casi = eje(4, 6, 0.5);
    expect(coseno(casi, eje(6)) - coseno(casi, eje(4))).toBeLessThan(MARGEN);
    respuestas.set(4, casi);
    expect(matrizPorSignificado(e, lecturas, vectores(respuestas)).otras.size).toBe(0);
  });

  it('not between two questions that mean the same', () => {
    const preguntas = PROFUNDIDAD.preguntas.map((_, i) => eje(i));
    preguntas[8] = eje(4, 8, 0.02);
    const respuestas = new Map(lecturas.map((l) => [l.n, eje(l.n)]));
    respuestas.set(8, eje(4));
    expect(matrizPorSignificado(e, lecturas, vectores(respuestas, preguntas)).otras.has(8)).toBe(false);
  });

  it('never a one-word answer, never an interview of one question', () => {
    const corta = entrevista(PROFUNDIDAD, ['Sí.', ...FUERTE.slice(1)]);
    const ls = corta.turnos.map((t) => leerRespuesta(t, corta, oficioDe(corta))!);
    const respuestas = new Map(ls.map((l) => [l.n, eje(l.n)]));
    respuestas.set(0, eje(6));
    expect(matrizPorSignificado(corta, ls, vectores(respuestas)).otras.has(0)).toBe(false);
    const una = { preguntas: [PROFUNDIDAD.preguntas[1]!] };
    expect(matrizPorSignificado(una, [lecturas[1]!], vectores(new Map([[1, eje(6)]]), [eje(1)])).otras.size).toBe(0);
  });
});
