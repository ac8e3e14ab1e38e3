// The confirmation every delete asks for (spec part 1 §5: it says it cannot be undone): a title,
// what will go, an optional refusal from the server, and Cancelar / Eliminar.
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface ConfirmarEliminacionProps {
  titulo: ReactNode;
  /** What the deletion removes, in one or two sentences. */
  children: ReactNode;
  eliminando: boolean;
  /** The server's refusal, shown inside the dialog (which stays open). */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmarEliminacion({ titulo, children, eliminando, error, onCancel, onConfirm }: ConfirmarEliminacionProps) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !eliminando && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{titulo}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>{children}</Text>
                  <Text mt="2" fontWeight="semibold">
                    Esta acción no se puede deshacer.
                  </Text>
                </div>
              </Dialog.Description>
              {error && (
                <Alert.Root status="error" rounded="md" mt="4">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={eliminando}>
                Cancelar
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={eliminando} loadingText="Eliminando...">
                Eliminar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
