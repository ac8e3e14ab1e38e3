// Texts people read on the screens (D113): no decision number of docs/decisions/ (the
// Sistema tab showed «la bandeja de salida de D78»), and the subscription state in Spanish.
import { describe, expect, it } from 'vitest';
import { ETIQUETA_ESTADO_EMPRESA } from './empresa-etiquetas.js';
import { jobs } from './jobs.js';
import * as mensajes from './messages.js';

/** Every string inside a value, however nested. */
function textos(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (v && typeof v === 'object') return Object.values(v).flatMap(textos);
  return [];
}

const DECISION = /\bD\d{2,3}\b/;

describe('texts on the screens', () => {
  it('no message and no job summary (the Sistema tab lists them) names a decision number', () => {
    const todos = [...textos(mensajes), ...jobs.map((j) => j.summary)];
    expect(todos.length).toBeGreaterThan(300);
    expect(todos.filter((t) => DECISION.test(t))).toEqual([]);
  });

  it('the trial state reads in Spanish', () => {
    expect(ETIQUETA_ESTADO_EMPRESA.trial).toBe('Prueba');
  });
});
