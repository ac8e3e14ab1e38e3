// The app's routes, built from the screen table (pantallas.tsx; spec part 1 §2.1 and part 2 §2).
// Logged-in screens sit behind the session guard and inside the shell; /recuperar is for visitors
// and the public links (the social-login callback, the password links) stand outside both. The
// sign-in page (login.html, D86) and the candidate's interview (entrevista.html, D85) are documents
// of their own, not routes of this app. Each screen and the shell are loaded when first shown;
// until then a small fallback shows.
import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { PANTALLAS, PANTALLAS_PRIVADAS } from './pantallas';
import { LimiteErrores } from './route-error';
import { RequirePantalla, RequireSession, VisitorsOnly } from './route-guards';
import { cargarTemaCompleto } from './tema';

/** The logged-in shell, with the whole design system. */
const AppLayout = lazy(async () => {
  const [{ AppLayout: Layout }] = await Promise.all([import('./layout'), cargarTemaCompleto()]);
  return { default: Layout };
});

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
  return (
    <BrowserRouter>
      <Rutas />
    </BrowserRouter>
  );
}
