import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes } from '../../test/session-fixtures';

const backup = {
  name: 'backup_e1_2026-11-20.json',
  id: 'b1',
  mimeType: 'application/json',
  fecha: '2026-11-20T10:00:00.000Z',
  tamano: 2048,
  empresaId: 'e1',
};
const previa = { ...backup, name: 'backup_e1_2026-11-21.json', id: 'b2', fecha: '2026-11-21T10:00:00.000Z' };

/** The restore's import job (D103) as the API answers it at each step. */
const trabajo = (extra: Record<string, unknown> = {}) => ({
  id: 'i1',
  empresaId: 'e1',
  nombreArchivo: backup.name,
  tamano: backup.tamano,
  estado: 'pendiente',
  total: 0,
  procesadas: 0,
  creados: 0,
  actualizados: 0,
  rechazados: 0,
  backups: [],
  creadoEn: '2026-11-21T10:00:00.000Z',
  actualizadoEn: '2026-11-21T10:00:00.000Z',
  ...extra,
});

describe('Gestión de Datos → Nube → Restaurar', () => {
  it('queues the restore and shows its bar moving from the pending job to the completed one, then the report', async () => {
    // Each poll of the job waits for the test to answer it, so every step stays on screen until checked.
    const pendientes: Array<(r: Response) => void> = [];
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/datos/backups': { body: { success: true, data: { items: [backup] } } },
      'POST /api/datos/backups/b1/restauracion': {
        status: 202,
        body: { success: true, data: trabajo(), message: 'Restauración en curso: la copia se restaura en segundo plano' },
      },
      'GET /api/datos/importaciones/i1': () => new Promise<Response>((r) => pendientes.push(r)),
    });
    const responder = async (data: unknown) => {
      await waitFor(() => expect(pendientes).toHaveLength(1));
      await act(async () => pendientes.shift()!(jsonResponse({ success: true, data })));
    };
    renderApp('/datos?tab=drive');

    fireEvent.click(await screen.findByRole('button', { name: `Restaurar ${backup.name}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaurar' }));

    // Queued (202): the dialog closes and the bar says what the job does before it has read the backup.
    const barra = await screen.findByRole('progressbar', { name: 'Progreso de la restauración' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/datos/backups/b1/restauracion']);
    expect(screen.getByText('Comprobando la copia y creando una copia de seguridad de los datos actuales…')).toBeTruthy();
    expect(barra.getAttribute('aria-valuenow')).toBeNull();
    expect(barra.getAttribute('aria-valuetext')).toBe('Comprobando la copia y creando una copia de seguridad de los datos actuales…');
    // A second restore waits for this one.
    expect(screen.getByRole('button', { name: `Restaurar ${backup.name}` }).hasAttribute('disabled')).toBe(true);

    // Running: the rows done of the backup's, as the import's bar counts them.
    await responder({ ...trabajo({ estado: 'en_curso', total: 900, procesadas: 120 }), filas: [], cursor: null });
    expect(await screen.findByText('Restaurando: 120 de 900 elementos')).toBeTruthy();
    const enCurso = screen.getByRole('progressbar', { name: 'Progreso de la restauración' });
    expect(enCurso.getAttribute('aria-valuenow')).toBe('13');
    expect(enCurso.getAttribute('aria-valuetext')).toBe('Restaurando: 120 de 900 elementos');
    // In Spanish, as the app's LocaleProvider says: '13 %' (a no-break space before the sign).
    expect(screen.getByText(/^13\s%$/)).toBeTruthy();

    await responder({ ...trabajo({ estado: 'en_curso', total: 900, procesadas: 540 }), filas: [], cursor: null });
    expect(await screen.findByText('Restaurando: 540 de 900 elementos')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la restauración' }).getAttribute('aria-valuenow')).toBe('60');

    // Completed: the bar gives way to the report, read whole (every page).
    await responder({
      ...trabajo({ estado: 'completada', total: 900, procesadas: 900, creados: 2, actualizados: 897, rechazados: 1, backups: [previa] }),
      filas: [
        { empresaId: 'e1', sk: 'AREA#a1', tipo: 'area', resultado: 'creado' },
        { empresaId: 'e1', sk: 'AREA#a2', tipo: 'area', resultado: 'creado' },
      ],
      cursor: 'c2',
    });
    await responder({
      ...trabajo({ estado: 'completada' }),
      filas: [
        {
          empresaId: 'e1',
          sk: 'CAND#c1',
          tipo: 'candidato',
          resultado: 'rechazado',
          motivo: 'Se alcanzó el límite de candidatos del plan',
        },
      ],
      cursor: null,
    });
    const informe = await screen.findByRole('region', { name: 'Informe de la restauración' });
    expect(within(informe).getByText('2 creado(s), 897 actualizado(s), 1 rechazado(s)')).toBeTruthy();
    expect(within(informe).getByText(`Copia previa: ${previa.name}`)).toBeTruthy();
    expect(within(informe).getByText('Se alcanzó el límite de candidatos del plan')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Progreso de la restauración' })).toBeNull();
    expect(screen.getByRole('button', { name: `Restaurar ${backup.name}` }).hasAttribute('disabled')).toBe(false);
    expect(calls.filter((c) => c.path === '/api/datos/importaciones/i1').map((c) => new URL(c.url).searchParams.get('cursor'))).toEqual([
      null,
      null,
      null,
      'c2',
    ]);
    // Three polls a second apart.
  }, 20_000);

  it('a restore the API refuses is said in the dialog, and one that ends in error under the list', async () => {
    let restauraciones = 0;
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/datos/backups': { body: { success: true, data: { items: [backup] } } },
      'POST /api/datos/backups/b1/restauracion': async () =>
        ++restauraciones === 1
          ? jsonResponse({ success: false, message: 'Ya hay un borrado de datos en curso en esta empresa: espera a que termine' }, 409)
          : jsonResponse({ success: true, data: trabajo() }, 202),
      'GET /api/datos/importaciones/i1': {
        body: {
          success: true,
          data: { ...trabajo({ estado: 'fallida', error: 'Archivo de importación inválido' }), filas: [], cursor: null },
        },
      },
    });
    renderApp('/datos?tab=drive');

    fireEvent.click(await screen.findByRole('button', { name: `Restaurar ${backup.name}` }));
    const dialogo = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));
    expect(await within(dialogo).findByText('Ya hay un borrado de datos en curso en esta empresa: espera a que termine')).toBeTruthy();

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Archivo de importación inválido')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Progreso de la restauración' })).toBeNull();
  });
});

describe('Gestión de Datos → Operaciones → Limpiar', () => {
  it('says the users are kept (a restore would lose them otherwise, D159), before and in the first confirmation', async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/datos/backups': { body: { success: true, data: { items: [] } } } });
    renderApp('/datos?tab=operaciones');
    const boton = await screen.findByRole('button', { name: 'Limpiar datos' });
    const seccion = document.body.textContent ?? '';
    expect(seccion).toContain(
      'Se conservan la empresa, sus usuarios (que siguen entrando con su contraseña), sus claves de API y sus webhooks',
    );
    expect(seccion).not.toContain('usuarios que no son administradores');
    fireEvent.click(boton);
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo.textContent).toContain('Los usuarios se conservan');
    expect(dialogo.textContent).not.toContain('usuarios que no son administradores');
  });
});
