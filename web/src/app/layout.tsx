// The logged-in shell (spec part 1 §2.4), for now: a header with the product, the main links, the
// user (avatar and name, refreshed on 'userProfileUpdated') and 'Cerrar Sesión' above the current
// page. The full shell (sidebar, badges, menus) comes in a later issue.
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Box, Button, Container, Flex, HStack, Text, type StackProps } from '@chakra-ui/react';
import { ROL_ETIQUETA, tienePermiso } from '../../../shared/permissions';
import { BrandLogo } from '../components/brand-logo';
import { LogOutIcon } from '../components/icons';
import { UserAvatar } from '../components/user-avatar';
import { useSession, useUserProfileUpdated } from '../lib/session';
import { puedeVerPagina } from './route-guards';

interface Enlace {
  to: string;
  label: string;
}

function Navegacion({ enlaces, ...props }: { enlaces: Enlace[] } & StackProps) {
  return (
    <HStack as="nav" aria-label="Navegación principal" gap="1" {...props}>
      {enlaces.map(({ to, label }) => (
        <Button
          key={to}
          asChild
          variant="ghost"
          size="sm"
          color="fg.muted"
          _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
        >
          <NavLink to={to}>{label}</NavLink>
        </Button>
      ))}
    </HStack>
  );
}

export function AppLayout() {
  const { user, empresaActual, logout } = useSession();
  const navigate = useNavigate();
  // A new avatar may keep its path: a profile update fetches the image again.
  const [avatarVersion, setAvatarVersion] = useState(0);
  useUserProfileUpdated(() => setAvatarVersion((v) => v + 1));

  const cerrarSesion = () => {
    void logout();
    navigate('/login', { replace: true });
  };

  const tieneEmpresa = !!user?.empresaId || !!empresaActual;
  const enlaces: Enlace[] = [
    { to: '/dashboard', label: 'Dashboard' },
    ...(puedeVerPagina(user, tieneEmpresa, 'empresas') ? [{ to: '/empresas', label: 'Empresas' }] : []),
    ...(puedeVerPagina(user, tieneEmpresa, 'areas') ? [{ to: '/areas', label: 'Áreas' }] : []),
    ...(user && tienePermiso(user.rol, user.activo !== false, 'manage_users') ? [{ to: '/usuarios', label: 'Usuarios' }] : []),
    { to: '/perfil', label: 'Mi Perfil' },
  ];
  const nombre = user ? [user.nombre, user.apellidos].filter(Boolean).join(' ') : '';

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
        <Flex
          maxW="7xl"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py={{ base: '2', md: '0' }}
          minH="16"
          align="center"
          justify="space-between"
          wrap="wrap"
          columnGap="8"
          rowGap="1"
        >
          <BrandLogo />
          {/* On small screens the links take a second row of their own. */}
          <Navegacion enlaces={enlaces} order={{ base: 3, md: 0 }} width={{ base: 'full', md: 'auto' }} flex={{ md: '1' }} overflowX="auto" />
          <HStack gap="3">
            {user && (
              <HStack gap="2.5">
                <UserAvatar nombre={nombre} avatarUrl={user.avatarUrl} version={avatarVersion} size="sm" />
                <Box display={{ base: 'none', sm: 'block' }} lineHeight="short">
                  <Text fontWeight="medium" fontSize="sm">
                    {nombre}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {ROL_ETIQUETA[user.rol]}
                  </Text>
                </Box>
              </HStack>
            )}
            <Button variant="outline" size="sm" onClick={cerrarSesion}>
              <LogOutIcon />
              Cerrar Sesión
            </Button>
          </HStack>
        </Flex>
      </Box>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
