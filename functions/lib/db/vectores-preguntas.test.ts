// The questions' vectors kept once per template version (issue 64 item 4), DynamoDB mocked: a miss
// computes and stores them (one conditional Put under the company's partition, the bytes Float32),
// a hit reads them back exactly without computing, another model, version or text is another key, a
// design too big for one item is split into parts written in one transaction, a part missing or an
// item expired is a miss, and a refused or failed store never fails the analysis.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { aBytes, BYTES_POR_PARTE, deBytes, huellaTextos, prefijoVectores, vectoresDePreguntas } = await import('./vectores-preguntas.js');
type Item = import('./vectores-preguntas.js').VectoresPreguntasItem;
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

const AHORA = Date.parse('2026-11-27T10:00:00.000Z');
const reloj = () => AHORA;
const PREGUNTAS = ['¿Cómo organizas tu semana?', 'Cuéntame un conflicto con un cliente.', '¿Qué mediste en tu último proyecto?'];
const CLAVE = { empresaId: 'acme', servicioId: 'srv_atencion', version: 3, modelo: 'amazon.titan-embed-text-v2:0@512', textos: PREGUNTAS };

/** `n` unit-ish vectors of `d` numbers, each different. */
const vectores = (n: number, d: number) =>
  Array.from({ length: n }, (_, i) => Float32Array.from({ length: d }, (_, j) => Math.sin(i * 31 + j) / Math.sqrt(d)));

/** What the mocked table holds, and what a Query of a prefix gives back. */
let tabla: Item[] = [];
beforeEach(() => {
  tabla = [];
  ddbMock.on(QueryCommand).callsFake((input) => ({
    Items: tabla.filter((i) => i.PK === input.ExpressionAttributeValues[':pk'] && i.SK.startsWith(input.ExpressionAttributeValues[':sk'])),
  }));
  ddbMock.on(PutCommand).callsFake((input) => {
    tabla.push(input.Item as Item);
    return {};
  });
  ddbMock.on(TransactWriteCommand).callsFake((input) => {
    for (const t of input.TransactItems) tabla.push(t.Put.Item as Item);
    return {};
  });
});

