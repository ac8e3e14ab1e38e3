// Verifies the bearer token and returns its claims and where it came from. Trusted issuers:
// the user pool (AWS: CognitoJwtVerifier; locally cognito-local through a JwtRsaVerifier with an
// http JWKS fetcher, since CognitoJwtVerifier refuses local pool ids) and, locally, the OIDC test
// issuer that stands in for the Cognito hosted UI. Every check applies: signature, issuer,
// audience = our app client, expiry, and token_use = id for pool tokens. cognito-local's signing
// key ships inside its npm package: AUTH_MODE=local is never set by the CDK stacks.
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { TIEMPOS_SERVIDOR } from '../../../shared/constants.js';
import { servidor } from '../../../shared/messages.js';
import { isOutage, outageError } from '../aws/outage.js';
import { config } from '../config.js';
import { ServiceUnavailableError, UnauthorizedError } from '../errors.js';
import { callSignal } from '../request-scope.js';

export interface TokenClaims {
  sub: string;
  iss?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  'custom:rol'?: string;
  'custom:empresaId'?: string;
  identities?: unknown;
  token_use?: string;
  exp: number;
  [claim: string]: unknown;
}

/** 'pool': a user-pool user's own token; 'federated': signed in through a social provider. */
export type TokenSource = 'pool' | 'federated';

export interface VerifiedToken {
  claims: TokenClaims;
  source: TokenSource;
}

interface Verifier {
  verify(token: string): Promise<unknown>;
}

let poolVerifier: Verifier | undefined;
let federatedVerifier: Verifier | undefined;

/** Plain http(s) fetcher for local JWKS (the library's default refuses http). */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri, { signal: callSignal(AbortSignal.timeout(3_000)) });
    if (!res.ok) throw res.status >= 500 ? outageError(`JWKS ${res.status}`) : new Error(`JWKS ${res.status}`);
    return res.arrayBuffer();
  },
};

function getPoolVerifier(): Verifier {
  if (poolVerifier) return poolVerifier;
  poolVerifier =
    config.authMode === 'local'
      ? JwtRsaVerifier.create(
          {
            issuer: config.jwtIssuer,
            jwksUri: config.jwtJwksUri,
            audience: config.userPoolClientId,
            customJwtCheck: ({ payload }) => {
              if (payload.token_use !== 'id') throw new Error('token_use must be id');
            },
          },
          { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
        )
      : CognitoJwtVerifier.create({ userPoolId: config.userPoolId, clientId: config.userPoolClientId, tokenUse: 'id' });
  return poolVerifier;
}

/** Locally only: tokens of the OIDC test issuer (in AWS the hosted UI hands out pool tokens). */
function getFederatedVerifier(): Verifier | undefined {
  const issuer = config.authMode === 'local' ? config.oidcIssuer : undefined;
  if (!issuer) return undefined;
  federatedVerifier ??= JwtRsaVerifier.create(
    { issuer, jwksUri: `${issuer}/jwks`, audience: config.userPoolClientId },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return federatedVerifier;
}

/**
 * Tokens this container verified in the last TIEMPOS_SERVIDOR.autorizacionRecienteMs (docs/decisions/
 * D84): the same token string passes again without its signature being checked again (a signature
 * cannot change), still only before its `exp`. A token that failed is never kept, so each of its
 * uses is checked in full.
 */
const verificados = new Map<string, { verified: VerifiedToken; hasta: number }>();
const VERIFICADOS_MAX = 1_000;

function recordado(token: string, ahora: number): VerifiedToken | undefined {
  const memo = verificados.get(token);
  if (!memo) return undefined;
  if (memo.hasta > ahora && memo.verified.claims.exp * 1000 > ahora) return memo.verified;
  verificados.delete(token);
  return undefined;
}

function recordar(token: string, verified: VerifiedToken, ahora: number): VerifiedToken {
  if (verificados.size >= VERIFICADOS_MAX) verificados.delete(verificados.keys().next().value as string);
  verificados.set(token, { verified, hasta: ahora + TIEMPOS_SERVIDOR.autorizacionRecienteMs });
  return verified;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1];
}

function issuerOf(token: string): string | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).iss;
  } catch {
    return undefined;
  }
}

export async function verifyToken(token: string): Promise<VerifiedToken> {
  const ahora = Date.now();
  const memo = recordado(token, ahora);
  if (memo) return memo;
  try {
    const federated = getFederatedVerifier();
    // The issuer claim only chooses which verifier runs; that verifier then checks it again.
    if (federated && issuerOf(token) === config.oidcIssuer) {
      const claims = (await federated.verify(token)) as TokenClaims;
      if (!claims.sub) throw new Error('no sub');
      return recordar(token, { claims, source: 'federated' }, ahora);
    }
    const claims = (await getPoolVerifier().verify(token)) as TokenClaims;
    if (!claims.sub) throw new Error('no sub');
    // A pool token of a user who signed in through Google/Microsoft carries `identities`.
    return recordar(token, { claims, source: claims.identities ? 'federated' : 'pool' }, ahora);
  } catch (err) {
    // The issuer's keys could not be fetched: the token may be fine, the service is not. A 401 here
    // would end the user's session for an outage.
    if (err instanceof FetchError || isOutage(err)) throw new ServiceUnavailableError();
    throw new UnauthorizedError(servidor.tokenInvalido);
  }
}
