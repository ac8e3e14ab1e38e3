// Which social-login providers the backend has configured (GET /api/oauth/config, part 1 §7.2),
// and the address that starts a provider's sign-in. A failed request is only logged (part 1 §2.2):
// the buttons then report "not configured".
import useSWR, { preload } from 'swr';
import type * as z from 'zod/mini';
import type { OAuthConfigData, OAuthProvider } from '@shared/schemas/auth';
import { fetcher } from '../../../lib/api-client';
import { direccionRuta, urlRuta } from '../../../lib/api-rutas';

export type OAuthConfig = z.infer<typeof OAuthConfigData>;

// Plain SWR here, not useRuta: this module is in the sign-in page's own bundle (D86), which carries
// no registry for `invalidar`, and GET /api/oauth/config is the auth family's under another path.
const OAUTH_CONFIG_KEY = urlRuta('GET /api/oauth/config');

export function useOAuthConfig() {
  return useSWR<OAuthConfig>(OAUTH_CONFIG_KEY, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      console.warn('No se pudo cargar la configuración de login social', error);
    },
  });
}

/** Starts reading the configuration before React first renders (web/src/login/main.tsx); the hook takes that request over. */
export function precargarOAuthConfig(): void {
  void preload(OAUTH_CONFIG_KEY, fetcher).catch(() => undefined);
}

export function isProviderEnabled(config: OAuthConfig | undefined, provider: OAuthProvider): boolean {
  return config?.providers?.[provider]?.enabled === true;
}

/**
 * The backend path that starts a provider's sign-in. A typed email goes along as login_hint: the
 * provider suggests that account (the local OIDC issuer signs in as it).
 */
export function oauthStartUrl(provider: OAuthProvider, email?: string): string {
  return direccionRuta('GET /api/oauth/{provider}', { params: { provider }, query: { login_hint: email?.trim().toLowerCase() } });
}
