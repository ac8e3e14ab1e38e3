// The dialog that only shows something (a plan, an interview design): a title with an optional line
// under it, the content, and 'Cerrar' — the read-only sibling of FormDialog.
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { DialogoAbierto } from './dialogo-abierto';

interface ReadOnlyDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Cerrar, the close button, Escape or a click outside. */
  onClose: () => void;
  size?: Dialog.RootProps['size'];
  /** A long content scrolls inside the dialog; its body is then focusable and named by `bodyLabel`. */
  bodyLabel?: string;
  children: ReactNode;
}

export function ReadOnlyDialog({ title, description, onClose, size, bodyLabel, children }: ReadOnlyDialogProps) {
  return (
    <DialogoAbierto size={size} scrollBehavior={bodyLabel ? 'inside' : undefined} onClose={onClose}>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title>{title}</Dialog.Title>
        {description ? (
          <Dialog.Description color="fg.muted" fontSize="sm">
            {description}
          </Dialog.Description>
        ) : null}
      </Dialog.Header>
      <Dialog.Body {...(bodyLabel ? { tabIndex: 0, 'aria-label': bodyLabel } : {})}>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Cerrar" />
      </Dialog.CloseTrigger>
    </DialogoAbierto>
  );
}
