// 'Iniciar' (part 2 §2, §4: only on programada interviews). The assisted session it opens — an
// interviewer typing the candidate's answers on the candidate's interview page — does not exist
// yet (issue 12 continues), so the button is shown where the spec puts it, disabled, and says why
// (a tooltip on hover and the same text for screen readers); it never pretends to start anything.
import { useId } from 'react';
import { Box, Button, Tooltip, Portal, VisuallyHidden } from '@chakra-ui/react';
import { PlayIcon } from '../../../components/icons';

export const INICIAR_PENDIENTE = 'Iniciar aún no está disponible: la sesión asistida llegará con la página de entrevista del candidato.';

export function BotonIniciar({ candidato, size = 'sm' }: { candidato: string; size?: 'xs' | 'sm' | 'md' }) {
  const id = useId();
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        {/* A disabled button gets no hover: the tooltip hangs on its wrapper, which keyboard users can reach. */}
        <Box as="span" display="inline-flex" tabIndex={0} aria-describedby={id} rounded="l2">
          <Button
            size={size}
            variant="outline"
            disabled
            pointerEvents="none"
            tabIndex={-1}
            aria-label={`Iniciar la entrevista de ${candidato}`}
            aria-describedby={id}
          >
            <PlayIcon />
            Iniciar
          </Button>
          <VisuallyHidden id={id}>{INICIAR_PENDIENTE}</VisuallyHidden>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="64">{INICIAR_PENDIENTE}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
