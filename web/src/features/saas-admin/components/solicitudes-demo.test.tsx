// The superadmin's demo requests (D96), rendered alone as the SaaS panel's Solicitudes tab mounts it (D125): the pending
// ones first, the filter by state, 'Cargar más' with the cursor, 'Marcar atendida' and 'Eliminar'
// after a confirmation, each followed by the list read again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SolicitudDemo } from '@shared/schemas/demo';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { solicitudDemo as solicitud } from '../../../test/solicitud-demo-fixtures';
import { SolicitudesDemo } from './solicitudes-demo';

await loadWholeSystem();

const pagina = (items: SolicitudDemo[], cursor: string | null = null) => jsonResponse({ success: true, data: { items, cursor } });

function montar() {
  return conApp(<SolicitudesDemo />);
}

describe('the demo requests table', () => {
  it('shows the pending ones, loads more with the cursor, and lists by state', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/demo/solicitudes': async (_init, url) => {
        const estado = url.searchParams.get('estado');
        if (estado === 'atendida')
          return pagina([
            solicitud(9, { estado: 'atendida', atendidaEn: '2026-03-03T09:00:00.000Z', atendidaPor: { id: 'u0', nombre: 'Sara Super' } }),
          ]);
        return url.searchParams.get('cursor') ? pagina([solicitud(3, { pais: 'MX' })]) : pagina([solicitud(1), solicitud(2)], 'c1');
      },
    });
    montar();
    const tabla = await screen.findByTestId('solicitudes-demo');
    expect(within(tabla).getByText('Empresa 1')).toBeTruthy();
    expect(within(tabla).getByText('persona1@x.es')).toBeTruthy();
    // The country asked for (issue 67); a request sent before it was asked is Spain's.
    expect(within(tabla).getAllByText(/^España · 11-50 empleados · recibida el /)).toHaveLength(2);
    expect(within(tabla).getByText('Queremos verlo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(tabla).findByText('Empresa 3')).toBeTruthy();
    expect(within(tabla).getByText(/^México · 11-50 empleados/)).toBeTruthy();
    const lecturas = calls.filter((c) => c.path === '/api/demo/solicitudes');
    expect(new URL(lecturas[0]!.url, 'http://x').searchParams.get('estado')).toBe('pendiente');
    expect(new URL(lecturas.at(-1)!.url, 'http://x').searchParams.get('cursor')).toBe('c1');

    fireEvent.change(screen.getByLabelText('Estado de la solicitud'), { target: { value: 'atendida' } });
    const atendida = await screen.findByText('Empresa 9');
    const fila = atendida.closest('tr')!;
    expect(within(fila).getByText('Atendida')).toBeTruthy();
    expect(within(fila).getByText(/Sara Super ·/)).toBeTruthy();
    expect(within(fila).queryByRole('button', { name: /Marcar atendida/ })).toBeNull();
  });

  it('a request converted into a company links to that company (D162)', async () => {
    mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/demo/solicitudes': async () =>
        pagina([
          solicitud(4, {
            estado: 'atendida',
            atendidaEn: '2026-03-03T09:00:00.000Z',
            atendidaPor: { id: 'u0', nombre: 'Sara Super' },
            empresaCreada: { id: 'e42', nombre: 'Logística Iberia' },
            tipo: 'alta',
          }),
          solicitud(5, { estado: 'atendida', atendidaEn: '2026-03-03T09:00:00.000Z', atendidaPor: { id: 'u0', nombre: 'Sara Super' } }),
        ]),
    });
    montar();
    const convertida = (await screen.findByText('Empresa 4')).closest('tr')!;
    const enlace = within(convertida).getByRole('link', { name: 'Ver la empresa Logística Iberia' });
    expect(enlace.getAttribute('href')).toBe('/empresas?editar=e42');
    // A request for the company's account says so (D162); a demo request does not.
    expect(within(convertida).getByText('Alta de empresa')).toBeTruthy();
    expect(within(screen.getByText('Empresa 5').closest('tr')!).queryByText('Alta de empresa')).toBeNull();
    // Attended without becoming a company: no link.
    expect(within(screen.getByText('Empresa 5').closest('tr')!).queryByRole('link')).toBeNull();
  });

  it('marks one attended and erases another after a confirmation, reading the list again each time', async () => {
    let atendida = false;
    let borrada = false;
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/demo/solicitudes': async () => pagina([...(atendida ? [] : [solicitud(1)]), ...(borrada ? [] : [solicitud(2)])]),
      'POST /api/demo/solicitudes/00000000000001-abcd/atender': async () => {
        atendida = true;
        return jsonResponse({ success: true, data: solicitud(1, { estado: 'atendida' }), message: 'Solicitud marcada como atendida' });
      },
      'DELETE /api/demo/solicitudes/00000000000002-abcd': async () => {
        borrada = true;
        return jsonResponse({ success: true, data: null, message: 'Solicitud eliminada con todos sus datos' });
      },
    });
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar atendida la solicitud de Empresa 1' }));
    await waitFor(() => expect(screen.queryByText('Empresa 1')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/atender'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la solicitud de Empresa 2' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Eliminar solicitud de demo' });
    expect(within(dialogo).getByText(/Persona 2 \(persona2@x\.es\)/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/demo/solicitudes/00000000000002-abcd']);
  });
});
