// The Panel Sistema's Solicitudes tab (D125): the demo requests have a tab of their own between
// Empresas and Planes, its trigger names the pending count from GET /api/saas/estadisticas (the
// platform counter, not the rows loaded), the Dashboard's card opens it, and Empresas no longer
// holds the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Estadisticas } from '@shared/schemas/saas';
import { conApp } from '../../test/render-panel';
import { loadWholeSystem } from '../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../test/session-fixtures';
import { nombreSolicitudes, SaasAdminPage } from './saas-admin-page';
import { solicitudDemo } from '../../test/solicitud-demo-fixtures';

await loadWholeSystem();

const kpis = (pendientes: number): Estadisticas => ({
  mes: '2026-11',
  mrr: 0,
  arr: 0,
  empresas_activas: 0,
  empresas_de_pago: 0,
  empresas_en_prueba: 0,
  empresas_sin_suscripcion: 0,
  usuarios_totales: 0,
  entrevistas_realizadas: 0,
  conversion_trial: 0,
  churn_rate: 0,
  ingresos_mes: 0,
  ingresos_total: 0,
  por_moneda: [{ moneda: 'EUR', mrr: 0, arr: 0, ingresos_mes: 0, ingresos_total: 0 }],
  suscripciones_activas: 0,
  suscripciones_trial: 0,
  solicitudes_demo_pendientes: pendientes,
});

const solicitud = solicitudDemo(1, {
  empresa: 'Mar Azul Consultores',
  nombre: 'Irene Castaño',
  email: 'irene@marazul.es',
  cantidadTrabajadores: 200,
  mensaje: '',
});

function montar(pendientes: () => number, ruta = '/saas-admin') {
  const mocked = mockFetch({
    ...sessionRoutes(superadmin),
    'GET /api/saas/estadisticas': async () => jsonResponse({ success: true, data: kpis(pendientes()) }),
    'GET /api/saas/tenants': async () => jsonResponse({ success: true, data: { mes: '2026-11', items: [], cursor: null } }),
    'GET /api/demo/solicitudes': async () => jsonResponse({ success: true, data: { items: [solicitud], cursor: null } }),
    'POST /api/demo/solicitudes/00000000000001-abcd/atender': async () =>
      jsonResponse({ success: true, data: { ...solicitud, estado: 'atendida' }, message: 'Solicitud marcada como atendida' }),
  });
  conApp(<SaasAdminPage />, ruta);
  return mocked;
}

describe('the Solicitudes tab', () => {
  it('sits between Empresas and Planes and names the pending count from the counter; the Dashboard card opens it', async () => {
    montar(() => 3);
    const tab = await screen.findByRole('tab', { name: 'Solicitudes, 3 pendientes' });
    expect(within(tab).getByText('3')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Empresas',
      'Solicitudes3, 3 pendientes',
      'Planes',
      'Suscripciones',
      'Analytics',
      'Sistema',
    ]);

    const tarjeta = await screen.findByRole('group', { name: 'Solicitudes pendientes' });
    expect(within(tarjeta).getByText('Solicitudes pendientes (demos y altas): 3')).toBeTruthy();
    expect(screen.queryByTestId('solicitudes-demo')).toBeNull();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Ver solicitudes' }));
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const tabla = await screen.findByTestId('solicitudes-demo');
    expect(within(tabla).getByRole('button', { name: 'Convertir en empresa la solicitud de Mar Azul Consultores' })).toBeTruthy();
  }, 30_000);

  it('reads the count again after a request is attended', async () => {
    let pendientes = 1;
    const { calls } = montar(() => pendientes, '/saas-admin?tab=solicitudes');
    await screen.findByRole('tab', { name: 'Solicitudes, 1 pendiente' });
    const lecturas = () => calls.filter((c) => c.path === '/api/saas/estadisticas').length;
    const antes = lecturas();
    pendientes = 0;
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar atendida la solicitud de Mar Azul Consultores' }));
    await screen.findByRole('tab', { name: 'Solicitudes' });
    expect(lecturas()).toBeGreaterThan(antes);
    expect(screen.queryByTestId('solicitudes-pendientes')).toBeNull();
  }, 30_000);

  it('Empresas no longer holds the demo requests', async () => {
    const { calls } = montar(() => 2, '/saas-admin?tab=empresas');
    await screen.findByRole('tab', { name: 'Solicitudes, 2 pendientes' });
    await screen.findByRole('button', { name: 'Nueva Empresa' });
    expect(screen.queryByText('Solicitudes de demo y de alta')).toBeNull();
    expect(calls.some((c) => c.path === '/api/demo/solicitudes')).toBe(false);
  });
});

describe('nombreSolicitudes', () => {
  it('says how many wait, in the singular for one, and nothing when none', () => {
    expect(nombreSolicitudes(undefined)).toBe('Solicitudes');
    expect(nombreSolicitudes(0)).toBe('Solicitudes');
    expect(nombreSolicitudes(1)).toBe('Solicitudes, 1 pendiente');
    expect(nombreSolicitudes(12)).toBe('Solicitudes, 12 pendientes');
  });
});
