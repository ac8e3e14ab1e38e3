// Confirms a superadmin's reset of an admin's second factor (D155, a lost device): the admin sets it
// up again at the next sign-in, their recovery codes stop working, and the act is recorded.
import { useState } from 'react';
import { fmt, segundoFactor as msg } from '@shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { type UsuarioFila, restablecerSegundoFactor } from '../api/usuarios';

export function RestablecerSegundoFactorDialog({
  usuario,
  empresaId,
  onClose,
}: {
  usuario: UsuarioFila;
  empresaId: string | undefined;
  onClose: () => void;
}) {
  const [pendiente, setPendiente] = useState(false);
  const nombre = [usuario.nombre, usuario.apellidos].filter(Boolean).join(' ');

  const confirmar = async () => {
    setPendiente(true);
    try {
      await restablecerSegundoFactor(usuario.id, empresaId);
      toaster.create({ type: 'success', title: msg.restablecido });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo restablecer el segundo factor') });
      setPendiente(false);
    }
  };

  return (
    <ConfirmDialog
      title={`¿Restablecer el segundo factor de ${nombre}?`}
      pending={pendiente}
      onCancel={onClose}
      onConfirm={confirmar}
      irreversible={false}
      colorPalette="brand"
      labels={{ confirm: 'Restablecer', pending: 'Restableciendo...' }}
    >
      {fmt(msg.restablecerConfirmar, { nombre })}
    </ConfirmDialog>
  );
}
