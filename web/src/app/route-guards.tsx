// Route guards (spec part 1 §2.1): logged-in pages need a session (and a password the user chose,
// issue 9 §5), /login is for visitors only,
// and pages reserved to a role, a permission or the role's navigation send everyone else to /dashboard.
import { Navigate, Outlet, useLocation } from 'react-router';
import { type Pagina, type Permiso, navegacion, tienePermiso } from '@shared/permissions';
import { SplashScreen } from '../components/splash-screen';
import { type SessionUser, useSession } from '../lib/session';

export function RequireSession() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // Someone else chose this user's password: only the change screen until they choose their own.
  if (user?.debeCambiarPassword) return <Navigate to="/cambiar-password" replace />;
  return <Outlet />;
}

export function VisitorsOnly() {
  const { status } = useSession();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function RequireSuperadmin() {
  const { user } = useSession();
  if (user?.rol !== 'superadmin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Pages that need a permission of the role matrix (part 1 §6), e.g. manage_users for /usuarios. */
export function RequirePermission({ permiso }: { permiso: Permiso }) {
  const { user } = useSession();
  if (!user || !tienePermiso(user.rol, user.activo !== false, permiso)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Whether the navigation rules of part 1 §6 let the user open a page (visible and not disabled). */
export function puedeVerPagina(user: SessionUser | null, tieneEmpresa: boolean, pagina: Pagina): boolean {
  if (!user) return false;
  const estado = navegacion(user.rol, user.activo !== false, tieneEmpresa).find((e) => e.pagina === pagina);
  return !!estado && estado.visible && !estado.deshabilitada;
}

/** Pages of the layout's navigation (e.g. empresas, areas): others are sent to /dashboard. */
export function RequirePagina({ pagina }: { pagina: Pagina }) {
  const { user, empresaActual } = useSession();
  if (!puedeVerPagina(user, !!user?.empresaId || !!empresaActual, pagina)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
