// The queued jobs' kit (D135) with DynamoDB mocked: the guard of each write (pendiente,
// en_curso, not ended) with the words stored before the one vocabulary, a job kept inside another
// item (conditional on its id), the fields each kind names, the report's blocks written with their
// progress and read in order, the last delivery, and the read mapping. Every name and value a write
// declares is used (DynamoDB refuses an expression with an unused one). The same writes against the
// local emulator are the jobs' integration tests (importacion-candidatos, datos-importacion-trabajo,
// datos-limpieza-trabajo, empresas-eliminacion).
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { ConflictError } = await import('../errors.js');
const kit = await import('./trabajos.js');
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

type TipoTrabajo = import('./trabajos.js').TipoTrabajo;

/** A kind of its own item, with a report (like the data import). */
const PROPIO: TipoTrabajo = {
  clave: (empresaId, id) => ({ PK: `EMP#${empresaId}`, SK: `PRUEBA#${id}` }),
  entidad: 'PRUEBA_TRABAJO',
  campos: { error: 'error', actualizado: 'actualizadoEn', finalizado: 'finalizadoEn' },
  entrada: {
    prefijo: 'PRUEBAIN#',
    entidad: 'PRUEBA_ENTRADA',
    campo: 'filas',
    nombres: { trabajo: 'test job', bloque: 'data' },
  },
  informe: { prefijo: 'PRUEBARES#', digitos: 3, entidad: 'PRUEBA_BLOQUE' },
  internos: ['creadoPor'],
};
/** A kind kept inside another item (like the company's deletion): its reason is `motivo`, no end time. */
const DENTRO: TipoTrabajo = {
  clave: (empresaId) => ({ PK: `EMP#${empresaId}`, SK: 'EMPRESA' }),
  dentroDe: 'eliminacion',
  campos: { error: 'motivo', actualizado: 'actualizadaEn' },
};
const propio = kit.refTrabajo(PROPIO, 'e1', 'j1');
const dentro = kit.refTrabajo(DENTRO, 'e1', 'del-1');

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

