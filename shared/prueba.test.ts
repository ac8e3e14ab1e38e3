import { describe, expect, it } from 'vitest';
import { ILIMITADO, LICENCIAS, PLANES_REFERENCIA } from './constants.js';
import { licenciasDePrueba, PRUEBA } from './prueba.js';

describe('licenciasDePrueba', () => {
  const por = LICENCIAS.maxEntrevistasPorLicenciaPorDefecto;
  it.each([
    ['the seeded Starter (50 interviews)', 50, Math.ceil(50 / por)],
    ['a limit not a multiple of a licence', 7, Math.ceil(7 / por)],
    ['a plan with no interviews', 0, 0],
    ['an unlimited plan', ILIMITADO, Math.ceil(PRUEBA.entrevistasSinLimite / por)],
    ['a plan without limits stored', undefined, Math.ceil(PRUEBA.entrevistasSinLimite / por)],
  ])('%s', (_, entrevistas, licencias) => {
    const r = licenciasDePrueba(entrevistas);
    expect(r.licencias).toBe(licencias);
    expect(r.entrevistas).toBe(licencias * por);
    // The licences cover at least the plan's own interviews.
    if (typeof entrevistas === 'number' && entrevistas >= 0) expect(r.entrevistas).toBeGreaterThanOrEqual(entrevistas);
  });
  it('every seeded plan can schedule during its trial', () => {
    for (const p of PLANES_REFERENCIA) expect(licenciasDePrueba(p.limites.entrevistas).licencias).toBeGreaterThan(0);
  });
});
