// httpHandler's authentication against real tokens from the local user pool (cognito-local):
// a valid ID token passes; a missing, forged, expired, other-issuer or access token is 401; an
// inactive profile is 403; a role without the route's permission is 403.
import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../../shared/route-types.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let cognito: CognitoIdentityProviderClient;
let handlers: {
  protegida: (e: APIGatewayProxyEventV2, c: Context) => Promise<any>;
  soloEmpresas: (e: APIGatewayProxyEventV2, c: Context) => Promise<any>;
};
let repo: typeof import('../../functions/lib/db/repository.js');
let usuariosDb: typeof import('../../functions/lib/db/usuarios.js');
let superToken: string;
let superAccess: string;
let superSub: string;

const ctx = { awsRequestId: 'test' } as Context;

function event(token?: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/prueba',
    rawPath: '/api/prueba',
    rawQueryString: '',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requestContext: { requestId: randomUUID(), http: { method: 'GET', path: '/api/prueba' } } as never,
    isBase64Encoded: false,
  };
}

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

/** Signs a JWT with cognito-local's own key (shipped in its package), to forge precise claims. */
function signWithLocalKey(payload: Record<string, unknown>): string {
  const require = createRequire(import.meta.url);
  const { pem } = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'));
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(pem).toString('base64url');
  return `${header}.${body}.${signature}`;
}

async function login(email: string, password: string) {
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    // The seeded superadmin signs in with its second factor (D155): Cognito's challenge, answered as an
    // authenticator app would, with the test stack's secret.
    const r = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: out.Session,
        ChallengeResponses: {
          USERNAME: email,
          SOFTWARE_TOKEN_MFA_CODE: codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS),
        },
      }),
    );
    return r.AuthenticationResult!;
  }
  return out.AuthenticationResult!;
}

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  cognito = new CognitoIdentityProviderClient({});
  const { httpHandler, ok } = await import('../../functions/lib/http.js');
  repo = await import('../../functions/lib/db/repository.js');
  usuariosDb = await import('../../functions/lib/db/usuarios.js');
  const base = {
    path: '/api/prueba',
    family: 'prueba',
    public: false,
    tenant: 'platform',
    grants: [],
    summary: 'prueba',
    response: z.unknown(),
  } as const;
  handlers = {
    protegida: httpHandler(defineRoute({ ...base, method: 'GET', handler: 'x', permission: null }), async ({ caller }) =>
      ok({ userId: caller.userId, rol: caller.rol, permisos: caller.permisos }),
    ),
    soloEmpresas: httpHandler(defineRoute({ ...base, method: 'GET', handler: 'y', permission: 'manage_empresas' }), async () =>
      ok({ hecho: true }),
    ),
  };
  const tokens = await login(SUPERADMIN.email, SUPERADMIN.password);
  superToken = tokens.IdToken!;
  superAccess = tokens.AccessToken!;
  superSub = decode(superToken).sub as string;
});
afterAll(async () => {
  cognito?.destroy();
  await stack?.cleanup();
});

describe('a valid ID token from the user pool', () => {
  it('passes and builds the caller from the profile', async () => {
    const res = await handlers.protegida(event(superToken), ctx);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body.data).toMatchObject({ userId: superSub, rol: 'superadmin' });
    expect(body.data.permisos).toContain('manage_empresas');
    expect((await handlers.soloEmpresas(event(superToken), ctx)).statusCode).toBe(200);
  });
});

