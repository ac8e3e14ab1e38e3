// A save behind a button on the candidate's pages: a done answer takes the button's place and the focus
// goes to it (issue 65 item 7: the focus was left on the page's body); a failed one says why and leaves
// the button where it was.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertaEnvio, useEnvio } from './use-envio';

function Formulario({ accion }: { accion: () => Promise<string> }) {
  const [enviando, respuesta, enviar] = useEnvio('No se pudo enviar.');
  return respuesta?.ok ? (
    <AlertaEnvio respuesta={respuesta} />
  ) : (
    <>
      <AlertaEnvio respuesta={respuesta} />
      <button type="button" disabled={!!enviando} onClick={() => void enviar(accion)}>
        Enviar
      </button>
    </>
  );
}

describe('AlertaEnvio', () => {
  it('a done answer replaces the button and takes the focus; a failed one leaves the focus where it was', async () => {
    const { unmount } = render(<Formulario accion={async () => 'Gracias: enviado.'} />);
    const boton = screen.getByRole('button', { name: 'Enviar' });
    boton.focus();
    fireEvent.click(boton);
    const estado = await screen.findByRole('status');
    expect(estado.textContent).toContain('Gracias: enviado.');
    await waitFor(() => expect(document.activeElement?.contains(estado)).toBe(true));
    unmount();

    render(
      <Formulario
        accion={async () => {
          throw new Error('x');
        }}
      />,
    );
    const otro = screen.getByRole('button', { name: 'Enviar' });
    otro.focus();
    fireEvent.click(otro);
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo enviar.');
    expect(document.activeElement).toBe(otro);
  });
});
