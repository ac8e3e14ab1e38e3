// The score from the form of the evidence (forma.ts): what the candidate lived counts toward how concrete an
// answer is (issue 64 item 3, D182), so a short, plain answer full of particulars is not outscored by a
// fluent one with none.
import { describe, expect, it } from 'vitest';
import { medir, puntuar, VIVIDOS } from './forma.js';

const LLANA =
  'Una clienta que se iba a casar llegó llorando una semana antes porque le habían hecho un mal corte. Le propuse extensiones de clip solo abajo, las teñí yo misma y ensayé el peinado dos veces con ella antes de la boda.';
const PULIDA =
  'Ante una situación compleja, analicé el contexto, identifiqué a las partes interesadas y definí un plan de acción con indicadores claros, lo que permitió mejorar la satisfacción y reforzar la confianza del equipo en el proceso.';

describe('the lived particulars in the score', () => {
  it('counts a plain answer’s particulars, up to VIVIDOS, and a polished generic one has none', () => {
    expect(medir(LLANA).vividos).toBeGreaterThanOrEqual(VIVIDOS);
    expect(medir(PULIDA).vividos).toBe(0);
  });

  it('raises the concreteness of an answer by its particulars, and only by them', () => {
    const m = medir(LLANA);
    expect(puntuar([m], 1)).toBeGreaterThan(puntuar([{ ...m, vividos: 0 }], 1));
    const g = medir(PULIDA);
    expect(puntuar([g], 1)).toBe(puntuar([{ ...g, vividos: 0 }], 1));
  });
});
