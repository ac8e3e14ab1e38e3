// GET /api/oauth/config: which social providers are configured (a provider is enabled only when
// its client id is set; locally the local stack enables both through the OIDC test issuer).
import { authOauthConfig } from '../../../shared/routes/auth.js';
import { providerEnabled } from '../../lib/auth/oauth.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(authOauthConfig, async () =>
  ok({ providers: { google: { enabled: providerEnabled('google') }, microsoft: { enabled: providerEnabled('microsoft') } } }),
);
