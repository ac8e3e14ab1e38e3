// Confirms the deletion of an area (DELETE /api/areas/{id}). The server refuses it (409) while
// candidates use the area; its message shows here and the dialog stays open.
import { useState } from 'react';
import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { areas as msgAreas, crud, fmt } from '../../../../../shared/messages';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { type AreaFila, eliminarArea } from '../api/areas';

interface EliminarAreaDialogProps {
  area: AreaFila;
  onClose: () => void;
  onDeleted: () => void;
}

export function EliminarAreaDialog({ area, onClose, onDeleted }: EliminarAreaDialogProps) {
  const [eliminando, setEliminando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);

  const confirmar = async () => {
    setEliminando(true);
    setRechazo(null);
    try {
      const { message } = await eliminarArea(area.id);
      toaster.create({ type: 'success', title: message || msgAreas.eliminada });
      onDeleted();
      onClose();
    } catch (error) {
      const mensaje = mensajeDeError(error, fmt(crud.errorEliminar, { entidad: 'área' }));
      setRechazo(mensaje);
      toaster.create({ type: 'error', title: mensaje });
      setEliminando(false);
    }
  };

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !eliminando && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Eliminar el área {area.nombreArea}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>El área dejará de estar disponible para clasificar candidatos.</Text>
                  <Text mt="2" fontWeight="semibold">
                    Esta acción no se puede deshacer.
                  </Text>
                </div>
              </Dialog.Description>
              {rechazo && (
                <Alert.Root status="error" rounded="md" mt="4">
                  <Alert.Indicator />
                  <Alert.Title>{rechazo}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={eliminando}>
                Cancelar
              </Button>
              <Button colorPalette="red" onClick={confirmar} loading={eliminando} loadingText="Eliminando...">
                Eliminar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
