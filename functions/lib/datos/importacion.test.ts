import { describe, expect, it } from 'vitest';
import { datos as msg } from '../../../shared/messages.js';
import { cambioEntrevista, leerArchivo, MAX_ELEMENTOS_IMPORTACION } from './importacion.js';

const cabecera = { exportInfo: { version: '1.0', fecha: '2026-01-01T00:00:00.000Z', generadoPor: 'a@b.test' }, empresas: [] };

describe('the import file', () => {
  it('is the exported file; anything else is the spec’s message', () => {
    expect(leerArchivo(cabecera).empresas).toEqual([]);
    for (const malo of [
      null,
      [],
      { empresas: [] },
      { ...cabecera, empresas: {} },
      { ...cabecera, datos: [{ empresaId: 'a', elementos: [{ sk: '', item: {} }] }] },
    ])
      expect(() => leerArchivo(malo)).toThrow(msg.importacionInvalida);
  });

  it('has a ceiling of rows', () => {
    const elementos = Array.from({ length: MAX_ELEMENTOS_IMPORTACION + 1 }, (_, i) => ({ sk: `AUDIT#${i}`, item: {} }));
    expect(() => leerArchivo({ ...cabecera, datos: [{ empresaId: 'a', elementos }] })).toThrow(/el máximo en una importación es/);
  });
});

describe('what an interview row moves on the company record', () => {
  const informeIA = {
    softSkills: [{ habilidad: 'x', puntuacion: 8, evaluado: true }],
    conclusiones: 'Candidato recomendado para el puesto.',
  };
  it('a new programada: its state and a plan unit', () => {
    expect(cambioEntrevista({ estado: 'programada' }, undefined)).toEqual({ estado: { a: 'programada' }, cuotas: { entrevistas: 1 } });
  });
  it('a new analysed one: its state and its report in the aggregates, no plan unit', () => {
    const c = cambioEntrevista({ estado: 'analizada', informeIA }, undefined)!;
    expect(c.estado).toEqual({ a: 'analizada' });
    expect(c.cuotas).toBeUndefined();
    expect(c.informes).toMatchObject({ informesGenerados: 1, informesRecomendados: 1 });
  });
  it('the same row again: nothing', () => {
    expect(cambioEntrevista({ estado: 'analizada', informeIA }, { estado: 'analizada', informeIA })).toBeUndefined();
  });
  it('a cancelled one is counted nowhere: new, it moves nothing; over a programada one, that one comes off', () => {
    expect(cambioEntrevista({ estado: 'cancelada' }, undefined)).toBeUndefined();
    expect(cambioEntrevista({ estado: 'cancelada' }, { estado: 'programada' })).toEqual({ estado: { de: 'programada' } });
  });
  it('an older state over a newer one moves the counter back', () => {
    expect(cambioEntrevista({ estado: 'completada' }, { estado: 'analizada', informeIA })).toMatchObject({
      estado: { de: 'analizada', a: 'completada' },
      informes: { informesGenerados: -1 },
    });
  });
});
