import { describe, expect, it } from 'vitest';
import type { InformeIA } from '../../../shared/schemas/informe.js';
import { competencia } from '../../../test/testing/entrevista-guardada.js';
import { conclusionesRecomiendan, esRecomendado, puntuacionMedia, resumenInforme } from './agregados.js';

describe('conclusionesRecomiendan (part 2 §9: the word recomendado, not negated)', () => {
  it.each([
    ['Candidato recomendado para la posición.', true],
    ['Perfil RECOMENDADO.', true],
    ['Candidata recomendada sin reservas.', true],
    ['No recomendado para este puesto.', false],
    ['El candidato no es recomendado por ahora.', false],
    ['Se recomienda una segunda entrevista.', false],
    ['Recomendable con reservas.', false],
    ['', false],
  ])('%j → %s', (texto, esperado) => {
    expect(conclusionesRecomiendan(texto)).toBe(esperado);
  });

  it("a person's decision replaces the AI's conclusions", () => {
    expect(esRecomendado({ conclusiones: 'No recomendado.' }, { decision: 'recomendado' })).toBe(true);
    expect(esRecomendado({ conclusiones: 'Recomendado.' }, { decision: 'en_duda' })).toBe(false);
    expect(esRecomendado({ conclusiones: 'Recomendado.' }, null)).toBe(true);
  });
});

describe('puntuacionMedia', () => {
  it('is the mean of evaluated scores, the reviewer’s where adjusted; null without any', () => {
    const informe = { softSkills: [competencia('A', 8), competencia('B', 5), competencia('C', null)] };
    expect(puntuacionMedia(informe)).toBe(6.5);
    expect(puntuacionMedia(informe, { puntuacionesAjustadas: [{ habilidad: 'b', puntuacion: 9, puntuacionIA: 5 }] })).toBe(8.5);
    expect(puntuacionMedia({ softSkills: [competencia('C', null)] })).toBeNull();
  });
});

describe('resumenInforme', () => {
  const informe = {
    softSkills: [],
    conclusiones: 'Recomendado.',
    procedencia: { generadoEn: '2026-11-24T16:05:00.000Z', metodo: 'integrado', modelo: 'analizador integrado' },
  } as unknown as InformeIA;
  const e = {
    id: 'i1',
    candidatoId: 'c1',
    candidatoNombre: 'Laura Gómez',
    servicioId: 's1',
    servicioNombre: 'Entrevistas en Profundidad',
    zonaHoraria: 'Europe/Madrid',
    historial: [
      { estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' },
      { estado: 'en_progreso', fecha: '2026-11-23T15:02:00.000Z', por: null },
      { estado: 'completada', fecha: '2026-11-23T15:41:00.000Z', por: null },
    ],
  };
  it('keeps when the interview was taken (its start) and its zone beside the report’s own date (D83)', () => {
    expect(resumenInforme(e, informe, 'analizada', null, null)).toMatchObject({
      fecha: '2026-11-24T16:05:00.000Z',
      fechaRealizacion: '2026-11-23T15:02:00.000Z',
      zonaHoraria: 'Europe/Madrid',
    });
  });
  it('once reviewed keeps the report’s own score beside the review’s, so the card can name both (D116)', () => {
    const puntuado = {
      ...informe,
      softSkills: [
        { habilidad: 'Comunicación', evaluado: true, puntuacion: 4 },
        { habilidad: 'Liderazgo', evaluado: true, puntuacion: 5 },
      ],
    } as unknown as InformeIA;
    const validacion = {
      decision: 'en_duda',
      puntuacionesAjustadas: [{ habilidad: 'comunicacion', puntuacion: 5, puntuacionIA: 4 }],
      por: { userId: 'u-revisora', nombre: 'Revisora' },
    } as never;
    expect(resumenInforme(e, puntuado, 'analizada', null, null)).toMatchObject({ puntuacionMedia: 4.5, puntuacionIA: 4.5 });
    expect(resumenInforme(e, puntuado, 'validada', null, validacion)).toMatchObject({ puntuacionMedia: 5, puntuacionIA: 4.5 });
  });
  it('names who made the current review (D198: the Informes filter by reviewer); before a review, no one', () => {
    const validacion = { decision: 'recomendado', puntuacionesAjustadas: [], por: { userId: 'u-revisora', nombre: 'Revisora' } } as never;
    expect(resumenInforme(e, informe, 'validada', null, validacion).revisorId).toBe('u-revisora');
    expect(resumenInforme(e, informe, 'analizada', null, null)).not.toHaveProperty('revisorId');
  });
  it('counts the answers (distinct questions) with a gaming or evasive flag; another language or no text is not one', () => {
    const marca = (tipo: string, pregunta: number) => ({ tipo, pregunta, detalle: 'x' });
    const conMarcas = {
      ...informe,
      integridad: {
        version: 'comprobaciones-v1',
        respuestas: 9,
        marcas: [
          // Question 1 twice (two kinds): one answer.
          marca('lista_terminos', 1),
          marca('relleno', 1),
          marca('repetida', 2),
          marca('instrucciones', 3),
          marca('no_pertinente', 4),
          marca('evasiva', 5),
          // Describe an answer, do not point at it: not counted.
          marca('otro_idioma', 6),
          marca('sin_texto', 7),
        ],
        resumen: [],
        discrepancias: [],
      },
    } as unknown as InformeIA;
    expect(resumenInforme(e, conMarcas, 'analizada', null, null).respuestasMarcadas).toBe(5);
    // The review rewrites the item from the same report: the count stays.
    expect(
      resumenInforme(e, conMarcas, 'validada', null, { decision: 'en_duda', por: { userId: 'u-1', nombre: 'U' } } as never)
        .respuestasMarcadas,
    ).toBe(5);
    const soloDescriptivas = {
      ...conMarcas,
      integridad: { ...conMarcas.integridad!, marcas: [marca('otro_idioma', 0), marca('sin_texto', 1)] },
    } as unknown as InformeIA;
    expect(resumenInforme(e, soloDescriptivas, 'analizada', null, null).respuestasMarcadas).toBe(0);
  });
  it('a report written before the integrity checks gives no count (unknown, not 0)', () => {
    expect(resumenInforme(e, informe, 'analizada', null, null)).not.toHaveProperty('respuestasMarcadas');
  });
});
