// «Etapas del proceso» (D195): the company's stages in order, renamed in place, moved with named buttons
// (no dragging), a new one added before «Descartado», one deleted with its button; the four the product
// uses say so and offer no «Borrar». A refusal (a stage that still holds people) is shown in the server's
// words and what was typed stays on screen. And the board draws the company's own columns.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fmt, vacantes as msg } from '@shared/messages';
import { ETAPAS_POR_DEFECTO } from '@shared/schemas/etapas-vacante';
import { mockFetch } from '../../test/fetch-mock';
import { conTema } from '../../test/render-tema';
import { EtapasDialog } from './components/etapas-dialog';

const etapas = { success: true, data: { etapas: ETAPAS_POR_DEFECTO, version: 0 } };

describe('Etapas del proceso', { timeout: 30_000 }, () => {
  it('renames, moves up, adds before «Descartado» and deletes; the list goes whole with its version', async () => {
    const { calls } = mockFetch({
      'GET /api/vacantes/etapas': { body: etapas },
      'PUT /api/vacantes/etapas': {
        body: { success: true, data: { etapas: ETAPAS_POR_DEFECTO, version: 1 }, message: msg.etapasGuardadas },
      },
    });
    const onClose = vi.fn();
    conTema(<EtapasDialog empresaId={undefined} onClose={onClose} />);
    const nombre5 = await screen.findByRole('textbox', { name: 'Nombre de la etapa 5' });
    await waitFor(() => expect((nombre5 as HTMLInputElement).value).toBe('Finalista'));
    const lista = screen.getByRole('list', { name: 'Etapas en su orden' });
    // The product's four: no «Borrar»; the others have one, named by the stage.
    for (const e of ['Nuevo', 'Invitado', 'Entrevistado', 'Descartado'])
      expect(within(lista).queryByRole('button', { name: `Borrar «${e}»` })).toBeNull();
    expect(within(lista).getAllByText('La usa Talentia')).toHaveLength(4);
    fireEvent.change(nombre5, { target: { value: 'Terna final' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir «Terna final»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Borrar «Oferta»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir etapa' }));
    const nueva = screen.getByRole('textbox', { name: 'Nombre de la etapa 7' });
    fireEvent.change(nueva, { target: { value: 'Referencias' } });
    expect(screen.getByRole('button', { name: 'Bajar «Descartado»' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Subir «Nuevo»' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 0,
      etapas: [
        { id: 'nuevo', nombre: 'Nuevo' },
        { id: 'invitado', nombre: 'Invitado' },
        { id: 'entrevistado', nombre: 'Entrevistado' },
        { id: 'finalista', nombre: 'Terna final' },
        { id: 'en_revision', nombre: 'En revisión' },
        { id: 'contratado', nombre: 'Contratado' },
        { nombre: 'Referencias' },
        { id: 'descartado', nombre: 'Descartado' },
      ],
    });
  });

  it("a refusal is said in the server's words and what was typed stays", async () => {
    const refusal = fmt(msg.etapaConCandidatos, { nombre: 'Oferta', candidatos: '2 candidatos', vacantes: '1 vacante' });
    mockFetch({
      'GET /api/vacantes/etapas': { body: etapas },
      'PUT /api/vacantes/etapas': { status: 409, body: { success: false, error: 'CONFLICT', message: refusal } },
    });
    const onClose = vi.fn();
    conTema(<EtapasDialog empresaId={undefined} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Borrar «Oferta»' });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar «Oferta»' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre de la etapa 1' }), { target: { value: 'Recibido' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Nombre de la etapa 1' }) as HTMLInputElement).value).toBe('Recibido');
    expect(screen.queryByRole('button', { name: 'Borrar «Oferta»' })).toBeNull();
  });
});