type Update = {
  Key: unknown;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/** An update's expressions with every placeholder replaced by what it stands for (values as JSON). */
function legible(u: Update) {
  const sustituir = (e: string) =>
    e
      .replace(/#t\d+/g, (ph) => u.ExpressionAttributeNames[ph] ?? ph)
      .replace(/:t\d+/g, (ph) => (ph in u.ExpressionAttributeValues ? JSON.stringify(u.ExpressionAttributeValues[ph]) : ph));
  return { set: sustituir(u.UpdateExpression), si: sustituir(u.ConditionExpression) };
}

/** Every name and value declared is used by the update or its condition. */
function sinSobrantes(u: Update) {
  const texto = `${u.UpdateExpression} ${u.ConditionExpression}`;
  const usa = (ph: string) => new RegExp(`${ph}(?![0-9A-Za-z_])`).test(texto);
  for (const ph of Object.keys(u.ExpressionAttributeNames)) expect(usa(ph), ph).toBe(true);
  for (const ph of Object.keys(u.ExpressionAttributeValues)) expect(usa(ph), ph).toBe(true);
}

const update = (step: { op: { Update?: unknown } }) => step.op.Update as Update;
const enviados = () => ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);

/** A step's update as it reads — its key, what it sets and when it may — after checking every name and value it declares is used. */
function comoSeLee(step: { op: { Update?: unknown } }) {
  const u = update(step);
  sinSobrantes(u);
  return { key: u.Key, ...legible(u) };
}

describe('the guards of a job of its own item', () => {
  it('progress only while it runs: en_curso, or the words stored for it before (en_proceso, procesando)', () => {
    expect(comoSeLee(kit.pasoTrabajo(propio, 'en_curso', { poner: { fase: 'datos' }, en: '2026-01-01T00:00:00.000Z' }))).toEqual({
      key: { PK: 'EMP#e1', SK: 'PRUEBA#j1' },
      set: 'SET fase = "datos", actualizadoEn = "2026-01-01T00:00:00.000Z"',
      si: 'attribute_exists(PK) AND estado IN ("en_curso", "procesando", "en_proceso")',
    });
  });

  it('the start only from pendiente; the end and the last delivery only while not ended (nor completado/error, the older words)', () => {
    expect(legible(update(kit.pasoTrabajo(propio, 'pendiente', { poner: { estado: 'en_curso' } }))).si).toBe(
      'attribute_exists(PK) AND estado = "pendiente"',
    );
    expect(legible(update(kit.pasoTrabajo(propio, 'sin_terminar', { poner: { estado: 'fallida' } }))).si).toBe(
      'attribute_exists(PK) AND NOT (estado IN ("completada", "fallida", "completado", "error"))',
    );
  });

  it("adds numbers from 0 when absent, and puts the kind's own condition beside the guard", () => {
    const u = update(
      kit.pasoTrabajo(
        propio,
        'en_curso',
        { poner: { siguienteBloque: 4, sinDefinir: undefined }, sumar: { borrados: 7 } },
        { condicion: { expression: 'siguienteBloque = :b', values: { ':b': 3 } } },
      ),
    );
    expect(legible(u)).toEqual({
      set: 'SET siguienteBloque = 4, borrados = if_not_exists(borrados, 0) + 7',
      si: 'attribute_exists(PK) AND estado IN ("en_curso", "procesando", "en_proceso") AND (siguienteBloque = :b)',
    });
    expect(u.ExpressionAttributeValues[':b']).toBe(3);
  });

  it('refuses a write that changes nothing', () => {
    expect(() => kit.pasoTrabajo(propio, 'en_curso', {})).toThrow('changes nothing');
  });
});

describe('a job kept inside another item', () => {
  it("writes inside its map, only while the map carries the job's id", () => {
    expect(comoSeLee(kit.pasoTrabajo(dentro, 'en_curso', { sumar: { usuariosBorrados: 2 }, en: '2026-01-01T00:00:00.000Z' }))).toEqual({
      key: { PK: 'EMP#e1', SK: 'EMPRESA' },
      set: 'SET eliminacion.actualizadaEn = "2026-01-01T00:00:00.000Z", eliminacion.usuariosBorrados = if_not_exists(eliminacion.usuariosBorrados, 0) + 2',
      si: 'attribute_exists(PK) AND eliminacion.id = "del-1" AND eliminacion.estado IN ("en_curso", "procesando", "en_proceso")',
    });
  });

  it("ends fallida with its reason in the kind's own field, its heartbeat moved, no end time it does not keep", () => {
    const u = update(kit.pasoTerminarTrabajo(dentro, 'fallida', { en: '2026-01-02T00:00:00.000Z', error: 'Se detuvo' }));
    expect(legible(u).set).toBe(
      'SET eliminacion.estado = "fallida", eliminacion.motivo = "Se detuvo", eliminacion.actualizadaEn = "2026-01-02T00:00:00.000Z"',
    );
    expect(legible(u).si).toContain('eliminacion.id = "del-1" AND NOT (eliminacion.estado IN (');
    sinSobrantes(u);
  });

  it('is not created on its own', () => {
    expect(() => kit.pasoCrearTrabajo(dentro, { estado: 'en_curso' })).toThrow('inside another item');
  });
});

describe("the job's life", () => {
  /** The first write goes through; the second is refused by its condition (the job has moved on). */
  const laSegundaNoPasa = () =>
    ddbMock
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(cancelled(['ConditionalCheckFailed']));

  it('is created pendiente, once, with its entidad', () => {
    const paso = kit.pasoCrearTrabajo(propio, { id: 'j1', estado: 'pendiente', total: 0 });
    expect(paso.op.Put).toEqual({
      Item: { PK: 'EMP#e1', SK: 'PRUEBA#j1', entidad: 'PRUEBA_TRABAJO', id: 'j1', estado: 'pendiente', total: 0 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('starts pendiente → en_curso with what the start found; false when another delivery started it first', async () => {
    laSegundaNoPasa();
    await expect(kit.empezarTrabajo(propio, { poner: { total: 9 }, en: '2026-01-01T00:00:00.000Z' })).resolves.toBe(true);
    await expect(kit.empezarTrabajo(propio, { poner: { total: 9 } })).resolves.toBe(false);
    const [[paso]] = enviados() as unknown as Array<Array<{ Update: Update }>>;
    expect(legible(paso!.Update)).toEqual({
      set: 'SET estado = "en_curso", total = 9, actualizadoEn = "2026-01-01T00:00:00.000Z"',
      si: 'attribute_exists(PK) AND estado = "pendiente"',
    });
  });

  it('ends once: completada with its end and last-progress times; fallida with its reason; false when it had ended', async () => {
    laSegundaNoPasa();
    await expect(kit.terminarTrabajo(propio, 'completada', { en: '2026-01-03T00:00:00.000Z' })).resolves.toBe(true);
    await expect(kit.terminarTrabajo(propio, 'fallida', { en: '2026-01-03T00:00:00.000Z', error: 'No pudo terminar' })).resolves.toBe(
      false,
    );
    const [[completada], [fallida]] = enviados() as unknown as Array<Array<{ Update: Update }>>;
    expect(legible(completada!.Update).set).toBe(
      'SET estado = "completada", finalizadoEn = "2026-01-03T00:00:00.000Z", actualizadoEn = "2026-01-03T00:00:00.000Z"',
    );
    expect(legible(fallida!.Update).set).toContain(
      'estado = "fallida", finalizadoEn = "2026-01-03T00:00:00.000Z", error = "No pudo terminar"',
    );
  });

  it('ends with the caller’s other steps in the same transaction (the clear’s counters)', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    const otro = { op: { Put: { Item: { PK: 'EMP#e1', SK: 'OTRO' } } } };
    await kit.terminarTrabajo(propio, 'completada', { en: '2026-01-03T00:00:00.000Z' }, [otro]);
    expect(enviados()[0]).toHaveLength(2);
  });

  it('records the delivery running it while it has not ended, without moving its last progress', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await expect(kit.anotarEntrega(dentro, 3, '2026-01-04T00:00:00.000Z')).resolves.toBe(true);
    const u = (enviados()[0]![0] as { Update: Update }).Update;
    expect(legible(u).set).toBe('SET eliminacion.ultimaEntrega = {"intento":3,"en":"2026-01-04T00:00:00.000Z"}');
    expect(legible(u).si).toContain('NOT (eliminacion.estado IN ("completada", "fallida", "completado", "error"))');
    sinSobrantes(u);
  });

  it('a progress refused answers the typed error of its step', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed']));
    class Parado extends ConflictError {}
    await expect(kit.avanzarTrabajo(propio, { poner: { fase: 'archivos' } }, () => new Parado())).rejects.toBeInstanceOf(Parado);
  });
});

describe('the states stored before the one vocabulary', () => {
  it.each([
    ['procesando', 'en_curso'],
    ['en_proceso', 'en_curso'],
    ['completado', 'completada'],
    ['error', 'fallida'],
    ['pendiente', 'pendiente'],
    ['completada', 'completada'],
  ])('%s reads as %s', (antes, ahora) => {
    expect(kit.estadoActual(antes)).toBe(ahora);
  });

  it('a job read back carries the state it meant; the API view leaves out keys, TTL, last delivery and the internals', async () => {
    ddbMock.on(GetCommand).resolves({
      Item: {
        PK: 'EMP#e1',
        SK: 'PRUEBA#j1',
        entidad: 'PRUEBA_TRABAJO',
        id: 'j1',
        estado: 'en_proceso',
        creadoPor: 'a@b.c',
        expiresAt: 1,
        ultimaEntrega: { intento: 2, en: 'x' },
      },
    });
    const leido = await kit.leerTrabajo<{ estado: 'en_curso'; id: string }>(propio, { consistent: true });
    expect(leido).toMatchObject({ id: 'j1', estado: 'en_curso' });
    expect(ddbMock.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'EMP#e1', SK: 'PRUEBA#j1' },
      ConsistentRead: true,
    });
    expect(kit.vistaTrabajo(PROPIO, { ...leido, estado: 'error' })).toEqual({ id: 'j1', estado: 'fallida' });
  });

  it('a job that is not there reads as undefined', async () => {
    ddbMock.on(GetCommand).resolves({});
    await expect(kit.leerTrabajo(propio)).resolves.toBeUndefined();
  });
});

describe('the input', () => {
  it("its blocks are written in order, each with its items under the kind's field and the job's TTL, and read back one by one", async () => {
    expect(kit.pasosEntrada(propio, 99, [['a', 'b'], ['c']]).map((p) => p.op.Put?.Item)).toEqual([
      { PK: 'EMP#e1', SK: 'PRUEBAIN#j1#0000', entidad: 'PRUEBA_ENTRADA', filas: ['a', 'b'], expiresAt: 99 },
      { PK: 'EMP#e1', SK: 'PRUEBAIN#j1#0001', entidad: 'PRUEBA_ENTRADA', filas: ['c'], expiresAt: 99 },
    ]);
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'PRUEBAIN#j1#0001' } }).resolves({ Item: { filas: ['c'] } });
    await expect(kit.leerEntrada<string>(propio, 1)).resolves.toEqual(['c']);
  });

  it('a block missing is an error naming the job and the block; a kind without input has none', async () => {
    ddbMock.on(GetCommand).resolves({});
    await expect(kit.leerEntrada(propio, 4)).rejects.toThrow('test job j1: data block 4 missing');
    expect(() => kit.pasosEntrada(dentro, 99, [])).toThrow('keeps no input');
  });
});

