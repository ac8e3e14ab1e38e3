// GET /api/oauth/{provider}: 302 to the authorize endpoint (Cognito hosted UI with
// identity_provider; locally the OIDC test issuer) with a signed state and a PKCE challenge.
import { auth as msgAuth, fmt, login as msgLogin } from '../../../shared/messages.js';
import { OAUTH_PROVIDER_NOMBRES } from '../../../shared/schemas/auth.js';
import { authOauthStart } from '../../../shared/routes/auth.js';
import { providerEnabled, startAuthorize } from '../../lib/auth/oauth.js';
import { ValidationError } from '../../lib/errors.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(authOauthStart, async ({ params, query }) => {
  if (!providerEnabled(params.provider)) {
    throw new ValidationError(fmt(msgLogin.proveedorNoConfigurado, { provider: OAUTH_PROVIDER_NOMBRES[params.provider] }), [
      { campo: 'provider', msg: msgAuth.proveedorNoSoportado },
    ]);
  }
  const start = await startAuthorize(params.provider, query.login_hint);
  return { statusCode: 302, headers: { location: start.url, 'cache-control': 'no-store' }, cookies: [start.cookie], body: '' };
});
