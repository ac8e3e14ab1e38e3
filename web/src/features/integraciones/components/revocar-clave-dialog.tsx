// Confirms a key's revocation (DELETE /api/claves-acceso/{id}): it stops working at once, for
// whatever uses it; the list keeps it, as revocada.
import { clavesAcceso as msg } from '@shared/messages';
import { ConfirmDialog, useConfirmAction } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { type ClaveFila, revocarClave } from '../api/claves-acceso';

interface RevocarClaveDialogProps {
  clave: ClaveFila;
  empresaId?: string;
  onClose: () => void;
  onRevoked: () => void;
}

export function RevocarClaveDialog({ clave, empresaId, onClose, onRevoked }: RevocarClaveDialogProps) {
  const revocar = useConfirmAction(async () => {
    const { message } = await revocarClave(clave.id, empresaId);
    toaster.create({ type: 'success', title: message || msg.revocada });
    onRevoked();
    onClose();
  }, 'No se pudo revocar la clave');

  return (
    <ConfirmDialog
      title={`¿Revocar la clave ${clave.nombre}?`}
      {...revocar}
      onCancel={onClose}
      labels={{ confirm: 'Revocar', pending: 'Revocando...' }}
    >
      Lo que la use (tu ATS, Greenhouse, un script) dejará de tener acceso desde este momento.
    </ConfirmDialog>
  );
}
