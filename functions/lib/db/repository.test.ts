// The data layer's own rules with DynamoDB mocked: expressions it builds, conditions it always
// sets, how a cancelled transaction becomes the typed error of the step that failed, and the
// recent reads every write forgets (D84).
import { ConditionalCheckFailedException, TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const repo = await import('./repository.js');
const { tenantPk, assertKeyPart, partitionPk } = await import('./keys.js');
const { empresaKeys, contadoresEmpresa } = await import('./empresas.js');
const { tomarCuotaStep } = await import('./empresa-contadores.js');
const { usuarioKeys } = await import('./usuarios.js');
const { areaKeys } = await import('./areas.js');
const { encodeCursor, decodeCursor } = await import('./cursor.js');
const { ConflictError, NotFoundError, QuotaExceededError, ValidationError } = await import('../errors.js');
const { openRequestScope } = await import('../request-scope.js');
const { conflictosReintentados } = await import('./retry.js');
const { TIEMPOS_SERVIDOR } = await import('../../../shared/constants.js');
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('keys', () => {
  it('puts the tenant first in every tenant key and refuses ids that would split a key', () => {
    expect(empresaKeys.empresa('e1')).toEqual({ PK: 'EMP#e1', SK: 'EMPRESA' });
    expect(usuarioKeys.perfil('e1', 'u1')).toEqual({ PK: 'EMP#e1', SK: 'USUARIO#u1' });
    expect(usuarioKeys.perfil(null, 'u1')).toEqual({ PK: 'PLATAFORMA', SK: 'USUARIO#u1' });
    expect(usuarioKeys.email('  Ana@Empresa.COM ')).toEqual({ PK: 'UNICO#EMAIL#ana@empresa.com', SK: 'UNICO' });
    expect(tenantPk('abc')).toBe('EMP#abc');
    expect(partitionPk(null)).toBe('PLATAFORMA');
    expect(partitionPk('abc')).toBe('EMP#abc');
  });

  it('keeps area names unique per company whatever their case, accents or spaces', () => {
    expect(areaKeys.nombre('e1', ' Comercial ')).toEqual(areaKeys.nombre('e1', 'cómercial'));
    expect(areaKeys.nombre('e1', 'Área  de   Ventas')).toEqual({ PK: 'EMP#e1', SK: 'AREANOMBRE#area de ventas' });
    expect(areaKeys.nombre('e1', 'Comercial').PK).not.toBe(areaKeys.nombre('e2', 'Comercial').PK);
    for (const bad of ['', 'a#b', 'a b', 'x'.repeat(201)]) expect(() => assertKeyPart(bad)).toThrow(ValidationError);
  });
});

describe('createItem / updateItem / deleteItem', () => {
  it('create is conditional on a new key and a clash is a 409', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    await expect(repo.createItem({ PK: 'A', SK: 'B' })).rejects.toBeInstanceOf(ConflictError);
    expect(ddbMock.commandCalls(PutCommand)[0].args[0].input).toMatchObject({
      TableName: 'unit-table',
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('update builds SET/REMOVE with aliases for nested paths, requires the item, returns ALL_NEW', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { PK: 'A', SK: 'B', nombre: 'N' } });
    const out = await repo.updateItem({ PK: 'A', SK: 'B' }, { nombre: 'N', 'uso.usuarios': 2, borrar: undefined });
    expect(out).toMatchObject({ nombre: 'N' });
    const input = ddbMock.commandCalls(UpdateCommand)[0].args[0].input;
    expect(input.ConditionExpression).toBe('attribute_exists(PK)');
    expect(input.ReturnValues).toBe('ALL_NEW');
    expect(input.UpdateExpression).toMatch(/^SET #n0 = :v1, #n2\.#n3 = :v4 REMOVE #n5$/);
    expect(input.ExpressionAttributeNames).toEqual({ '#n0': 'nombre', '#n2': 'uso', '#n3': 'usuarios', '#n5': 'borrar' });
    expect(input.ExpressionAttributeValues).toEqual({ ':v1': 'N', ':v4': 2 });
  });

  it('update and delete of a missing id are 404, never an upsert', async () => {
    ddbMock.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    ddbMock.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    await expect(repo.updateItem({ PK: 'A', SK: 'B' }, { a: 1 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(repo.deleteItem({ PK: 'A', SK: 'B' }, () => new NotFoundError('Empresa B no encontrada'))).rejects.toThrow(
      'Empresa B no encontrada',
    );
  });
});

describe('transact', () => {
  const steps = () => [
    { op: { Put: { Item: { PK: 'EMP#e', SK: 'USUARIO#1' }, ConditionExpression: 'attribute_not_exists(PK)' } } },
    { op: { Put: { Item: { PK: 'UNICO#EMAIL#a', SK: 'UNICO' } } }, onConditionFail: () => new ConflictError('Email duplicado') },
    tomarCuotaStep('e', 'usuarios', () => new QuotaExceededError('Sin plazas')),
  ];

  it('fills the table name in every step', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await repo.transact(steps());
    const items = ddbMock.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items.map((i) => (i.Put ?? i.Update)!.TableName)).toEqual(['unit-table', 'unit-table', 'unit-table']);
    expect(items[2].Update!.ConditionExpression).toContain('#uso.#c_usuarios < #lim.#c_usuarios');
  });

  it.each([
    [['None', 'ConditionalCheckFailed', 'None'], 'Email duplicado'],
    [['None', 'None', 'ConditionalCheckFailed'], 'Sin plazas'],
    [['ConditionalCheckFailed', 'None', 'None'], 'El recurso ya existe o fue modificado por otra petición'],
  ])('reasons %j → %s', async (codes, message) => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(codes));
    await expect(repo.transact(steps())).rejects.toThrow(message);
  });

  it('other errors pass through untouched', async () => {
    ddbMock.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(repo.transact(steps())).rejects.toThrow('throttled');
  });

  it('seEscribio answers whether a write went through: false only on the refusal it names', async () => {
    class Cambiado extends ConflictError {}
    expect(await repo.seEscribio(Promise.resolve(), Cambiado)).toBe(true);
    expect(await repo.seEscribio(Promise.reject(new Cambiado('otro')), Cambiado)).toBe(false);
    await expect(repo.seEscribio(Promise.reject(new ConflictError('duplicado')), Cambiado)).rejects.toThrow('duplicado');
  });

  it('transactIf answers whether it was written: a 409 is false, any other refusal is thrown', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    expect(await repo.transactIf(steps())).toBe(true);
    expect(await repo.transactIf(steps())).toBe(false);
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed']));
    const falta = [{ op: { Put: { Item: { PK: 'A', SK: 'B' } } }, onConditionFail: () => new NotFoundError('No existe') }];
    await expect(repo.transactIf(falta)).rejects.toThrow('No existe');
    ddbMock.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(repo.transactIf(steps())).rejects.toThrow('throttled');
  });
});

