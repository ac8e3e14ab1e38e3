// The only screen of a user whose password someone else chose (an admin, the company wizard)
// until they choose their own (issue 9 §5). The server refuses everything else meanwhile.
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@chakra-ui/react';
import { CambiarPasswordForm } from '../../components/cambiar-password-form';
import { SplashScreen } from '../../components/splash-screen';
import { useSession } from '../../lib/session';
import { AuthCard } from './components/auth-card';

export function CambioObligatorioPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <SplashScreen />;
  if (session.status === 'anonymous') return <Navigate to="/login" replace />;
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
