// Every route of the app (spec part 1 §2.1 and part 2 §2). Logged-in pages sit behind the session
// guard and inside the shell; the candidate's public interview link and the social-login callback
// stand outside both.
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { AreasPage } from '../features/areas/areas-page';
import { CambioObligatorioPage } from '../features/auth/cambio-obligatorio-page';
import { LoginPage } from '../features/auth/login-page';
import { OAuthSuccessPage } from '../features/auth/oauth-success-page';
import { RecuperarPage } from '../features/auth/recuperar-page';
import { RestablecerPage } from '../features/auth/restablecer-page';
import { CandidatosPage } from '../features/candidatos/candidatos-page';
import { ConfiguracionPage } from '../features/configuracion/configuracion-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EmpresasPage } from '../features/empresas/empresas-page';
import { EntrevistaPublicaPage } from '../features/entrevista-publica/entrevista-publica-page';
import { EntrevistasPage } from '../features/entrevistas/entrevistas-page';
import { InformesPage } from '../features/informes/informes-page';
import { NotificacionesPage } from '../features/notificaciones/notificaciones-page';
import { OnboardingPage } from '../features/onboarding/onboarding-page';
import { PerfilPage } from '../features/perfil/perfil-page';
import { SaasAdminPage } from '../features/saas-admin/saas-admin-page';
import { ServiciosHrPage } from '../features/servicios-hr/servicios-hr-page';
import { UsuariosPage } from '../features/usuarios/usuarios-page';
import { AppLayout } from './layout';
import { RequirePagina, RequirePermission, RequireSession, RequireSuperadmin, VisitorsOnly } from './route-guards';
import { RouteError } from './route-error';

export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <VisitorsOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/recuperar', element: <RecuperarPage /> },
        ],
      },
      // A recovery link works whoever is signed in here; the first-sign-in change stands outside the shell.
      { path: '/restablecer', element: <RestablecerPage /> },
      { path: '/cambiar-password', element: <CambioObligatorioPage /> },
      { path: '/oauth/success', element: <OAuthSuccessPage /> },
      { path: '/entrevista/:accessToken', element: <EntrevistaPublicaPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/servicios', element: <ServiciosHrPage /> },
              { path: '/servicios-hr', element: <ServiciosHrPage /> },
              { path: '/candidatos', element: <CandidatosPage /> },
              { path: '/entrevistas', element: <EntrevistasPage /> },
              { path: '/informes', element: <InformesPage /> },
              { path: '/analytics', element: <AnalyticsPage /> },
              { element: <RequirePagina pagina="areas" />, children: [{ path: '/areas', element: <AreasPage /> }] },
              { element: <RequirePagina pagina="empresas" />, children: [{ path: '/empresas', element: <EmpresasPage /> }] },
              { path: '/perfil', element: <PerfilPage /> },
              { path: '/configuracion', element: <ConfiguracionPage /> },
              { path: '/notificaciones', element: <NotificacionesPage /> },
              { element: <RequirePermission permiso="manage_users" />, children: [{ path: '/usuarios', element: <UsuariosPage /> }] },
              {
                element: <RequireSuperadmin />,
                children: [
                  { path: '/saas-admin', element: <SaasAdminPage /> },
                  { path: '/onboarding', element: <OnboardingPage /> },
                ],
              },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, so a test or a remount never shares history with another instance.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
