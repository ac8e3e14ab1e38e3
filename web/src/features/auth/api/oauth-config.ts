// Which social-login providers the backend has configured (GET /api/oauth/config, part 1 §7.2).
// A failed request is only logged (part 1 §2.2): the buttons then report "not configured".
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

export interface OAuthConfig {
  providers: Partial<Record<OAuthProvider, { enabled: boolean }>>;
}

export const OAUTH_CONFIG_KEY = '/api/oauth/config';

export function useOAuthConfig() {
  return useSWR<OAuthConfig>(OAUTH_CONFIG_KEY, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      console.warn('No se pudo cargar la configuración de login social', error);
    },
  });
}

export function isProviderEnabled(config: OAuthConfig | undefined, provider: OAuthProvider): boolean {
  return config?.providers?.[provider]?.enabled === true;
}
