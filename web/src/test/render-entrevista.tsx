// Renders the candidate's page (its own entry, D85) for an address, as web/src/entrevista/main.tsx
// does, with a fresh SWR cache.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { EntrevistaPublicaPage, tokenDeRuta } from '../features/entrevista-publica/entrevista-publica-page';

export function renderEntrevista(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EntrevistaPublicaPage token={tokenDeRuta(path)} />
    </SWRConfig>,
  );
}
