// The adjustment kinds the candidate's page offers (issue 65 item 7): «más tiempo» and «sin límite»
// only where the interview has a time limit (the voice recorder's); every other kind always, in the
// same order.
import { describe, expect, it } from 'vitest';
import { AJUSTES_DE_TIEMPO, TIPOS_AJUSTE, tiposDeAjusteOfrecidos } from './ayuda-candidato.js';

describe('tiposDeAjusteOfrecidos', () => {
  it('with a time limit (voice answers): every kind, in order', () => {
    expect(tiposDeAjusteOfrecidos(true)).toEqual([...TIPOS_AJUSTE]);
  });

  it('without one (written answers): no «más tiempo» nor «sin límite», the others in order', () => {
    const ofrecidos = tiposDeAjusteOfrecidos(false);
    expect(ofrecidos).toEqual(['respuestas_escritas', 'respuestas_habladas', 'persona', 'interprete', 'otro_formato']);
    expect(ofrecidos.filter((t) => AJUSTES_DE_TIEMPO.includes(t))).toEqual([]);
    // Every kind that is not about time stays: the candidate can still ask for any of them.
    expect(ofrecidos).toEqual(TIPOS_AJUSTE.filter((t) => !AJUSTES_DE_TIEMPO.includes(t)));
  });
});
