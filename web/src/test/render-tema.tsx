// A component of the logged-in app rendered alone: Chakra's theme, a fresh SWR cache and the toaster.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../app/theme';
import { Toaster } from '../components/toaster-view';

export const conTema = (ui: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChakraProvider value={system}>
        {ui}
        <Toaster />
      </ChakraProvider>
    </SWRConfig>,
  );
