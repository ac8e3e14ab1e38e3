// Entry point of the web app: the providers and the router. Every screen, the logged-in shell and
// most of the design system load later, when first needed (app/pantallas.tsx, app/theme-initial.ts).
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
