import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidatoDePrueba as candidato } from '../../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const pagina = (items: unknown[], cursor: string | null = null) => ({ body: { success: true, data: { items, cursor } } });

async function abrir(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({ ...sessionRoutes(admin, [acme]), 'GET /api/areas': { body: { success: true, data: [] } }, ...routes });
  const { router } = renderApp('/candidatos');
  await screen.findByRole('heading', { level: 1, name: 'Candidatos' });
  return { ...mocked, router };
}

// The whole app renders and the screen's module loads on first use: on a busy machine that alone can pass 5 s.
describe('candidatos', { timeout: 20_000 }, () => {
  it("a card's 'Programar entrevista' opens the schedule dialog with the candidate (D81)", async () => {
    const { router } = await abrir({ 'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz')]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Programar entrevista a Ana Ruiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrevistas'));
    expect(router.state.location.search).toBe('?programar=1&candidatoId=c1');
  });

  it('one card per candidate with its status badge, the count and the allowed status changes', async () => {
    await abrir({ 'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz'), candidato('c2', 'Luis Gil', 'entrevistado')]) });
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    expect(screen.getByLabelText('2 candidatos').textContent).toBe('2');
    const estados = screen.getByLabelText('Estado de Luis Gil') as HTMLSelectElement;
    expect([...estados.options].map((o) => o.textContent)).toEqual([
      'Entrevistado',
      'Pasar a En proceso',
      'Pasar a Seleccionado',
      'Pasar a Rechazado',
    ]);
  });

  it('no candidates and no results are two different empty states; the search goes to the server', async () => {
    const { calls } = await abrir({ 'GET /api/candidatos': pagina([]) });
    expect(await screen.findByText('Todavía no hay candidatos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar candidatos'), { target: { value: 'José' } });
    expect(await screen.findByText('No se encontraron candidatos')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('q') === 'José')).toBe(true));
  });

  it("a failed load says 'Error al cargar candidatos: {message}'", async () => {
    await abrir({ 'GET /api/candidatos': { status: 500, body: { success: false, message: 'Servicio caído' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar candidatos: Servicio caído');
  });
});
