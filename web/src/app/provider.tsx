// Everything the app needs around its routes: the Chakra design system (the first screen's until
// the whole one has loaded: theme-initial.ts) in Spanish (es-ES), SWR with the API fetcher, the session and the toasts.
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { toaster } from '../components/toaster';
import { ApiError, fetcher } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { marcarSincronizacion } from '../lib/sincronizacion';
import { initialSystem, useDesignSystem } from './theme-initial';

const swrDefaults: SWRConfiguration = {
  fetcher,
  // A 4xx will not change by asking again; network failures and 5xx are retried.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  // Every read that succeeds is fresh data from the server: the header's «Última sincronización».
  // A hook that sets its own onSuccess replaces this one, so it calls it too (usePaginada does).
  onSuccess: () => marcarSincronizacion(),
};

/** Whether a toast has been created in this page: once mounted, the view stays. */
let avisosVistos = false;
const huboAvisos = () => avisosVistos || toaster.getCount() > 0;
// The store tells its subscribers before it lists the new toast: the flag is set here.
const suscribirAvisos = (avisar: () => void) =>
  toaster.subscribe(() => {
    avisosVistos = true;
    avisar();
  });

const ToasterVista = lazy(async () => ({ default: (await import('../components/toaster-view')).Toaster }));

/**
 * The toasts' view, mounted once there is a toast to show or the whole design system is in use
 * (a logged-in screen): the splash does not download it before it needs it. Toasts created
 * earlier wait in `toaster` and show when it mounts.
 */
function Avisos() {
  const completo = useDesignSystem() !== initialSystem;
  const hayAvisos = useSyncExternalStore(suscribirAvisos, huboAvisos);
  if (!hayAvisos && !completo) return null;
  return (
    <Suspense fallback={null}>
      <ToasterVista />
    </Suspense>
  );
}

export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  const system = useDesignSystem();
  return (
    <ChakraProvider value={system}>
      {/* Ark's components format numbers and dates in the app's language ('13 %', not '13%'). */}
      <LocaleProvider locale="es-ES">
        <SWRConfig value={{ ...swrDefaults, ...swr }}>
          <SessionProvider>
            {children}
            <Avisos />
          </SessionProvider>
        </SWRConfig>
      </LocaleProvider>
    </ChakraProvider>
  );
}
