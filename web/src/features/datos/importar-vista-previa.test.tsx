// Operaciones → Importar (D162): choosing a file shows what it holds before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes } from '../../test/session-fixtures';

describe('Gestión de Datos → Operaciones → Importar', () => {
  const archivo = {
    exportInfo: { version: '1.0', fecha: '2026-11-20T10:00:00.000Z', generadoPor: 'ana@acme.es', empresaId: 'e1' },
    empresas: [{ id: 'e1', nombreComercial: 'ACME', nombreLegal: 'ACME Soluciones S.L.' }],
    datos: [
      {
        empresaId: 'e1',
        elementos: [
          { sk: 'AREA#a1', item: {} },
          { sk: 'CAND#c1', item: {} },
          { sk: 'CAND#c2', item: {} },
          { sk: 'CANDEMAIL#x', item: {} },
          { sk: 'ENTREVISTA#i1', item: {} },
          { sk: 'INFORME#i1', item: {} },
        ],
      },
    ],
  };

  it('choosing a file shows what it holds, per kind and of which company, and nothing is sent until «Importar» is confirmed', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(admin, [{ id: 'e1', nombreComercial: 'ACME' }]),
      'GET /api/datos/backups': { body: { success: true, data: { items: [] } } },
      'POST /api/datos/importaciones/subida': { status: 500, body: { success: false, message: 'Subida no disponible' } },
    });
    renderApp('/datos?tab=operaciones');
    const entrada = (await screen.findByLabelText('Archivo de importación')) as HTMLInputElement;
    const file = new File([JSON.stringify(archivo)], 'empresa_acme.json', { type: 'application/json' });
    fireEvent.change(entrada, { target: { files: [file] } });

    const previa = await screen.findByRole('region', { name: 'Vista previa de la importación' });
    expect(previa.textContent).toContain('empresa_acme.json');
    expect(previa.textContent).toContain('ACME');
    expect(previa.textContent).toContain('ana@acme.es');
    const fila = (nombre: string) =>
      within(previa)
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith(nombre))
        ?.textContent?.slice(nombre.length);
    expect(fila('Candidatos')).toBe('2');
    expect(fila('Áreas')).toBe('1');
    expect(fila('Entrevistas')).toBe('1');
    expect(fila('Informes')).toBe('1');
    expect(fila('Emails de candidatos')).toBe('1');
    expect(previa.textContent).toContain('6 elementos');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // Cancelar: nothing sent, the preview gone.
    fireEvent.click(within(previa).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Vista previa de la importación' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // Again, and «Importar»: the import starts.
    fireEvent.change(entrada, { target: { files: [file] } });
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Vista previa de la importación' })).getByRole('button', { name: 'Importar' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/datos/importaciones/subida']));
  });
});
