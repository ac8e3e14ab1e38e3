// The platform's oversight record in the Sistema tab (D155): each entry with its date, what was done
// and the ids it keeps, newest first as GET /api/saas/supervision answers; «Cargar más» with a cursor.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { SupervisionPlataforma } from './supervision-plataforma';

await loadWholeSystem();

const entrada = (n: number, empresaId: string | null) => ({
  id: `id-${n}`,
  tipo: 'segundo_factor_restablecido',
  por: 'u0',
  usuarioId: `u${n}`,
  empresaId,
  fecha: `2026-11-1${n}T10:00:00.000Z`,
});

function ver() {
  conApp(<SupervisionPlataforma />);
}

describe('the platform oversight record', () => {
  it('lists each entry with its ids, and loads the next page with the cursor', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/supervision': (_init, url) =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: url.searchParams.get('cursor')
                ? { items: [entrada(1, null)], cursor: null }
                : { items: [entrada(3, 'e1')], cursor: 'c1' },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
    });
    ver();
    const region = await screen.findByRole('region', { name: 'Registro de supervisión' });
    expect(await within(region).findByText('Segundo factor restablecido')).toBeTruthy();
    expect(within(region).getByText(formatFechaHora('2026-11-13T10:00:00.000Z')!)).toBeTruthy();
    expect(within(region).getByText('u3')).toBeTruthy();
    expect(within(region).getByText('e1')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Cargar más' }));
    expect(await within(region).findByText('Plataforma')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/saas/supervision').map((c) => new URL(c.url).searchParams.get('cursor'))).toEqual([
      null,
      'c1',
    ]);
  });

  it('says when it is empty', async () => {
    mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/supervision': { body: { success: true, data: { items: [], cursor: null } } },
    });
    ver();
    expect(await screen.findByText('Todavía no hay entradas.')).toBeTruthy();
  });
});
