// The company's recommendation threshold (D157): none when never set, and the template's pass mark
// decides; the analysis reads the company's before the template's; it takes 0 to 10 in steps of 0.5.
// (Kept and changed as the company's other settings: ajuste-empresa.test.ts.) The rule itself: the
// evaluated mean against the threshold, with half of the rubric evaluated at least, said in the
// report's words.
import { describe, expect, it } from 'vitest';
import { recomendacionPorReglas } from '../../../shared/schemas/informe.js';
import { UmbralRecomendacionBody } from '../../../shared/schemas/umbral-empresa.js';
import type { EmpresaItem } from '../db/empresas.js';

process.env.TABLE_NAME = 'unit-table';
const { umbralDelInforme } = await import('../analisis/analizar.js');

const empresa = (configuracion: Record<string, unknown> = {}) => ({ id: 'e1', configuracion }) as unknown as EmpresaItem;

describe('the company’s recommendation threshold', () => {
  it('none set: the template’s pass mark decides (7 without a template)', () => {
    expect(umbralDelInforme(empresa(), { estructura: { criterioPasado: 65 } })).toEqual([6.5, 'plantilla']);
    expect(umbralDelInforme(undefined, undefined)).toEqual([7, 'plantilla']);
  });

  it('set: the analysis reads it before the template’s pass mark', () => {
    const puesto = { umbral: 6, por: { id: 'u1', nombre: 'Ana Ruiz' }, fecha: '2026-11-26T09:00:00.000Z' };
    expect(umbralDelInforme(empresa({ umbralRecomendacion: puesto }), { estructura: { criterioPasado: 80 } })).toEqual([6, 'empresa']);
    expect(umbralDelInforme(empresa({ umbralRecomendacion: { umbral: null } }), { estructura: { criterioPasado: 80 } })).toEqual([
      8,
      'plantilla',
    ]);
  });

  it('takes 0 to 10 in steps of 0.5, and says so in Spanish otherwise', () => {
    for (const umbral of [0, 6.5, 10, null]) expect(UmbralRecomendacionBody.safeParse({ umbral }).success, String(umbral)).toBe(true);
    for (const umbral of [-1, 10.5, 6.3, '7']) {
      const r = UmbralRecomendacionBody.safeParse({ umbral });
      expect(r.success, String(umbral)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('El umbral es un número de 0 a 10, en pasos de 0,5');
    }
  });
});

describe('the recommendation by rule', () => {
  const s = (...ps: (number | null)[]) => ps.map((p) => ({ evaluado: p !== null, puntuacion: p }));
  it('recommends when the evaluated mean reaches the threshold with half of the rubric evaluated, and says why', () => {
    const r = recomendacionPorReglas(s(8, 7, 7, null), 7, 'plantilla');
    expect(r).toMatchObject({ valor: 'recomendado', media: 7.3, evaluadas: 3, total: 4 });
    expect(r.regla).toBe(
      'Recomendado por regla: la media de las 3 competencias evaluadas es 7,3/10, igual o mayor que el criterio para aprobar de la plantilla (7/10). La decisión la toma una persona.',
    );
    expect(recomendacionPorReglas(s(8, 7, 7, null), 7.5, 'empresa').regla).toMatch(/menor que el umbral de la empresa \(7,5\/10\)/);
  });

  it('a high score on one competency of four recommends nobody; nothing evaluated neither', () => {
    expect(recomendacionPorReglas(s(9, null, null, null), 7, 'plantilla')).toMatchObject({ valor: 'no_recomendado', media: 9 });
    expect(recomendacionPorReglas(s(9, null, null, null), 7, 'plantilla').regla).toMatch(/solo 1 de 4 competencias se pudieron evaluar/);
    expect(recomendacionPorReglas(s(null, null), 7, 'plantilla')).toMatchObject({ valor: 'no_recomendado', media: null });
  });
});
