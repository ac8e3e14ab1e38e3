// Renders the whole app (providers + real route table) at a path, on an in-memory router, with a
// fresh SWR cache, so tests click through what a person would see.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
import { loadWholeSystem } from '../app/theme-initial';

// The shell and the whole design system load on first use (app/router.tsx, app/theme-initial.ts): loading
// them while the test file is collected keeps that time out of each test's time limit.
await Promise.all([loadWholeSystem(), import('../app/layout')]);

export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
