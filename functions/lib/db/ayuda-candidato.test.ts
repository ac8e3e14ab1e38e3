// The help item's derived attributes and the Entrevistas list's read of them (D172): every replace
// writes `ajustesAbiertos` and `mensajeSinResponder` from the entries; the list reads, for its page,
// only those two (a BatchGetItem with a projection, 100 keys a call), and marks only the interviews
// whose candidate waits. DynamoDB mocked; against the emulator: test/integration/ayuda-candidato.test.ts.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { ayudaPendienteDe, pasoGuardarAyuda } = await import('./ayuda-candidato.js');
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

const base = {
  PK: 'EMP#acme',
  SK: 'AYUDA#i1',
  entidad: 'AYUDA' as const,
  empresaId: 'acme',
  entrevistaId: 'i1',
  candidatoId: 'c1',
  version: 1,
};
const ajuste = { numero: 1, tipos: ['mas_tiempo' as const], texto: '', enviadaEn: '2026-11-25T10:00:00.000Z', hash: 'h' };
const mensaje = (de: 'candidato' | 'empresa', id: string) => ({ id, de, texto: 'Hola', fecha: '2026-11-25T10:00:00.000Z' });

describe('the derived attributes', () => {
  const item = (nuevo: Parameters<typeof pasoGuardarAyuda>[0]) => (pasoGuardarAyuda(nuevo, undefined).op as any).Put.Item;

  it('count the open requests and say whether the candidate spoke last', () => {
    expect(item({ ...base, ajustes: [{ ...ajuste, respuesta: null }], mensajes: [] })).toMatchObject({
      ajustesAbiertos: 1,
      mensajeSinResponder: false,
    });
    expect(item({ ...base, ajustes: [], mensajes: [mensaje('empresa', 'm0'), mensaje('candidato', 'm1')] })).toMatchObject({
      ajustesAbiertos: 0,
      mensajeSinResponder: true,
    });
    // A value carried over from the item read is replaced, not kept.
    const respondido = {
      ...base,
      ajustes: [],
      mensajes: [mensaje('candidato', 'm1'), mensaje('empresa', 'm2')],
      mensajeSinResponder: true,
    };
    expect(item(respondido).mensajeSinResponder).toBe(false);
  });
});

describe('ayudaPendienteDe', () => {
  it('reads only the two attributes, 100 keys a call, and marks only the interviews that wait', async () => {
    ddbMock.on(BatchGetCommand).callsFake((input) => {
      const keys = input.RequestItems['unit-table'].Keys as Array<{ SK: string }>;
      const items = keys
        .map((k) => k.SK.slice('AYUDA#'.length))
        .filter((id) => ['e5', 'e150', 'e151'].includes(id))
        .map((id) => ({
          PK: 'EMP#acme',
          SK: `AYUDA#${id}`,
          entrevistaId: id,
          ajustesAbiertos: id === 'e5' ? 2 : 0,
          ...(id === 'e150' ? { mensajeSinResponder: true } : {}),
        }));
      return { Responses: { 'unit-table': items } };
    });
    const ids = Array.from({ length: 160 }, (_, i) => `e${i}`);
    const pendientes = await ayudaPendienteDe('acme', ids);

    expect(Object.fromEntries(pendientes)).toEqual({ e5: { ajustes: 2, mensaje: false }, e150: { ajustes: 0, mensaje: true } });
    const llamadas = ddbMock.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!['unit-table']);
    expect(llamadas.map((l) => l.Keys!.length)).toEqual([100, 60]);
    for (const l of llamadas) {
      const nombres = Object.values(l.ExpressionAttributeNames ?? {});
      expect(nombres).toEqual(['PK', 'SK', 'entrevistaId', 'ajustesAbiertos', 'mensajeSinResponder']);
      expect(l.ProjectionExpression).toBe('#a0, #a1, #a2, #a3, #a4');
      expect(l.Keys!.every((k) => (k as { PK: string }).PK === 'EMP#acme')).toBe(true);
    }
  });

  it('asks nothing for an empty page', async () => {
    expect((await ayudaPendienteDe('acme', [])).size).toBe(0);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
