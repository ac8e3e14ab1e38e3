// An action behind a button: the flag that keeps the button busy while it runs, and its failure
// said once — a toast, or handed to `alFallar` where the screen shows it beside the form (then a
// toast too only if `toast` says so). What success says stays with the caller: each action words
// its own toast. `ejecutar` never throws; what follows it runs whether the action failed or not.
import { useState } from 'react';
import { toaster } from '../components/toaster';
import { mensajeDeError } from './form-errors';

export function useAccion({
  fallo,
  alFallar,
  toast = !alFallar,
}: {
  fallo: string;
  alFallar?: (mensaje: string) => void;
  toast?: boolean;
}) {
  const [enviando, setEnviando] = useState(false);
  const ejecutar = async (accion: () => Promise<unknown>): Promise<void> => {
    setEnviando(true);
    try {
      await accion();
    } catch (e) {
      const m = mensajeDeError(e, fallo);
      alFallar?.(m);
      if (toast) toaster.create({ type: 'error', title: m });
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, ejecutar };
}
