// The candidate's status changes as a table (docs/decisions/ D53): every pair of statuses.
import { describe, expect, it } from 'vitest';
import { ESTADOS_CANDIDATO, transicionPermitida, type EstadoCandidato } from './candidato.js';

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
