// Renders the sign-in page (its own entry, D86) as web/src/login/main.tsx does, with a fresh SWR
// cache: no router, no app provider.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { LoginPage } from '../features/auth/login-page';
import { tomarTraspaso } from '../lib/traspaso';

export function renderLogin() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LoginPage aviso={tomarTraspaso('avisoLogin')} />
    </SWRConfig>,
  );
}
