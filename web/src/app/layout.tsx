// The logged-in shell (spec part 1 §2.4). For now a header with the product, the user and
// 'Cerrar Sesión' above the current page; the full shell (sidebar, badges, menus) comes next.
import { Avatar, Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet, useNavigate } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { LogOutIcon } from '../components/icons';
import { useSession } from '../lib/session';

export function AppLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();

  const cerrarSesion = () => {
    logout();
    navigate('/login', { replace: true });
  };

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
          <BrandLogo />
          <HStack gap="3">
            {user && (
              <HStack gap="2">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback name={user.nombre} />
                </Avatar.Root>
                <Text fontWeight="medium" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
                  {user.nombre}
                </Text>
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
