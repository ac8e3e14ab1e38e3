// Confirms the deletion of a user (DELETE /api/usuarios/{id}): it frees the seat and ends the
// user's access, and cannot be undone.
import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { auth as msgAuth, crud, fmt } from '../../../../../shared/messages';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { type UsuarioFila, eliminarUsuario } from '../api/usuarios';

interface EliminarUsuarioDialogProps {
  usuario: UsuarioFila;
  onClose: () => void;
  onDeleted: () => void;
}

export function EliminarUsuarioDialog({ usuario, onClose, onDeleted }: EliminarUsuarioDialogProps) {
  const [eliminando, setEliminando] = useState(false);
  const nombre = [usuario.nombre, usuario.apellidos].filter(Boolean).join(' ');

  const confirmar = async () => {
    setEliminando(true);
    try {
      await eliminarUsuario(usuario.id);
      toaster.create({ type: 'success', title: msgAuth.usuarioEliminado });
      onDeleted();
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, fmt(crud.errorEliminar, { entidad: 'usuario' })) });
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
              <Dialog.Title>¿Eliminar a {nombre}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>
                    {usuario.email} perderá el acceso a Talentia y su plaza quedará libre en el plan de la empresa.
                  </Text>
                  <Text mt="2" fontWeight="semibold">
                    Esta acción no se puede deshacer.
                  </Text>
                </div>
              </Dialog.Description>
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
