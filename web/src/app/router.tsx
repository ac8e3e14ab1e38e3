// The app's routes, built from the screen table (pantallas.tsx; spec part 1 §2.1 and part 2 §2).
// Logged-in screens sit behind the session guard and inside the shell; /recuperar is for visitors
// and the public links (the social-login callback, the password links) stand outside both. The
// sign-in page (login.html, D86) and the candidate's interview (entrevista.html, D85) are documents
// of their own, not routes of this app. Each screen and the shell are loaded when first shown;
// until then a small fallback shows.
import { type ComponentType, Suspense, lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { useSWRConfig } from 'swr';
import { SplashScreen } from '../components/splash-screen';
import { precargarDashboard } from '../features/dashboard/api/dashboard';
import { getStoredToken } from '../lib/api-client';
import { useSession } from '../lib/session';
import { PANTALLAS, PANTALLAS_PRIVADAS } from './pantallas';
import { LimiteErrores } from './route-error';
import { RequirePantalla, RequireSession, VisitorsOnly } from './route-guards';
import { loadWholeSystem } from './theme-initial';

/** The logged-in shell, with the whole design system; loaded once (a failed load is tried again). */
let cargaLayout: Promise<{ default: ComponentType }> | null = null;
const cargarLayout = () =>
  (cargaLayout ??= Promise.all([import('./layout'), loadWholeSystem()]).then(
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

/**
 * The first screen's data asked for as soon as the session is open, beside its code (D130): at
 * /dashboard (or /), the dashboard's figures. Once per page load, with the session it opened with
 * (the hand-over of a sign-in: at the first commit; else once /me has answered). A layout effect,
 * run in the commit itself: a passive one waited here behind the evaluation of the shell's chunks.
 * The answer goes into SWR's cache as it arrives, so the screen's first render already shows the
 * figures (its read takes the same answer: no second request). Not for a user who must change their
 * password first (the guard shows only that screen).
 */
function usePrecargaDatosInicio() {
  const { status, user, empresaActual } = useSession();
  const { mutate } = useSWRConfig();
  const hecha = useRef(false);
  useLayoutEffect(() => {
    if (hecha.current || status === 'loading') return;
    hecha.current = true;
    if (status !== 'authenticated' || user?.debeCambiarPassword) return;
    const camino = window.location.pathname.replace(/\/+$/, '') || '/';
    if (camino === '/' || camino === '/dashboard')
      precargarDashboard(user, empresaActual, (clave, datos) => void mutate(clave, datos, { revalidate: false }));
  }, [status, user, empresaActual, mutate]);
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
  usePrecargaDatosInicio();
  return (
    <BrowserRouter>
      <Rutas />
    </BrowserRouter>
  );
}
