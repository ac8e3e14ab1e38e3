// Environment of a function, read once. One variable per resource (STYLE.md rule 12); the local
// stack and the CDK stacks set the same names, so handlers have no local-only code.

function optional(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

function required(name: string): string {
  const v = optional(name);
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
}

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get filesBucket() {
    return required('FILES_BUCKET');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  /** 'cognito' in AWS (CognitoJwtVerifier); 'local' for cognito-local (JwtRsaVerifier over http JWKS). */
  get authMode(): 'cognito' | 'local' {
    return optional('AUTH_MODE') === 'local' ? 'local' : 'cognito';
  },
  /** Local mode only: the token issuer and its JWKS address. */
  get jwtIssuer() {
    return required('JWT_ISSUER');
  },
  get jwtJwksUri() {
    return optional('JWT_JWKS_URI') ?? `${required('JWT_ISSUER')}/.well-known/jwks.json`;
  },
  get webOrigin() {
    return optional('WEB_ORIGIN') ?? 'http://localhost:5173';
  },
  /** Public origin of the API (the OAuth redirect_uri is `${apiOrigin}/api/oauth/callback`). */
  get apiOrigin() {
    return optional('API_ORIGIN') ?? 'http://localhost:3001';
  },
  /** The Cognito hosted-UI domain (AWS), e.g. https://talentia-prod.auth.eu-west-1.amazoncognito.com. */
  get authDomainUrl() {
    return optional('AUTH_DOMAIN_URL');
  },
  /** Local stack only: the OIDC test issuer that stands in for the hosted UI. */
  get oidcIssuer() {
    return optional('OIDC_ISSUER');
  },
  /** A provider is enabled when its client id is configured (locally the local stack sets both). */
  oauthClientId(provider: 'google' | 'microsoft') {
    return optional(provider === 'google' ? 'GOOGLE_CLIENT_ID' : 'MICROSOFT_CLIENT_ID');
  },
  /**
   * The Secrets Manager secret (ARN; locally its name) holding the HMAC key of the OAuth state; read
   * at run time through functions/lib/secrets.ts. Functions with the oauth:state grant have it.
   */
  get oauthStateSecretId() {
    return required('OAUTH_STATE_SECRET_ID');
  },
  /**
   * The Secrets Manager secret (ARN locally: its name) that seals the refresh cookie; read at run
   * time through functions/lib/secrets.ts, never from the environment. Functions with the
   * session:cookie grant have it.
   */
  get sessionSecretId() {
    return required('SESSION_SECRET_ID');
  },
  get mailFrom() {
    return optional('MAIL_FROM') ?? 'no-reply@talentia.local';
  },
  get stage() {
    return optional('STAGE') ?? 'local';
  },
  /** Set by the local stack and the tests: responses are checked against the route's schema. */
  get validateResponses() {
    return optional('VALIDATE_RESPONSES') === 'true';
  },
};