describe('writes refused by another transaction are retried (D110)', () => {
  const conflicto = () => new TransactionConflictException({ message: 'Transaction is ongoing for the item', $metadata: {} });
  const paso = [{ op: { Put: { Item: { PK: 'EMP#e', SK: 'X' } } } }];
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a transaction cancelled for a conflict is sent again with the same ClientRequestToken', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict', 'None']))
      .rejectsOnce(cancelled(['ThrottlingError', 'None', 'None']))
      .resolvesOnce({});
    const antes = conflictosReintentados.total;
    await repo.transact([
      ...paso,
      ...paso.map((p) => ({ op: { Put: { Item: { ...p.op.Put.Item, SK: 'Y' } } } })),
      ...paso.map((p) => ({ op: { Put: { Item: { ...p.op.Put.Item, SK: 'Z' } } } })),
    ]);
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(3);
    const tokens = calls.map((c) => c.args[0].input.ClientRequestToken);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(tokens).size).toBe(1);
    expect(conflictosReintentados.total - antes).toBe(2);
    // A new transaction gets a token of its own.
    ddbMock.on(TransactWriteCommand).resolves({});
    await repo.transact(paso);
    expect(ddbMock.commandCalls(TransactWriteCommand)[3].args[0].input.ClientRequestToken).not.toBe(tokens[0]);
  });

  it('a condition that really fails is answered at once, even beside a conflict', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'ConditionalCheckFailed']));
    await expect(
      repo.transact([
        ...paso,
        { op: { Put: { Item: { PK: 'EMP#e', SK: 'Y' } } } },
        { op: { Put: { Item: { PK: 'EMP#e', SK: 'Z' } } }, onConditionFail: () => new QuotaExceededError('Sin plazas') },
      ]),
    ).rejects.toThrow('Sin plazas');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ValidationError']));
    await expect(repo.transact(paso)).rejects.toThrow('El recurso ya existe o fue modificado por otra petición');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('a single write on an item a transaction holds is sent again', async () => {
    ddbMock.on(PutCommand).rejectsOnce(conflicto()).rejectsOnce(conflicto()).resolvesOnce({});
    await repo.createItem({ PK: 'EMP#e', SK: 'A' });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(3);
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(conflicto())
      .resolvesOnce({ Attributes: { PK: 'EMP#e', SK: 'A', n: 1 } });
    expect(await repo.addIf({ PK: 'EMP#e', SK: 'A' }, { n: 1 })).toBe(true);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('when the retries run out the answer is a 503 with Retry-After in Spanish, never the 409', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict']));
    const err = await repo.transact(paso).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'retry-after': '2' } });
    expect((err as Error).message).toBe(
      'Hay muchas peticiones sobre los mismos datos en este momento. Vuelve a intentarlo en unos segundos.',
    );
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(TIEMPOS_SERVIDOR.conflictoIntentos);
    // transactIf does not take it for "already done".
    await expect(repo.transactIf(paso)).rejects.toMatchObject({ status: 503 });
  });

  it('a 503 after an attempt whose answer was lost does not promise that nothing was written (D139)', async () => {
    // Only conflicts: nothing else was in flight, so the refusal is a clean "busy".
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict']));
    expect(await repo.transact(paso).catch((e: unknown) => e)).toMatchObject({ status: 503, desenlaceIncierto: false });
    // The SDK sent the same token twice (its own retry after a time-out) before the conflict came back.
    ddbMock.reset();
    ddbMock.on(TransactWriteCommand).rejects(Object.assign(cancelled(['TransactionConflict']), { $metadata: { attempts: 2 } }));
    expect(await repo.transact(paso).catch((e: unknown) => e)).toMatchObject({ status: 503, desenlaceIncierto: true });
    // An earlier attempt still being applied.
    ddbMock.reset();
    const enCurso = Object.assign(new Error('in progress'), { name: 'TransactionInProgressException', $metadata: {} });
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(enCurso)
      .rejects(cancelled(['TransactionConflict']));
    expect(await repo.transact(paso).catch((e: unknown) => e)).toMatchObject({ status: 503, desenlaceIncierto: true });
  });

  it("never waits past the request's deadline: a request with little time left answers 503 sooner", async () => {
    // The clock is the test's: a real one measured the machine's load, not the rule (a CI run on two
    // busy cores took longer than the deadline's margin).
    vi.useFakeTimers();
    try {
      vi.spyOn(Math, 'random').mockReturnValue(0.999);
      ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict']));
      const scope = openRequestScope(TIEMPOS_SERVIDOR.dynamoRespuestaMs + 150);
      const inicio = Date.now();
      let respondio = Number.POSITIVE_INFINITY;
      const pendiente = scope.run(() => repo.transact(paso)).catch((e: unknown) => ((respondio = Date.now()), e));
      await vi.runAllTimersAsync();
      const err = await pendiente;
      scope.end();
      expect(err).toMatchObject({ status: 503 });
      const llamadas = ddbMock.commandCalls(TransactWriteCommand).length;
      expect(llamadas).toBeGreaterThan(1);
      expect(llamadas).toBeLessThan(TIEMPOS_SERVIDOR.conflictoIntentos);
      // Its last wait left room for one more answer before the deadline: it answered by then.
      expect(respondio - inicio).toBeLessThanOrEqual(150);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a transaction whose earlier attempt is still being applied (TransactionInProgressException) is sent again with its token', async () => {
    const enCurso = () =>
      Object.assign(new Error('The transaction with the given request token is already in progress.'), {
        name: 'TransactionInProgressException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      });
    ddbMock.on(TransactWriteCommand).rejectsOnce(enCurso()).rejectsOnce(enCurso()).resolvesOnce({});
    await repo.transact(paso);
    const tokens = ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(1);
  });

  it("a time-out is not retried beyond the SDK's own attempts: in an outage the 503 comes soon", async () => {
    const sinRespuesta = () => Object.assign(new Error('Connection timed out after 2000 ms'), { name: 'TimeoutError' });
    ddbMock.on(TransactWriteCommand).rejects(sinRespuesta());
    await expect(repo.transact(paso)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('other refusals are not retried', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await expect(repo.createItem({ PK: 'EMP#e', SK: 'A' })).rejects.toThrow(ConflictError);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(1);
  });
});

describe('queryPage and cursors', () => {
  it('queries (never scans) with a bounded page size and returns an opaque cursor', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [{ PK: 'EMP#e', SK: 'USUARIO#1' }], LastEvaluatedKey: { PK: 'EMP#e', SK: 'USUARIO#1' } });
    const page = await repo.queryPage({ pk: 'EMP#e', skPrefix: 'USUARIO#', limit: 5000, newestFirst: true });
    const input = ddbMock.commandCalls(QueryCommand)[0].args[0].input;
    expect(input).toMatchObject({ Limit: 100, ScanIndexForward: false, KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)' });
    expect(decodeCursor(page.cursor, { attribute: 'PK', value: 'EMP#e' })).toEqual({ PK: 'EMP#e', SK: 'USUARIO#1' });
  });

  it('index queries use the index key attributes', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    const page = await repo.queryPage({ pk: 'TIPO#EMPRESA', index: 'GSI1' });
    expect(page).toEqual({ items: [], cursor: null });
    expect(ddbMock.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeNames: { '#pk': 'GSI1PK' },
    });
  });

  it('a filtered page reads on only for what is still missing, so no item is skipped past its cursor', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { GSI1PK: 'EMPRESAS', GSI1SK: 'a' } })
      .resolvesOnce({ Items: [{ n: 2 }, { n: 3 }], LastEvaluatedKey: { GSI1PK: 'EMPRESAS', GSI1SK: 'b' } });
    const page = await repo.queryPage({
      pk: 'EMPRESAS',
      index: 'GSI1',
      limit: 3,
      filter: { expression: 'contains(busqueda, :q)', values: { ':q': 'x' } },
      maxPages: 5,
    });
    const calls = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.Limit)).toEqual([3, 2]);
    expect(calls[0]).toMatchObject({
      FilterExpression: 'contains(busqueda, :q)',
      ExpressionAttributeValues: { ':pk': 'EMPRESAS', ':q': 'x' },
    });
    expect(page.items).toHaveLength(3);
    expect(decodeCursor(page.cursor, { attribute: 'GSI1PK', value: 'EMPRESAS' })).toEqual({ GSI1PK: 'EMPRESAS', GSI1SK: 'b' });
  });

  it('queryAll reads every page of a partition', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { PK: 'EMP#e', SK: 'AREA#1' } })
      .resolvesOnce({ Items: [{ n: 2 }] });
    expect(await repo.queryAll({ pk: 'EMP#e', skPrefix: 'AREA#' })).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ddbMock.commandCalls(QueryCommand)[1].args[0].input.ExclusiveStartKey).toEqual({ PK: 'EMP#e', SK: 'AREA#1' });
  });

  it('a due page is the sparse GSI1 partition up to `hasta`, oldest first', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    await repo.paginaVencidos('RETPEND#2', '2026-12-01T10:00:00.000Z', null);
    expect(ddbMock.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': 'RETPEND#2', ':from': '0', ':to': '2026-12-01T10:00:00.000Z' },
      ScanIndexForward: true,
      Limit: 100,
    });
  });

  it('vencidosPorShard walks every shard page by page, leaves a shard at its maximum and reads no page past where the caller stopped', async () => {
    const paginas: Record<string, { items: string[]; cursor: string | null }> = {
      '0:': { items: ['a1', 'a2'], cursor: 'c' },
      '0:c': { items: ['a3'], cursor: null },
      '1:': { items: ['b1'], cursor: null },
    };
    const leidas: string[] = [];
    const pagina = async (shard: number, cursor: string | null) => {
      leidas.push(`${shard}:${cursor ?? ''}`);
      return paginas[`${shard}:${cursor ?? ''}`]!;
    };
    const todos: string[] = [];
    for await (const x of repo.vencidosPorShard(2, pagina)) todos.push(x);
    expect(todos).toEqual(['a1', 'a2', 'a3', 'b1']);

    const conMaximo: string[] = [];
    for await (const x of repo.vencidosPorShard(2, pagina, 2)) conMaximo.push(x);
    expect(conMaximo).toEqual(['a1', 'a2', 'b1']);

    leidas.length = 0;
    for await (const x of repo.vencidosPorShard(2, pagina)) if (x === 'a2') break;
    expect(leidas).toEqual(['0:']);
  });

  it('refuses malformed cursors and cursors of another partition', () => {
    const other = encodeCursor({ PK: 'EMP#otra', SK: 'USUARIO#1' })!;
    expect(() => decodeCursor(other, { attribute: 'PK', value: 'EMP#e' })).toThrow(ValidationError);
    expect(() => decodeCursor('%%%', { attribute: 'PK', value: 'EMP#e' })).toThrow('El cursor de paginación no es válido');
    expect(() => decodeCursor(Buffer.from('[1]').toString('base64url'), { attribute: 'PK', value: 'EMP#e' })).toThrow(ValidationError);
    expect(decodeCursor(undefined, { attribute: 'PK', value: 'x' })).toBeUndefined();
  });
});

