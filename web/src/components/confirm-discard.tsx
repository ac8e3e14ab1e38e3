// A long form with changes not yet saved asks before it closes (D126): Escape, the close
// button, Cancelar or a click outside would otherwise throw away minutes of typing without a word.
import { useState } from 'react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogoAbierto } from './dialogo-abierto';

export const DISCARD_TEXT = {
  title: '¿Descartar los cambios?',
  body: 'Hay cambios sin guardar en este formulario. Si lo cierras ahora, se perderán.',
  keepEditing: 'Seguir editando',
  discard: 'Descartar cambios',
} as const;

/**
 * `requestClose` closes at once when nothing changed, and otherwise opens the question; `prompt`
 * is the question's dialog, to render beside the form's.
 */
export function useConfirmDiscard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const prompt = asking ? (
    <ConfirmDiscardDialog
      onKeepEditing={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  ) : null;
  return { requestClose, prompt };
}

function ConfirmDiscardDialog({ onKeepEditing, onDiscard }: { onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <DialogoAbierto role="alertdialog" size="sm" onClose={onKeepEditing}>
      <Dialog.Header>
        <Dialog.Title>{DISCARD_TEXT.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>{DISCARD_TEXT.body}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onKeepEditing}>
          {DISCARD_TEXT.keepEditing}
        </Button>
        <Button colorPalette="red" onClick={onDiscard}>
          {DISCARD_TEXT.discard}
        </Button>
      </Dialog.Footer>
    </DialogoAbierto>
  );
}
