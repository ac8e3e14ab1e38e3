// The plain-Spanish explanation of the AI's role (D152): each step named only when it happened, the
// provider and model or the built-in analyzer and why, what was scored on how many quotes, and who decided.
import { describe, expect, it } from 'vitest';
import { explicarUsoIA, type EntrevistaExplicable } from './mis-datos-explicacion.js';
import type { Procedencia } from './schemas/informe.js';
import type { InformeTitular } from './schemas/mis-datos.js';

const procedencia: Procedencia = {
  metodo: 'proveedor',
  proveedor: 'claude',
  modelo: 'claude-sonnet-4-5',
  analizadorVersion: null,
  motivoIntegrado: null,
  origenClave: 'empresa',
  plantilla: { servicioId: 's1', codigo: 'PROF', nombre: 'Profunda', version: 3 },
  rubricaVersion: 3,
  promptHash: 'a'.repeat(64),
  generadoEn: '2026-11-20T11:00:00.000Z',
  duracionMs: 4000,
  tokens: { entrada: 1000, salida: 500 },
  intentos: 1,
  citasDescartadas: 2,
  analisisTextoFallido: false,
};
const informe: InformeTitular = {
  resumenEjecutivo: 'Resumen.',
  softSkills: [
    {
      habilidad: 'Comunicación',
      puntuacion: 7,
      evaluado: true,
      ancla: 'medio',
      justificacion: '',
      evidencia: [
        { cita: 'a', pregunta: 0 },
        { cita: 'b', pregunta: 1 },
      ],
    },
    { habilidad: 'Liderazgo', puntuacion: null, evaluado: false, ancla: null, justificacion: '', evidencia: [] },
  ],
  hardSkills: [{ habilidad: 'SQL', nivel: 'intermedio', justificacion: '', evidencia: [{ cita: 'c', pregunta: 1 }] }],
  conclusiones: 'Conclusiones.',
  recomendaciones: [],
  analisisTexto: { metodo: 'léxico-heurístico-v1', sentiment: null, coherenceScore: 6, professionalismScore: 7 },
  procedencia,
};
const base: EntrevistaExplicable = {
  servicio: 'Profunda',
  estado: 'analizada',
  simulada: false,
  respuestas: [
    { origen: 'texto', repregunta: { proveedor: 'openai', modelo: 'gpt-4o-mini' } },
    { origen: 'voz', repregunta: null },
  ],
  informe,
  revision: null,
};

describe('explicarUsoIA', () => {
  it('says nothing of an interview not taken', () => {
    expect(explicarUsoIA({ ...base, estado: 'programada', informe: null }, 'Acme')).toEqual([]);
    expect(explicarUsoIA({ ...base, estado: 'cancelada', informe: null }, 'Acme')).toEqual([]);
  });

  it('names each step the AI took part in, with its provider and model', () => {
    const t = explicarUsoIA(base, 'Acme').join('\n');
    expect(t).toContain('Las preguntas las preparó Acme en la plantilla «Profunda»');
    expect(t).toContain('El asistente te hizo 1 pregunta de seguimiento: las escribió un modelo de lenguaje (OpenAI, modelo gpt-4o-mini)');
    expect(t).toContain('1 respuesta la diste por voz');
    expect(t).toContain('El informe lo redactó un modelo de lenguaje (Anthropic (Claude), modelo claude-sonnet-4-5)');
    expect(t).toContain('(versión 3)');
    expect(t).toContain('Se valoró 1 capacidad de 0 a 10 (Comunicación)');
    expect(t).toContain('(3 citas en total)');
    expect(t).toContain('1 capacidad quedó sin valorar');
    expect(t).toContain('Se descartaron 2 citas que no estaban en tus respuestas.');
    expect(t).toContain('No se analizan tu voz, tu cara ni tus emociones.');
    expect(t).toContain('Ninguna persona ha revisado todavía el informe. La IA no decide: la decisión la toma una persona de Acme.');
  });

  it('a follow-up of the template’s rules is said apart, as no model’s; the signals are named when there are any (D158)', () => {
    const t = explicarUsoIA(
      {
        ...base,
        respuestas: [
          ...base.respuestas,
          {
            origen: 'texto',
            repregunta: { metodo: 'integrado', proveedor: null, modelo: 'reglas-star-v1' },
            senales: { pegados: 1, caracteresPegados: 420, perdidasFoco: 2, msEnPantalla: 190_000 },
          },
        ],
      },
      'Acme',
    ).join('\n');
    expect(t).toContain('El asistente te hizo 1 pregunta de seguimiento: las escribió un modelo de lenguaje (OpenAI, modelo gpt-4o-mini)');
    expect(t).toContain('Además, el asistente te hizo 1 pregunta de seguimiento fija de la plantilla, sin modelos de lenguaje');
    expect(t).not.toContain('reglas-star-v1');
    expect(t).toContain('la página anotó de cada respuesta si pegaste texto y cuánto');
    expect(t).toContain('no cambian por sí solos ninguna puntuación ni decisión');
    const sin = explicarUsoIA(base, 'Acme').join('\n');
    expect(sin).not.toContain('fija de la plantilla');
    expect(sin).not.toContain('la página anotó');
  });

  it('says when the built-in analyzer wrote the report, and why', () => {
    const t = explicarUsoIA(
      {
        ...base,
        respuestas: [{ origen: 'texto', repregunta: null }],
        informe: {
          ...informe,
          analisisTexto: null,
          procedencia: {
            ...procedencia,
            metodo: 'integrado',
            proveedor: null,
            modelo: 'analizador integrado',
            analizadorVersion: 'reglas-v2',
            motivoIntegrado: 'sin_clave',
            citasDescartadas: 0,
          },
        },
      },
      'Acme',
    ).join('\n');
    expect(t).toContain('El asistente no te hizo preguntas de seguimiento.');
    expect(t).toContain('El informe lo preparó el analizador automático de Talentia (reglas-v2), sin modelos de lenguaje');
    expect(t).toContain('Se usó porque la empresa no tenía configurado ningún proveedor de IA.');
    expect(t).not.toContain('por voz');
    expect(t).not.toContain('descart');
    expect(t).not.toContain('análisis automático del texto');
  });

  it('names the person who decided and the scores they changed', () => {
    const t = explicarUsoIA(
      {
        ...base,
        estado: 'validada',
        revision: {
          actual: {
            decision: 'recomendado',
            revisadaPor: 'Adela Ruiz',
            puntuacionesAjustadas: [
              { puntuacion: 9, puntuacionIA: 7 },
              { puntuacion: 5, puntuacionIA: 5 },
            ],
          },
        },
      },
      'Acme',
    ).join('\n');
    expect(t).toContain(
      'Una persona de Acme (Adela Ruiz) revisó el informe y decidió: recomendado. Cambió 1 puntuación de las del informe.',
    );
  });

  it('a report that could score nothing says so, without a count of zero', () => {
    const ninguna = { ...informe, softSkills: [informe.softSkills[1]!] };
    const t = explicarUsoIA({ ...base, informe: ninguna }, 'Acme').join('\n');
    expect(t).toContain('Ninguna capacidad pudo valorarse');
    expect(t).not.toContain('Se valor');
  });

  it('before the report: the interview in progress, or waiting for its report', () => {
    expect(explicarUsoIA({ ...base, estado: 'en_progreso', informe: null }, 'Acme').at(-1)).toBe(
      'La entrevista no ha terminado: todavía no hay informe.',
    );
    expect(explicarUsoIA({ ...base, estado: 'completada', informe: null }, 'Acme').at(-1)).toContain('Todavía no hay informe');
  });
});