describe('conditional writes', () => {
  it('putIf and deleteIf answer false when their condition does not hold', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    ddbMock.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    expect(await repo.putIf({ PK: 'A', SK: 'B' }, { expression: 'attribute_not_exists(PK)' })).toBe(false);
    expect(await repo.deleteIf({ PK: 'A', SK: 'B' }, { expression: 'n = :z', values: { ':z': 0 } })).toBe(false);
    expect(ddbMock.commandCalls(DeleteCommand)[0].args[0].input).toMatchObject({
      ConditionExpression: 'n = :z',
      ExpressionAttributeValues: { ':z': 0 },
    });
  });

  it('an update with its own condition still requires the item to exist', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { PK: 'A', SK: 'B' } });
    await repo.updateItem({ PK: 'A', SK: 'B' }, { x: 1 }, undefined, { expression: 'huella = :h', values: { ':h': 'f' } });
    expect(ddbMock.commandCalls(UpdateCommand)[0].args[0].input).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND (huella = :h)',
      ExpressionAttributeValues: { ':h': 'f' },
    });
  });

  it("a transaction's update step requires the item, adds the caller's condition and keeps both sets of values", () => {
    expect(repo.updateOp({ PK: 'A', SK: 'B' }, { estado: 'en_proceso', error: undefined })).toEqual({
      Update: {
        Key: { PK: 'A', SK: 'B' },
        UpdateExpression: 'SET #n0 = :v1 REMOVE #n2',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#n0': 'estado', '#n2': 'error' },
        ExpressionAttributeValues: { ':v1': 'en_proceso' },
      },
    });
    expect(
      repo.updateOp(
        { PK: 'A', SK: 'B' },
        { siguienteBloque: 3 },
        { expression: 'siguienteBloque = :b AND estado = :e', values: { ':b': 2, ':e': 'en_proceso' } },
      ),
    ).toEqual({
      Update: {
        Key: { PK: 'A', SK: 'B' },
        UpdateExpression: 'SET #n0 = :v1',
        ConditionExpression: 'attribute_exists(PK) AND (siguienteBloque = :b AND estado = :e)',
        ExpressionAttributeNames: { '#n0': 'siguienteBloque' },
        ExpressionAttributeValues: { ':v1': 3, ':b': 2, ':e': 'en_proceso' },
      },
    });
  });
});

