// The app's routes, built from the screen table (pantallas.tsx; spec part 1 §2.1 and part 2 §2).
// Logged-in screens sit behind the session guard and inside the shell; /recuperar is for visitors
// and the public links (the social-login callback, the password links) stand outside both. The
// sign-in page (login.html, D86) and the candidate's interview (entrevista.html, D85) are documents
// of their own, not routes of this app. Each screen and the shell are loaded when first shown;
// until then a small fallback shows.
import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { getStoredToken } from '../lib/api-client';
import { PANTALLAS, PANTALLAS_PRIVADAS } from './pantallas';
import { LimiteErrores } from './route-error';
import { RequirePantalla, RequireSession, VisitorsOnly } from './route-guards';
import { cargarTemaCompleto } from './tema';

/** The logged-in shell, with the whole design system; loaded once (a failed load is tried again). */
let cargaLayout: Promise<{ default: ComponentType }> | null = null;
const cargarLayout = () =>
  (cargaLayout ??= Promise.all([import('./layout'), cargarTemaCompleto()]).then(
    ([{ AppLayout: Layout }]) => ({ default: Layout }),
    (error: unknown) => {
      cargaLayout = null;
      throw error;
    },
  ));
const AppLayout = lazy(cargarLayout);

/**
 * The code the app needs to show `ruta` to a signed-in user — the shell, the whole design system
 * and the route's screen (`/` is the dashboard) — asked for as soon as the session check (GET
 * /api/auth/me) has gone out, so both run together instead of one after the other (D122). Only
 * code: nothing is drawn before the session guard lets it, and with no stored token (the sign-in
 * page comes next) nothing is asked for. A failed load is left for the screen to try again and report.
 */
export function precargarInicio(ruta: string): void {
  if (!getStoredToken()) return;
  const camino = ruta.length > 1 ? ruta.replace(/\/+$/, '') : ruta;
  const pantalla = PANTALLAS_PRIVADAS.find((p) => p.rutas.includes(camino === '/' ? '/dashboard' : camino));
  if (!pantalla) return;
  for (const carga of [cargarLayout(), pantalla.Componente.precargar()]) carga.catch(() => {});
}

function Raiz() {
  return (
    <LimiteErrores>
      <Suspense fallback={<SplashScreen />}>
        <Outlet />
      </Suspense>
    </LimiteErrores>
  );
}

const publicas: RouteObject[] = PANTALLAS.flatMap((p) =>
  p.acceso === 'sesion'
    ? []
    : p.rutas.map((path) => ({
        path,
        element:
          p.acceso === 'visitantes' ? (
            <VisitorsOnly>
              <p.Componente />
            </VisitorsOnly>
          ) : (
            <p.Componente />
          ),
      })),
);

const privadas: RouteObject[] = PANTALLAS_PRIVADAS.flatMap((p) =>
  p.rutas.map((path) => ({
    path,
    element: (
      <RequirePantalla pantalla={p}>
        <p.Componente />
      </RequirePantalla>
    ),
  })),
);

export const appRoutes: RouteObject[] = [
  {
    element: <Raiz />,
    children: [
      ...publicas,
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              ...privadas,
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

function Rutas() {
  return useRoutes(appRoutes);
}

/**
 * The browser's router. Declarative, not a data router (createBrowserRouter): the app uses no
 * loaders or actions, and the data router would add about 16 KB of gzipped JS to the app's first load.
 */
export function AppRouter() {
  // The screen's code, once the first commit's effects have run: the session provider's, which sends
  // the session check, runs after this one (a parent's after its children's), so the check goes first.
  useEffect(() => {
    const pronto = setTimeout(() => precargarInicio(window.location.pathname), 0);
    return () => clearTimeout(pronto);
  }, []);
  return (
    <BrowserRouter>
      <Rutas />
    </BrowserRouter>
  );
}
