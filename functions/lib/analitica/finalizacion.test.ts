// One definition of the completion rate (D161, issue 54 item 7): the summary's rate is the weeks'
// rate over the whole window — completed in it over scheduled in it — so «100 %» cannot stand beside
// a week at 50 % when every completion of the window is in that week.
import { describe, expect, it } from 'vitest';
import { finalizacionDe, tasaSemana } from './finalizacion.js';

describe('the completion rate', () => {
  it('a week and the window use the same rule: completed over scheduled', () => {
    const semanas = [
      { programadas: 0, completadas: 0 },
      { programadas: 2, completadas: 1 },
      { programadas: 2, completadas: 2 },
    ];
    expect(semanas.map(tasaSemana)).toEqual([null, 50, 100]);
    expect(finalizacionDe(semanas)).toEqual({ completadas: 3, programadas: 4, tasa: 75 });
    expect(finalizacionDe([semanas[1]!])).toEqual({ completadas: 1, programadas: 2, tasa: tasaSemana(semanas[1]!) });
    expect(finalizacionDe([])).toEqual({ completadas: 0, programadas: 0, tasa: null });
  });
});
