// A delete behind a confirmation (ConfirmDialog): what is about to go, the call running, and
// the server's refusal shown inside the dialog (which stays open). On success it toasts the server's
// message (or `exito`) and tells the screen to reload; a message the screen names in `avisos` (the
// action was done but something around it was not, e.g. the candidate could not be emailed) is a
// warning toast, not a success.
import { useState } from 'react';
import { toaster } from '../components/toaster';

export function useEliminacion<T>(
  borrar: (t: T) => Promise<{ message?: string }>,
  textos: { exito: string; error: (e: unknown) => string; avisos?: readonly string[] },
  onHecho: () => void,
) {
  const [objetivo, setObjetivo] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [eliminando, setEliminando] = useState(false);

  const pedir = (t: T) => {
    setError(null);
    setObjetivo(t);
  };

  const confirmar = async () => {
    if (!objetivo) return;
    setEliminando(true);
    setError(null);
    try {
      const { message } = await borrar(objetivo);
      const titulo = message || textos.exito;
      toaster.create({ type: textos.avisos?.includes(titulo) ? 'warning' : 'success', title: titulo });
      setObjetivo(null);
      onHecho();
    } catch (e) {
      setError(textos.error(e));
    } finally {
      setEliminando(false);
    }
  };

  return { objetivo, error, eliminando, pedir, cancelar: () => setObjetivo(null), confirmar };
}

/** What useEliminacion hands the screen (ConfirmarEliminacion takes it whole). */
export type Eliminacion<T> = ReturnType<typeof useEliminacion<T>>;
