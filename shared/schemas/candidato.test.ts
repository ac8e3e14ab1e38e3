// The candidate's status changes as a table (docs/decisions/ D53): every pair of statuses; the
// Candidatos list's and export's query (a vacancy and the creation date's period, D196).
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { listas } from '../messages.js';
import { CandidatosExportarQuery, CandidatosQuery, ESTADOS_CANDIDATO, transicionPermitida, type EstadoCandidato } from './candidato.js';

const PERMITIDAS: Record<EstadoCandidato, EstadoCandidato[]> = {
  nuevo: ['nuevo', 'en_proceso', 'rechazado'],
  en_proceso: ['nuevo', 'en_proceso', 'entrevistado', 'rechazado'],
  entrevistado: ['en_proceso', 'entrevistado', 'seleccionado', 'rechazado'],
  seleccionado: ['entrevistado', 'seleccionado', 'rechazado'],
  rechazado: ['nuevo', 'rechazado'],
};

describe('candidate status changes', () => {
  const pares = ESTADOS_CANDIDATO.flatMap((de) => ESTADOS_CANDIDATO.map((a) => [de, a, PERMITIDAS[de].includes(a)] as const));
  it.each(pares)('%s → %s allowed: %s', (de, a, permitida) => {
    expect(transicionPermitida(de, a)).toBe(permitida);
  });
});

describe('the Candidatos query: a vacancy and a period (D196)', () => {
  const esquemas = [
    ['list', CandidatosQuery],
    ['export', CandidatosExportarQuery],
  ] as const;

  it.each(esquemas)('%s: a vacancy and both days, the same day on both sides, either side alone', (_, esquema) => {
    expect(z.parse(esquema, { vacanteId: 'v-1', desde: '2026-05-01', hasta: '2026-05-31', estado: 'nuevo' })).toMatchObject({
      vacanteId: 'v-1',
      desde: '2026-05-01',
      hasta: '2026-05-31',
    });
    expect(z.safeParse(esquema, { desde: '2026-05-10', hasta: '2026-05-10' }).success).toBe(true);
    expect(z.safeParse(esquema, { desde: '2026-05-10' }).success).toBe(true);
    expect(z.safeParse(esquema, { hasta: '2026-05-10' }).success).toBe(true);
  });

  it.each(esquemas)('%s: «hasta» before «desde», a malformed day or a vacancy id with # are refused in Spanish', (_, esquema) => {
    const mensajes = (q: Record<string, unknown>) => {
      const r = z.safeParse(esquema, q);
      expect(r.success).toBe(false);
      return r.error!.issues.map((i) => i.message);
    };
    expect(mensajes({ desde: '2026-05-10', hasta: '2026-05-09' })).toEqual([listas.periodoInvertido]);
    expect(mensajes({ desde: '10/05/2026' })).toEqual([listas.periodoInvalido]);
    expect(mensajes({ hasta: '2026-02-30' })).toEqual([listas.periodoInvalido]);
    expect(z.safeParse(esquema, { vacanteId: 'VAC#otra' }).success).toBe(false);
  });

  it('the export takes no cursor nor limit: what the filter shows, every page', () => {
    expect(z.safeParse(CandidatosQuery, { cursor: 'x', limit: '5' }).success).toBe(true);
    expect(z.parse(CandidatosExportarQuery, { cursor: 'x', limit: '5', q: 'ana' })).toEqual({ q: 'ana' });
  });
});
