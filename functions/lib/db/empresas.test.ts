// The company's index card (D112): the company item carries no index key; a small
// card beside it is the company's entry in GSI1 `EMPRESAS`, written by the create, by an edit that
// changes the search text and by the delete, in their transactions. The list reads a page of cards
// and then the companies with one BatchGetItem, in the cards' order. DynamoDB mocked; the same
// against the local emulator is test/integration/empresas-indice.test.ts.
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { ConflictError } = await import('../errors.js');
const { borrarEmpresaSteps, crearEmpresaSteps, empresaKeys, fichaEmpresa, paginaEmpresas, reemplazarEmpresaSteps } =
  await import('./empresas.js');
const { esRegistroDeEmpresa } = await import('./empresa-particion.js');
const { decodeCursor, encodeCursor } = await import('./cursor.js');
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

const errores = { version: () => new ConflictError('v'), cif: () => new ConflictError('c'), subdominio: () => new ConflictError('s') };
const empresa = {
  id: 'e1',
  entidad: 'EMPRESA',
  nombreComercial: 'Acme',
  nombreLegal: 'Acme Ibérica S.L.',
  email: 'hola@acme.test',
  cif: 'B1',
  configuracion: { subdominio: 'acme' },
  uso: { usuarios: 1, candidatos: 0, entrevistas: 0 },
  version: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
};
const puts = (steps: Array<{ op: any }>) => steps.filter((s) => s.op.Put).map((s) => s.op.Put.Item);

describe('the index card', () => {
  it('holds the company id, the GSI1 keys and the search text: nothing a request path updates', () => {
    expect(fichaEmpresa(empresa)).toEqual({
      PK: 'EMP#e1',
      SK: 'INDICE',
      entidad: 'EMPRESA_INDICE',
      empresaId: 'e1',
      GSI1PK: 'EMPRESAS',
      GSI1SK: '2026-01-02T03:04:05.000Z#e1',
      busqueda: 'acme acme iberica s.l. hola@acme.test',
    });
    expect(esRegistroDeEmpresa('INDICE')).toBe(true);
    expect(esRegistroDeEmpresa('EMPRESA')).toBe(true);
    expect(esRegistroDeEmpresa('AREA#a1')).toBe(false);
  });

  it('is created with the company, which carries no index key', () => {
    const items = puts(crearEmpresaSteps(empresa, errores));
    const [compania, ficha] = items;
    expect(compania).toMatchObject({ PK: 'EMP#e1', SK: 'EMPRESA', uso: empresa.uso });
    expect(compania).not.toHaveProperty('GSI1PK');
    expect(ficha).toEqual(fichaEmpresa(empresa));
    expect(crearEmpresaSteps(empresa, errores)[1]!.op.Put!.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('is rewritten by an edit that changes the search text, and only then', () => {
    const renombrada = { ...empresa, nombreComercial: 'Acme Nueva', version: 2 };
    const steps = reemplazarEmpresaSteps(empresa, renombrada, errores);
    expect(puts(steps)).toEqual([fichaEmpresa(renombrada)]);
    // The company's own update (conditional on its version) is in the same transaction, first.
    expect(steps[0]!.op.Update!.Key).toEqual(empresaKeys.empresa('e1'));

    const otroTelefono = { ...empresa, telefono: '600000000', version: 2 };
    expect(puts(reemplazarEmpresaSteps(empresa, otroTelefono, errores))).toEqual([]);
  });

  it('a company item written before the cards loses its index keys at its first edit, which writes its card', () => {
    const antigua = { ...empresa, GSI1PK: 'EMPRESAS', GSI1SK: `${empresa.createdAt}#e1`, busqueda: 'acme' };
    const steps = reemplazarEmpresaSteps(antigua, { ...antigua, telefono: '600000000', version: 2 }, errores);
    const update = steps[0]!.op.Update!;
    const quitados = (update.UpdateExpression as string)
      .split('REMOVE ')[1]!
      .split(', ')
      .map((ph) => update.ExpressionAttributeNames![ph]);
    expect(quitados.sort()).toEqual(['GSI1PK', 'GSI1SK', 'busqueda']);
    expect(puts(steps)).toEqual([fichaEmpresa(antigua)]);
  });

  it('is deleted with the company', () => {
    const claves = borrarEmpresaSteps(empresa).map((s) => s.op.Delete?.Key);
    expect(claves).toContainEqual(empresaKeys.ficha('e1'));
    expect(claves).toContainEqual(empresaKeys.empresa('e1'));
  });
});

describe('paginaEmpresas', () => {
  it('queries the cards, then reads their companies with one BatchGetItem, in the cards’ order, skipping one that is gone', async () => {
    const ultima = { PK: 'EMP#b', SK: 'INDICE', GSI1PK: 'EMPRESAS', GSI1SK: '2026-01-01#b' };
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { ...empresaKeys.ficha('c'), empresaId: 'c' },
        { ...empresaKeys.ficha('gone'), empresaId: 'gone' },
        { ...empresaKeys.ficha('b'), empresaId: 'b' },
      ],
      LastEvaluatedKey: ultima,
    });
    // BatchGetItem answers in any order.
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        'unit-table': [
          { ...empresaKeys.empresa('b'), id: 'b' },
          { ...empresaKeys.empresa('c'), id: 'c' },
        ],
      },
    });
    const page = await paginaEmpresas({
      q: ' ACME ',
      limit: 3,
      cursor: encodeCursor({ PK: 'EMP#z', SK: 'INDICE', GSI1PK: 'EMPRESAS', GSI1SK: 'z' }),
    });
    expect(page.items.map((e) => e.id)).toEqual(['c', 'b']);
    expect(decodeCursor(page.cursor, { attribute: 'GSI1PK', value: 'EMPRESAS' })).toEqual(ultima);

    const query = ddbMock.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'GSI1',
      ScanIndexForward: false,
      FilterExpression: 'contains(busqueda, :q)',
      ExpressionAttributeValues: { ':pk': 'EMPRESAS', ':q': 'acme' },
    });
    const batch = ddbMock.commandCalls(BatchGetCommand);
    expect(batch).toHaveLength(1);
    expect(batch[0]!.args[0].input.RequestItems!['unit-table']!.Keys).toEqual([
      empresaKeys.empresa('c'),
      empresaKeys.empresa('gone'),
      empresaKeys.empresa('b'),
    ]);
  });

  it('an empty page reads no company', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    expect(await paginaEmpresas({})).toEqual({ items: [], cursor: null });
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
