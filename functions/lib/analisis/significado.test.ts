// The comparison by meaning for one interview (D177), its providers mocked: no method → the words; a
// method → the questions' vectors through the per-version cache and the answers' in turn order; a
// provider's failure → the words, with the failure's Spanish reason; the pipeline then says which.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entrevista, FUERTE, PROFUNDIDAD } from '../../../test/testing/entrevistas-prueba.js';

const metodoSignificado = vi.fn();
const vectoresDe = vi.fn();
const vectoresDePreguntas = vi.fn();
vi.mock('../proveedores-ia/significado.js', () => ({ metodoSignificado }));
vi.mock('../db/vectores-preguntas.js', () => ({ vectoresDePreguntas }));
vi.mock('../proveedores-ia/embeddings.js', async (original) => ({
  ...(await original<typeof import('../proveedores-ia/embeddings.js')>()),
  vectoresDe,
}));
const { FalloSignificado } = await import('../proveedores-ia/embeddings.js');
const { significadoDe } = await import('./significado.js');
const { evaluar, redaccionIntegrada } = await import('./evaluar.js');

const e = { empresaId: 'emp1', id: 'ent1', servicioId: 'entrevistas-profundidad', servicioVersion: 3 };
const entrada = entrevista(PROFUNDIDAD, FUERTE);
const unitario = (k: number) => Float32Array.from({ length: 16 }, (_, i) => (i === k ? 1 : 0));

beforeEach(() => vi.clearAllMocks());

describe('significadoDe', () => {
  it('no method: null, and nothing is called', async () => {
    metodoSignificado.mockResolvedValue(null);
    expect(await significadoDe(e, entrada, 3)()).toBeNull();
    expect(vectoresDe).not.toHaveBeenCalled();
  });

  it('Bedrock: the questions through the version’s cache, the answers in turn order, and where it ran', async () => {
    metodoSignificado.mockResolvedValue({ via: 'bedrock', modelo: 'amazon.titan-embed-text-v2:0', region: 'eu-west-1', origen: 'aws' });
    vectoresDePreguntas.mockImplementation(async (_p, calcular: (t: string[]) => Promise<Float32Array[]>) => calcular(['x']));
    vectoresDe.mockImplementation(async (textos: string[], _m, o: { papel: string }) =>
      o.papel === 'pregunta' ? PROFUNDIDAD.preguntas.map((_, i) => unitario(i)) : textos.map((_, i) => unitario(i === 4 ? 6 : i)),
    );
    const v = await significadoDe(e, entrada, 3)();
    expect(vectoresDePreguntas).toHaveBeenCalledWith(
      expect.objectContaining({
        empresaId: 'emp1',
        servicioId: 'entrevistas-profundidad',
        version: 3,
        modelo: 'amazon.titan-embed-text-v2:0@512',
      }),
      expect.any(Function),
    );
    expect(vectoresDePreguntas.mock.calls[0]![0].textos[1]).toContain(PROFUNDIDAD.preguntas[1]!.texto);
    expect(v).toMatchObject({ modelo: 'amazon.titan-embed-text-v2:0', donde: 'Amazon Bedrock en eu-west-1' });
    const r = await evaluar(entrada, redaccionIntegrada(entrada), undefined, significadoDe(e, entrada, 3));
    expect(r.informe.integridad.pertinencia?.detalle).toContain('Pertinencia por significado');
    expect(r.informe.integridad.marcas).toContainEqual(expect.objectContaining({ tipo: 'otra_pregunta', pregunta: 4, relacionadas: [6] }));
  });

  it('a throttled provider: the words decide, and the report says why in Spanish', async () => {
    metodoSignificado.mockResolvedValue({ via: 'openai', modelo: 'text-embedding-3-small', apiKey: 'k', origen: 'empresa' });
    vectoresDePreguntas.mockImplementation(async (_p, calcular: (t: string[]) => Promise<Float32Array[]>) => calcular(['x']));
    vectoresDe.mockRejectedValue(new FalloSignificado('openai', 'limitado', 'HTTP 429'));
    const v = await significadoDe(e, entrada, 3)();
    expect(v).toHaveProperty('fallo');
    const r = await evaluar(entrada, redaccionIntegrada(entrada), undefined, significadoDe(e, entrada, 3));
    expect(r.informe.integridad.pertinencia?.metodo).toBe('palabras');
    expect(r.informe.integridad.pertinencia?.detalle).toContain((v as { fallo: string }).fallo);
  });
});
