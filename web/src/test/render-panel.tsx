// One screen or panel of the logged-in app rendered alone, inside the app's own providers (session,
// theme, toaster) with a fresh SWR cache, on an in-memory router at `ruta` for the links it draws.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';

export const conApp = (ui: ReactNode, ruta = '/') =>
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</AppProvider>
    </MemoryRouter>,
  );