describe('platform counters of a company change', () => {
  const empresa = (over: Record<string, unknown> = {}) => ({
    id: 'e',
    plan: 'professional',
    estado: 'activa',
    activa: true,
    licencias: { activas: 3 },
    ...over,
  });
  const delta = (step: ReturnType<typeof contadoresEmpresa>) => {
    const u = step?.op.Update;
    if (!u) return {};
    const names = u.ExpressionAttributeNames as Record<string, string>;
    const values = u.ExpressionAttributeValues as Record<string, number>;
    return Object.fromEntries(Object.keys(names).map((k) => [names[k], values[k.replace('#', ':')]]));
  };

  it('a new active company adds itself and its licences', () => {
    expect(delta(contadoresEmpresa(null, empresa()))).toEqual({ empresasTotal: 1, licenciasActivas: 3, empresasActivas: 1 });
  });
  it('a plan change alone moves no platform counter (the MRR is the subscription price); a suspension takes it out of the active ones', () => {
    expect(contadoresEmpresa(empresa(), empresa({ plan: 'enterprise' }))).toBeUndefined();
    expect(delta(contadoresEmpresa(empresa(), empresa({ estado: 'suspendida' })))).toEqual({ empresasActivas: -1 });
  });
  it('a paying subscription carries its monthly price into the MRR; a trial counts apart', () => {
    const pagando = empresa({ suscripcion: { estado: 'activa', precioMensualCentimos: 14_900 } });
    expect(delta(contadoresEmpresa(empresa(), pagando))).toEqual({ suscripcionesActivas: 1, mrrCentimos: 14_900, empresasActivasPago: 1 });
    const otraTarifa = empresa({ suscripcion: { estado: 'activa', precioMensualCentimos: 4_900 } });
    expect(delta(contadoresEmpresa(pagando, otraTarifa))).toEqual({ mrrCentimos: -10_000 });
    const enPrueba = empresa({ estado: 'trial', suscripcion: { estado: 'trial', precioMensualCentimos: 4_900 } });
    expect(delta(contadoresEmpresa(empresa(), enPrueba))).toEqual({ suscripcionesTrial: 1, empresasActivasPrueba: 1 });
  });
  it('a company in trial is an active one; suspended or switched off it is not, nor is its subscription counted among the active companies (D118)', () => {
    const enPrueba = empresa({ estado: 'trial', suscripcion: { estado: 'trial', precioMensualCentimos: 0 } });
    expect(delta(contadoresEmpresa(null, enPrueba))).toEqual({
      empresasTotal: 1,
      licenciasActivas: 3,
      empresasActivas: 1,
      empresasActivasPrueba: 1,
      suscripcionesTrial: 1,
    });
    const pagando = empresa({ suscripcion: { estado: 'activa', precioMensualCentimos: 100 } });
    expect(delta(contadoresEmpresa(pagando, { ...pagando, activa: false }))).toEqual({ empresasActivas: -1, empresasActivasPago: -1 });
    expect(delta(contadoresEmpresa(pagando, { ...pagando, estado: 'suspendida' }))).toEqual({
      empresasActivas: -1,
      empresasActivasPago: -1,
    });
  });
  it('nothing changes, no step; a delete takes everything back', () => {
    expect(contadoresEmpresa(empresa(), empresa())).toBeUndefined();
    expect(delta(contadoresEmpresa(empresa({ estado: 'cancelada' }), null))).toEqual({ empresasTotal: -1, licenciasActivas: -3 });
    expect(delta(contadoresEmpresa(empresa({ estado: 'trial' }), null))).toEqual({
      empresasTotal: -1,
      licenciasActivas: -3,
      empresasActivas: -1,
    });
  });
});

