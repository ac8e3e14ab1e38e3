// The logged-in shell (spec part 1 §2.4): a sticky header (product, the superadmin's company
// selector, status badges, notifications bell, avatar menu), a sidebar on large screens and a
// slide-in drawer on small ones with the same navigation, and the welcome banner above the page.
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Center, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Spinner, Stack } from '@chakra-ui/react';
import { etiquetaPlan } from '@shared/empresa-etiquetas';
import { BrandLogo } from '../components/brand-logo';
import { LogOutIcon, MenuIcon } from '../components/icons';
import { toaster } from '../components/toaster';
import { type VistaDashboard, useDashboard, vistaDashboard } from '../features/dashboard/api/dashboard';
import { NotificacionesBell } from '../features/notificaciones/notificaciones-bell';
import { irALogin } from '../lib/browser-navigation';
import { useSession, useUserProfileUpdated } from '../lib/session';
import { leerTraspaso, olvidarTraspaso } from '../lib/traspaso';
import { BannerBienvenida } from './shell/bienvenida';
import { useConexion, useOnline } from './shell/conexion';
import { BadgeConexion, BadgeIa, BadgeModoAdmin, BadgeOnline, BadgeSuperAdmin } from './shell/estado-badges';
import { MenuUsuario } from './shell/menu-usuario';
import { useModoAdmin } from './shell/modo-admin';
import { itemsNavegacion } from './pantallas';
import { NavegacionLista, PieNavegacion } from './shell/navegacion';
import { SelectorEmpresa } from './shell/selector-empresa';

function useCifrasEmpresa(vista: VistaDashboard) {
  const { data } = useDashboard(vista);
  if (vista.tipo !== 'empresa' || data?.tipo !== 'empresa') return null;
  return { candidatos: data.candidatos, entrevistas: data.totalEntrevistas };
}

/** While a screen's code downloads the first time: the shell stays, a spinner takes the page's place. */
function CargandoPantalla() {
  return (
    <Center py="16" role="status" aria-label="Cargando pantalla">
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}

export function AppLayout() {
  const { user, empresaActual, logout } = useSession();
  // A new avatar may keep its path: a profile update fetches the image again.
  const [avatarVersion, setAvatarVersion] = useState(0);
  useUserProfileUpdated(() => setAvatarVersion((v) => v + 1));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [modoAdmin, setModoAdmin] = useModoAdmin();
  const conexion = useConexion();
  const online = useOnline();

  const superadmin = user?.rol === 'superadmin';
  const tieneEmpresa = !!user?.empresaId || !!empresaActual;
  const items = itemsNavegacion(user, tieneEmpresa);
  const cifras = useCifrasEmpresa(vistaDashboard(user, empresaActual));
  const nombre = user ? [user.nombre, user.apellidos].filter(Boolean).join(' ') : '';
  const plan = empresaActual ? etiquetaPlan(empresaActual.plan) : null;

  const cerrarSesion = () => {
    // The sign-out request outlives this page (session.ts); the sign-in page is another document.
    void logout();
    irALogin();
  };

  // The sign-in page, another document (D86), leaves its welcome here: the toast it showed before.
  // Created after this commit: the toasts' view may mount in it too, and a toast created between
  // its first render and its subscription to the store would never show.
  // Shown only where the sign-in sent the visitor (/dashboard): had they opened another address
  // before the app started, the welcome would cover that page instead; it is dropped then.
  const { pathname } = useLocation();
  const [bienvenida] = useState(() => (pathname === '/dashboard' ? leerTraspaso('bienvenida') : undefined));
  useEffect(() => {
    olvidarTraspaso('bienvenida');
    if (!bienvenida) return;
    const timer = setTimeout(() => toaster.create({ type: 'success', title: bienvenida }));
    return () => clearTimeout(timer);
  }, [bienvenida]);

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
        <Flex px={{ base: '3', md: '6' }} h="16" align="center" gap={{ base: '2', md: '4' }}>
          <IconButton aria-label="Abrir menú" variant="ghost" size="sm" hideFrom="lg" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
          <BrandLogo />
          {superadmin && (
            <Box hideBelow="md">
              <SelectorEmpresa />
            </Box>
          )}
          <HStack flex="1" justify="flex-end" gap="2" minW="0">
            <HStack gap="2" hideBelow="xl">
              <BadgeOnline online={online} ultimaSincronizacion={conexion.ultimaSincronizacion} />
              <BadgeIa />
              {superadmin && modoAdmin && <BadgeModoAdmin />}
              {superadmin && <BadgeSuperAdmin />}
            </HStack>
            <Box hideBelow="sm">
              <BadgeConexion estado={conexion.estado} comprobando={conexion.comprobando} onComprobar={() => void conexion.comprobar()} />
            </Box>
            <NotificacionesBell />
            <IconButton aria-label="Cerrar Sesión" title="Cerrar Sesión" variant="ghost" size="sm" hideBelow="md" onClick={cerrarSesion}>
              <LogOutIcon />
            </IconButton>
            <MenuUsuario
              nombre={nombre}
              avatarVersion={avatarVersion}
              modoAdmin={modoAdmin}
              setModoAdmin={setModoAdmin}
              onCerrarSesion={cerrarSesion}
            />
          </HStack>
        </Flex>
      </Box>

      <Flex>
        <Box
          as="aside"
          hideBelow="lg"
          w="60"
          flexShrink={0}
          position="sticky"
          top="16"
          h="calc(100dvh - 4rem)"
          bg="bg"
          borderEndWidth="1px"
        >
          <Stack h="full" p="3" justify="space-between" overflowY="auto">
            <NavegacionLista items={items} />
            <PieNavegacion cifras={cifras} plan={plan} />
          </Stack>
        </Box>

        <Box as="main" flex="1" minW="0" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
          <Box maxW="7xl" mx="auto">
            {user && (
              <BannerBienvenida
                key={user.id}
                usuarioId={user.id}
                nombre={user.nombre}
                ultimoAcceso={user.accesoAnterior}
                saludado={bienvenida !== undefined}
              />
            )}
            <Suspense fallback={<CargandoPantalla />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Flex>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header borderBottomWidth="1px" py="3">
                <Drawer.Title asChild>
                  <Box>
                    <BrandLogo />
                  </Box>
                </Drawer.Title>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Cerrar menú" />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body p="3">
                <Stack gap="4">
                  {superadmin && (
                    <Box hideFrom="md">
                      <SelectorEmpresa portal={false} />
                    </Box>
                  )}
                  <NavegacionLista items={items} onNavegar={() => setDrawerOpen(false)} />
                </Stack>
              </Drawer.Body>
              <Drawer.Footer display="block" p="3">
                <Stack gap="3">
                  <HStack gap="2" wrap="wrap" hideFrom="xl">
                    <Box hideFrom="sm">
                      <BadgeConexion
                        estado={conexion.estado}
                        comprobando={conexion.comprobando}
                        onComprobar={() => void conexion.comprobar()}
                      />
                    </Box>
                    <BadgeOnline online={online} ultimaSincronizacion={conexion.ultimaSincronizacion} />
                    <BadgeIa />
                    {superadmin && modoAdmin && <BadgeModoAdmin />}
                    {superadmin && <BadgeSuperAdmin />}
                  </HStack>
                  <PieNavegacion cifras={cifras} plan={plan} />
                </Stack>
              </Drawer.Footer>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
