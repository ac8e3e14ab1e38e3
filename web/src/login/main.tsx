// Entry of the sign-in page, web/login.html (D86): React and the page, nothing of the logged-in app
// (no router, no Chakra, no session provider; zod only once the form is used). CloudFront, the local
// servers and the bench serve that HTML for /login.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { precargarOAuthConfig } from '../features/auth/api/oauth-config';
import { LoginPage } from '../features/auth/login-page';
import { navegacionDocumento } from '../lib/browser-navigation';
import { hayTokenVigente } from '../lib/token-guardado';
import { tomarTraspaso } from '../lib/traspaso';

/**
 * The prefetches of the app's code the build wrote into the page's template (vite.config.ts
 * prefetchDeLaApp; none in the dev server), put in its head: fetched at the lowest priority into the
 * cache, run by nothing here, so the app after «Acceder» does not load its code in waves (D122).
 */
function precargarApp() {
  const plantilla = document.getElementById('precarga-app');
  if (plantilla instanceof HTMLTemplateElement) document.head.append(plantilla.content);
}

/** Once the browser is idle (soon after the page's load), or at once where it cannot say. */
function cuandoOcioso(hacer: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(hacer, { timeout: 1000 });
  else setTimeout(hacer, 0);
}

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

if (hayTokenVigente()) {
  // Signed in already (in another tab, say): the app checks the token with the server, as on any
  // start, and sends the visitor back here if it is refused (it clears it first: no loop).
  navegacionDocumento.reemplazar('/dashboard');
} else {
  // The providers' configuration is read now, not after React's first render.
  precargarOAuthConfig();
  // The app's code for the dashboard, into the cache while the visitor types (D122).
  if (document.readyState === 'complete') cuandoOcioso(precargarApp);
  else window.addEventListener('load', () => cuandoOcioso(precargarApp), { once: true });
  // Why the app sent the visitor here, if it said (the session expired): read once.
  const aviso = tomarTraspaso('avisoLogin');
  // The HTML painted the page's first render (prepintado.ts): React takes that markup over rather
  // than drawing it again, so what was typed or filled in before the script came stays.
  hydrateRoot(
    container,
    <StrictMode>
      <LoginPage aviso={aviso} />
    </StrictMode>,
  );
}
