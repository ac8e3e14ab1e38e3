// Everything the app needs around its routes: the Chakra design system, SWR with the API fetcher,
// the session and the toaster.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Toaster } from '../components/toaster';
import { ApiError, fetcher } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { system } from './theme';

const swrDefaults: SWRConfiguration = {
  fetcher,
  // A 4xx will not change by asking again; network failures and 5xx are retried.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ ...swrDefaults, ...swr }}>
        <SessionProvider>
          {children}
          <Toaster />
        </SessionProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}
