// Route guards (spec part 1 §2.1): logged-in pages need a session, /login is for visitors only,
// and the superadmin-only pages send everyone else to /dashboard.
import { Navigate, Outlet, useLocation } from 'react-router';
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
