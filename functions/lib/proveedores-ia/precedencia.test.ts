// The one precedence (D176): the company's key, then the platform's (per provider, the template's
// preferred first: D60), then the deploy's Bedrock (reports, follow-ups) or Transcribe (voice), then
// the built-in path; and the words Configuración shows for each. The comparison by meaning (issue 64
// item 4): an OpenAI key, the deploy's Bedrock embeddings model, the word rules; and its key opened.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaveParaUsar } from '../configuracion/clave-para-usar.js';
import { bedrockDelDespliegue, embeddingsDelDespliegue, modelosBedrock } from './despliegue-aws.js';
import { elegirIA, elegirSignificado, explicarEleccion, hayIA, modeloParaEmpresa, ordenDe } from './precedencia.js';
import { metodoSignificado } from './significado.js';

const claves = new Map<string, 'empresa' | 'plataforma'>();
vi.mock('../configuracion/eleccion.js', () => ({
  elegirClave: async (_empresaId: string, p: string) => ({ origen: claves.get(p) ?? null }),
}));
/** The company's Bedrock choice as its item stores it (configuracion.modeloBedrock). */
let elegido: string | null = null;
vi.mock('../db/empresas.js', () => ({
  getEmpresa: async (id: string) => ({ id, configuracion: elegido ? { modeloBedrock: { modelo: elegido } } : {} }),
}));
/** What opening each provider's key gives (claveParaUsar): the key, or the error of a key that cannot be opened. */
const abiertas = new Map<string, ClaveParaUsar | Error>();
vi.mock('../configuracion/clave-para-usar.js', () => ({
  claveParaUsar: async (_empresaId: string, p: string) => {
    const a = abiertas.get(p);
    if (a instanceof Error) throw a;
    return a ?? null;
  },
}));
beforeEach(() => {
  claves.clear();
  abiertas.clear();
  elegido = null;
});

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
      modeloDe: 'plataforma',
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

const OTRO = 'mistral.mistral-large-2402-v1:0';
const DOS = { ...AWS, BEDROCK_MODEL_ID: `${AWS.BEDROCK_MODEL_ID},${OTRO}` };

