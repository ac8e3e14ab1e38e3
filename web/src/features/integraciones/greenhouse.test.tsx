// The «Greenhouse» tab of Integraciones (D197): an admin with no connection types the Harvest v3
// credentials (labelled fields) and saves them; what is sent is what was typed; the screen shows the
// connection without its secret (its last four characters) and the test's outcome; «Probar conexión».
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ETAPAS_POR_DEFECTO } from '@shared/schemas/etapas-vacante';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes } from '../../test/session-fixtures';

const ahora = '2026-03-02T10:00:00.000Z';
const sin = { configurada: false, clientId: null, userId: null, secretoUltimos4: null, actualizadaEn: null, prueba: null, movimientos: [] };
const con = {
  configurada: true,
  clientId: 'gh-cliente',
  userId: '12345',
  secretoUltimos4: '9Zq4',
  actualizadaEn: ahora,
  prueba: { ok: false, error: 'Greenhouse rechazó las credenciales (respuesta 401)', probadaEn: ahora },
  movimientos: [],
};
const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });

describe('Integraciones › Greenhouse', () => {
  it('an admin saves the Harvest v3 credentials typed in labelled fields', async () => {
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/greenhouse/harvest': ok(sin),
      'PUT /api/greenhouse/harvest': ok(
        { ...con, prueba: { ok: true, error: null, probadaEn: ahora } },
        'Conexión con Greenhouse Harvest guardada',
      ),
    });
    renderApp('/integraciones?tab=greenhouse');
    await screen.findByRole('heading', { level: 1, name: 'Integraciones' });
    await screen.findByLabelText(/Client Secret/);
    const form = screen.getByRole('form', { name: 'Credenciales de Harvest v3' });
    fireEvent.change(within(form).getByLabelText(/Client ID/), { target: { value: 'gh-cliente' } });
    fireEvent.change(within(form).getByLabelText(/Client Secret/), { target: { value: 'secreto-9Zq4' } });
    fireEvent.change(within(form).getByLabelText(/Usuario de Greenhouse/), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar y probar' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = mocked.calls.find((c) => c.method === 'PUT' && c.path === '/api/greenhouse/harvest')!;
    expect(put.body).toEqual({ clientId: 'gh-cliente', clientSecret: 'secreto-9Zq4', userId: '12345' });
    expect(await screen.findByText('Conexión con Greenhouse Harvest guardada')).toBeTruthy();
  });

  it('shows a stored connection without its secret, the failed test, and tests it again', async () => {
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/greenhouse/harvest': ok(con),
      'POST /api/greenhouse/harvest/probar': ok(
        con,
        'Greenhouse no aceptó las credenciales: Greenhouse rechazó las credenciales (respuesta 401)',
      ),
    });
    renderApp('/integraciones?tab=greenhouse');
    expect(await screen.findByText('Conexión configurada')).toBeTruthy();
    expect(screen.getByText(/Client ID: gh-cliente · Usuario de Greenhouse: 12345 · Secreto: …9Zq4/)).toBeTruthy();
    expect(screen.getByText('Con errores')).toBeTruthy();
    expect(screen.getByText(/respuesta 401/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'POST' && c.path === '/api/greenhouse/harvest/probar')).toBe(true));
    expect(screen.getByText('Todavía no se ha enviado ningún movimiento.')).toBeTruthy();
  });

  it('lists the last moves sent to Greenhouse with their outcome, their stages by the company’s names and, for a failed one, why (D201)', async () => {
    const mov = (id: string, estado: string, motivo: string | null, nombre: string) => ({
      id,
      vacante: { id: 'v1', titulo: 'Analista de datos' },
      candidato: { id: `c-${id}`, nombre },
      aplicacionId: '9001',
      de: 'nuevo',
      a: 'entrevistado',
      desde: '501',
      hacia: '502',
      estado,
      motivo,
      intentos: 1,
      creadoEn: ahora,
      actualizadoEn: ahora,
    });
    mockFetch({
      ...sessionRoutes(admin),
      // The company renamed «Entrevistado»: the list names the stages as the boards do, not by their ids.
      'GET /api/vacantes/etapas': ok({
        etapas: ETAPAS_POR_DEFECTO.map((e) => (e.id === 'entrevistado' ? { ...e, nombre: 'Entrevista técnica' } : e)),
        version: 1,
      }),
      'GET /api/greenhouse/harvest': ok({
        ...con,
        movimientos: [
          mov(
            'm2',
            'fallido',
            'Greenhouse rechazó el movimiento (422): la candidatura no estaba en la etapa de origen esperada',
            'Luis Gil',
          ),
          mov('m1', 'hecho', null, 'Ana Ruiz'),
        ],
      }),
    });
    renderApp('/integraciones?tab=greenhouse');
    const lista = await screen.findByRole('list', { name: 'Últimos movimientos enviados a Greenhouse' });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas).toHaveLength(2);
    expect(within(filas[0]!).getByText('No enviado')).toBeTruthy();
    expect(within(filas[0]!).getByText('Luis Gil')).toBeTruthy();
    expect(within(filas[0]!).getByText(/422/)).toBeTruthy();
    expect(within(filas[1]!).getByText('Movida en Greenhouse')).toBeTruthy();
    expect(await within(filas[1]!).findByText(/Analista de datos · Nuevo → Entrevista técnica · candidatura 9001/)).toBeTruthy();
  });
});
