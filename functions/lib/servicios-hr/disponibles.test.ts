// Part 2 §6 as a table: which templates a company is offered when it schedules an interview.
import { describe, expect, it } from 'vitest';
import { aServicioIA, contratado, serviciosDisponibles } from './disponibles.js';

const plantilla = (codigo: string, api_preferida: string, activo = true) => ({ codigo, api_preferida, configuracion: { activo } });
const PLANTILLAS = [
  plantilla('test-vocacional', 'openai'),
  plantilla('entrevistas-profundidad', 'claude'),
  plantilla('mapeo-organizacional', 'gemini'),
  plantilla('evaluacion-360', 'perplexity'),
  plantilla('onboarding', 'openai', false),
];

describe('the contracted-service mapping', () => {
  it.each([
    ['test-vocacional', { testVocacional: true }, true],
    ['test-vocacional', { 'evaluacion-psicometrica': true }, true],
    ['test-vocacional', { 'test-vocacional': true }, true],
    ['test-vocacional', { testVocacional: false }, false],
    ['entrevistas-profundidad', { entrevistaProfundidad: true }, true],
    ['entrevistas-profundidad', { 'analisis-competencial': true }, true],
    ['mapeo-organizacional', { mapeoOrganizacional: true }, true],
    ['mapeo-organizacional', { 'analisis-cultural': true }, true],
    ['mapeo-organizacional', { testVocacional: true }, false],
    ['evaluacion-360', { 'evaluacion-360': true }, true],
    ['evaluacion-360', {}, false],
  ])('%s with %j: %s', (codigo, contratados, esperado) => {
    expect(contratado(codigo, contratados)).toBe(esperado);
  });
});

describe('the services offered', () => {
  const todos = {
    'test-vocacional': true,
    'entrevistas-profundidad': true,
    'mapeo-organizacional': true,
    'evaluacion-360': true,
    onboarding: true,
  };
  it.each([
    [
      'no AI configuration: every active contracted one',
      todos,
      undefined,
      ['test-vocacional', 'entrevistas-profundidad', 'mapeo-organizacional', 'evaluacion-360'],
    ],
    [
      'an empty AI configuration is none',
      todos,
      {},
      ['test-vocacional', 'entrevistas-profundidad', 'mapeo-organizacional', 'evaluacion-360'],
    ],
    ['OpenAI on: only the OpenAI ones', todos, { chatgpt_enabled: true }, ['test-vocacional']],
    ['Claude on: only the Claude ones', todos, { claude_enabled: true }, ['entrevistas-profundidad']],
    [
      'both on: Gemini and Perplexity still do not count',
      todos,
      { chatgpt_enabled: true, claude_enabled: true },
      ['test-vocacional', 'entrevistas-profundidad'],
    ],
    ['both off: nothing', todos, { chatgpt_enabled: false, claude_enabled: false }, []],
    ['only what is contracted', { testVocacional: true }, { chatgpt_enabled: true, claude_enabled: true }, ['test-vocacional']],
    ['nothing contracted: nothing', {}, undefined, []],
  ])('%s', (_caso, serviciosContratados, configuracionIA, esperado) => {
    expect(serviciosDisponibles(PLANTILLAS, { serviciosContratados, configuracionIA }).map((s) => s.codigo)).toEqual(esperado);
  });
});

describe("a company's own template (D164)", () => {
  const propia = (base: string, api_preferida: string, activo = true) => ({
    codigo: 'propia-1',
    base,
    api_preferida,
    configuracion: { activo },
  });
  it.each([
    [
      'offered while its platform template is contracted',
      propia('entrevistas-profundidad', 'claude'),
      { entrevistaProfundidad: true },
      undefined,
      true,
    ],
    [
      'not offered when its platform template is not contracted',
      propia('mapeo-organizacional', 'gemini'),
      { testVocacional: true },
      undefined,
      false,
    ],
    ['not offered while switched off', propia('test-vocacional', 'openai', false), { testVocacional: true }, undefined, false],
    [
      'follows its provider switch',
      propia('test-vocacional', 'openai'),
      { testVocacional: true },
      { chatgpt_enabled: false, claude_enabled: true },
      false,
    ],
  ])('%s', (_caso, plantilla, serviciosContratados, configuracionIA, ofrecida) => {
    expect(serviciosDisponibles([plantilla], { serviciosContratados, configuracionIA }).length === 1).toBe(ofrecida);
  });
  it("says it is the company's and its version", () => {
    expect(aServicioIA({ ...propia('test-vocacional', 'openai'), nombre: 'Mía', version: 3 })).toMatchObject({
      id: 'propia-1',
      propia: true,
      version: 3,
    });
  });
});
