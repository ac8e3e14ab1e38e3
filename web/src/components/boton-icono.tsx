// An icon-only button says what it does twice: to a screen reader (its aria-label) and, on hover or
// keyboard focus, to everyone else (a tooltip with the same words). Cards used bare icons (D126).
import { forwardRef } from 'react';
import { IconButton, type IconButtonProps, Portal, Tooltip } from '@chakra-ui/react';

export type BotonIconoProps = IconButtonProps & { 'aria-label': string };

export const BotonIcono = forwardRef<HTMLButtonElement, BotonIconoProps>(function BotonIcono(props, ref) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <IconButton ref={ref} {...props} />
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{props['aria-label']}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
});
