// The header's notifications bell and panel (spec part 1 §2.5): the unread count (capped '99+'),
// the latest notifications, 'Marcar todo como leído' and 'Ver todas las notificaciones'.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Center, HStack, IconButton, Popover, Portal, Separator, Spinner, Text } from '@chakra-ui/react';
import { NOTIFICACIONES } from '@shared/constants';
import { BellIcon } from '../../components/icons';
import { textoBadge, useNotificacionesPanel } from './api/notificaciones';
import { ListaNotificaciones } from './notificacion-item';
import { useAccionesNotificaciones } from './use-acciones';

export function NotificacionesBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useNotificacionesPanel();
  const acciones = useAccionesNotificaciones({
    aplicarLocal: (cambio) => mutate((p) => (p ? cambio(p) : p), { revalidate: false }),
    revalidar: () => mutate(),
    onNavegar: () => setOpen(false),
  });

  const items = data?.items ?? [];
  const noLeidas = data?.noLeidas ?? items.filter((n) => !n.isRead).length;
  const badge = textoBadge(noLeidas, NOTIFICACIONES.badgeCap);

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={badge ? `Notificaciones: ${badge} sin leer` : 'Notificaciones'}
          variant="ghost"
          size="sm"
          position="relative"
        >
          <BellIcon />
          {badge && (
            <Box
              as="span"
              data-testid="notificaciones-badge"
              position="absolute"
              top="0"
              insetEnd="0"
              transform="translate(30%, -25%)"
              minW="4.5"
              h="4.5"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              lineHeight="1"
              pointerEvents="none"
            >
              {badge}
            </Box>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'calc(100vw - 2rem)', sm: '96' }} maxW="96">
            <Popover.Header px="4" py="3">
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">Notificaciones</Popover.Title>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  disabled={noLeidas === 0}
                  onClick={() => void acciones.marcarTodas()}
                >
                  Marcar todo como leído
                </Button>
              </HStack>
            </Popover.Header>
            <Separator />
            <Popover.Body p="0" maxH="96" overflowY="auto">
              {isLoading && !data ? (
                <Center py="8">
                  <Spinner size="sm" color="brand.solid" />
                </Center>
              ) : error && !data ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted" fontSize="sm">
                  No se pudieron cargar las notificaciones
                </Text>
              ) : items.length === 0 ? (
                <Text px="4" py="8" textAlign="center" color="fg.muted" fontSize="sm">
                  No hay notificaciones
                </Text>
              ) : (
                <ListaNotificaciones items={items} onAbrir={acciones.abrir} onEliminar={(x) => void acciones.eliminar(x)} />
              )}
            </Popover.Body>
            <Separator />
            <Popover.Footer p="2">
              <Button
                width="full"
                size="sm"
                variant="ghost"
                colorPalette="brand"
                onClick={() => {
                  setOpen(false);
                  navigate('/notificaciones');
                }}
              >
                Ver todas las notificaciones
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
