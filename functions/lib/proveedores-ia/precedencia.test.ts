// The one precedence (D176): the company's key, then the platform's (per provider, the template's
// preferred first: D60), then the deploy's Bedrock (reports, follow-ups) or Transcribe (voice), then
// the built-in path; and the words Configuración shows for each.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { elegirIA, explicarEleccion, hayIA, ordenDe } from './precedencia.js';

const claves = new Map<string, 'empresa' | 'plataforma'>();
vi.mock('../configuracion/eleccion.js', () => ({
  elegirClave: async (_empresaId: string, p: string) => ({ origen: claves.get(p) ?? null }),
}));
beforeEach(() => claves.clear());

const AWS = { BEDROCK_MODEL_ID: 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0', TRANSCRIBE_ENABLED: 'true', AWS_REGION: 'eu-west-1' };

describe('elegirIA', () => {
  it("a company's key wins over the platform's, and both over Bedrock", async () => {
    claves.set('claude', 'empresa');
    expect(await elegirIA('emp_1', 'informe', { env: AWS })).toEqual({
      via: 'clave',
      proveedor: 'claude',
      origen: 'empresa',
      razon: 'clave_empresa',
    });
    claves.set('claude', 'plataforma');
    expect(await elegirIA('emp_1', 'informe', { env: AWS })).toMatchObject({
      via: 'clave',
      origen: 'plataforma',
      razon: 'clave_plataforma',
    });
  });

  it("the template's preferred provider first; a key that could not be opened is skipped", async () => {
    claves.set('openai', 'plataforma');
    claves.set('claude', 'plataforma');
    expect(ordenDe('informe', 'claude')).toEqual(['claude', 'openai']);
    expect(await elegirIA('emp_1', 'informe', { preferida: 'claude', env: AWS })).toMatchObject({ proveedor: 'claude' });
    expect(await elegirIA('emp_1', 'informe', { preferida: 'claude', excluir: ['claude'], env: AWS })).toMatchObject({
      proveedor: 'openai',
    });
    expect(await elegirIA('emp_1', 'informe', { excluir: ['claude', 'openai'], env: AWS })).toMatchObject({
      via: 'aws',
      servicio: 'bedrock',
    });
  });

  it('no key: the deploy’s Bedrock for reports and follow-ups, Transcribe for voice, with the region', async () => {
    expect(await elegirIA('emp_1', 'informe', { env: AWS })).toEqual({
      via: 'aws',
      servicio: 'bedrock',
      modelo: AWS.BEDROCK_MODEL_ID,
      region: 'eu-west-1',
      razon: 'despliegue_aws',
    });
    expect(await elegirIA('emp_1', 'repregunta', { env: AWS })).toMatchObject({ servicio: 'bedrock' });
    expect(await elegirIA('emp_1', 'voz', { env: AWS })).toEqual({
      via: 'aws',
      servicio: 'transcribe',
      modelo: null,
      region: 'eu-west-1',
      razon: 'despliegue_aws',
    });
    // A Deepgram key comes before Transcribe; an OpenAI key is not a voice key.
    claves.set('openai', 'empresa');
    expect(await elegirIA('emp_1', 'voz', { env: AWS })).toMatchObject({ servicio: 'transcribe' });
    claves.set('deepgram', 'plataforma');
    expect(await elegirIA('emp_1', 'voz', { env: AWS })).toMatchObject({ via: 'clave', proveedor: 'deepgram' });
  });

  it('nothing (the local stack: no variables): the built-in path', async () => {
    expect(await elegirIA('emp_1', 'informe', { env: {} })).toEqual({ via: 'integrado', razon: 'sin_proveedor' });
    expect(await hayIA('emp_1', 'voz', {})).toBe(false);
    expect(await hayIA('emp_1', 'voz', { TRANSCRIBE_ENABLED: 'false', AWS_REGION: 'eu-west-1' })).toBe(false);
    expect(await hayIA('emp_1', 'voz', AWS)).toBe(true);
  });
});

describe('explicarEleccion', () => {
  it('names what is used and why, Bedrock as «Amazon Bedrock · <model> · <región>»', async () => {
    expect(explicarEleccion(await elegirIA('emp_1', 'informe', { env: AWS }), 'informe')).toEqual({
      usa: `Amazon Bedrock · ${AWS.BEDROCK_MODEL_ID} · eu-west-1`,
      porque: expect.stringContaining('cuenta de AWS de la instalación'),
    });
    expect(explicarEleccion({ via: 'integrado', razon: 'sin_proveedor' }, 'informe').usa).toBe(
      'Analizador integrado (reglas fijas, sin IA)',
    );
    expect(explicarEleccion({ via: 'integrado', razon: 'sin_proveedor' }, 'voz').porque).toContain('escribe sus respuestas');
    expect(explicarEleccion({ via: 'clave', proveedor: 'openai', origen: 'empresa', razon: 'clave_empresa' }, 'informe')).toEqual({
      usa: 'OpenAI',
      porque: 'La empresa tiene su propia clave de OpenAI, activa: se usa antes que ninguna otra.',
    });
  });
});
