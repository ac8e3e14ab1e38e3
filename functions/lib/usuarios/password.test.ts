// Recovery links in isolation (D36): the token (256 random bits, base64url) and its stored
// hash, expiry, single use, a link put back when Cognito refuses the password, and links made
// before a newer password. DynamoDB is a small in-memory table that honours the conditions the data
// module writes; Cognito is mocked.
import {
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
process.env.USER_POOL_ID = 'pool';
process.env.WEB_ORIGIN = 'https://app.talentia.example';
const { ddb } = await import('../aws/dynamo.js');
const pw = { ...(await import('./password.js')), ...(await import('./restablecer-password.js')) };
const { guardarRestablecimiento, restablecimientoKeys } = await import('../db/restablecimientos.js');
const { usuarioKeys } = await import('../db/usuarios.js');
const { ValidationError } = await import('../errors.js');

const ddbMock = mockClient(ddb);
const cognitoMock = mockClient(CognitoIdentityProviderClient);

type Row = Record<string, any>;
const tabla = new Map<string, Row>();
const id = (key: { PK: string; SK: string }) => `${key.PK}|${key.SK}`;
const fallo = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

/** The conditions the modules under test write, evaluated like DynamoDB would. */
function cumple(expr: string | undefined, actual: Row | undefined, values: Row = {}): boolean {
  if (!expr) return true;
  if (expr === 'attribute_not_exists(PK)') return !actual;
  if (expr === 'attribute_exists(PK)') return !!actual;
  if (expr === 'attribute_exists(PK) AND #expira > :now') return !!actual && actual.expiraEn > values[':now'];
  throw new Error(`condition not modelled: ${expr}`);
}

beforeEach(() => {
  tabla.clear();
  ddbMock.reset();
  cognitoMock.reset();
  ddbMock.on(GetCommand).callsFake((input) => ({ Item: tabla.get(id(input.Key)) }));
  ddbMock.on(PutCommand).callsFake((input) => {
    if (!cumple(input.ConditionExpression, tabla.get(id(input.Item)), input.ExpressionAttributeValues)) throw fallo();
    tabla.set(id(input.Item), structuredClone(input.Item));
    return {};
  });
  ddbMock.on(DeleteCommand).callsFake((input) => {
    const actual = tabla.get(id(input.Key));
    if (!cumple(input.ConditionExpression, actual, input.ExpressionAttributeValues)) throw fallo();
    tabla.delete(id(input.Key));
    return { Attributes: input.ReturnValues === 'ALL_OLD' ? actual : undefined };
  });
  ddbMock.on(UpdateCommand).callsFake((input) => {
    const actual = tabla.get(id(input.Key));
    if (!actual) throw fallo();
    const names = input.ExpressionAttributeNames as Record<string, string>;
    const [sets = '', removes = ''] = (input.UpdateExpression as string).replace(/^SET /, '').split(' REMOVE ');
    for (const [, n, v] of sets.matchAll(/(#n\d+) = (:v\d+)/g)) actual[names[n]] = input.ExpressionAttributeValues[v];
    for (const n of removes.split(', ').filter(Boolean)) delete actual[names[n]];
    return { Attributes: actual };
  });
  cognitoMock.on(AdminSetUserPasswordCommand).resolves({});
  cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
  tabla.set(id(usuarioKeys.perfil('e1', 'u1')), {
    ...usuarioKeys.perfil('e1', 'u1'),
    id: 'u1',
    email: 'ana@e1.test',
    rol: 'operador',
    empresaId: 'e1',
    activo: true,
    debeCambiarPassword: true,
  });
});

const NOW = 1_800_000_000_000;
const perfil = () => tabla.get(id(usuarioKeys.perfil('e1', 'u1')))!;

async function enlace(opts: { creadoEn?: number; expiraEn?: number } = {}): Promise<string> {
  const token = pw.tokenNuevo();
  await guardarRestablecimiento({
    hash: pw.hashToken(token),
    userId: 'u1',
    empresaId: 'e1',
    email: 'ana@e1.test',
    creadoEn: opts.creadoEn ?? NOW - 60_000,
    expiraEn: opts.expiraEn ?? NOW + 60_000,
  });
  return token;
}

const body = (token: string, password = 'Bob-Nueva-2026') => ({ token, password, confirmPassword: password });
const passwordsFijadas = () => cognitoMock.commandCalls(AdminSetUserPasswordCommand).map((c) => c.args[0].input.Password);

describe('the token', () => {
  it('is 256 random bits in base64url (43 characters), never the same twice', () => {
    const tokens = Array.from({ length: 200 }, () => pw.tokenNuevo());
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('is stored only as its SHA-256 (hex), under a tenant-free key', async () => {
    expect(pw.hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = await enlace();
    const guardados = [...tabla.entries()].filter(([k]) => k.startsWith('RESTABLECER#'));
    expect(guardados.map(([k]) => k)).toEqual([`RESTABLECER#${createHash('sha256').update(token).digest('hex')}|RESTABLECER`]);
    expect(JSON.stringify(guardados)).not.toContain(token);
    expect(restablecimientoKeys.enlace('h').PK).not.toMatch(/^EMP#/);
  });

  it('travels in the fragment of the web address, which no server or Referer ever sees', () => {
    expect(pw.enlaceRestablecimiento('tok')).toBe('https://app.talentia.example/restablecer#token=tok');
  });
});

describe('a reset with a link', () => {
  it('works once: the second use is refused and Cognito is not asked again', async () => {
    const token = await enlace();
    await pw.restablecerPassword(body(token), NOW);
    expect(passwordsFijadas()).toEqual(['Bob-Nueva-2026']);
    expect(cognitoMock.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    // The forced change is done; what was issued before now ends.
    expect(perfil().debeCambiarPassword).toBeUndefined();
    expect(perfil().sesionesDesde).toBe(NOW / 1000);
    expect(perfil().passwordCambiadaEn).toBe(new Date(NOW).toISOString());

    await expect(pw.restablecerPassword(body(token, 'Bob-Otra-2026'), NOW + 1)).rejects.toThrow(ValidationError);
    expect(passwordsFijadas()).toEqual(['Bob-Nueva-2026']);
  });

  it('two uses at once: exactly one wins', async () => {
    const token = await enlace();
    const results = await Promise.allSettled([
      pw.restablecerPassword(body(token, 'Bob-Una-2026'), NOW),
      pw.restablecerPassword(body(token, 'Bob-Dos-2026'), NOW),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(passwordsFijadas()).toHaveLength(1);
  });

  it('expires: refused from its expiry on, accepted a millisecond before', async () => {
    const caducado = await enlace({ expiraEn: NOW });
    await expect(pw.restablecerPassword(body(caducado), NOW)).rejects.toThrow(
      'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Solicita uno nuevo.',
    );
    const vigente = await enlace({ expiraEn: NOW + 1 });
    await pw.restablecerPassword(body(vigente), NOW);
    expect(passwordsFijadas()).toEqual(['Bob-Nueva-2026']);
  });

  it('an unknown token is refused like a used one', async () => {
    await expect(pw.restablecerPassword(body(pw.tokenNuevo()), NOW)).rejects.toThrow(ValidationError);
    expect(passwordsFijadas()).toEqual([]);
  });

  it('Cognito refusing the password puts the link back: it works with a better one', async () => {
    const token = await enlace();
    cognitoMock
      .on(AdminSetUserPasswordCommand)
      .rejectsOnce(Object.assign(new Error('Password does not conform to policy'), { name: 'InvalidPasswordException' }));
    await expect(pw.restablecerPassword(body(token, 'debil-debil'), NOW)).rejects.toThrow(
      'La contraseña no cumple la política de seguridad: usa al menos 8 caracteres',
    );
    expect(perfil().debeCambiarPassword).toBe(true);
    await pw.restablecerPassword(body(token), NOW);
    expect(passwordsFijadas()).toEqual(['debil-debil', 'Bob-Nueva-2026']);
  });

  it('a link made before the last password change does not work', async () => {
    const viejo = await enlace({ creadoEn: NOW - 10_000 });
    perfil().passwordCambiadaEn = new Date(NOW - 5_000).toISOString();
    await expect(pw.restablecerPassword(body(viejo), NOW)).rejects.toThrow(ValidationError);
    expect(passwordsFijadas()).toEqual([]);
  });

  it('a deactivated user cannot reset', async () => {
    const token = await enlace();
    perfil().activo = false;
    await expect(pw.restablecerPassword(body(token), NOW)).rejects.toThrow(
      'Tu usuario está desactivado. Contacta con el administrador de tu empresa.',
    );
    expect(passwordsFijadas()).toEqual([]);
  });
});
