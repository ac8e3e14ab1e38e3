// The confirmation every delete asks for (spec part 1 §5: it says it cannot be undone): a title,
// what will go, an optional refusal from the server, and Cancelar / Eliminar. Other confirmations
// (cancel an interview, simulate one, reset the email configuration) use it with their own button
// words, which read better than 'Cancelar' / 'Eliminar' there; one that shows what it will do (the
// rejection mail's preview) gives its own body instead of the sentence.
import { type ReactNode, useState } from 'react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { mensajeDeError } from '../lib/form-errors';
import { toaster } from './toaster';
import { DialogoAbierto } from './dialogo-abierto';
import { AvisoError } from './aviso-error';

/**
 * The confirmed action of a dialog that stays open when the server refuses (an area still in use):
 * `pending` while it runs; a refusal shows in the dialog and as a toast. On success the caller
 * closes the dialog. Spread the result into ConfirmDialog.
 */
export function useConfirmAction(action: () => Promise<void>, errorTitle: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      const mensaje = mensajeDeError(e, errorTitle);
      setError(mensaje);
      toaster.create({ type: 'error', title: mensaje });
      setPending(false);
    }
  };
  return { pending, error, onConfirm };
}

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What the deletion removes, in one or two sentences: the dialog's description. */
  children?: ReactNode;
  /**
   * Content of its own in place of that sentence and `irreversible` (a mail's preview): the dialog
   * is then a plain dialog, not an alert, and a long body scrolls inside it.
   */
  body?: ReactNode;
  /** The confirmed action is running: the buttons wait. */
  pending: boolean;
  /** The server's refusal, shown inside the dialog (which stays open). */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The buttons' words (default 'Cancelar', 'Eliminar', 'Eliminando...'). */
  labels?: { cancel?: string; confirm?: string; pending?: string };
  /** The confirm button waits (what it confirms is not ready). */
  confirmDisabled?: boolean;
  /** What cannot be undone, in bold under the text: 'Esta acción no se puede deshacer.' (true, the default), its own sentence, or nothing (false). */
  irreversible?: boolean | string;
  colorPalette?: 'red' | 'brand';
  /** The dialog's width (Chakra's size; default md). */
  size?: 'sm' | 'md' | 'lg';
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, body, pending, error, onCancel, onConfirm, confirmDisabled } = props;
  const { irreversible = true, colorPalette = 'red', size } = props;
  const labels = { cancel: 'Cancelar', confirm: 'Eliminar', pending: 'Eliminando...', ...props.labels };
  return (
    <DialogoAbierto
      role={body ? 'dialog' : 'alertdialog'}
      size={size}
      scrollBehavior={body ? 'inside' : undefined}
      onClose={() => !pending && onCancel()}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {body ?? (
          <Dialog.Description asChild>
            <div>
              <Text>{children}</Text>
              {irreversible && (
                <Text mt="2" fontWeight="semibold">
                  {irreversible === true ? 'Esta acción no se puede deshacer.' : irreversible}
                </Text>
              )}
            </div>
          </Dialog.Description>
        )}
        <AvisoError mensaje={error} mt="4" />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {labels.cancel}
        </Button>
        <Button colorPalette={colorPalette} onClick={onConfirm} loading={pending} loadingText={labels.pending} disabled={confirmDisabled}>
          {labels.confirm}
        </Button>
      </Dialog.Footer>
    </DialogoAbierto>
  );
}