describe('the deploy’s list of Bedrock models (-c bedrock=a,b)', () => {
  it('BEDROCK_MODEL_ID is read as a comma-separated list, the first the default; one id works as before', () => {
    expect(modelosBedrock(` a.x-1 , b.y-2,,a.x-1 `)).toEqual(['a.x-1', 'b.y-2']);
    expect(modelosBedrock(undefined)).toEqual([]);
    expect(bedrockDelDespliegue(DOS)).toEqual({ modelo: AWS.BEDROCK_MODEL_ID, modelos: [AWS.BEDROCK_MODEL_ID, OTRO], region: 'eu-west-1' });
    expect(bedrockDelDespliegue(AWS)).toEqual({ modelo: AWS.BEDROCK_MODEL_ID, modelos: [AWS.BEDROCK_MODEL_ID], region: 'eu-west-1' });
    expect(bedrockDelDespliegue({ ...AWS, BEDROCK_MODEL_ID: ' , ' })).toBeNull();
  });

  it('a company’s choice in the list is used; one the deploy dropped falls back to the default, and says so', async () => {
    elegido = OTRO;
    expect(await elegirIA('emp_1', 'informe', { env: DOS })).toMatchObject({ servicio: 'bedrock', modelo: OTRO, modeloDe: 'empresa' });
    expect(explicarEleccion(await elegirIA('emp_1', 'informe', { env: DOS }), 'informe')).toEqual({
      usa: `Amazon Bedrock · ${OTRO} · eu-west-1`,
      porque: expect.stringContaining('Es el modelo que eligió la empresa entre los de este despliegue.'),
    });
    const retirada = await elegirIA('emp_1', 'repregunta', { env: AWS });
    expect(retirada).toMatchObject({ modelo: AWS.BEDROCK_MODEL_ID, modeloDe: 'retirado', retirado: OTRO });
    expect(explicarEleccion(retirada, 'repregunta')).toEqual({
      usa: `Amazon Bedrock · ${AWS.BEDROCK_MODEL_ID} · eu-west-1`,
      porque: expect.stringContaining(`La empresa eligió «${OTRO}», que este despliegue ya no ofrece: se usa el modelo predeterminado`),
    });
    // The platform (no company) always gets the default; a key still comes first.
    expect(modeloParaEmpresa(bedrockDelDespliegue(DOS)!, null)).toEqual({ modelo: AWS.BEDROCK_MODEL_ID, modeloDe: 'plataforma' });
    claves.set('openai', 'plataforma');
    expect(await elegirIA('emp_1', 'informe', { env: DOS })).toMatchObject({ via: 'clave', proveedor: 'openai' });
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

// ---- Comparing answers with questions by meaning (issue 64 item 4) -------------------------------

const TITAN = 'amazon.titan-embed-text-v2:0';
/** The analysis job's environment with the deploy's embeddings model (and a chat model, which is not one). */
const EMB = { ...AWS, BEDROCK_EMBEDDINGS_MODEL_ID: TITAN };

describe('elegirSignificado', () => {
  it("the company's OpenAI key, then the platform's, then the deploy's Bedrock embeddings, then the word rules", async () => {
    claves.set('openai', 'empresa');
    expect(await elegirSignificado('emp_1', EMB)).toEqual({ via: 'clave', proveedor: 'openai', origen: 'empresa', razon: 'clave_empresa' });
    claves.set('openai', 'plataforma');
    expect(await elegirSignificado('emp_1', EMB)).toMatchObject({ via: 'clave', origen: 'plataforma', razon: 'clave_plataforma' });
    claves.clear();
    expect(await elegirSignificado('emp_1', EMB)).toEqual({
      via: 'aws',
      servicio: 'bedrock',
      modelo: TITAN,
      region: 'eu-west-1',
      razon: 'despliegue_aws',
    });
    expect(await elegirSignificado('emp_1', {})).toEqual({ via: 'palabras', razon: 'sin_proveedor' });
  });

  it('only OpenAI has embeddings: a Claude or Deepgram key is not one; a key that could not be opened is skipped', async () => {
    claves.set('claude', 'empresa');
    claves.set('deepgram', 'empresa');
    expect(await elegirSignificado('emp_1', EMB)).toMatchObject({ via: 'aws', modelo: TITAN });
    claves.set('openai', 'empresa');
    expect(await elegirSignificado('emp_1', EMB, { excluir: ['openai'] })).toMatchObject({ via: 'aws' });
    expect(await elegirSignificado('emp_1', {}, { excluir: ['openai'] })).toEqual({ via: 'palabras', razon: 'sin_proveedor' });
  });

  it("the deploy's chat model is not an embeddings model, nor is the company's Bedrock choice; an id this code does not speak to, or no region, is none", async () => {
    elegido = OTRO;
    expect(await elegirSignificado('emp_1', AWS)).toEqual({ via: 'palabras', razon: 'sin_proveedor' });
    expect(await elegirSignificado('emp_1', { ...EMB, BEDROCK_MODEL_ID: `${AWS.BEDROCK_MODEL_ID},${OTRO}` })).toMatchObject({
      modelo: TITAN,
    });
    expect(await elegirSignificado('emp_1', { ...AWS, BEDROCK_EMBEDDINGS_MODEL_ID: 'amazon.titan-embed-text-v1' })).toMatchObject({
      via: 'palabras',
    });
    expect(await elegirSignificado('emp_1', { BEDROCK_EMBEDDINGS_MODEL_ID: TITAN })).toMatchObject({ via: 'palabras' });
    expect(embeddingsDelDespliegue({ ...EMB, BEDROCK_EMBEDDINGS_MODEL_ID: ' cohere.embed-multilingual-v3 ' })).toEqual({
      modelo: 'cohere.embed-multilingual-v3',
      region: 'eu-west-1',
    });
  });

  it('explicarEleccion says what compares the answers and why, in Spanish', async () => {
    expect(explicarEleccion(await elegirSignificado('emp_1', EMB), 'significado')).toEqual({
      usa: 'Pertinencia por significado: embeddings de Amazon Bedrock (amazon.titan-embed-text-v2:0) en eu-west-1',
      porque: expect.stringContaining('en la cuenta de AWS de la instalación y sin clave de terceros'),
    });
    expect(explicarEleccion(await elegirSignificado('emp_1', {}), 'significado')).toEqual({
      usa: 'Pertinencia por palabras: reglas fijas, sin IA',
      porque:
        'No hay clave de OpenAI ni un modelo de embeddings de Amazon Bedrock en este despliegue: cada respuesta se compara con las preguntas por las palabras que comparten.',
    });
    claves.set('openai', 'empresa');
    expect(explicarEleccion(await elegirSignificado('emp_1', EMB), 'significado')).toEqual({
      usa: 'Pertinencia por significado: embeddings de OpenAI (text-embedding-3-small)',
      porque: expect.stringMatching(/^La empresa tiene su propia clave de OpenAI, activa: con ella se compara cada respuesta/),
    });
    claves.set('openai', 'plataforma');
    expect(explicarEleccion(await elegirSignificado('emp_1', EMB), 'significado').porque).toMatch(
      /^La empresa no tiene clave propia de OpenAI y la plataforma tiene una activa/,
    );
  });
});

describe('metodoSignificado (the key opened, as the report opens its own)', () => {
  it("the company's key opened: OpenAI's embeddings model (not the key's chat model) with the platform's base URL", async () => {
    claves.set('openai', 'empresa');
    abiertas.set('openai', { apiKey: 'sk-empresa', modelo: 'gpt-4o', baseUrl: 'https://pasarela.test', origen: 'empresa' });
    expect(await metodoSignificado('emp_1', EMB)).toEqual({
      via: 'openai',
      modelo: 'text-embedding-3-small',
      apiKey: 'sk-empresa',
      baseUrl: 'https://pasarela.test',
      origen: 'empresa',
    });
  });

  it("a key that cannot be opened is skipped: the deploy's Bedrock model; nothing at all: null (the word rules)", async () => {
    claves.set('openai', 'plataforma');
    abiertas.set('openai', new Error('KMS: AccessDenied'));
    expect(await metodoSignificado('emp_1', EMB)).toEqual({ via: 'bedrock', modelo: TITAN, region: 'eu-west-1', origen: 'aws' });
    expect(await metodoSignificado('emp_1', {})).toBeNull();
  });
});
