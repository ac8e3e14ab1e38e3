// The company save states of part 1 §4: idle, saving, then success (back to idle after
// TIEMPOS.saveStatusResetMs) or error.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TIEMPOS } from '@shared/constants';

export type EstadoGuardado = 'idle' | 'saving' | 'success' | 'error';

export interface ControlGuardado {
  estado: EstadoGuardado;
  iniciar: () => void;
  exito: () => void;
  fallo: () => void;
  reiniciar: () => void;
}

export function useEstadoGuardado(resetMs: number = TIEMPOS.saveStatusResetMs): ControlGuardado {
  const [estado, setEstado] = useState<EstadoGuardado>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelar = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancelar, [cancelar]);

  const iniciar = useCallback(() => {
    cancelar();
    setEstado('saving');
  }, [cancelar]);
  const exito = useCallback(() => {
    cancelar();
    setEstado('success');
    timer.current = setTimeout(() => setEstado('idle'), resetMs);
  }, [cancelar, resetMs]);
  const fallo = useCallback(() => {
    cancelar();
    setEstado('error');
  }, [cancelar]);
  const reiniciar = useCallback(() => {
    cancelar();
    setEstado('idle');
  }, [cancelar]);

  return useMemo(() => ({ estado, iniciar, exito, fallo, reiniciar }), [estado, iniciar, exito, fallo, reiniciar]);
}
