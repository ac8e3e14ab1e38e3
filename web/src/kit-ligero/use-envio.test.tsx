// The candidate's pages' save-behind-a-button hook: which button is busy while it runs, the server's
// text kept on success, the server's message (or the fallback) on failure, and a new send clearing
// the last answer — with `enviar` never throwing and no toast (these pages load no Chakra).
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { AlertaEnvio, useEnvio } from './use-envio';

describe('useEnvio', () => {
  it('names the busy button while the action runs, then keeps the server’s text', async () => {
    const { result } = renderHook(() => useEnvio<'ampliar' | 'retirar'>('No se pudo'));
    let terminar!: (t: string) => void;
    let hecho!: Promise<void>;
    act(() => {
      hecho = result.current[2](() => new Promise<string>((r) => (terminar = r)), 'ampliar');
    });
    expect(result.current[0]).toBe('ampliar');
    await act(async () => {
      terminar('Plazo ampliado');
      await hecho;
    });
    expect(result.current[0]).toBe(false);
    expect(result.current[1]).toEqual({ ok: true, texto: 'Plazo ampliado' });
  });

  it('keeps a failure as the server’s message, or the fallback when it has none; a new send clears it', async () => {
    const { result } = renderHook(() => useEnvio('No se pudo guardar. Inténtalo de nuevo.'));
    await act(() => result.current[2](() => Promise.reject(new ApiError('Enlace caducado', { kind: 'http', status: 404 }))));
    expect(result.current[1]).toEqual({ ok: false, texto: 'Enlace caducado' });
    await act(() => result.current[2](() => Promise.reject(new Error('interno'))));
    expect(result.current[1]).toEqual({ ok: false, texto: 'No se pudo guardar. Inténtalo de nuevo.' });
    let terminar!: (t: string) => void;
    act(() => void result.current[2](() => new Promise<string>((r) => (terminar = r))));
    expect(result.current.slice(0, 2)).toEqual([true, null]);
    await act(async () => terminar('Guardado'));
    expect(result.current[0]).toBe(false);
  });
});

describe('AlertaEnvio', () => {
  it('says a success as a status and a failure as an alert, and nothing before either', () => {
    const { rerender, container } = render(<AlertaEnvio respuesta={null} />);
    expect(container.textContent).toBe('');
    rerender(<AlertaEnvio respuesta={{ ok: true, texto: 'Guardado' }} />);
    expect(screen.getByRole('status').textContent).toContain('Guardado');
    rerender(<AlertaEnvio respuesta={{ ok: false, texto: 'No se pudo' }} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo');
  });
});
