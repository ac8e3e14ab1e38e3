// Route guards (spec part 1 §2.1, §6), all read from the screen table (pantallas.tsx): logged-in
// pages need a session (and a password the user chose, D37) — without one the sign-in page,
// its own document (login.html, D86), is loaded —, /recuperar is for visitors only, a page the user
// may not open (not theirs, or disabled without a company) sends them to /dashboard, and a
// superadmin with no company chosen is asked to choose one on the screens that work on one company.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { areas as msgAreas } from '@shared/messages';
import { AlLogin } from '../components/al-login';
import { BuildingIcon } from '../components/icons';
import { ListaVacia } from '../components/lista-vacia';
import { SplashScreen } from '../components/splash-screen';
import { useSession } from '../lib/session';
import { type PantallaPrivada, estadoPantalla } from './pantallas';

export function RequireSession() {
  const { status, user } = useSession();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'anonymous') return <AlLogin />;
  // Someone else chose this user's password: only the change screen until they choose their own.
  if (user?.debeCambiarPassword) return <Navigate to="/cambiar-password" replace />;
  return <Outlet />;
}

export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}

/** 'Selecciona una empresa' in place of a screen that shows one company's data. */
export function AvisoSeleccionaEmpresa({ titulo }: { titulo: string }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {titulo}
      </Heading>
      <ListaVacia
        icono={<BuildingIcon />}
        titulo={msgAreas.seleccionaEmpresa}
        descripcion={
          <Text as="span">
            Elige una empresa en el selector <Text as="strong">Empresa actual</Text> de la cabecera para ver esta pantalla.
          </Text>
        }
      />
    </Stack>
  );
}

/** A logged-in screen as the table says: open, sent to /dashboard, or asking for a company. */
export function RequirePantalla({ pantalla, children }: { pantalla: PantallaPrivada; children: ReactNode }) {
  const { user, empresaActual } = useSession();
  const tieneEmpresa = !!user?.empresaId || !!empresaActual;
  if (estadoPantalla(user, tieneEmpresa, pantalla) !== 'abierta') return <Navigate to="/dashboard" replace />;
  if (pantalla.necesitaEmpresa && !pantalla.eligeEmpresa && user?.rol === 'superadmin' && !empresaActual) {
    return <AvisoSeleccionaEmpresa titulo={pantalla.navegacion?.etiqueta ?? pantalla.pagina} />;
  }
  return children;
}
