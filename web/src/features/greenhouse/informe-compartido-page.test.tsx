import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { conOtraPregunta, entrevistaConInforme } from '../../test/informe-fixtures';
import { renderApp } from '../../test/render-app';

const TOKEN = `inf_${'a'.repeat(43)}`;

async function abrir(respuesta: Parameters<typeof mockFetch>[0][string]) {
  const mocked = mockFetch({ 'POST /api/greenhouse/informe': respuesta });
  const view = renderApp(`/informe-compartido#token=${TOKEN}`);
  // The screen's chunk loads on first use: the first test of the file waits for it on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, ...mocked };
}

describe('the report link answered to Greenhouse (/informe-compartido#token=…)', () => {
  it('opens the reviewed report read-only: the report, the review, the transcript and «Descargar PDF»; the token leaves the address', async () => {
    const entrevista = entrevistaConInforme('validada', { nombre: 'Marta Soler' });
    const { calls, router } = await abrir({
      body: { success: true, data: { entrevista, empresa: 'ACME', expiraEn: '2026-12-25T09:30:00.000Z' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de Marta Soler' })).toBeTruthy();
    expect(screen.getByText('ACME')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Revisión' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transcripción' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeTruthy();
    // The date as the reader's zone has it (the test runs at any zone).
    expect(screen.getByText(/Caduca el 2[456] dic 2026/)).toBeTruthy();
    // Read-only: no review form, no correction.
    expect(screen.queryByRole('button', { name: 'Corregir revisión' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar revisión' })).toBeNull();
    // The token went in the body, and is no longer in the address.
    expect(calls.find((c) => c.path === '/api/greenhouse/informe')!.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('an answer to another question links to it in the transcript below, and lands there (issue 64)', async () => {
    const entrevista = conOtraPregunta(entrevistaConInforme('validada', { nombre: 'Marta Soler' }));
    await abrir({ body: { success: true, data: { entrevista, empresa: 'ACME', expiraEn: '2026-12-25T09:30:00.000Z' } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Integridad (1)' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ver pregunta 3' }));
    const transcripcion = screen.getByRole('list', { name: 'Transcripción' });
    expect(transcripcion.contains(document.activeElement)).toBe(true);
    expect(within(document.activeElement as HTMLElement).getByText('¿Qué herramientas usas a diario?')).toBeTruthy();
  });

  it('a dead link says so, and offers Talentia', async () => {
    await abrir({
      status: 404,
      body: {
        success: false,
        error: 'NOT_FOUND',
        message: 'Este enlace al informe no es válido o ha caducado. Abre la entrevista en Talentia para ver el informe.',
      },
    });
    expect(await screen.findByText(/Este enlace al informe no es válido o ha caducado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar en Talentia' }).getAttribute('href')).toBe('/login');
  });

  it('without a token, nothing is asked for', async () => {
    const { calls } = mockFetch({});
    renderApp('/informe-compartido');
    expect(await screen.findByText(/Este enlace al informe no es válido/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/greenhouse/informe')).toBe(false);
  });
});
