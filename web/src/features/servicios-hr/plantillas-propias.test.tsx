// 'Plantillas de tu empresa' on Servicios HR (D164): an admin copies a platform template, edits its
// questions and rubric and saves the next version; the earlier versions are readable; an operator
// reads them but cannot make or edit one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, operador, sessionRoutes } from '../../test/session-fixtures';

const estructura = (pregunta: string) => ({
  duracionEstimada: 30,
  criterioPasado: 70,
  fases: [{ nombre: 'Experiencia', preguntas: [{ texto: pregunta, explora: 'Logros', competencia: 'Resultados' }] }],
  rubrica: [{ competencia: 'Resultados', anclas: { bajo: 'Nada', medio: 'Algo', alto: 'Mucho' } }],
});

const plataforma = {
  id: 'entrevistas-profundidad',
  codigo: 'entrevistas-profundidad',
  nombre: 'Entrevista en profundidad',
  categoria: 'evaluacion',
  estructura: estructura('¿Qué logro te enorgullece?'),
  configuracion: { activo: true, requiereAutenticacion: true },
  metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
  version: 1,
};

const propia = (version: number, pregunta = '¿Qué logro te enorgullece?') => ({
  id: 'propia-1',
  base: 'entrevistas-profundidad',
  baseNombre: 'Entrevista en profundidad',
  nombre: 'Entrevista en profundidad (copia)',
  activa: true,
  estructura: estructura(pregunta),
  version,
  versionActual: 2,
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  versiones: [
    { version: 1, fecha: '2026-11-20T10:00:00.000Z', nombre: 'Entrevista en profundidad (copia)' },
    { version: 2, fecha: '2026-11-21T10:00:00.000Z', nombre: 'Entrevista en profundidad (copia)' },
  ],
});

const disponibles = {
  body: {
    success: true,
    data: [{ id: plataforma.codigo, codigo: plataforma.codigo, nombre: plataforma.nombre, activo: true, configuracion_adicional: {} }],
  },
};

async function abrir(usuario: typeof admin, routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({
    ...sessionRoutes(usuario, [acme]),
    'GET /api/servicios-hr': { body: { success: true, data: [plataforma] } },
    'GET /api/servicios-hr/disponibles': disponibles,
    ...routes,
  });
  renderApp('/servicios-hr');
  await screen.findByRole('heading', { level: 1, name: 'Servicios HR' });
  return mocked;
}

describe('the company templates (admin)', { timeout: 30_000 }, () => {
  it('copies a platform template, opens the editor on the copy, and saves a new version with the edited question', async () => {
    const creada = { ...propia(1), versionActual: 1, versiones: [propia(1).versiones[0]] };
    const { calls } = await abrir(admin, {
      'GET /api/servicios-hr/propias': { body: { success: true, data: [] } },
      'POST /api/servicios-hr/propias': { status: 201, body: { success: true, data: creada, message: 'Plantilla creada' } },
      'PUT /api/servicios-hr/propias/propia-1': { body: { success: true, data: propia(2), message: 'Plantilla guardada como versión 2' } },
    });
    expect(await screen.findByText('Tu empresa todavía no tiene plantillas propias.')).toBeTruthy();
    const crear = await screen.findByRole('button', { name: 'Crear plantilla' });
    expect((screen.getByLabelText('Partir de la plantilla') as HTMLSelectElement).value).toBe('entrevistas-profundidad');
    fireEvent.click(crear);
    const dialog = await screen.findByRole('dialog', { name: 'Editar plantilla' });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/servicios-hr/propias')?.body).toEqual({
      desde: 'entrevistas-profundidad',
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Preguntas' }));
    const pregunta = await within(dialog).findByDisplayValue('¿Qué logro te enorgullece?');
    fireEvent.change(pregunta, { target: { value: '¿Qué cliente difícil atendiste?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar nueva versión' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as any;
    expect(put.version).toBe(1);
    expect(put.estructura.fases[0].preguntas[0].texto).toBe('¿Qué cliente difícil atendiste?');
    expect(put.estructura.rubrica[0].anclas).toEqual({ bajo: 'Nada', medio: 'Algo', alto: 'Mucho' });
    expect(await screen.findByText('Plantilla guardada como versión 2')).toBeTruthy();
  });

  it('lists each template with its version; Versiones shows every saved one and reads an earlier design', async () => {
    const { calls } = await abrir(admin, {
      'GET /api/servicios-hr/propias': { body: { success: true, data: [propia(2, 'Pregunta de la versión 2')] } },
      'GET /api/servicios-hr/propias/propia-1': async (_init, url) =>
        new Response(
          JSON.stringify({
            success: true,
            data: url.searchParams.get('version') === '1' ? propia(1, 'Pregunta de la versión 1') : propia(2, 'Pregunta de la versión 2'),
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const tarjeta = await screen.findByTestId('plantilla-propia');
    expect(within(tarjeta).getByText('Versión 2')).toBeTruthy();
    expect(within(tarjeta).getByText(/Basada en Entrevista en profundidad · 1 pregunta · 1 competencia/)).toBeTruthy();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Versiones de Entrevista en profundidad (copia)' }));
    const historial = await screen.findByRole('dialog', { name: 'Versiones de Entrevista en profundidad (copia)' });
    fireEvent.click(within(historial).getByRole('button', { name: 'Ver versión 1' }));
    expect(await within(historial).findByText(/Pregunta de la versión 1/)).toBeTruthy();
    expect(within(historial).getByText(/Diseño de la versión 1: Entrevista en profundidad \(copia\) · 30 min · 1 pregunta/)).toBeTruthy();
    fireEvent.click(within(historial).getByRole('button', { name: 'Volver a las versiones' }));
    expect(await within(historial).findByRole('button', { name: 'Ver versión 2' })).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/servicios-hr/propias/propia-1?version=1'))).toBe(true);
  });
});

describe('the company templates (operator)', () => {
  it('reads them, with no way to make or edit one', async () => {
    await abrir(operador, { 'GET /api/servicios-hr/propias': { body: { success: true, data: [propia(2)] } } });
    expect(await screen.findByTestId('plantilla-propia')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear plantilla' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Entrevista en profundidad (copia)' })).toBeNull();
  });
});
