// 'Primeros pasos' on a company's dashboard (D164): the admin sees each step ticked or with its way
// to do it, accepts the built-in analyzer and dismisses the list; an operator does not see it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, operador, sessionRoutes } from '../../test/session-fixtures';

const empresa = {
  tipo: 'empresa',
  empresaId: 'e1',
  nombre: 'ACME',
  licenciasActivas: 1,
  candidatos: 1,
  entrevistasPendientes: 0,
  entrevistasCompletadas: 0,
  totalEntrevistas: 0,
  tasaCompletado: 0,
  entrevistasRecientes: [],
};
const pasos = (hechos: string[], extra: object = {}) => ({
  pasos: ['area', 'candidato', 'ia', 'entrevista', 'colega'].map((id) => ({ id, hecho: hechos.includes(id) })),
  completados: hechos.length,
  total: 5,
  oculta: false,
  analizadorAceptado: hechos.includes('ia'),
  ...extra,
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, message } });

describe('the first steps on the dashboard', { timeout: 30_000 }, () => {
  it('ticks what is done, offers the way to do the rest, accepts the analyzer and hides when dismissed', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/dashboard': ok(empresa),
      'GET /api/dashboard/primeros-pasos': ok(pasos(['candidato'])),
      'PUT /api/dashboard/primeros-pasos': async (init) => {
        const body = JSON.parse(String(init.body));
        const data = body.oculta ? pasos(['candidato', 'ia'], { oculta: true }) : pasos(['candidato', 'ia']);
        return new Response(JSON.stringify({ success: true, data, message: body.oculta ? 'Lista ocultada' : 'Analizador aceptado' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderApp('/dashboard');
    const lista = await screen.findByRole('list', { name: 'Primeros pasos' });
    expect(screen.getByText('1 de 5 completados')).toBeTruthy();
    const item = (texto: string) => within(lista).getByText(texto).closest('li') as HTMLElement;
    expect(item('Añade un candidato').dataset.hecho).toBe('true');
    expect(within(item('Añade un candidato')).getByText('Hecho')).toBeTruthy();
    expect(item('Crea un área').dataset.hecho).toBe('false');
    expect(within(item('Crea un área')).getByRole('button', { name: 'Ir a Áreas' })).toBeTruthy();
    expect(within(item('Invita a un compañero')).getByRole('button', { name: 'Ir a Usuarios' })).toBeTruthy();

    fireEvent.click(
      within(item('Configura una clave de IA o usa el analizador integrado')).getByRole('button', { name: 'Usar el analizador integrado' }),
    );
    await waitFor(() => expect(screen.getByText('2 de 5 completados')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ empresaId: 'e1', analizadorAceptado: true });
    expect(item('Configura una clave de IA o usa el analizador integrado').dataset.hecho).toBe('true');

    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Primeros pasos' })).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ empresaId: 'e1', oculta: true });
    expect(screen.getByRole('heading', { name: 'Dashboard - ACME' })).toBeTruthy();
  });

  it('an operator, or a company that dismissed it, sees no list', async () => {
    mockFetch({ ...sessionRoutes(operador), 'GET /api/dashboard': ok(empresa), 'GET /api/dashboard/primeros-pasos': ok(pasos([])) });
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Candidatos' });
    expect(screen.queryByRole('list', { name: 'Primeros pasos' })).toBeNull();
  });
});
