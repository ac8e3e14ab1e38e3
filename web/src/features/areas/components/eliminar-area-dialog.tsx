// Confirms the deletion of an area (DELETE /api/areas/{id}). The server refuses it (409) while
// candidates use the area; its message shows here and the dialog stays open.
import { areas as msgAreas, crud, fmt } from '@shared/messages';
import { ConfirmDialog, useConfirmAction } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { type AreaFila, eliminarArea } from '../api/areas';

interface EliminarAreaDialogProps {
  area: AreaFila;
  onClose: () => void;
  onDeleted: () => void;
}

export function EliminarAreaDialog({ area, onClose, onDeleted }: EliminarAreaDialogProps) {
  const eliminar = useConfirmAction(
    async () => {
      const { message } = await eliminarArea(area.id);
      toaster.create({ type: 'success', title: message || msgAreas.eliminada });
      onDeleted();
      onClose();
    },
    fmt(crud.errorEliminar, { entidad: 'área' }),
  );

  return (
    <ConfirmDialog title={`¿Eliminar el área ${area.nombreArea}?`} {...eliminar} onCancel={onClose}>
      El área dejará de estar disponible para clasificar candidatos.
    </ConfirmDialog>
  );
}