describe('the report', () => {
  it("a block is written only with the progress that covers it; a duplicate delivery behind gets the kind's error", async () => {
    ddbMock
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']));
    const progreso = {
      guarda: 'en_curso' as const,
      cambios: { poner: { procesadas: 10, siguienteBloque: 3 } },
      condicion: { expression: 'siguienteBloque = :b', values: { ':b': 2 } },
    };
    class Atras extends ConflictError {}
    await kit.guardarBloqueInforme(propio, 2, [{ fila: 1 }], 99, progreso, () => new Atras());
    await expect(kit.guardarBloqueInforme(propio, 2, [{ fila: 1 }], 99, progreso, () => new Atras())).rejects.toBeInstanceOf(Atras);
    const [bloque, trabajo] = enviados()[0]! as unknown as [{ Put: { Item: unknown } }, { Update: Update }];
    expect(bloque.Put.Item).toEqual({
      PK: 'EMP#e1',
      SK: 'PRUEBARES#j1#002',
      entidad: 'PRUEBA_BLOQUE',
      filas: [{ fila: 1 }],
      expiresAt: 99,
    });
    expect(legible(trabajo.Update).set).toBe('SET procesadas = 10, siguienteBloque = 3');
    expect(kit.claveBloque(propio, 12)).toEqual({ PK: 'EMP#e1', SK: 'PRUEBARES#j1#012' });
  });

  it('a page is whole blocks in order, their rows one after the other (a block not saved yet has none)', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [{ filas: [1, 2] }, {}, { filas: [3] }] });
    await expect(kit.paginaInforme<number>(propio, 5)).resolves.toEqual({ items: [1, 2, 3], cursor: null });
    expect(ddbMock.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'PRUEBARES#j1#' },
      Limit: 5,
    });
  });

  it('every saved block comes back with its number', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { PK: 'EMP#e1', SK: 'PRUEBARES#j1#000', filas: ['a'] },
        { PK: 'EMP#e1', SK: 'PRUEBARES#j1#001' },
      ],
    });
    await expect(kit.bloquesInforme<string>(propio)).resolves.toEqual([
      { bloque: 0, filas: ['a'] },
      { bloque: 1, filas: [] },
    ]);
  });

  it('a kind without a report has no blocks', () => {
    expect(() => kit.claveBloque(dentro, 0)).toThrow('keeps no report');
  });
});
