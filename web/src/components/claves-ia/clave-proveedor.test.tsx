// The model of a provider's key (D120): chosen among today's defaults and the models the
// provider itself lists for the key — the list stored with the key's last test, or the one a 'Probar'
// brings — and saved as the chosen id; §9's label reads as the current defaults.
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../app/theme';
import type { ClaveVista } from '../../lib/config-global';
import { ClaveProveedor, opcionesModelo } from './clave-proveedor';

const conTema = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const vista = (extra: Partial<ClaveVista> = {}): ClaveVista => ({
  configurada: true,
  key: '••••fin1',
  modelo: 'gpt-4',
  habilitada: true,
  isValid: true,
  lastError: null,
  ...extra,
});

const opciones = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

describe('the model of a key', () => {
  it('offers the defaults, the stored choice and the list stored with the key', () => {
    conTema(
      <ClaveProveedor
        proveedor="openai"
        vista={vista({ modelo: 'gpt-4.1', modelosDisponibles: ['gpt-4.1', 'gpt-4o', 'o3-mini'] })}
        onGuardar={vi.fn()}
        onComprobar={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Modelo de OpenAI' }) as HTMLSelectElement;
    expect(select.value).toBe('gpt-4.1');
    expect(opciones(select)).toEqual(['gpt-4', 'gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'o3-mini']);
    expect(within(select).getByRole('option', { name: 'Predeterminado (gpt-4o y gpt-4o-mini)' })).toBeTruthy();
    expect(screen.getByText('1 modelo más de tu cuenta en OpenAI.')).toBeTruthy();
  });

  it("'Probar' brings the provider's list; a model of it is saved as its id", async () => {
    const onComprobar = vi.fn().mockResolvedValue({
      ok: true,
      message: 'Claude conectado correctamente',
      modelos: ['claude-opus-4-1', 'claude-sonnet-4-5'],
    });
    const onGuardar = vi.fn().mockResolvedValue(null);
    conTema(
      <ClaveProveedor proveedor="claude" vista={vista({ modelo: 'claude-3-sonnet' })} onGuardar={onGuardar} onComprobar={onComprobar} />,
    );
    const select = screen.getByRole('combobox', { name: 'Modelo de Claude' }) as HTMLSelectElement;
    expect(opciones(select)).toEqual(['claude-3-sonnet', 'claude-sonnet-4-5', 'claude-haiku-4-5']);
    expect(
      screen.getByText(
        'claude-sonnet-4-5 para los informes y claude-haiku-4-5 para las preguntas. Pulsa «Probar» para ver también los modelos de tu cuenta.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Probar' }));
    await screen.findByText('Claude conectado correctamente');
    expect(onComprobar).toHaveBeenCalledWith(undefined);
    expect(opciones(select)).toEqual(['claude-3-sonnet', 'claude-sonnet-4-5', 'claude-haiku-4-5', 'claude-opus-4-1']);
    expect(screen.getByText(/1 modelo más de tu cuenta en Claude\.$/)).toBeTruthy();

    fireEvent.change(select, { target: { value: 'claude-opus-4-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y probar' }));
    await waitFor(() => expect(onGuardar).toHaveBeenCalledWith({ modelo: 'claude-opus-4-1' }));
  });

  it('a provider with one default and no list offers that one', () => {
    expect(opcionesModelo('deepgram', null, [])).toEqual({ propias: [{ value: 'nova-2', label: 'nova-2' }], cuenta: [] });
  });
});
