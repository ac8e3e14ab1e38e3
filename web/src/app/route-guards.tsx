// Route guards (spec part 1 §2.1): logged-in pages need a session, /login is for visitors only,
// and pages reserved to a role or a permission send everyone else to /dashboard.
import { Navigate, Outlet, useLocation } from 'react-router';
import { type Permiso, tienePermiso } from '../../../shared/permissions';
import { SplashScreen } from '../components/splash-screen';
import { useSession } from '../lib/session';

export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
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
