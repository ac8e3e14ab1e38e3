// An analysis that failed on its queue's last delivery (D78): the card says so, the details say so
// and offer an admin 'Reintentar análisis' (POST …/reintentar-analisis), which shows the interview
// queued again; an operator sees the failure without the button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, operador, sessionRoutes } from '../../test/session-fixtures';
import { entrevistaConInforme } from '../../test/informe-fixtures';

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const fallida = {
  ...entrevistaConInforme('completada', { id: 'i9' }),
  analisis: { estado: 'fallida' as const, encoladaEn: '2026-11-24T16:00:00.000Z', fallidaEn: '2026-11-24T16:05:00.000Z' },
};
const reencolada = { ...fallida, analisis: { estado: 'encolada' as const, encoladaEn: '2026-11-24T17:00:00.000Z', reintentos: 1 } };

async function abrir(user = admin) {
  // As the server: once the retry is accepted, the interview reads as queued again. (A read that
  // still answered 'fallida' after the POST raced the details' own re-read on a busy machine.)
  let reintentado = false;
  const mocked = mockFetch({
    ...sessionRoutes(user, [acme]),
    'GET /api/entrevistas': ok({ items: [fallida], cursor: null }),
    'GET /api/entrevistas/estadisticas': ok({ total: 1, programada: 0, en_progreso: 0, completada: 1, analizada: 0, validada: 0 }),
    'GET /api/servicios-hr/disponibles': ok([]),
    'GET /api/candidatos': ok({ items: [], cursor: null }),
    'GET /api/entrevistas/i9': async () => jsonResponse(ok(reintentado ? reencolada : fallida).body),
    'POST /api/entrevistas/i9/reintentar-analisis': async () => {
      reintentado = true;
      return jsonResponse(ok(reencolada, 'Análisis encolado de nuevo: el informe aparecerá cuando termine').body);
    },
  });
  renderApp('/entrevistas');
  await screen.findByRole('heading', { level: 1, name: 'Entrevistas' });
  const tarjeta = (await screen.findByText('Marta Soler')).closest('[data-testid="entrevista"]') as HTMLElement;
  return { ...mocked, tarjeta };
}

// The screen's chunk loads on first use: loaded before the first test, so a busy machine does not
// spend the first test's wait on it.
beforeAll(async () => {
  await import('./entrevistas-page');
}, 30_000);

describe('análisis fallido', { timeout: 20_000 }, () => {
  it("the card says so; an admin's 'Reintentar análisis' queues it again", async () => {
    const { calls, tarjeta } = await abrir();
    expect(within(tarjeta).getByText('Análisis de IA fallido: ábrela para reintentarlo')).toBeTruthy();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Ver los detalles de la entrevista de Marta Soler' }));
    const dialogo = await screen.findByRole('dialog');
    const aviso = await within(dialogo).findByTestId('analisis-fallido');
    expect(aviso.textContent).toContain('El análisis de IA ha fallado');
    fireEvent.click(within(aviso).getByRole('button', { name: 'Reintentar análisis' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/entrevistas/i9/reintentar-analisis')).toBe(true));
    // Queued again: the details say the analysis is running.
    expect(await within(dialogo).findByTestId('analisis-en-curso')).toBeTruthy();
  });

  it('an operator sees the failure without the button', async () => {
    const { tarjeta } = await abrir(operador);
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Ver los detalles de la entrevista de Marta Soler' }));
    const aviso = await within(await screen.findByRole('dialog')).findByTestId('analisis-fallido');
    expect(aviso.textContent).toContain('Un administrador puede reintentarlo');
    expect(within(aviso).queryByRole('button', { name: 'Reintentar análisis' })).toBeNull();
  });
});
