// The action-behind-a-button hook: busy while it runs, and a failure said once — a toast, or the
// screen's inline error (and a toast only when asked) — with `ejecutar` never throwing.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../components/toaster';
import { ApiError } from './api-client';
import { useAccion } from './use-accion';

afterEach(() => vi.restoreAllMocks());

describe('useAccion', () => {
  it('is busy while the action runs and not after', async () => {
    const { result } = renderHook(() => useAccion({ fallo: 'No se pudo' }));
    let terminar!: () => void;
    let hecho!: Promise<void>;
    act(() => {
      hecho = result.current.ejecutar(() => new Promise<void>((r) => (terminar = r)));
    });
    expect(result.current.enviando).toBe(true);
    await act(async () => {
      terminar();
      await hecho;
    });
    expect(result.current.enviando).toBe(false);
  });

  it('toasts a failure with the server’s message, or the fallback when it has none', async () => {
    const crear = vi.spyOn(toaster, 'create');
    const { result } = renderHook(() => useAccion({ fallo: 'No se pudo reenviar la invitación' }));
    await act(() => result.current.ejecutar(() => Promise.reject(new ApiError('Servicio caído', { kind: 'http', status: 503 }))));
    await act(() => result.current.ejecutar(() => Promise.reject(new Error('interno'))));
    expect(crear.mock.calls.map(([t]) => t)).toEqual([
      { type: 'error', title: 'Servicio caído' },
      { type: 'error', title: 'No se pudo reenviar la invitación' },
    ]);
    expect(result.current.enviando).toBe(false);
  });

  it('hands the failure to the form’s inline error instead, and toasts too only when asked', async () => {
    const crear = vi.spyOn(toaster, 'create');
    const alFallar = vi.fn();
    const solo = renderHook(() => useAccion({ fallo: 'No se pudo guardar', alFallar }));
    await act(() => solo.result.current.ejecutar(() => Promise.reject('x')));
    expect(alFallar).toHaveBeenCalledWith('No se pudo guardar');
    expect(crear).not.toHaveBeenCalled();
    const ambos = renderHook(() => useAccion({ fallo: 'No se pudo guardar', alFallar, toast: true }));
    await act(() => ambos.result.current.ejecutar(() => Promise.reject('x')));
    expect(crear).toHaveBeenCalledWith({ type: 'error', title: 'No se pudo guardar' });
  });
});
