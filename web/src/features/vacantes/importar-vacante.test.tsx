// «Importar CSV» on a vacancy's board (issue 66 item 9, D191): the candidates import's own dialog, naming
// the vacancy — it sends the file with the vacancy's id, shows how many joined the vacancy and, row by
// row, what was not created or not added and why; the board is read again when it ends. A closed
// vacancy offers no import; someone who cannot manage candidates sees no button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importacion as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { vacanteDePrueba, rutasVacantes } from '../../test/vacante-fixtures';

const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const vacante = (estado = 'abierta') => vacanteDePrueba({ estado });
const importacion = (extra: Record<string, unknown> = {}) => ({
  id: 'i1',
  empresaId: 'e1',
  nombreArchivo: 'almacen.csv',
  estado: 'completada',
  total: 4,
  procesadas: 4,
  creados: 1,
  duplicados: 2,
  invalidos: 1,
  sinCupo: 0,
  vacanteId: 'v1',
  anadidos: 2,
  creadoEn: '2026-11-20T10:00:00.000Z',
  ...extra,
});

async function abrirTablero(estado = 'abierta', routes: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...rutasVacantes(vacante(estado)),
    'GET /api/vacantes/v1/candidatos': ok({ items: [], cursor: null }),
    'GET /api/vacantes/v1/lotes': ok({ items: [] }),
    ...routes,
  });
  renderApp('/vacantes');
  fireEvent.click(await screen.findByRole('button', { name: 'Candidatos de la vacante Jefe de almacén' }, { timeout: 30_000 }));
  const tablero = await screen.findByRole('dialog', { name: 'Candidatos · Jefe de almacén' });
  // The page is hidden from screen readers one frame after the dialog opens: a nested dialog opened before would be hidden too.
  await waitFor(() => expect(document.querySelector('body > [data-aria-hidden]')).not.toBeNull());
  return { ...mocked, tablero };
}

describe('Importar CSV en una vacante', { timeout: 60_000 }, () => {
  it('sends the file with the vacancy, then the report: how many joined, and each row not created or not added, with why', async () => {
    const { calls, tablero } = await abrirTablero('abierta', {
      'POST /api/candidatos/importar': ok(importacion({ estado: 'pendiente', procesadas: 0, creados: 0, anadidos: 0 }), 202),
      'GET /api/candidatos/importaciones/i1': ok({
        ...importacion(),
        filas: [
          {
            fila: 2,
            linea: 3,
            email: 'rocio@acme.es',
            resultado: 'duplicado',
            motivo: 'Ya existe un candidato con el email rocio@acme.es en esta empresa',
            vacante: { resultado: 'anadido' },
          },
          {
            fila: 3,
            linea: 4,
            email: 'tomas@acme.es',
            resultado: 'duplicado',
            motivo: 'Ya existe un candidato con el email tomas@acme.es en esta empresa',
            vacante: { resultado: 'ya_estaba', motivo: msg.yaEnVacante },
          },
          { fila: 4, linea: 5, nombre: '<b>Malo</b>', email: 'malo', resultado: 'invalido', motivo: 'email: Introduce un email válido' },
        ],
        cursor: null,
      }),
    });
    fireEvent.click(within(tablero).getByRole('button', { name: 'Importar CSV' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar candidatos a «Jefe de almacén»' });
    expect(within(dialogo).getByText(msg.ayudaVacante)).toBeTruthy();
    // Nothing chosen: the field says so and nothing is sent.
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));
    expect(await within(dialogo).findByText(msg.sinArchivo)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const csv = 'nombre;email\nAna;ana@acme.es\n';
    fireEvent.change(within(dialogo).getByLabelText('Archivo CSV'), {
      target: { files: [new File([csv], 'almacen.csv', { type: 'text/csv' })] },
    });
    const lecturas = () => calls.filter((c) => c.path === '/api/vacantes/v1/candidatos').length;
    const antes = lecturas();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));

    const informe = await screen.findByRole('dialog', { name: msg.terminada }, { timeout: 10_000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ nombreArchivo: 'almacen.csv', contenido: csv, vacanteId: 'v1' });
    expect(within(informe).getByText('2 añadidos a la vacante')).toBeTruthy();
    expect(await within(informe).findByText(msg.filasVacante)).toBeTruthy();
    const filas = within(informe).getAllByRole('row').slice(1);
    expect(
      filas.map((f) =>
        within(f)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'rocio@acme.es', 'Duplicado', 'Ya existe un candidato con el email rocio@acme.es en esta empresa', 'Añadido a la vacante'],
      ['4', 'tomas@acme.es', 'Duplicado', 'Ya existe un candidato con el email tomas@acme.es en esta empresa', 'Ya estaba en la vacante'],
      ['5', 'malo', 'No válido', 'email: Introduce un email válido', '—'],
    ]);
    // The board is read again once the import ends (its new candidates at «Nuevo»).
    await waitFor(() => expect(lecturas()).toBeGreaterThan(antes));
  });

  it('a closed vacancy offers no import', async () => {
    const { tablero } = await abrirTablero('cerrada');
    expect(within(tablero).getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
    expect(within(tablero).queryByRole('button', { name: 'Importar CSV' })).toBeNull();
  });
});
