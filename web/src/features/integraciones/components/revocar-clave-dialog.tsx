// Confirms a key's revocation (DELETE /api/claves-acceso/{id}): it stops working at once, for
// whatever uses it; the list keeps it, as revocada.
import { useState } from 'react';
import { clavesAcceso as msg } from '@shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { type ClaveFila, revocarClave } from '../api/claves-acceso';

interface RevocarClaveDialogProps {
  clave: ClaveFila;
  empresaId?: string;
  onClose: () => void;
  onRevoked: () => void;
}

export function RevocarClaveDialog({ clave, empresaId, onClose, onRevoked }: RevocarClaveDialogProps) {
  const [revocando, setRevocando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);

  const confirmar = async () => {
    setRevocando(true);
    setRechazo(null);
    try {
      const { message } = await revocarClave(clave.id, empresaId);
      toaster.create({ type: 'success', title: message || msg.revocada });
      onRevoked();
      onClose();
    } catch (error) {
      const mensaje = mensajeDeError(error, 'No se pudo revocar la clave');
      setRechazo(mensaje);
      toaster.create({ type: 'error', title: mensaje });
      setRevocando(false);
    }
  };

  return (
    <ConfirmDialog
      title={`¿Revocar la clave ${clave.nombre}?`}
      pending={revocando}
      error={rechazo}
      onCancel={onClose}
      onConfirm={confirmar}
      labels={{ confirm: 'Revocar', pending: 'Revocando...' }}
    >
      Lo que la use (tu ATS, Greenhouse, un script) dejará de tener acceso desde este momento.
    </ConfirmDialog>
  );
}
