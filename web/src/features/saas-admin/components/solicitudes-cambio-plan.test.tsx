// Panel Sistema → Solicitudes: the companies' plan change requests (D164), a page at a time.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conApp } from '../../../test/render-panel';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { SolicitudesCambioPlan } from './solicitudes-cambio-plan';

const solicitud = (n: number) => ({
  id: `s${n}`,
  empresaId: `e${n}`,
  empresaNombre: `Empresa ${n}`,
  planActual: 'Starter',
  planId: 'enterprise',
  planNombre: 'Enterprise',
  mensaje: n === 1 ? 'Necesitamos más' : undefined,
  fecha: '2026-11-20T10:00:00.000Z',
  por: `admin${n}@x.es`,
  estado: 'pendiente',
});

const mostrar = () => conApp(<SolicitudesCambioPlan />);

describe('the plan change requests', () => {
  it('lists them and pages with the cursor', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/solicitudes-plan': async (_init, url) =>
        jsonResponse({
          success: true,
          data: url.searchParams.get('cursor')
            ? { items: [solicitud(3)], cursor: null }
            : { items: [solicitud(1), solicitud(2)], cursor: 'c1' },
        }),
    });
    mostrar();
    const tabla = await screen.findByRole('table', { name: 'Solicitudes de cambio de plan' });
    expect(within(tabla).getByText('Empresa 1')).toBeTruthy();
    expect(within(tabla).getByText('Necesitamos más')).toBeTruthy();
    expect(within(tabla).getByText('admin2@x.es')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguientes' }));
    await waitFor(() => expect(screen.getByText('Empresa 3')).toBeTruthy());
    expect(calls.some((c) => c.url.includes('cursor=c1'))).toBe(true);
  });

  it('marks a pending request «Atendida» with its key, then shows who and when', async () => {
    let atendida = false;
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/solicitudes-plan': async () =>
        jsonResponse({
          success: true,
          data: {
            items: [
              atendida
                ? {
                    ...solicitud(1),
                    estado: 'atendida',
                    atendidaEn: '2026-11-21T09:00:00.000Z',
                    atendidaPor: { id: 'sa', nombre: 'Sara Admin' },
                  }
                : solicitud(1),
            ],
            cursor: null,
          },
        }),
      'POST /api/saas/solicitudes-plan/s1/atender': async () => {
        atendida = true;
        return jsonResponse({ success: true, data: null, message: 'Solicitud marcada como atendida' });
      },
    });
    mostrar();
    const tabla = await screen.findByRole('table', { name: 'Solicitudes de cambio de plan' });
    expect(within(tabla).getByText('Pendiente')).toBeTruthy();
    fireEvent.click(within(tabla).getByRole('button', { name: 'Marcar atendida la solicitud de Empresa 1' }));
    await waitFor(() => expect(within(tabla).getByText('Atendida')).toBeTruthy());
    expect(within(tabla).getByText(/Sara Admin/)).toBeTruthy();
    expect(within(tabla).queryByRole('button', { name: /Marcar atendida/ })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ empresaId: 'e1', fecha: '2026-11-20T10:00:00.000Z' });
  });
});
