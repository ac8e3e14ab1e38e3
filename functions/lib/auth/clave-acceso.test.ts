// Company API keys as a credential (D145), DynamoDB mocked: the secret's shape and hash,
// where a request carries a key (Bearer, Basic as Greenhouse sends it), and how a key becomes a
// caller — unknown, revoked or expired: 401; a company being deleted or a scope it lacks: 403; past
// its requests per window: 429 with Retry-After; its last use written at most once a minute. The
// same against the local emulator, under concurrency: test/integration/claves-acceso.test.ts.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLAVES_ACCESO, FORMATO_CLAVE_ACCESO } from '../../../shared/schemas/clave-acceso.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { callerFromClave, generarSecreto, hashSecreto, secretoDeCabecera } = await import('./clave-acceso.js');
const ddbMock = mockClient(ddb);

const NOW = new Date('2026-03-10T12:00:00.000Z');
const SECRETO = `tk_${'A'.repeat(43)}`;
const HASH = createHash('sha256').update(SECRETO).digest('hex');

interface Tabla {
  busqueda?: Record<string, unknown>;
  empresa?: Record<string, unknown>;
  /** The key's rate counter as stored (undefined: no window yet). */
  limite?: { intentos: number; ventanaHasta: number };
}
let tabla: Tabla;

/** Plays the table: the look-up, the company and the key's counter, by partition key. */
function servir() {
  ddbMock.on(GetCommand).callsFake((input: { Key: { PK: string } }) => {
    const pk = input.Key.PK;
    if (pk === `CLAVEACCESO#${HASH}`) return { Item: tabla.busqueda };
    if (pk === 'EMP#acme') return { Item: tabla.empresa };
    if (pk === 'LIMITE#CLAVEACCESO#k1') return { Item: tabla.limite && { PK: pk, SK: 'LIMITE', ...tabla.limite } };
    return {};
  });
  // The counter: ADD inside a live window below the limit, else refused (ConditionalCheckFailed).
  ddbMock.on(UpdateCommand).callsFake((input: { Key: { PK: string }; ExpressionAttributeValues: Record<string, number> }) => {
    if (input.Key.PK.startsWith('LIMITE#')) {
      const l = tabla.limite;
      if (l && l.ventanaHasta > input.ExpressionAttributeValues[':now']! && l.intentos < input.ExpressionAttributeValues[':max']!) {
        l.intentos++;
        return {};
      }
      throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    }
    return { Attributes: {} };
  });
  ddbMock.on(PutCommand).callsFake((input: { Item: { PK: string; intentos: number; ventanaHasta: number } }) => {
    if (input.Item.PK.startsWith('LIMITE#')) tabla.limite = { intentos: input.Item.intentos, ventanaHasta: input.Item.ventanaHasta };
    return {};
  });
}

beforeEach(() => {
  ddbMock.reset();
  tabla = {
    busqueda: {
      PK: `CLAVEACCESO#${HASH}`,
      SK: 'CLAVEACCESO',
      entidad: 'CLAVE_ACCESO_BUSQUEDA',
      empresaId: 'acme',
      claveId: 'k1',
      nombre: 'ATS',
      alcances: ['entrevistas:escribir', 'informes:leer'],
      ultimoUso: new Date(NOW.getTime() - 10_000).toISOString(),
    },
    empresa: { PK: 'EMP#acme', SK: 'EMPRESA', id: 'acme' },
  };
  servir();
});

/** The UpdateItems sent to the key's look-up (its last use). */
const usos = () =>
  ddbMock
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input)
    .filter((i) => String(i.Key?.PK).startsWith('CLAVEACCESO#'));

