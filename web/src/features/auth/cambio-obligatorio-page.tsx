// The only screen of a user whose password someone else chose (an admin, the company wizard)
// until they choose their own (D37). The server refuses everything else meanwhile.
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@chakra-ui/react';
import { AlLogin } from '../../components/al-login';
import { CambiarPasswordForm } from '../../components/cambiar-password-form';
import { SplashScreen } from '../../components/splash-screen';
import { useSession } from '../../lib/session';
import { AuthCard } from './components/auth-card';

export function CambioObligatorioPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <SplashScreen />;
  // Signed out (here, or in another tab): the sign-in page, its own document (D86).
  if (session.status === 'anonymous') return <AlLogin />;
  if (!session.user?.debeCambiarPassword) return <Navigate to="/dashboard" replace />;
  return (
    <AuthCard
      titulo="Cambiar contraseña"
      descripcion={`Hola, ${session.user.nombre}. Tu contraseña te la dio otra persona: elige una propia para empezar a usar Talentia.`}
    >
      <CambiarPasswordForm textoBoton="Guardar y continuar" onCambiada={() => navigate('/dashboard', { replace: true })} />
      <Button variant="ghost" size="sm" alignSelf="center" onClick={() => void session.logout()}>
        Cerrar sesión
      </Button>
    </AuthCard>
  );
}
