// One notification (spec part 1 §2.5): type icon, title, message, relative time, priority colour,
// unread dot and a remove button (×). Clicking the entry marks it read and follows its link.
import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { TipoNotificacionPanel, PrioridadNotificacion } from '@shared/schemas/notificacion';
import { CalendarIcon, CheckCircleIcon, InfoIcon, SettingsIcon, UserIcon, XIcon } from '../../components/icons';
import { tiempoRelativo } from '../../lib/tiempo-relativo';
import type { Notificacion } from './api/notificaciones';

const ICONO: Record<TipoNotificacionPanel, ComponentType<{ boxSize?: string; color?: string }>> = {
  entrevista: CalendarIcon,
  candidato: UserIcon,
  sistema: SettingsIcon,
  completado: CheckCircleIcon,
  other: InfoIcon,
};

/** alta red, media yellow, baja green. */
export const COLOR_PRIORIDAD: Record<PrioridadNotificacion, string> = { alta: 'red', media: 'yellow', baja: 'green' };

interface Props {
  notificacion: Notificacion;
  onAbrir: (n: Notificacion) => void;
  onEliminar: (n: Notificacion) => void;
}

export function NotificacionItem({ notificacion: n, onAbrir, onEliminar }: Props) {
  const Icono = ICONO[n.type] ?? InfoIcon;
  const palette = n.prioridad ? COLOR_PRIORIDAD[n.prioridad] : 'gray';
  const noLeida = !n.isRead;
  return (
    <Box
      as="li"
      listStyleType="none"
      position="relative"
      borderLeftWidth="3px"
      borderLeftColor={`${palette}.500`}
      bg={noLeida ? 'brand.subtle' : 'transparent'}
      _hover={{ bg: 'bg.muted' }}
      data-prioridad={n.prioridad ?? undefined}
      data-leida={n.isRead ? 'true' : 'false'}
    >
      <HStack align="start" gap="0">
        <Box as="button" flex="1" minW="0" textAlign="start" px="3" py="2.5" cursor="pointer" onClick={() => onAbrir(n)} focusRing="inside">
          <HStack align="start" gap="3">
            <Box mt="0.5" p="1.5" rounded="md" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0}>
              <Icono boxSize="4" />
            </Box>
            <Stack gap="0.5" minW="0" flex="1">
              <HStack justify="space-between" gap="2">
                <Text fontWeight={noLeida ? 'semibold' : 'medium'} fontSize="sm" lineClamp={1}>
                  {n.title}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {tiempoRelativo(n.timestamp)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {n.message}
              </Text>
              {n.actionUrl && n.actionText && (
                <Text fontSize="xs" color="brand.fg" fontWeight="medium">
                  {n.actionText}
                </Text>
              )}
            </Stack>
            {noLeida && <Box role="img" aria-label="No leída" boxSize="2" mt="2" rounded="full" bg="brand.solid" flexShrink={0} />}
          </HStack>
        </Box>
        <IconButton aria-label="Eliminar notificación" variant="ghost" size="2xs" m="1.5" color="fg.muted" onClick={() => onEliminar(n)}>
          <XIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}

/** The list of notifications, each a NotificacionItem (the bell's popover and the page share it). */
export function ListaNotificaciones({ items, onAbrir, onEliminar }: { items: Notificacion[] } & Omit<Props, 'notificacion'>) {
  return (
    <Stack as="ul" gap="0" divideY="1px" divideColor="border" aria-label="Lista de notificaciones">
      {items.map((n) => (
        <NotificacionItem key={n.id} notificacion={n} onAbrir={onAbrir} onEliminar={onEliminar} />
      ))}
    </Stack>
  );
}
