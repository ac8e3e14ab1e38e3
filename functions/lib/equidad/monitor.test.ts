// The monitor's «AI score ≥ threshold» outcome is the report's own recommendation rule (D157,
// recomendacionPorReglas), not a second one: issue 64 item 5 («one threshold rule serves the report and
// the fairness monitor»). Before, the monitor compared the mean alone, so a report the product called
// «No recomendado» (fewer than half of its competencies evaluated) counted as passing here.
import { describe, expect, it } from 'vitest';
import { recomendacionPorReglas } from '../../../shared/schemas/informe.js';
import { competencia } from '../../../test/testing/entrevista-guardada.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { iaSupera } from './monitor.js';

const entrevista = (puntos: (number | null)[], umbral = 7): EntrevistaItem => {
  const softSkills = puntos.map((p, i) => competencia(`C${i}`, p));
  return {
    informeIA: { softSkills, recomendacion: recomendacionPorReglas(softSkills, umbral, 'plantilla') },
  } as unknown as EntrevistaItem;
};

describe('iaSupera: the report’s rule', () => {
  it('passes when the evaluated mean reaches the threshold with half of the rubric evaluated', () => {
    expect(iaSupera(entrevista([8, 7, 7, 6]), null)).toBe(true);
    expect(iaSupera(entrevista([6, 6, 7, 6]), null)).toBe(false);
  });

  it('does not pass when fewer than half of the competencies were evaluated, whatever their mean (as the report says)', () => {
    const e = entrevista([9, null, null, null]);
    expect(e.informeIA!.recomendacion!.valor).toBe('no_recomendado');
    expect(iaSupera(e, null)).toBe(false);
  });

  it('reads the company’s threshold of today over the one the report was written with', () => {
    expect(iaSupera(entrevista([6, 6, 6, 6], 7), 5.5)).toBe(true);
    expect(iaSupera(entrevista([8, 8, 8, 8], 7), 9)).toBe(false);
  });

  it('is null without a scored report', () => {
    expect(iaSupera({} as EntrevistaItem, null)).toBeNull();
    expect(iaSupera(entrevista([null, null]), null)).toBeNull();
  });
});