describe('the secret', () => {
  it('is tk_ and 43 URL-safe characters (32 random bytes), a new one each time', () => {
    const a = generarSecreto();
    const b = generarSecreto();
    expect(a).toMatch(FORMATO_CLAVE_ACCESO);
    expect(Buffer.from(a.slice(3), 'base64url')).toHaveLength(CLAVES_ACCESO.bytesAleatorios);
    expect(a).not.toBe(b);
  });

  it('is kept as its SHA-256 in hex, never in clear', () => {
    expect(hashSecreto(SECRETO)).toBe(HASH);
    expect(hashSecreto(SECRETO)).toMatch(/^[0-9a-f]{64}$/);
    // The FIPS 180-2 test vector: the hash is SHA-256 itself, nothing salted or truncated.
    expect(hashSecreto('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('where a request carries a key', () => {
  const basic = (texto: string) => `Basic ${Buffer.from(texto).toString('base64')}`;

  it('Bearer tk_…, or Basic with the key as the user name (Greenhouse appends a colon and no password)', () => {
    expect(secretoDeCabecera(`Bearer ${SECRETO}`)).toBe(SECRETO);
    expect(secretoDeCabecera(`bearer   ${SECRETO} `)).toBe(SECRETO);
    expect(secretoDeCabecera(basic(`${SECRETO}:`))).toBe(SECRETO);
    expect(secretoDeCabecera(basic(SECRETO))).toBe(SECRETO);
  });

  it('a malformed key is still a key (refused as one), a JWT or anything else is none', () => {
    expect(secretoDeCabecera('Bearer tk_corta')).toBe('tk_corta');
    expect(secretoDeCabecera('Bearer eyJhbGciOiJSUzI1NiJ9.e30.firma')).toBeUndefined();
    expect(secretoDeCabecera(basic('usuario:contraseña'))).toBeUndefined();
    expect(secretoDeCabecera(undefined)).toBeUndefined();
    expect(secretoDeCabecera('Token tk_x')).toBeUndefined();
  });
});

describe('a key as the caller', () => {
  it('acts for its company with exactly its scopes, named clave:{id}', async () => {
    expect(await callerFromClave(SECRETO, 'entrevistas:escribir', NOW)).toEqual({
      userId: 'clave:k1',
      empresaId: 'acme',
      clave: { id: 'k1', nombre: 'ATS', alcances: ['entrevistas:escribir', 'informes:leer'] },
    });
    // Looked up by the hash of the secret: the secret itself is no key of the table.
    const leidas = ddbMock.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.PK);
    expect(leidas).toContain(`CLAVEACCESO#${HASH}`);
    expect(JSON.stringify(ddbMock.calls().map((c) => c.args[0].input))).not.toContain(SECRETO);
  });

  it('without the scope the row asks: 403 naming it (the request still counted)', async () => {
    await expect(callerFromClave(SECRETO, 'candidatos:escribir', NOW)).rejects.toMatchObject({
      status: 403,
      message: 'La clave no tiene el permiso «candidatos:escribir» que necesita esta operación',
    });
    expect(tabla.limite?.intentos).toBe(1);
  });

  it('unknown (or revoked: its look-up is gone), expired or malformed: 401 with one message, nothing counted', async () => {
    const mensaje = 'La clave de API no es válida, ha caducado o fue revocada';
    await expect(callerFromClave(`tk_${'B'.repeat(43)}`, 'informes:leer', NOW)).rejects.toMatchObject({ status: 401, message: mensaje });
    await expect(callerFromClave('tk_corta', 'informes:leer', NOW)).rejects.toMatchObject({ status: 401, message: mensaje });
    tabla.busqueda!.expiraEn = NOW.toISOString();
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).rejects.toMatchObject({ status: 401, message: mensaje });
    tabla.busqueda!.expiraEn = new Date(NOW.getTime() + 1).toISOString();
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).resolves.toMatchObject({ empresaId: 'acme' });
    expect(ddbMock.commandCalls(PutCommand).filter((c) => c.args[0].input.Item?.PK === 'LIMITE#CLAVEACCESO#k1')).toHaveLength(1);
  });

  it('of a company being deleted (or gone): 403 (401), as its users are shut out', async () => {
    tabla.empresa!.eliminacion = { id: 'el1', estado: 'en_curso' };
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).rejects.toMatchObject({ status: 403 });
    tabla.empresa = undefined;
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the rate limit per key', () => {
  it(`takes ${CLAVES_ACCESO.peticionesPorVentana} requests per window, then 429 with Retry-After until the window ends`, async () => {
    tabla.limite = { intentos: CLAVES_ACCESO.peticionesPorVentana - 1, ventanaHasta: NOW.getTime() + 25_000 };
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).resolves.toMatchObject({ userId: 'clave:k1' });
    const refusal = await callerFromClave(SECRETO, 'informes:leer', NOW).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiadas peticiones con esta clave de API. Vuelve a intentarlo en 25 s.',
      headers: { 'retry-after': '25' },
    });
    // One conditional counter per key and window: an ADD under `ventanaHasta > now AND intentos < max`.
    const add = ddbMock.commandCalls(UpdateCommand).find((c) => c.args[0].input.Key?.PK === 'LIMITE#CLAVEACCESO#k1')!.args[0].input;
    expect(add.UpdateExpression).toMatch(/^ADD /);
    expect(add.ConditionExpression).toContain('#hasta > :now AND #intentos < :max');
    expect(add.ExpressionAttributeValues).toMatchObject({ ':max': CLAVES_ACCESO.peticionesPorVentana });
  });

  it('a new window starts once the last one ended (a conditional Put), and counts the first request', async () => {
    tabla.limite = { intentos: CLAVES_ACCESO.peticionesPorVentana, ventanaHasta: NOW.getTime() - 1 };
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).resolves.toMatchObject({ userId: 'clave:k1' });
    expect(tabla.limite).toEqual({ intentos: 1, ventanaHasta: NOW.getTime() + CLAVES_ACCESO.ventanaMs });
    const put = ddbMock.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK) OR #hasta <= :now');
  });
});

describe('the last use', () => {
  it('is not written again within a minute of the last one', async () => {
    await callerFromClave(SECRETO, 'informes:leer', NOW);
    expect(usos()).toEqual([]);
  });

  it('a minute on, is written on the look-up only if it still holds the use the request read', async () => {
    const antes = new Date(NOW.getTime() - CLAVES_ACCESO.ultimoUsoCadaMs).toISOString();
    tabla.busqueda!.ultimoUso = antes;
    await callerFromClave(SECRETO, 'informes:leer', NOW);
    expect(usos()).toHaveLength(1);
    const [uso] = usos();
    expect(uso!.Key).toEqual({ PK: `CLAVEACCESO#${HASH}`, SK: 'CLAVEACCESO' });
    expect(uso!.ConditionExpression).toBe('attribute_exists(PK) AND (ultimoUso = :antes)');
    expect(Object.values(uso!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([antes, NOW.toISOString()]));
  });

  it('is written the first time, under attribute_not_exists; a lost race (condition failed) is no error', async () => {
    delete tabla.busqueda!.ultimoUso;
    ddbMock
      .on(UpdateCommand, { Key: { PK: `CLAVEACCESO#${HASH}`, SK: 'CLAVEACCESO' } })
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(callerFromClave(SECRETO, 'informes:leer', NOW)).resolves.toMatchObject({ userId: 'clave:k1' });
    expect(usos()[0]!.ConditionExpression).toBe('attribute_exists(PK) AND (attribute_not_exists(ultimoUso))');
  });
});
