import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { dashboardGlobal } from '../../test/dashboard-fixtures';
import { admin, operador, sessionRoutes, superadmin } from '../../test/session-fixtures';
import { formatFecha, formatFechaHora } from '@shared/fechas';

const global = dashboardGlobal([
  { id: 'e1', nombre: 'ACME', estado: 'activa', activa: true, plan: 'professional', fechaCreacion: '2025-03-01T10:00:00.000Z' },
  { id: 'e2', nombre: 'Beta', estado: 'suspendida', activa: false, plan: 'starter' },
]);
const empresa = {
  tipo: 'empresa',
  empresaId: 'e1',
  nombre: 'ACME',
  licenciasActivas: 3,
  candidatos: 42,
  entrevistasPendientes: 5,
  entrevistasCompletadas: 7,
  totalEntrevistas: 14,
  tasaCompletado: 50,
  entrevistasRecientes: [
    // Scheduled for the 14th, taken the day before (D83): listed by when it was taken.
    {
      id: 'i1',
      candidatoNombre: 'Laura Gómez',
      fechaProgramada: '2025-03-14T09:00:00.000Z',
      fechaRealizacion: '2025-03-13T17:30:00.000Z',
      zonaHoraria: 'America/Bogota',
      estado: 'validada',
    },
    {
      id: 'i3',
      candidatoNombre: 'Marta Gil',
      fechaProgramada: '2025-03-20T23:30:00.000Z',
      zonaHoraria: 'Europe/Madrid',
      estado: 'programada',
    },
    { id: 'i2', candidatoNombre: 'Pedro Ruiz', estado: 'programada' },
  ],
};
const ok = (data: unknown) => ({ body: { success: true, data } });

const card = (label: string) => screen.getByRole('group', { name: label });

describe('dashboard', () => {
  it("the superadmin with 'Todas las empresas' sees the global dashboard", async () => {
    const { calls } = mockFetch({ ...sessionRoutes(superadmin, []), 'GET /api/dashboard': ok(global) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard Global' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Total Empresas' });
    expect(within(card('Total Empresas')).getByText('12')).toBeTruthy();
    expect(within(card('Total Empresas')).getByText('9 activas')).toBeTruthy();
    expect(within(card('Licencias Activas')).getByText('31')).toBeTruthy();
    expect(within(card('Entrevistas Completadas')).getByText('1234')).toBeTruthy();
    expect(within(card('Informes Generados')).getByText('87')).toBeTruthy();
    const recientes = screen.getByRole('list', { name: 'Empresas recientes' });
    expect(within(recientes).getByText('ACME').closest('li')?.textContent).toContain('Activa');
    expect(within(recientes).getByText('Beta').closest('li')?.textContent).toContain('Inactiva');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Servicios HR' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Analytics' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gestionar empresas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas'));
    await act(() => router.navigate('/dashboard'));
    expect((await screen.findByRole('link', { name: 'Demo Onboarding' })).getAttribute('href')).toBe('/onboarding');
    fireEvent.click(screen.getByRole('link', { name: 'Administrar SaaS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saas-admin'));
    expect(calls.find((c) => c.path === '/api/dashboard')?.url).toMatch(/\/api\/dashboard$/);
  });

  it('one active company is «1 activa», and the recent list writes its dates as Spanish does, lower-case (issue 54 item 7)', async () => {
    mockFetch({ ...sessionRoutes(superadmin, []), 'GET /api/dashboard': ok({ ...global, empresasActivas: 1 }) });
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Total Empresas' });
    expect(within(card('Total Empresas')).getByText('1 activa')).toBeTruthy();
    const acme = within(screen.getByRole('list', { name: 'Empresas recientes' }))
      .getByText('ACME')
      .closest('li') as HTMLElement;
    const linea = within(acme).getByText((t) => t.includes(formatFecha('2025-03-01T10:00:00.000Z')!));
    expect(linea.textContent).toBe(`Professional · ${formatFecha('2025-03-01T10:00:00.000Z')}`);
    expect(getComputedStyle(linea).textTransform).not.toBe('capitalize');
  });

  it("a company user sees 'Dashboard - {empresa}' with its figures and latest interviews", async () => {
    const { calls } = mockFetch({ ...sessionRoutes(admin), 'GET /api/dashboard': ok(empresa) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard - ACME' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Candidatos' });
    expect(within(card('Licencias Activas')).getByText('3')).toBeTruthy();
    expect(within(card('Candidatos')).getByText('42')).toBeTruthy();
    expect(within(card('Entrevistas Pendientes')).getByText('5')).toBeTruthy();
    expect(within(card('Completadas')).getByText('7')).toBeTruthy();
    expect(within(card('Completadas')).getByText('50% de finalización')).toBeTruthy();
    const lista = screen.getByRole('list', { name: 'Entrevistas recientes' });
    const laura = within(lista).getByText('Laura Gómez').closest('li') as HTMLElement;
    // In the interview's own zone, whatever the browser's (expectations from the product's formatter).
    expect(within(laura).getByText(`Realizada el ${formatFechaHora('2025-03-13T17:30:00.000Z', 'America/Bogota')}`)).toBeTruthy();
    expect(laura.textContent).not.toContain('Programada');
    const marta = within(lista).getByText('Marta Gil').closest('li') as HTMLElement;
    expect(within(marta).getByText(`Programada para ${formatFechaHora('2025-03-20T23:30:00.000Z', 'Europe/Madrid')}`)).toBeTruthy();
    expect(within(within(lista).getByText('Pedro Ruiz').closest('li') as HTMLElement).getByText('Sin fecha programada')).toBeTruthy();
    expect(within(laura).getByText('Validada').dataset.variante).toBe('default');
    expect(within(within(lista).getByText('Pedro Ruiz').closest('li') as HTMLElement).getByText('Programada').dataset.variante).toBe(
      'destructive',
    );
    // The quick action opens the Interviews screen with its schedule dialog (entrevistas-page.test.tsx).
    fireEvent.click(screen.getByRole('button', { name: 'Programar entrevista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrevistas'));
    expect(router.state.location.search).toBe('?programar=1');
    expect(calls.find((c) => c.path === '/api/dashboard')?.url).toMatch(/empresaId=e1$/);
  });

  it("says 'No hay entrevistas recientes' when the company has none", async () => {
    mockFetch({ ...sessionRoutes(operador), 'GET /api/dashboard': ok({ ...empresa, entrevistasRecientes: [] }) });
    renderApp('/dashboard');
    expect(await screen.findByText('No hay entrevistas recientes')).toBeTruthy();
  });

  it('a company user without a company is asked to select one', async () => {
    const { calls } = mockFetch({ ...sessionRoutes({ ...admin, empresaId: null }, []) });
    renderApp('/dashboard');
    expect(await screen.findByText('Selecciona una empresa')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/dashboard')).toBe(false);
  });

  it('offers a retry when the figures fail to load', async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/dashboard': { status: 500, body: { success: false, message: 'Error' } } });
    renderApp('/dashboard');
    expect(await screen.findByText('No se pudieron cargar las cifras del dashboard', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
