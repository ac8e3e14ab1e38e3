// Renders a component of the logged-in app with its theme, a fresh SWR cache and the toaster: what a
// component test of a panel that reads the API and answers with toasts needs (no router, no session).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../app/theme';
import { Toaster } from '../components/toaster-view';

export function renderConTema(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChakraProvider value={system}>
        {ui}
        <Toaster />
      </ChakraProvider>
    </SWRConfig>,
  );
}
