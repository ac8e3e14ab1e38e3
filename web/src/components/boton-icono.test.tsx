// Icon-only buttons on the cards say what they do on hover and keyboard focus too (D126).
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { CandidatoCard } from '../features/candidatos/components/candidato-card';
import { BotonIcono } from './boton-icono';
import { PencilIcon } from './icons';

/** Focus as the keyboard gives it (a Tab first): a tooltip opens on focus only when focus is visible. */
function enfocarConTeclado(el: HTMLElement) {
  fireEvent.keyDown(document, { key: 'Tab' });
  act(() => el.focus());
}

describe('BotonIcono', () => {
  it('hovering shows a tooltip with the same words as its accessible name', async () => {
    render(
      <ChakraProvider value={system}>
        <BotonIcono aria-label="Editar a Lucía Gómez" onClick={() => {}}>
          <PencilIcon />
        </BotonIcono>
      </ChakraProvider>,
    );
    const boton = screen.getByRole('button', { name: 'Editar a Lucía Gómez' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerMove(boton, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', {}, { timeout: 5_000 })).textContent).toBe('Editar a Lucía Gómez');
  });

  it("a candidate card's icon buttons are BotonIcono: keyboard focus shows the tooltip too", async () => {
    render(
      <ChakraProvider value={system}>
        <CandidatoCard
          candidato={{ id: 'c1', nombre: 'Lucía Gómez', email: 'lucia@acme.es', estado: 'nuevo', areaNombre: 'Ventas' } as never}
          onVerPerfil={() => {}}
          onEditar={() => {}}
          onEliminar={() => {}}
          cambiandoEstado={false}
          onCambiarEstado={() => {}}
        />
      </ChakraProvider>,
    );
    enfocarConTeclado(screen.getByRole('button', { name: 'Eliminar a Lucía Gómez' }));
    expect((await screen.findByRole('tooltip', {}, { timeout: 5_000 })).textContent).toBe('Eliminar a Lucía Gómez');
  });
});