describe('platform counters in fractions (D110)', () => {
  it('a write adds to one fraction picked at random; a read sums the first item and every fraction', async () => {
    const { contadoresStep, leerContadores, FRACCIONES_CONTADORES } = await import('./plataforma.js');
    const claves = new Set(
      Array.from(
        { length: FRACCIONES_CONTADORES },
        (_, i) => contadoresStep({ informesGenerados: 1 }, () => i / FRACCIONES_CONTADORES)!.op.Update!.Key!.SK,
      ),
    );
    expect([...claves].sort()).toEqual(Array.from({ length: FRACCIONES_CONTADORES }, (_, i) => `CONTADORES#${String(i).padStart(2, '0')}`));
    expect(contadoresStep({ informesGenerados: 0 })).toBeUndefined();
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { PK: 'PLATAFORMA', SK: 'CONTADORES', entidad: 'CONTADORES', empresasTotal: 3, informesGenerados: 10 },
        { PK: 'PLATAFORMA', SK: 'CONTADORES#04', informesGenerados: 2, mrrCentimos: 4900 },
        { PK: 'PLATAFORMA', SK: 'CONTADORES#11', informesGenerados: 1, empresasTotal: -1 },
      ],
    });
    expect(await leerContadores()).toEqual({ empresasTotal: 2, informesGenerados: 13, mrrCentimos: 4900 });
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    expect(await leerContadores()).toBeUndefined();
  });

  it("a template's scheduled interviews: a company counts on its own fraction; no change lands once the template is deleted (D168)", async () => {
    const { pasoAplicarConteo, fraccionDe, FRACCIONES_PROGRAMADAS } = await import('./servicios-hr.js');
    const mas = pasoAplicarConteo('tpl', 'empresa-1', 1, () => new ConflictError()).op.Update!;
    const menos = pasoAplicarConteo('tpl', 'empresa-1', -1, () => new ConflictError()).op.Update!;
    expect(mas.Key).toEqual(menos.Key);
    expect(mas.Key!.SK).toBe(`SERVPROG#tpl#${String(fraccionDe('empresa-1')).padStart(2, '0')}`);
    expect(mas.ConditionExpression).toBe('attribute_not_exists(eliminada)');
    expect(menos.ConditionExpression).toBe('attribute_not_exists(eliminada)');
    const usadas = new Set(Array.from({ length: 200 }, (_, i) => fraccionDe(`empresa-${i}`)));
    expect(usadas.size).toBe(FRACCIONES_PROGRAMADAS);
  });
});

