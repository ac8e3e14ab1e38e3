// Cancelling an interview asks first (D63: only while programada): the candidate is emailed the
// cancellation (D144), their link stops working and the plan's seat comes back; the licence use
// does not. 'Volver' and 'Cancelar entrevista' rather than the delete dialog's 'Cancelar' /
// 'Eliminar', which would read as a riddle here. The server's refusal stays inside the dialog.
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { EntrevistaFila } from '../api/entrevistas';
import { fechaConZona } from './entrevista-card';

interface CancelarDialogProps {
  entrevista: EntrevistaFila;
  cancelando: boolean;
  error?: string | null;
  onVolver: () => void;
  onConfirmar: () => void;
}

const ETIQUETAS = { cancel: 'Volver', confirm: 'Cancelar entrevista', pending: 'Cancelando...' };

export function CancelarDialog({ entrevista: e, cancelando, error, onVolver, onConfirmar }: CancelarDialogProps) {
  return (
    <ConfirmDialog
      title="Cancelar entrevista"
      pending={cancelando}
      error={error}
      onCancel={onVolver}
      onConfirm={onConfirmar}
      labels={ETIQUETAS}
    >
      Se cancelará la entrevista de {e.candidatoNombre} ({e.servicioNombre}) del {fechaConZona(e)}. Le enviaremos un email con la
      cancelación, que también la quita de su calendario si la había añadido, y su enlace dejará de funcionar. El cupo de entrevistas del
      plan quedará libre; el uso de la licencia no se devuelve.
    </ConfirmDialog>
  );
}