describe('vectoresDePreguntas', () => {
  it('a miss: computed once and stored by a conditional Put under the company, Float32 bytes, keyed by model, template, version and texts', async () => {
    const calculados = vectores(3, 512);
    const calcular = vi.fn(async () => calculados);
    expect(await vectoresDePreguntas(CLAVE, calcular, reloj)).toBe(calculados);
    expect(calcular).toHaveBeenCalledWith(PREGUNTAS);
    const q = ddbMock.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(q.ExpressionAttributeValues).toEqual({
      ':pk': 'EMP#acme',
      ':sk': `VECTORES#amazon.titan-embed-text-v2:0@512#srv_atencion#3#${huellaTextos(PREGUNTAS)}#`,
    });
    expect(q.ConsistentRead).toBe(true);
    const put = ddbMock.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK) OR expiresAt < :ahora');
    expect(put.ExpressionAttributeValues).toEqual({ ':ahora': AHORA / 1000 });
    expect(put.Item).toMatchObject({
      PK: 'EMP#acme',
      SK: `VECTORES#amazon.titan-embed-text-v2:0@512#srv_atencion#3#${huellaTextos(PREGUNTAS)}#00`,
      entidad: 'VECTORES_PREGUNTAS',
      empresaId: 'acme',
      servicioId: 'srv_atencion',
      version: '3',
      modelo: 'amazon.titan-embed-text-v2:0@512',
      parte: 0,
      partes: 1,
      desde: 0,
      n: 3,
      total: 3,
      dimensiones: 512,
      creadoEn: '2026-11-27T10:00:00.000Z',
      expiresAt: AHORA / 1000 + 180 * 86_400,
    });
    // 3 × 512 × 4 bytes: 2 KB a question.
    expect((put.Item!.vectores as Uint8Array).byteLength).toBe(3 * 512 * 4);
  });

  it('a hit: read back exactly, nothing computed', async () => {
    const calculados = vectores(3, 512);
    await vectoresDePreguntas(CLAVE, async () => calculados, reloj);
    const calcular = vi.fn(async () => vectores(3, 512));
    const leidos = await vectoresDePreguntas(CLAVE, calcular, reloj);
    expect(calcular).not.toHaveBeenCalled();
    expect(leidos.map((v) => Array.from(v))).toEqual(calculados.map((v) => Array.from(v)));
  });

  it('another model, another version or a question edited is another key: computed again', async () => {
    await vectoresDePreguntas(CLAVE, async () => vectores(3, 512), reloj);
    for (const otra of [
      { ...CLAVE, modelo: 'cohere.embed-multilingual-v3' },
      { ...CLAVE, version: 4 },
      { ...CLAVE, textos: [...PREGUNTAS.slice(0, 2), '¿Qué mediste en tu último proyecto y cómo?'] },
      { ...CLAVE, textos: [PREGUNTAS[1]!, PREGUNTAS[0]!, PREGUNTAS[2]!] },
    ]) {
      const calcular = vi.fn(async () => vectores(3, 512));
      await vectoresDePreguntas(otra, calcular, reloj);
      expect(calcular).toHaveBeenCalledTimes(1);
    }
    // Another company never reads this one's.
    const calcular = vi.fn(async () => vectores(3, 512));
    await vectoresDePreguntas({ ...CLAVE, empresaId: 'otra' }, calcular, reloj);
    expect(calcular).toHaveBeenCalledTimes(1);
    expect(ddbMock.commandCalls(QueryCommand).at(-1)!.args[0].input.ExpressionAttributeValues![':pk']).toBe('EMP#otra');
  });

  it('240 questions of 1 536 dimensions: parts of at most 300 KB of bytes in one transaction, each Put conditional, each item under 400 KB; read back whole', async () => {
    const textos = Array.from({ length: 240 }, (_, i) => `Pregunta ${i}`);
    const calculados = vectores(240, 1536);
    await vectoresDePreguntas({ ...CLAVE, modelo: 'openai:text-embedding-3-small', textos }, async () => calculados, reloj);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    const tx = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(tx).toHaveLength(5);
    for (const [k, t] of tx.entries()) {
      expect(t.Put!.ConditionExpression).toBe('attribute_not_exists(PK) OR expiresAt < :ahora');
      const it = t.Put!.Item as Item;
      expect(it).toMatchObject({ parte: k, partes: 5, total: 240, dimensiones: 1536 });
      expect(it.vectores.byteLength).toBeLessThanOrEqual(BYTES_POR_PARTE);
      const resto = JSON.stringify({ ...it, vectores: undefined });
      expect(it.vectores.byteLength + Buffer.byteLength(resto)).toBeLessThan(400 * 1024);
    }
    expect(tx.map((t) => (t.Put!.Item as Item).n)).toEqual([48, 48, 48, 48, 48]);
    const calcular = vi.fn(async () => calculados);
    const leidos = await vectoresDePreguntas({ ...CLAVE, modelo: 'openai:text-embedding-3-small', textos }, calcular, reloj);
    expect(calcular).not.toHaveBeenCalled();
    expect(leidos).toHaveLength(240);
    expect(Array.from(leidos[239]!)).toEqual(Array.from(calculados[239]!));
  });

  it('a part missing, or an item past its expiry: a miss, computed again', async () => {
    const textos = Array.from({ length: 100 }, (_, i) => `Pregunta ${i}`);
    const clave = { ...CLAVE, modelo: 'openai:text-embedding-3-small', textos };
    await vectoresDePreguntas(clave, async () => vectores(100, 1536), reloj);
    expect(tabla).toHaveLength(3);
    tabla.splice(1, 1);
    const calcular = vi.fn(async () => vectores(100, 1536));
    await vectoresDePreguntas(clave, calcular, reloj);
    expect(calcular).toHaveBeenCalledTimes(1);

    tabla = [];
    await vectoresDePreguntas(CLAVE, async () => vectores(3, 512), reloj);
    const despues = () => AHORA + 181 * 86_400_000;
    const otra = vi.fn(async () => vectores(3, 512));
    await vectoresDePreguntas(CLAVE, otra, despues);
    expect(otra).toHaveBeenCalledTimes(1);
    // The new write may replace the expired item (the TTL removes it within days, not at once).
    expect(ddbMock.commandCalls(PutCommand).at(-1)!.args[0].input.ExpressionAttributeValues).toEqual({ ':ahora': despues() / 1000 });
  });

  it('two runs at once: the second’s conditional write is refused and it still returns its vectors; a failed write is not the analysis’s failure', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    const calculados = vectores(3, 512);
    expect(await vectoresDePreguntas(CLAVE, async () => calculados, reloj)).toBe(calculados);
    ddbMock
      .on(PutCommand)
      .rejects(Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' }));
    expect(await vectoresDePreguntas(CLAVE, async () => calculados, reloj)).toBe(calculados);
  });

  it('every question empty: nothing stored; no questions: nothing asked; the computation’s failure goes up', async () => {
    expect(
      await vectoresDePreguntas(CLAVE, async () => [new Float32Array(0), new Float32Array(0), new Float32Array(0)], reloj),
    ).toHaveLength(3);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    const calcular = vi.fn(async () => []);
    expect(await vectoresDePreguntas({ ...CLAVE, textos: [] }, calcular, reloj)).toEqual([]);
    expect(calcular).not.toHaveBeenCalled();
    await expect(
      vectoresDePreguntas(
        CLAVE,
        async () => {
          throw new Error('limitado');
        },
        reloj,
      ),
    ).rejects.toThrow('limitado');
  });

  it('a key part with # or a space is refused; the bytes round-trip exactly', () => {
    expect(() => prefijoVectores({ ...CLAVE, servicioId: 'a#b' })).toThrow(/Identificador no válido/);
    expect(() => prefijoVectores({ ...CLAVE, modelo: 'mi modelo' })).toThrow(/Identificador no válido/);
    const vs = vectores(2, 8);
    expect(deBytes(aBytes(vs, 8), 2, 8)!.map((v) => Array.from(v))).toEqual(vs.map((v) => Array.from(v)));
    expect(deBytes(aBytes(vs, 8), 3, 8)).toBeNull();
  });
});
