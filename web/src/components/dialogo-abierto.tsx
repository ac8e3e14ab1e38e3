// The shell the app's dialogs share: open while mounted, centred, over a backdrop in a portal.
// `onClose` runs on Escape, the close button or a click outside; a caller that may not close now
// (a request under way) says so in it. The root's other props (role, size, scrolling) pass through;
// `contentProps` style the box itself.
import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

type DialogoAbiertoProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'> & {
  onClose: () => void;
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
};

export function DialogoAbierto({ onClose, contentProps, children, ...root }: DialogoAbiertoProps) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
