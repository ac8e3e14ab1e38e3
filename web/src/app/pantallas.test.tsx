// The screen table drives the navigation, the routes and the guards (spec part 1 §2.1, §6).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGINAS } from '@shared/permissions';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { NAVEGACION_ADMIN, admin, operador, sessionRoutes, superadmin } from '../test/session-fixtures';
import { PANTALLAS, PANTALLAS_PRIVADAS, estadoPantalla, itemsNavegacion } from './pantallas';
import { appRoutes } from './router';

const LAZY = Symbol.for('react.lazy');

describe('the screen table', () => {
  it('holds every logged-in page of the permission matrix once, and every screen loads on first use', () => {
    expect(PANTALLAS_PRIVADAS.map((p) => p.pagina).sort()).toEqual([...PAGINAS].sort());
    for (const p of PANTALLAS) expect((p.Componente as unknown as { $$typeof: symbol }).$$typeof).toBe(LAZY);
  });

  it('every path of the table is a route', () => {
    const rutas: string[] = [];
    const recorrer = (routes: typeof appRoutes) => {
      for (const r of routes) {
        if (r.path) rutas.push(r.path);
        if (r.children) recorrer(r.children);
      }
    };
    recorrer(appRoutes);
    for (const p of PANTALLAS) for (const ruta of p.rutas) expect(rutas).toContain(ruta);
  });

  it('the navigation is the table order, filtered by role; company pages are disabled without a company', () => {
    expect(itemsNavegacion(superadmin, false).map((i) => i.label)).toEqual([
      ...NAVEGACION_ADMIN.slice(0, -1),
      'Panel Sistema',
      'Gestión de Datos',
    ]);
    expect(itemsNavegacion(superadmin, false).filter((i) => i.deshabilitada)).toEqual([]);
    expect(
      itemsNavegacion({ ...admin, empresaId: null }, false)
        .filter((i) => i.deshabilitada)
        .map((i) => i.key),
    ).toEqual(['candidatos', 'vacantes', 'entrevistas', 'informes', 'analytics', 'areas', 'integraciones']);
    expect(itemsNavegacion(operador, true).map((i) => i.key)).not.toContain('usuarios');
    expect(itemsNavegacion({ ...admin, activo: false }, true)).toEqual([]);
    const candidatos = PANTALLAS_PRIVADAS.find((p) => p.pagina === 'candidatos')!;
    expect(estadoPantalla(null, true, candidatos)).toBe('oculta');
  });
});

describe('guards from the table', () => {
  it('a company user without a company who types a company page is sent to /dashboard', async () => {
    mockFetch(sessionRoutes({ ...admin, empresaId: null }, []));
    const { router } = renderApp('/candidatos');
    expect(await screen.findByText('Selecciona una empresa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("the superadmin with no company chosen is asked for one on a company page ('Selecciona una empresa')", async () => {
    mockFetch(sessionRoutes(superadmin, []));
    const { router } = renderApp('/entrevistas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrevistas' })).toBeTruthy();
    expect(screen.getByText('Selecciona una empresa')).toBeTruthy();
    expect(screen.queryByText('Esta pantalla se completa en una próxima versión.')).toBeNull();
    expect(router.state.location.pathname).toBe('/entrevistas');
  });
});
