// Cancelling an interview asks first (D63: only while programada): the candidate's link stops
// working and the plan's seat comes back; the licence use does not. 'Volver' and 'Cancelar
// entrevista' rather than the delete dialog's 'Cancelar' / 'Eliminar', which would read as a riddle
// here. The server's refusal stays inside the dialog.
import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { EntrevistaFila } from '../api/entrevistas';
import { fechaConZona } from './entrevista-card';

interface CancelarDialogProps {
  entrevista: EntrevistaFila;
  cancelando: boolean;
  error?: string | null;
  onVolver: () => void;
  onConfirmar: () => void;
}

export function CancelarDialog({ entrevista: e, cancelando, error, onVolver, onConfirmar }: CancelarDialogProps) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(d) => !d.open && !cancelando && onVolver()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancelar entrevista</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>
                    Se cancelará la entrevista de {e.candidatoNombre} ({e.servicioNombre}) del {fechaConZona(e)}. Su enlace dejará de
                    funcionar y el cupo de entrevistas del plan quedará libre; el uso de la licencia no se devuelve.
                  </Text>
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
              <Button variant="outline" onClick={onVolver} disabled={cancelando}>
                Volver
              </Button>
              <Button colorPalette="red" onClick={onConfirmar} loading={cancelando} loadingText="Cancelando...">
                Cancelar entrevista
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
