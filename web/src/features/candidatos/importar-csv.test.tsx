import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const importacion = (extra: Record<string, unknown> = {}) => ({
  id: 'i1',
  empresaId: 'e1',
  nombreArchivo: 'candidatos.csv',
  estado: 'completada',
  total: 700,
  procesadas: 700,
  creados: 698,
  duplicados: 1,
  invalidos: 1,
  sinCupo: 0,
  creadoEn: '2026-11-20T10:00:00.000Z',
  ...extra,
});

async function abrirDialogo(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/areas': { body: { success: true, data: [] } },
    'GET /api/candidatos': { body: { success: true, data: { items: [], cursor: null } } },
    ...routes,
  });
  renderApp('/candidatos');
  fireEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar candidatos desde CSV' });
  return { ...mocked, dialog };
}

describe('Importar CSV', () => {
  it('sends the file as text, then shows the report page by page', async () => {
    const { calls, dialog } = await abrirDialogo({
      'POST /api/candidatos/importar': {
        status: 202,
        body: { success: true, data: importacion({ estado: 'pendiente', procesadas: 0 }), message: 'Importación en curso' },
      },
      'GET /api/candidatos/importaciones/i1': async (_init, url) =>
        url.searchParams.get('cursor')
          ? jsonResponse({
              success: true,
              data: {
                ...importacion(),
                filas: [{ fila: 650, linea: 651, email: 'ana@x.test', resultado: 'duplicado', motivo: 'Ya existe' }],
                cursor: null,
              },
            })
          : jsonResponse({
              success: true,
              data: {
                ...importacion(),
                filas: [{ fila: 3, linea: 4, email: 'malo', resultado: 'invalido', motivo: 'email: Introduce un email válido' }],
                cursor: 'c2',
              },
            }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Elige un archivo CSV')).toBeTruthy();
    const csv = 'nombre;email\nAna;ana@x.test\n';
    fireEvent.change(within(dialog).getByLabelText('Archivo CSV'), {
      target: { files: [new File([csv], 'candidatos.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const informe = await screen.findByRole('dialog', { name: 'Importación terminada' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ nombreArchivo: 'candidatos.csv', contenido: csv });
    expect(within(informe).getByText('698 creados')).toBeTruthy();
    expect(await within(informe).findByText('email: Introduce un email válido')).toBeTruthy();
    fireEvent.click(within(informe).getByRole('button', { name: 'Ver más filas' }));
    expect(await within(informe).findByText('Ya existe')).toBeTruthy();
    await waitFor(() => expect(within(informe).queryByRole('button', { name: 'Ver más filas' })).toBeNull());
    expect(
      calls.some((c) => c.path === '/api/candidatos/importaciones/i1' && new URL(c.url).searchParams.get('incidencias') === 'true'),
    ).toBe(true);
  });

  it("follows the import with the queued jobs' bar: its rows while en_curso, the file's name once it ends", async () => {
    let lecturas = 0;
    const { dialog } = await abrirDialogo({
      'POST /api/candidatos/importar': {
        status: 202,
        body: { success: true, data: importacion({ estado: 'pendiente', procesadas: 0 }), message: 'Importación en curso' },
      },
      'GET /api/candidatos/importaciones/i1': async () =>
        jsonResponse({
          success: true,
          data: {
            ...(lecturas++ === 0
              ? importacion({ estado: 'en_curso', procesadas: 350, creados: 350, duplicados: 0, invalidos: 0 })
              : importacion()),
            filas: [],
            cursor: null,
          },
        }),
    });
    fireEvent.change(within(dialog).getByLabelText('Archivo CSV'), {
      target: { files: [new File(['nombre;email\nAna;ana@x.test\n'], 'candidatos.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const barra = await screen.findByRole('progressbar', { name: 'Progreso de la importación de candidatos' });
    await waitFor(() => expect(barra.getAttribute('aria-valuetext')).toBe('Procesando 350 de 700 filas…'));
    expect(barra.getAttribute('aria-valuenow')).toBe('50');

    // The screen asks again every second: the import ended.
    const informe = await screen.findByRole('dialog', { name: 'Importación terminada' }, { timeout: 4000 });
    const fin = within(informe).getByRole('progressbar', { name: 'Progreso de la importación de candidatos' });
    expect(fin.getAttribute('aria-valuenow')).toBe('100');
    expect(fin.getAttribute('aria-valuetext')).toBe('candidatos.csv');
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { calls, dialog } = await abrirDialogo({});
    const grande = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'grande.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('Archivo CSV'), { target: { files: [grande] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('El archivo supera el máximo de 2 MB')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
