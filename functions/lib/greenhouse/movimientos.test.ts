// The mapping of a stage change to a Greenhouse move (D201): sent only for a linked vacancy, a mapped
// target stage and a known application; the origin's Greenhouse stage is the `from_stage_id` (a move
// from a join or from an unmapped stage is recorded with why, never sent with a guessed origin); and
// the vacancy's and the card's schemas refuse what Greenhouse's ids cannot be.
import { describe, expect, it } from 'vitest';
import { fmt, greenhouse as msg } from '../../../shared/messages.js';
import { CandidaturaMover } from '../../../shared/schemas/candidatura.js';
import { GreenhouseVacante, MAX_ETAPAS_GREENHOUSE, VacanteUpdate } from '../../../shared/schemas/vacante.js';
import { mapearMovimiento } from './movimientos.js';

const GH = { jobId: '4001', etapas: { nuevo: '501', entrevistado: '502', finalista: '503' } };

describe('mapearMovimiento', () => {
  it('a mapped move of a known application: the job, the application, from and to', () => {
    expect(mapearMovimiento(GH, '9001', { de: 'nuevo', a: 'entrevistado' })).toEqual({
      enviar: true,
      jobId: '4001',
      aplicacionId: '9001',
      desde: '501',
      hacia: '502',
      motivo: null,
    });
  });

  it('nothing for an unlinked vacancy, an unknown application or an unmapped target stage', () => {
    expect(mapearMovimiento(null, '9001', { de: 'nuevo', a: 'entrevistado' })).toEqual({ enviar: false });
    expect(mapearMovimiento(undefined, '9001', { de: 'nuevo', a: 'entrevistado' })).toEqual({ enviar: false });
    expect(mapearMovimiento(GH, null, { de: 'nuevo', a: 'entrevistado' })).toEqual({ enviar: false });
    expect(mapearMovimiento(GH, '', { de: 'nuevo', a: 'entrevistado' })).toEqual({ enviar: false });
    expect(mapearMovimiento(GH, '9001', { de: 'nuevo', a: 'oferta' })).toEqual({ enviar: false });
  });

  it('an origin with no Greenhouse stage, or a join, is recorded with why (from_stage_id is required)', () => {
    expect(mapearMovimiento(GH, '9001', { de: 'oferta', a: 'finalista' })).toMatchObject({
      enviar: true,
      desde: null,
      motivo: fmt(msg.ghMovOrigenSinAsignar, { etapa: 'oferta' }),
    });
    expect(mapearMovimiento(GH, '9001', { de: null, a: 'nuevo' })).toMatchObject({
      enviar: true,
      desde: null,
      motivo: msg.ghMovDesdeUnion,
    });
  });
});

describe("the vacancy's link and the card's application id", () => {
  it('Greenhouse ids are digits; a URL, letters, 10 000 characters or too many stages are refused in Spanish', () => {
    expect(GreenhouseVacante.safeParse(GH).success).toBe(true);
    expect(GreenhouseVacante.safeParse({ jobId: ' 4001 ', etapas: {} }).data).toEqual({ jobId: '4001', etapas: {} });
    const mal = (v: unknown) => GreenhouseVacante.safeParse(v).error?.issues[0]?.message;
    expect(mal({ jobId: 'https://app.greenhouse.io/sdash/4001', etapas: {} })).toBe(msg.ghJobInvalido);
    expect(mal({ jobId: '0', etapas: {} })).toBe(msg.ghJobInvalido);
    expect(mal({ jobId: '4001', etapas: { nuevo: '9'.repeat(10_000) } })).toBe(msg.ghEtapaGhInvalida);
    expect(mal({ jobId: '4001', etapas: { nuevo: 'x' } })).toBe(msg.ghEtapaGhInvalida);
    const muchas = Object.fromEntries(Array.from({ length: MAX_ETAPAS_GREENHOUSE + 1 }, (_, i) => [`e-${i}`, '1']));
    expect(mal({ jobId: '4001', etapas: muchas })).toBe(fmt(msg.ghEtapasDemasiadas, { max: MAX_ETAPAS_GREENHOUSE }));
    expect(GreenhouseVacante.safeParse({ jobId: '4001', etapas: { '<b>': '1' } }).success).toBe(false);
    expect(VacanteUpdate.safeParse({ version: 1, greenhouse: null }).success).toBe(true);
  });

  it("the card's application id: digits, null forgets it, absent leaves it", () => {
    expect(CandidaturaMover.parse({ etapa: 'nuevo', version: 1, greenhouseAplicacionId: '9001' }).greenhouseAplicacionId).toBe('9001');
    expect(CandidaturaMover.parse({ etapa: 'nuevo', version: 1, greenhouseAplicacionId: null }).greenhouseAplicacionId).toBeNull();
    expect(CandidaturaMover.parse({ etapa: 'nuevo', version: 1 }).greenhouseAplicacionId).toBeUndefined();
    expect(CandidaturaMover.safeParse({ etapa: 'nuevo', version: 1, greenhouseAplicacionId: 'app-1' }).error?.issues[0]?.message).toBe(
      msg.ghAplicacionInvalida,
    );
  });
});