describe('refused tokens answer 401 with a Spanish message', () => {
  const cases: Array<[string, () => string | undefined]> = [
    ['no token', () => undefined],
    ['garbage', () => 'esto.no.es-un-jwt'],
    [
      'tampered payload',
      () => {
        const [h, , s] = superToken.split('.');
        const p = Buffer.from(JSON.stringify({ ...decode(superToken), 'custom:rol': 'superadmin', sub: 'otro' })).toString('base64url');
        return `${h}.${p}.${s}`;
      },
    ],
    ['expired', () => signWithLocalKey({ ...decode(superToken), iat: 1_700_000_000, exp: 1_700_000_600 })],
    ['another audience', () => signWithLocalKey({ ...decode(superToken), aud: 'otra-app' })],
    ['another issuer (same key)', () => signWithLocalKey({ ...decode(superToken), iss: 'http://127.0.0.1:1/otro-pool' })],
    ['an access token instead of the ID token', () => superAccess],
  ];
  it.each(cases)('%s', async (_name, token) => {
    const res = await handlers.protegida(event(token()), ctx);
    expect(res.statusCode).toBe(401);
    const body = JSON.parse(res.body);
    expect(body.success).toBe(false);
    expect(body.error).toBe('UNAUTHORIZED');
    expect(body.message).toMatch(/sesión|autenticado/i);
  });

  it('a token of the local OIDC issuer (trusted locally) for another app, or for an email with no user', async () => {
    const otherApp = await stack.oidc.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, decode(superToken), { iss: stack.oidcIssuer, aud: 'otra-app' }),
    });
    expect((await handlers.protegida(event(otherApp), ctx)).statusCode).toBe(401);
    const stranger = await stack.oidc.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { sub: 'x', iss: stack.oidcIssuer, aud: stack.clientId, email: 'nadie@otra.test', email_verified: true }),
    });
    expect((await handlers.protegida(event(stranger), ctx)).statusCode).toBe(401);
    const unverified = await stack.oidc.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { sub: 'y', iss: stack.oidcIssuer, aud: stack.clientId, email: SUPERADMIN.email, email_verified: false }),
    });
    expect((await handlers.protegida(event(unverified), ctx)).statusCode).toBe(401);
    // A provider that does not state the email is verified is not taken at its word (account takeover).
    const unstated = await stack.oidc.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { sub: 'z', iss: stack.oidcIssuer, aud: stack.clientId, email: SUPERADMIN.email });
        delete (payload as Record<string, unknown>).email_verified;
        return payload;
      },
    });
    expect((await handlers.protegida(event(unstated), ctx)).statusCode).toBe(401);
  });
});

describe('profile and permission checks', () => {
  it('an inactive user is refused with 403 on the next request', async () => {
    await repo.updateItem(usuariosDb.usuarioKeys.perfil(null, superSub), { activo: false });
    try {
      const res = await handlers.protegida(event(superToken), ctx);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body).message).toBe('Tu usuario está desactivado. Contacta con el administrador de tu empresa.');
    } finally {
      await repo.updateItem(usuariosDb.usuarioKeys.perfil(null, superSub), { activo: true });
    }
  });

  it('a valid token without a platform profile is 401', async () => {
    const email = 'sin-perfil@talentia.test';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: stack.userPoolId, Username: email, Password: 'Sin-Perfil-2026', Permanent: true }),
    );
    const { IdToken } = await login(email, 'Sin-Perfil-2026');
    expect((await handlers.protegida(event(IdToken!), ctx)).statusCode).toBe(401);
  });

  it('an operador lacks manage_empresas (403) but passes a route that needs no permission', async () => {
    const email = 'operador@empresa-a.test';
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'custom:rol', Value: 'operador' },
          { Name: 'custom:empresaId', Value: 'empresa-a' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: stack.userPoolId, Username: email, Password: 'Operador-2026', Permanent: true }),
    );
    const sub = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
    await repo.createItem({
      ...usuariosDb.usuarioKeys.perfil('empresa-a', sub),
      id: sub,
      email,
      rol: 'operador',
      empresaId: 'empresa-a',
      activo: true,
    });
    const { IdToken } = await login(email, 'Operador-2026');

    const denied = await handlers.soloEmpresas(event(IdToken!), ctx);
    expect(denied.statusCode).toBe(403);
    expect(JSON.parse(denied.body)).toMatchObject({
      success: false,
      error: 'FORBIDDEN',
      message: 'No tienes permiso para realizar esta acción',
    });
    const allowed = await handlers.protegida(event(IdToken!), ctx);
    expect(allowed.statusCode).toBe(200);
    expect(JSON.parse(allowed.body).data.permisos.sort()).toEqual(['manage_candidates', 'manage_interviews', 'view_reports']);
  });
});
