// The avatar menu (spec part 1 §2.4): name, email, role label, company name, a current-company card
// (plan, status, users against limit), the superadmin's MRR (per currency) and active companies, and
// the links Mi Perfil, Configuración, Panel Sistema (superadmin) and Cerrar Sesión.
import { Badge, Box, Button, HStack, Menu, Portal, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ROL_ETIQUETA } from '@shared/permissions';
import { LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from '../../components/icons';
import { UserAvatar } from '../../components/user-avatar';
import { useSession } from '../../lib/session';
import { ETIQUETA_ESTADO_EMPRESA, etiquetaPlan, nombreEmpresa } from '@shared/empresa-etiquetas';
import { textoPorMoneda } from '@shared/moneda';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import { empresaActiva, usuariosDeLimite } from '../../lib/empresa-info';

interface Props {
  nombre: string;
  avatarVersion: number;
  modoAdmin: boolean;
  setModoAdmin: (on: boolean) => void;
  onCerrarSesion: () => void;
}

const GLOBAL = { tipo: 'global' } as const;

/**
 * The platform's MRR, the global dashboard's (D101: one MRR, the paying subscriptions'), one line per
 * currency it bills in (issue 67): never added across currencies. Read when the menu opens; with no
 * company selected it is the dashboard's own read, already in the cache.
 */
function MrrPlataforma() {
  const { data } = useDashboard(GLOBAL);
  const porMoneda = data?.tipo === 'global' ? data.mrrPorMoneda : null;
  return (
    <Box p="2" rounded="md" bg="green.subtle" role="group" aria-label="MRR">
      <Text color="fg.muted">MRR</Text>
      {porMoneda ? (
        porMoneda.map((m) => (
          <Text key={m.moneda} fontWeight="bold" fontSize={porMoneda.length > 1 ? 'sm' : 'md'} color="green.fg">
            {textoPorMoneda([m])}
          </Text>
        ))
      ) : (
        <Text fontWeight="bold" fontSize="md" color="green.fg">
          —
        </Text>
      )}
    </Box>
  );
}

export function MenuUsuario({ nombre, avatarVersion, modoAdmin, setModoAdmin, onCerrarSesion }: Props) {
  const { user, empresas, empresaActual } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const superadmin = user.rol === 'superadmin';
  const empresaNombre = nombreEmpresa(empresaActual) || user.empresaNombre || '';

  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* Named by what it shows (WCAG 2.5.3: the visible text is part of the name) plus a hidden hint. */}
        <Button variant="ghost" size="sm" px="1.5" h="auto" py="1">
          <HStack gap="2.5">
            <UserAvatar nombre={nombre} avatarUrl={user.avatarUrl} version={avatarVersion} size="sm" />
            <Box hideBelow="md" lineHeight="short" textAlign="start">
              <Text fontWeight="medium" fontSize="sm">
                {nombre}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                {ROL_ETIQUETA[user.rol]}
              </Text>
            </Box>
            <VisuallyHidden>menú de usuario</VisuallyHidden>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxW="80">
            <Box px="2" py="2">
              <Text fontWeight="semibold">{nombre}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
              <HStack mt="1.5" gap="1.5" wrap="wrap">
                <Badge colorPalette={superadmin ? 'purple' : 'brand'} size="sm">
                  {ROL_ETIQUETA[user.rol]}
                </Badge>
                {empresaNombre && (
                  <Text fontSize="xs" color="fg.muted">
                    {empresaNombre}
                  </Text>
                )}
              </HStack>
            </Box>
            {empresaActual && (
              <Box
                mx="2"
                mb="2"
                p="2.5"
                rounded="md"
                borderWidth="1px"
                bg="bg.subtle"
                fontSize="xs"
                role="group"
                aria-label="Datos de la empresa actual"
              >
                <Text fontWeight="semibold" fontSize="sm" mb="1">
                  {nombreEmpresa(empresaActual) || 'Empresa actual'}
                </Text>
                <SimpleGrid columns={3} gap="2">
                  <Stack gap="0">
                    <Text color="fg.muted">Plan</Text>
                    <Text fontWeight="medium">{etiquetaPlan(empresaActual.plan)}</Text>
                  </Stack>
                  <Stack gap="0">
                    <Text color="fg.muted">Estado</Text>
                    <Text fontWeight="medium">{ETIQUETA_ESTADO_EMPRESA[empresaActual.estado ?? 'activa'] ?? empresaActual.estado}</Text>
                  </Stack>
                  <Stack gap="0">
                    <Text color="fg.muted">Usuarios</Text>
                    <Text fontWeight="medium">{usuariosDeLimite(empresaActual)}</Text>
                  </Stack>
                </SimpleGrid>
              </Box>
            )}
            {superadmin && (
              <>
                <SimpleGrid columns={2} gap="2" mx="2" mb="2" fontSize="xs">
                  <MrrPlataforma />
                  <Box p="2" rounded="md" bg="brand.subtle">
                    <Text color="fg.muted">Empresas activas</Text>
                    <Text fontWeight="bold" fontSize="md" color="brand.fg">
                      {empresas.filter(empresaActiva).length}
                    </Text>
                  </Box>
                </SimpleGrid>
                {/* A menu holds only menu items (ARIA): the admin mode is a checkbox item drawn as a switch. */}
                <Menu.CheckboxItem value="modo-admin" checked={modoAdmin} onCheckedChange={setModoAdmin} closeOnSelect={false} ps="2">
                  <Menu.ItemText>Modo Admin</Menu.ItemText>
                  <Box
                    aria-hidden="true"
                    w="7"
                    h="4"
                    p="0.5"
                    rounded="full"
                    bg={modoAdmin ? 'brand.solid' : 'gray.muted'}
                    display="flex"
                    justifyContent={modoAdmin ? 'flex-end' : 'flex-start'}
                    transition="background 0.2s"
                  >
                    <Box boxSize="3" rounded="full" bg="white" shadow="xs" />
                  </Box>
                </Menu.CheckboxItem>
              </>
            )}
            <Menu.Separator />
            <Menu.Item value="/perfil" onClick={() => navigate('/perfil')}>
              <UserIcon />
              Mi Perfil
            </Menu.Item>
            <Menu.Item value="/configuracion" onClick={() => navigate('/configuracion')}>
              <SettingsIcon />
              Configuración
            </Menu.Item>
            {superadmin && (
              <Menu.Item value="/saas-admin" onClick={() => navigate('/saas-admin')}>
                <ShieldIcon />
                Panel Sistema
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={onCerrarSesion} color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LogOutIcon />
              Cerrar Sesión
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
