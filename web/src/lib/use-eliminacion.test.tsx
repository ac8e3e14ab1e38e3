// The delete-behind-a-confirmation hook: the server's message is the toast, and a message the screen
// names as a warning (the cancel that could not email the candidate) is not shown as a success.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { entrevistas as msg } from '@shared/messages';
import { toaster } from '../components/toaster';
import { useEliminacion } from './use-eliminacion';

async function confirmarCon(message: string) {
  const crear = vi.spyOn(toaster, 'create');
  const onHecho = vi.fn();
  const { result } = renderHook(() =>
    useEliminacion(async () => ({ message }), { exito: msg.cancelada, error: () => 'error', avisos: [msg.cancelacionNoEnviada] }, onHecho),
  );
  act(() => result.current.pedir('e1'));
  await act(() => result.current.confirmar());
  expect(onHecho).toHaveBeenCalledOnce();
  return crear.mock.calls.at(-1)?.[0];
}

describe('useEliminacion', () => {
  it('toasts the server’s message as a success', async () => {
    expect(await confirmarCon(msg.cancelada)).toMatchObject({ type: 'success', title: msg.cancelada });
  });

  it('toasts a message the screen names as a warning as a warning', async () => {
    expect(await confirmarCon(msg.cancelacionNoEnviada)).toMatchObject({ type: 'warning', title: msg.cancelacionNoEnviada });
  });
});
