// Confirms the deletion of a user (DELETE /api/usuarios/{id}): it frees the seat and ends the
// user's access, and cannot be undone.
import { useState } from 'react';
import { auth as msgAuth, crud, fmt } from '@shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog title={`¿Eliminar a ${nombre}?`} pending={eliminando} onCancel={onClose} onConfirm={confirmar}>
      {usuario.email} perderá el acceso a Talentia y su plaza quedará libre en el plan de la empresa.
    </ConfirmDialog>
  );
}
