// Confirms the deletion of an area (DELETE /api/areas/{id}). The server refuses it (409) while
// candidates use the area; its message shows here and the dialog stays open.
import { useState } from 'react';
import { areas as msgAreas, crud, fmt } from '@shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      title={`¿Eliminar el área ${area.nombreArea}?`}
      pending={eliminando}
      error={rechazo}
      onCancel={onClose}
      onConfirm={confirmar}
    >
      El área dejará de estar disponible para clasificar candidatos.
    </ConfirmDialog>
  );
}
