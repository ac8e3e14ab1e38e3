// The dialog every simple form of the app opens in: a title (and an optional line under it), the
// fields, and Cancelar / the submit button. It cannot be closed while the form is being sent. A
// dialog that has something to show once the form is sent (a password shown only once) passes it
// as `result`, which takes the form's place in the same dialog.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useConfirmDiscard } from './confirm-discard';

/** What replaces the form once it is sent: its own title and body, and one button that closes the dialog. */
export interface FormDialogResult {
  title: ReactNode;
  body: ReactNode;
  /** The closing button's text ('Entendido'). */
  closeLabel: ReactNode;
}

interface FormDialogProps {
  title: ReactNode;
  /** A line under the title, e.g. the record being edited. */
  description?: ReactNode;
  /** For a dialog that stays mounted; one mounted only while shown leaves it out. */
  open?: boolean;
  /** Cancelar, the close button, Escape or a click outside. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: ReactNode;
  /** The submit button's text while the form is being sent ('Guardando...'). */
  submittingLabel: string;
  /** The submit button stays disabled, e.g. until the required fields are filled (part 2 §5). */
  submitDisabled?: boolean;
  size?: Dialog.RootProps['size'];
  /** Shown instead of the form; a click outside does not close it, as it may be shown only once. */
  result?: FormDialogResult | null;
  /** The form holds changes not yet saved: closing it asks first (long forms, D126). */
  unsavedChanges?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

export function FormDialog({
  title,
  description,
  open = true,
  onClose,
  onSubmit,
  isSubmitting,
  submitLabel,
  submittingLabel,
  submitDisabled = false,
  size,
  result,
  unsavedChanges = false,
  children,
}: FormDialogProps) {
  const { requestClose, prompt } = useConfirmDiscard(unsavedChanges && !result, onClose);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => !e.open && !isSubmitting && requestClose()}
        placement="center"
        size={size}
        closeOnInteractOutside={!result}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              {result ? (
                <>
                  <Dialog.Header>
                    <Dialog.Title>{result.title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>{result.body}</Dialog.Body>
                  <Dialog.Footer>
                    <Button colorPalette="brand" onClick={onClose}>
                      {result.closeLabel}
                    </Button>
                  </Dialog.Footer>
                </>
              ) : (
                <form onSubmit={onSubmit} noValidate>
                  {description ? (
                    <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                      <Dialog.Title>{title}</Dialog.Title>
                      <Dialog.Description color="fg.muted" fontSize="sm">
                        {description}
                      </Dialog.Description>
                    </Dialog.Header>
                  ) : (
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                  )}
                  <Dialog.Body>{children}</Dialog.Body>
                  <Dialog.Footer>
                    <Button type="button" variant="outline" onClick={requestClose} disabled={isSubmitting}>
                      Cancelar
                    </Button>
                    <Button
                      type="submit"
                      colorPalette="brand"
                      loading={isSubmitting}
                      loadingText={submittingLabel}
                      disabled={submitDisabled}
                    >
                      {submitLabel}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {prompt}
    </>
  );
}