describe('bulk deletion of a company (D72)', () => {
  it('deleteItems deletes 25 at a time, unconditionally, and asks again for what DynamoDB left unprocessed', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => ({ PK: 'EMP#e1', SK: `CAND#${i}` }));
    ddbMock
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'unit-table': [{ DeleteRequest: { Key: keys[3] } }] } })
      .resolves({});
    await repo.deleteItems(keys);
    const lotes = ddbMock.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems!['unit-table']);
    expect(lotes.map((l) => l.length)).toEqual([25, 1, 5]);
    expect(lotes[0][0]).toEqual({ DeleteRequest: { Key: keys[0] } });
    expect(lotes[1]).toEqual([{ DeleteRequest: { Key: keys[3] } }]);
  });

  it('countItems counts with Select COUNT over every page, strongly consistent', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { PK: 'EMP#e1', SK: 'USUARIO#b' } })
      .resolves({ Count: 1 });
    await expect(repo.countItems({ pk: 'EMP#e1', skPrefix: 'USUARIO#' })).resolves.toBe(3);
    const [primera, segunda] = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(primera).toMatchObject({
      Select: 'COUNT',
      ConsistentRead: true,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'USUARIO#' },
    });
    expect(segunda.ExclusiveStartKey).toEqual({ PK: 'EMP#e1', SK: 'USUARIO#b' });
  });

  it('a consistent page is read with ConsistentRead; the default read is not', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    await repo.queryPage({ pk: 'EMP#e1', consistent: true });
    await repo.queryPage({ pk: 'EMP#e1' });
    expect(ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input.ConsistentRead)).toEqual([true, undefined]);
  });
});

