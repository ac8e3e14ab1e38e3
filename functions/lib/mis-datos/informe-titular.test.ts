// The report in the candidate's own copy of their data (issue 54 item 7): its text analysis is
// named for what it is («analisisTexto»), never by the spec's internal `bertAnalysis` key, and a
// stored report (which keeps that key) still reads; nothing else of the report changes.
import { describe, expect, it } from 'vitest';
import { InformeTitular } from '../../../shared/schemas/mis-datos.js';
import { informeTitular } from './informe-titular.js';

const analisis = {
  metodo: 'léxico-heurístico-v1',
  sentimiento: 'positivo',
  puntuacionSentimiento: 0.4,
  coherencia: 0.8,
  profesionalidad: 0.7,
} as never;

describe('el informe en «Mis datos»', () => {
  it('names the text analysis «analisisTexto» and carries no bertAnalysis key', () => {
    const guardado = { resumenEjecutivo: 'Bien.', softSkills: [], bertAnalysis: analisis } as never;
    const x = informeTitular(guardado);
    expect(Object.keys(x)).not.toContain('bertAnalysis');
    expect(x.analisisTexto).toEqual(analisis);
    expect(x.resumenEjecutivo).toBe('Bien.');
    expect(JSON.stringify(x)).not.toContain('bert');
    expect(Object.keys(InformeTitular.def.shape)).not.toContain('bertAnalysis');
  });

  it('a report without the analysis reads null', () => {
    expect(informeTitular({ resumenEjecutivo: 'x', bertAnalysis: null } as never).analisisTexto).toBeNull();
  });
});
