// The Empresas tab's tenants table (D99): every company of GET /api/saas/tenants with its columns,
// 'Cargar más' asking for the next page by its cursor, each name linking to the company's form, the
// empty state when the platform has no company, and the search box (D108): `q` sent once typing stops,
// 'no company matches' apart from 'no company yet', and a searched page that matched none with more to read.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import type { Tenant } from '@shared/schemas/saas';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { TablaTenants } from './tabla-tenants';

await loadWholeSystem();

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

type Paginas = Record<string, { items: Tenant[]; cursor: string | null }>;

/** `paginas` by cursor; `busquedas` by q, then by cursor (a search's pages). */
function montar(paginas: Paginas, busquedas: Record<string, Paginas> = {}) {
  const fetch = mockFetch({
    ...sessionRoutes(superadmin),
    'GET /api/saas/planes': { body: planes },
    'GET /api/saas/tenants': async (_init, url) => {
      const q = url.searchParams.get('q');
      const pagina = (q === null ? paginas : (busquedas[q] ?? { '': { items: [], cursor: null } }))[url.searchParams.get('cursor') ?? ''];
      return jsonResponse({ success: true, data: { mes: '2026-11', ...pagina } });
    },
  });
  conApp(<TablaTenants />);
  return fetch;
}

describe('the tenants table', () => {
  it('shows each company with its columns, links to it, and loads the next page with the cursor', async () => {
    const { calls } = montar({
      '': {
        items: [
          tenant(1, { whatsapp_mes: { enviados: 3, coste_usd: 0.06 } }),
          tenant(2, {
            subdominio: null,
            estado: 'trial',
            ultimo_acceso: null,
            estado_ia: 'sin_clave',
            whatsapp_mes: { enviados: 1, coste_usd: 0 },
          }),
        ],
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
    // Its WhatsApp this month (issue 68): messages and their estimated cost; none is a dash.
    expect(within(fila).getByTestId('whatsapp-mes').textContent).toMatch(/^3 · 0,0600\sUS\$$/);
    const segunda = screen.getByTestId('fila-tenant-e2');
    for (const texto of ['—', 'Prueba', 'Nunca', 'Sin clave']) expect(within(segunda).getByText(texto)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(within(await screen.findByTestId('fila-tenant-e3')).getByText('Clave propia')).toBeTruthy();
    expect(within(screen.getByTestId('fila-tenant-e3')).getByTestId('whatsapp-mes').textContent).toBe('—');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/saas/tenants' && c.url.includes('cursor=c2'))).toBe(true);
  });

  it('says so when the platform has no company', async () => {
    montar({ '': { items: [], cursor: null } });
    await screen.findByText('Todavía no hay empresas');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Ninguna empresa coincide con la búsqueda')).toBeNull();
  });

  it('sends the search as q once typing stops, shows the matches with their count, and says when none matches', async () => {
    const { calls } = montar(
      { '': { items: [tenant(1), tenant(2), tenant(3)], cursor: null } },
      { zafiro: { '': { items: [tenant(2, { nombre: 'Zafiro' })], cursor: null } } },
    );
    await screen.findByTestId('fila-tenant-e1');
    expect(screen.getByText('3 empresas')).toBeTruthy();
    const caja = screen.getByRole('searchbox', { name: 'Buscar empresas' });
    expect(caja.getAttribute('placeholder')).toBe('Buscar por nombre o email...');

    // Typed quickly: one request for the settled, trimmed text, none per keystroke.
    for (const value of ['z', 'zaf', ' zafiro ']) fireEvent.change(caja, { target: { value } });
    await waitFor(() => expect(screen.queryByTestId('fila-tenant-e1')).toBeNull());
    expect(within(screen.getByTestId('fila-tenant-e2')).getByRole('link', { name: 'Zafiro' })).toBeTruthy();
    expect(screen.getByText('1 empresa')).toBeTruthy();
    const consultas = () => calls.filter((c) => c.path === '/api/saas/tenants').map((c) => new URL(c.url).searchParams.get('q'));
    expect(consultas()).toEqual([null, 'zafiro']);

    fireEvent.change(caja, { target: { value: 'ninguna' } });
    expect(await screen.findByText('Ninguna empresa coincide con la búsqueda')).toBeTruthy();
    expect(screen.getByText('No se encontraron empresas para «ninguna».')).toBeTruthy();
    expect(screen.queryByText('Todavía no hay empresas')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(consultas()).toEqual([null, 'zafiro', 'ninguna']);
  });

  it('a searched page that matched none but has more to read offers to load more, then shows the match', async () => {
    montar(
      { '': { items: [tenant(1)], cursor: null } },
      { omega: { '': { items: [], cursor: 'c2' }, c2: { items: [tenant(9, { nombre: 'Omega' })], cursor: null } } },
    );
    await screen.findByTestId('fila-tenant-e1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar empresas' }), { target: { value: 'omega' } });
    expect(await screen.findByText('Ninguna empresa de las revisadas hasta ahora coincide: carga más para seguir buscando.')).toBeTruthy();
    expect(screen.queryByText('Ninguna empresa coincide con la búsqueda')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(within(await screen.findByTestId('fila-tenant-e9')).getByRole('link', { name: 'Omega' })).toBeTruthy();
  });
});
