// Verifies the bearer token (a Cognito ID token) and returns its claims. In AWS this is
// CognitoJwtVerifier on the user pool; locally (AUTH_MODE=local) cognito-local's pool ids are
// not accepted by that verifier and its JWKS is served over http, so a JwtRsaVerifier with the
// configured issuer and an http-capable JWKS fetcher does the same checks (signature, issuer,
// audience = app client, expiry, token_use = id). The local issuer's signing key ships inside
// the cognito-local package: AUTH_MODE=local must never be set in AWS (the CDK stacks set cognito).
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../config.js';
import { UnauthorizedError } from '../errors.js';
import { servidor } from '../../../shared/messages.js';

export interface TokenClaims {
  sub: string;
  email?: string;
  'custom:rol'?: string;
  'custom:empresaId'?: string;
  token_use?: string;
  exp: number;
  [claim: string]: unknown;
}

interface Verifier {
  verify(token: string): Promise<unknown>;
}

let verifier: Verifier | undefined;

/** Plain http(s) fetcher for the local JWKS (the library's default refuses http). */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri, { signal: AbortSignal.timeout(3_000) });
    if (!res.ok) throw new Error(`JWKS ${res.status}`);
    return res.arrayBuffer();
  },
};

function getVerifier(): Verifier {
  if (verifier) return verifier;
  if (config.authMode === 'local') {
    verifier = JwtRsaVerifier.create(
      {
        issuer: config.jwtIssuer,
        jwksUri: config.jwtJwksUri,
        audience: config.userPoolClientId,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('token_use must be id');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
    );
  } else {
    verifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      clientId: config.userPoolClientId,
      tokenUse: 'id',
    });
  }
  return verifier;
}

/** Tests and the local stack restart with other issuers: forget the cached verifier. */
export function resetVerifier(): void {
  verifier = undefined;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1];
}

export async function verifyToken(token: string): Promise<TokenClaims> {
  try {
    const claims = (await getVerifier().verify(token)) as TokenClaims;
    if (!claims.sub) throw new Error('no sub');
    return claims;
  } catch {
    throw new UnauthorizedError(servidor.tokenInvalido);
  }
}
