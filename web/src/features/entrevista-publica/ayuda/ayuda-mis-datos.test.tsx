// The help bar on «Mis datos» (D172) against a stand-in API: before the data is open it only says
// where help is; with two interviews the candidate chooses one, and the send goes with the page's
// access key to that interview, its answer shown.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ayuda as msg } from '@shared/messages';
import { mockFetch } from '../../../test/fetch-mock';
import { ACCESO_PRUEBA as ACCESO, datosMisDatos, empresaTitular, guardarAcceso } from '../../../test/mis-datos-fixtures';
import type { DatosTitular } from '../api/mis-datos';
import { AyudaDeMisDatos } from './ayuda-mis-datos';

const contacto = { empresa: 'Beta Personas', persona: null, email: 'rrhh@beta.test' };
const entrevistaAcme = datosMisDatos.empresas[0]!.entrevistas[0]!;
const entrevistaBeta = { ...entrevistaAcme, id: 'e2', servicio: 'Test vocacional' };
const datos: DatosTitular = {
  ...datosMisDatos,
  empresas: [
    datosMisDatos.empresas[0]!,
    empresaTitular({
      empresa: { id: 'beta', nombre: 'Beta Personas', contacto: 'rrhh@beta.test' },
      entrevistas: [
        {
          ...entrevistaBeta,
          ayuda: { entrevistaId: 'e2', contacto, ajustes: [], mensajes: [], tiempoAmpliado: false, limiteDeTiempo: false },
        },
      ],
    }),
  ],
};
const RUTA = `POST /api/publico/mis-datos/${ACCESO}/empresas/beta/entrevistas/e2/ayuda`;

beforeEach(() => guardarAcceso());
afterEach(() => vi.unstubAllGlobals());

describe('AyudaDeMisDatos', () => {
  it('before the data is open, says where help is', () => {
    render(<AyudaDeMisDatos datos={null} />);
    expect(screen.getByTestId('ayuda-barra').textContent).toContain('abre tus datos con el enlace');
    expect(screen.queryByRole('button', { name: 'Necesito un ajuste' })).toBeNull();
  });

  it('with two interviews the candidate chooses one; the message goes to it with the access key', async () => {
    const enviado = {
      entrevistaId: 'e2',
      contacto,
      ajustes: [],
      mensajes: [{ id: 'm1', de: 'candidato', texto: '¿Cuándo sabré algo?', fecha: '2026-11-25T10:00:00.000Z', por: null }],
      tiempoAmpliado: false,
      limiteDeTiempo: false,
    };
    const { calls } = mockFetch({ [RUTA]: { body: { success: true, data: enviado, message: msg.mensajeEnviado } } });
    render(<AyudaDeMisDatos datos={datos} />);
    fireEvent.change(screen.getByRole('combobox', { name: '¿Sobre qué entrevista?' }), { target: { value: '1' } });
    expect(screen.getByText('Este proceso lo lleva Beta Personas (rrhh@beta.test).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hablar con una persona' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu mensaje' }), { target: { value: '¿Cuándo sabré algo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect((await screen.findByRole('status')).textContent).toContain(msg.mensajeEnviado);
    expect(calls[0]!.body).toEqual({ tipo: 'mensaje', texto: '¿Cuándo sabré algo?' });
    expect(within(screen.getByTestId('mensaje-candidato')).getByText('¿Cuándo sabré algo?')).toBeTruthy();
  });
});