describe('getItems: any number of keys, 100 per BatchGetItem', () => {
  const claves = Array.from({ length: 250 }, (_, i) => ({ PK: 'EMP#e1', SK: `CAND#${i}` }));
  /** Answers the keys it was asked but `CAND#7` (missing), in reverse order: BatchGetItem answers in any order. */
  const responder = (keys: Array<{ PK: string; SK: string }>) => ({
    Responses: {
      'unit-table': keys
        .filter((k) => k.SK !== 'CAND#7')
        .map((k) => ({ ...k, id: k.SK.slice(5) }))
        .reverse(),
    },
  });

  it('asks 100 keys a request, one after another, and answers in the keys’ order without the missing ones', async () => {
    ddbMock.on(BatchGetCommand).callsFake((input) => responder(input.RequestItems['unit-table'].Keys));
    const items = await repo.getItems<{ id: string }>(claves);
    const lotes = ddbMock.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!['unit-table']);
    expect(lotes.map((l) => l.Keys!.length)).toEqual([100, 100, 50]);
    expect(lotes.flatMap((l) => l.Keys)).toEqual(claves);
    expect(lotes.every((l) => l.ConsistentRead === true)).toBe(true);
    expect(items.map((i) => i.id)).toEqual(claves.filter((k) => k.SK !== 'CAND#7').map((k) => k.SK.slice(5)));
  });

  it('asks again for the keys DynamoDB left unprocessed before the next 100, and fails when they stay so', async () => {
    let primera = true;
    ddbMock.on(BatchGetCommand).callsFake((input) => {
      const keys = input.RequestItems['unit-table'].Keys as Array<{ PK: string; SK: string }>;
      if (!keys.some((k) => k.SK === 'CAND#150') || !primera) return responder(keys);
      primera = false;
      const sinLeer = keys.slice(40);
      return { ...responder(keys.slice(0, 40)), UnprocessedKeys: { 'unit-table': { Keys: sinLeer } } };
    });
    const items = await repo.getItems<{ id: string }>(claves);
    const lotes = ddbMock.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!['unit-table'].Keys!);
    expect(lotes.map((l) => l.length)).toEqual([100, 100, 60, 50]);
    expect(lotes[2]).toEqual(claves.slice(140, 200));
    expect(items).toHaveLength(249);

    ddbMock.reset();
    ddbMock
      .on(BatchGetCommand)
      .callsFake((input) => ({ UnprocessedKeys: { 'unit-table': { Keys: input.RequestItems['unit-table'].Keys } } }));
    vi.useFakeTimers(); // the four waits between the five tries (40 ms to 320 ms)
    try {
      const lectura = expect(repo.getItems(claves)).rejects.toThrow('getItems: keys left unprocessed');
      await vi.runAllTimersAsync();
      await lectura;
    } finally {
      vi.useRealTimers();
    }
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(5);
  });

  it('asks nothing for no keys', async () => {
    await expect(repo.getItems([])).resolves.toEqual([]);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('recent reads (D84): a few seconds of memory for a warm container', () => {
  const clave = { PK: 'EMP#e1', SK: 'USUARIO#u1' };
  const activo = { ...clave, id: 'u1', activo: true };
  const guardarActivos = (p: { activo?: boolean }) => p.activo !== false;
  const lecturas = () => ddbMock.commandCalls(GetCommand).length;
  beforeEach(() => {
    repo.forgetRecentReads();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers from memory within its time, then reads again; always a consistent read', async () => {
    ddbMock.on(GetCommand).resolves({ Item: activo });
    await expect(repo.getRecentItem(clave, 5_000, guardarActivos)).resolves.toEqual(activo);
    vi.setSystemTime(Date.now() + 4_999);
    await expect(repo.getRecentItem(clave, 5_000, guardarActivos)).resolves.toEqual(activo);
    expect(lecturas()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    expect(lecturas()).toBe(2);
    expect(ddbMock.commandCalls(GetCommand)[0].args[0].input).toMatchObject({ Key: clave, ConsistentRead: true });
  });

  it('keeps only what its caller accepts, and never a missing item', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { ...activo, activo: false } });
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    ddbMock.on(GetCommand).resolves({});
    await expect(repo.getRecentItem(clave, 5_000, guardarActivos)).resolves.toBeUndefined();
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    expect(lecturas()).toBe(4);
  });

  it('each caller gets its own copy', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { ...activo, configuracion: { tema: 'claro' } } });
    const primera = await repo.getRecentItem<{ configuracion: { tema: string } }>(clave, 5_000, () => true);
    primera!.configuracion.tema = 'cambiado';
    const segunda = await repo.getRecentItem<{ configuracion: { tema: string } }>(clave, 5_000, () => true);
    expect(segunda!.configuracion.tema).toBe('claro');
  });

  const escrituras: Array<[string, () => Promise<unknown>]> = [
    ['createItem', () => repo.createItem({ PK: 'X', SK: 'Y' })],
    ['putItem', () => repo.putItem({ PK: 'X', SK: 'Y' })],
    ['putIf', () => repo.putIf({ PK: 'X', SK: 'Y' }, { expression: 'attribute_not_exists(PK)' })],
    ['updateItem', () => repo.updateItem({ PK: 'X', SK: 'Y' }, { a: 1 })],
    ['addIf', () => repo.addIf({ PK: 'X', SK: 'Y' }, { n: 1 })],
    ['deleteItem', () => repo.deleteItem({ PK: 'X', SK: 'Y' })],
    ['deleteIf', () => repo.deleteIf({ PK: 'X', SK: 'Y' }, { expression: 'attribute_exists(PK)' })],
    ['takeIf', () => repo.takeIf({ PK: 'X', SK: 'Y' }, { expression: 'attribute_exists(PK)' })],
    ['transact', () => repo.transact([{ op: { Put: { Item: { PK: 'X', SK: 'Y' } } } }])],
    ['putItems', () => repo.putItems([{ PK: 'X', SK: 'Y' }])],
    ['deleteItems', () => repo.deleteItems([{ PK: 'X', SK: 'Y' }])],
  ];
  it.each(escrituras)('%s, like every write of this container, forgets them (whatever key it writes)', async (_nombre, escribir) => {
    ddbMock.on(GetCommand).resolves({ Item: activo });
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({ Attributes: { PK: 'X', SK: 'Y' } });
    ddbMock.on(DeleteCommand).resolves({ Attributes: { PK: 'X', SK: 'Y' } });
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(BatchWriteCommand).resolves({});
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    await escribir();
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    expect(lecturas()).toBe(2);
  });

  it('a write that fails forgets them too (it may have been applied)', async () => {
    ddbMock.on(GetCommand).resolves({ Item: activo });
    ddbMock.on(UpdateCommand).rejects(new Error('socket hang up'));
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    await expect(repo.updateItem({ PK: 'X', SK: 'Y' }, { a: 1 })).rejects.toThrow('socket hang up');
    await repo.getRecentItem(clave, 5_000, guardarActivos);
    expect(lecturas()).toBe(2);
  });

  it('a read that overlapped a write of this container is answered but not kept', async () => {
    let soltar!: () => void;
    ddbMock.on(GetCommand).callsFake(async () => {
      await new Promise<void>((r) => (soltar = r));
      return { Item: activo };
    });
    ddbMock.on(PutCommand).resolves({});
    const lectura = repo.getRecentItem(clave, 5_000, guardarActivos);
    await vi.waitFor(() => expect(lecturas()).toBe(1));
    await repo.putItem({ ...clave, activo: false });
    soltar();
    await expect(lectura).resolves.toEqual(activo);
    ddbMock.on(GetCommand).resolves({ Item: { ...activo, activo: false } });
    await expect(repo.getRecentItem(clave, 5_000, guardarActivos)).resolves.toMatchObject({ activo: false });
  });

  it('every write command of the data layer goes through the one sender that forgets them', () => {
    const fuente = readFileSync(fileURLToPath(new URL('./repository.ts', import.meta.url)), 'utf8');
    expect(fuente).not.toMatch(/ddb\.send\(\s*new (Put|Update|Delete|TransactWrite|BatchWrite)Command/);
    // A transaction's sender is escribirTransaccion (the same one, idempotent: D114).
    expect(fuente.match(/escribir(Transaccion)?\(\s*new (Put|Update|Delete|TransactWrite|BatchWrite)Command/g)).toHaveLength(
      escrituras.length,
    );
  });
});
