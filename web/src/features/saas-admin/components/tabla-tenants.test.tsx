// The Empresas tab's tenants table (D99): every company of GET /api/saas/tenants with its columns,
// 'Cargar más' asking for the next page by its cursor, each name linking to the company's form, and the
// empty state when the platform has no company.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import type { Tenant } from '@shared/schemas/saas';
import { AppProvider } from '../../../app/provider';
import { cargarTemaCompleto } from '../../../app/tema';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { TablaTenants } from './tabla-tenants';

await cargarTemaCompleto();

const tenant = (n: number, o: Partial<Tenant> = {}): Tenant => ({
  id: `e${n}`,
  nombre: `Empresa ${n}`,
  subdominio: `empresa${n}`,
  estado: 'activa',
  plan: 'pyme-plus',
  usuarios_activos: n,
  entrevistas_mes: 10 + n,
  ultimo_acceso: '2026-11-10T12:00:00.000Z',
  estado_ia: 'plataforma',
  ...o,
});
const planes = { success: true, data: [{ id: 'pyme-plus', nombre: 'Pyme Plus' }] };

function montar(paginas: Record<string, { items: Tenant[]; cursor: string | null }>) {
  const fetch = mockFetch({
    ...sessionRoutes(superadmin),
    'GET /api/saas/planes': { body: planes },
    'GET /api/saas/tenants': async (_init, url) =>
      jsonResponse({ success: true, data: { mes: '2026-11', ...paginas[url.searchParams.get('cursor') ?? ''] } }),
  });
  render(
    <MemoryRouter>
      <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TablaTenants />
      </AppProvider>
    </MemoryRouter>,
  );
  return fetch;
}

describe('the tenants table', () => {
  it('shows each company with its columns, links to it, and loads the next page with the cursor', async () => {
    const { calls } = montar({
      '': {
        items: [tenant(1), tenant(2, { subdominio: null, estado: 'trial', ultimo_acceso: null, estado_ia: 'sin_clave' })],
        cursor: 'c2',
      },
      c2: { items: [tenant(3, { estado_ia: 'propia' })], cursor: null },
    });
    const fila = await screen.findByTestId('fila-tenant-e1');
    for (const texto of [
      'empresa1',
      'Pyme Plus',
      'Activa',
      '1',
      '11',
      formatFechaHora('2026-11-10T12:00:00.000Z')!,
      'Clave de la plataforma',
    ])
      expect(within(fila).getByText(texto)).toBeTruthy();
    expect(within(fila).getByRole('link', { name: 'Empresa 1' }).getAttribute('href')).toBe('/empresas?editar=e1');
    const segunda = screen.getByTestId('fila-tenant-e2');
    for (const texto of ['—', 'Trial', 'Nunca', 'Sin clave']) expect(within(segunda).getByText(texto)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(within(await screen.findByTestId('fila-tenant-e3')).getByText('Clave propia')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/saas/tenants' && c.url.includes('cursor=c2'))).toBe(true);
  });

  it('says so when the platform has no company', async () => {
    montar({ '': { items: [], cursor: null } });
    await screen.findByText('Todavía no hay empresas');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
