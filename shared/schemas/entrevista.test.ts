// The transcript's turn (TurnoTranscripcion): what the functions write today, what older records
// hold (no `repregunta` before D67), and what the contract refuses.
import { describe, expect, it } from 'vitest';
import { Entrevista, TurnoTranscripcion } from './entrevista.js';

const turno = {
  n: 0,
  fase: 'Apertura',
  pregunta: '¿Cómo comunicas un cambio de prioridades?',
  respuesta: 'Se lo explico al equipo y lo dejo por escrito.',
  origen: 'texto',
  respondidaEn: '2026-11-23T15:05:00.000Z',
  repregunta: null,
};
const repregunta = {
  pregunta: '¿Y si no lo aceptan?',
  respuesta: 'Escucho sus motivos y ajusto el plan.',
  proveedor: 'openai',
  modelo: 'gpt-4o-mini',
  generadaEn: '2026-11-23T15:06:00.000Z',
};

describe('TurnoTranscripcion', () => {
  it.each([
    ['a written answer without a follow-up', turno],
    ['a voice answer with the AI follow-up and its answer', { ...turno, n: 3, origen: 'voz', repregunta }],
    [
      'a question left blank ("Finalizar" writes it with origen and respondidaEn null)',
      { ...turno, respuesta: '', origen: null, respondidaEn: null },
    ],
    ['a simulated answer', { ...turno, origen: 'simulada' }],
    ['an older record, written before follow-ups existed (no repregunta field)', (({ repregunta: _, ...viejo }) => viejo)(turno)],
  ])('accepts %s', (_caso, t) => {
    const r = TurnoTranscripcion.safeParse(t);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(t);
  });

  it.each([
    ['no answer field', (({ respuesta: _, ...sin }) => sin)(turno)],
    ['an unknown origin', { ...turno, origen: 'audio' }],
    ['a negative turn number', { ...turno, n: -1 }],
    ['a fractional turn number', { ...turno, n: 1.5 }],
    ['a follow-up without its model', { ...turno, repregunta: (({ modelo: _, ...sin }) => sin)(repregunta) }],
    ['an answer that is not text', { ...turno, respuesta: 7 }],
    ['a bare string instead of a turn', 'Se lo explico al equipo.'],
  ])('refuses %s', (_caso, t) => {
    expect(TurnoTranscripcion.safeParse(t).success).toBe(false);
  });
});

describe('Entrevista.transcripcion', () => {
  const transcripcion = Entrevista.shape.transcripcion;
  it('is null before the interview is completed, or a list of turns', () => {
    expect(transcripcion.safeParse(null).success).toBe(true);
    expect(transcripcion.safeParse([turno, { ...turno, n: 1, repregunta }]).success).toBe(true);
  });

  it('refuses a list holding something that is not a turn', () => {
    expect(transcripcion.safeParse([turno, { texto: 'hola' }]).success).toBe(false);
  });
});
