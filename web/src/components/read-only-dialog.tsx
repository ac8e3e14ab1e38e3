// The dialog that only shows something (a plan, an interview design, a whole report): a title with
// an optional line under it, the content, and 'Cerrar' (after the screen's own actions, if any) —
// the read-only sibling of FormDialog.
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { DialogoAbierto } from './dialogo-abierto';

interface ReadOnlyDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Cerrar, the close button, Escape or a click outside (not with `fullScreen`). */
  onClose: () => void;
  size?: Dialog.RootProps['size'];
  /** A long content scrolls inside the dialog; its body is then focusable and named by `bodyLabel`. */
  bodyLabel?: string;
  /** Buttons in the footer before 'Cerrar' ('Descargar PDF'). */
  actions?: ReactNode;
  /**
   * A long read (a report, perhaps with a review being written): the whole screen on a phone, from
   * md up all of it but a margin (not a 900 px box), scrolling inside; and only Cerrar, the close
   * icon or Escape close it — a stray click or focus outside must not throw it away.
   */
  fullScreen?: boolean;
  /** The body's own layout (where a report's columns scroll). */
  bodyProps?: Dialog.BodyProps;
  children: ReactNode;
}

export function ReadOnlyDialog(props: ReadOnlyDialogProps) {
  const { title, description, onClose, size, bodyLabel, actions, fullScreen, bodyProps, children } = props;
  const px = fullScreen ? { base: '4', md: '6' } : undefined;
  return (
    <DialogoAbierto
      size={fullScreen ? { mdDown: 'full', md: 'cover' } : size}
      scrollBehavior={bodyLabel || fullScreen ? 'inside' : undefined}
      closeOnInteractOutside={!fullScreen}
      // A cover dialog takes the whole positioner (less its padding), not the inside-scroll's shorter cap.
      contentProps={fullScreen ? { maxH: { md: 'full' } } : undefined}
      onClose={onClose}
    >
      <Dialog.Header flexDirection="column" alignItems="start" gap="1" {...(fullScreen ? { ps: px, pe: '12' } : {})}>
        <Dialog.Title wordBreak={fullScreen ? 'break-word' : undefined}>{title}</Dialog.Title>
        {description ? (
          <Dialog.Description color="fg.muted" fontSize="sm">
            {description}
          </Dialog.Description>
        ) : null}
      </Dialog.Header>
      <Dialog.Body
        {...(bodyLabel ? { tabIndex: 0, 'aria-label': bodyLabel } : {})}
        {...(fullScreen ? { px, minH: '0' } : {})}
        {...bodyProps}
      >
        {children}
      </Dialog.Body>
      <Dialog.Footer {...(fullScreen ? { flexWrap: 'wrap', px } : {})}>
        {actions}
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
