import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes, superadmin } from '../../test/session-fixtures';

const servicio = (codigo: string, nombre: string, activo = true) => ({
  id: codigo,
  codigo,
  nombre,
  descripcion: `Descripción de ${nombre}`,
  categoria: 'evaluacion',
  estructura: {
    duracionEstimada: 45,
    criterioPasado: 70,
    fases: [{ nombre: 'F', preguntas: [{ texto: '¿Qué?', explora: 'x', competencia: 'C' }] }],
    rubrica: [{ competencia: 'C', anclas: { bajo: 'b', medio: 'm', alto: 'a' } }],
  },
  configuracion: { activo, requiereAutenticacion: true },
  metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
  version: 3,
});

async function abrir(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({ ...sessionRoutes(admin, [acme]), ...routes });
  const { router } = renderApp('/servicios-hr');
  await screen.findByRole('heading', { level: 1, name: 'Servicios HR' });
  return { ...mocked, router };
}

async function abrirComo(usuario: typeof admin, routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({ ...sessionRoutes(usuario, [acme]), ...routes });
  renderApp('/servicios-hr');
  await screen.findByRole('heading', { level: 1, name: 'Servicios HR' });
  return mocked;
}

describe('servicios HR (company admin)', () => {
  it('cards with the Inactivo badge and a disabled run button; the notice instead of the editor', async () => {
    await abrir({
      'GET /api/servicios-hr': { body: { success: true, data: [servicio('a', 'Test Vocacional'), servicio('b', 'Mapeo', false)] } },
    });
    expect(await screen.findByText('Test Vocacional')).toBeTruthy();
    expect(screen.getByLabelText('2 servicios').textContent).toBe('2');
    // The spec's notice, said of the platform's templates under a heading of their own (issue 65 item 8).
    const plataforma = screen.getByRole('region', { name: 'Plantillas de la plataforma' });
    expect(
      within(plataforma).getByText(/^Solo el Super Admin puede crear\/actualizar\/eliminar\/editar servicios HR: las de la plataforma/),
    ).toBeTruthy();
    expect(within(plataforma).getByText(/Las de tu empresa las creas y editas arriba/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo servicio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Mapeo' })).toBeNull();
    expect(screen.getAllByText('Inactivo')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Ejecutar Mapeo' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Ejecutar Test Vocacional' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('«Ejecutar» opens the schedule form with that template chosen; a template the company has not contracted is not offered', async () => {
    const { router } = await abrir({
      'GET /api/servicios-hr': { body: { success: true, data: [servicio('a', 'Test Vocacional'), servicio('b', 'Mapeo')] } },
      'GET /api/servicios-hr/disponibles': {
        body: { success: true, data: [{ id: 'a', codigo: 'a', nombre: 'Test Vocacional', activo: true, configuracion_adicional: {} }] },
      },
      'GET /api/entrevistas': { body: { success: true, data: { items: [], cursor: null } } },
      'GET /api/entrevistas/estadisticas': {
        body: { success: true, data: { total: 0, programada: 0, en_progreso: 0, completada: 0, analizada: 0, validada: 0 } },
      },
      'GET /api/candidatos': { body: { success: true, data: { items: [], cursor: null } } },
    });
    await screen.findAllByText('Mapeo');
    // Not offered to the company: said on the card, and no run button. (The card, not the company
    // templates' section below, which names the platform's templates too.)
    const mapeo = screen.getAllByTestId('servicio').find((c) => within(c).queryByText('Mapeo'))!;
    await waitFor(() => expect(within(mapeo).getByText('No disponible para la empresa')).toBeTruthy());
    expect(within(mapeo).queryByRole('button', { name: /Ejecutar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ejecutar Test Vocacional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    expect(router.state.location.pathname).toBe('/entrevistas');
    expect(new URLSearchParams(router.state.location.search).get('servicioId')).toBe('a');
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Servicio de IA/ }) as HTMLInputElement).value).toBe('Test Vocacional'),
    );
    expect(screen.queryByText(/llegará con el módulo de Entrevistas/)).toBeNull();
  });

  it('the search filters without accents or case, with its own empty state', async () => {
    await abrir({
      'GET /api/servicios-hr': { body: { success: true, data: [servicio('a', 'Evaluación Comercial'), servicio('b', 'Mapeo')] } },
    });
    await screen.findByText('Mapeo');
    fireEvent.change(screen.getByLabelText('Buscar servicios'), { target: { value: 'evaluacion' } });
    expect(screen.queryByText('Mapeo')).toBeNull();
    expect(screen.getByText('Evaluación Comercial')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar servicios'), { target: { value: 'nada' } });
    expect(screen.getByText('No se encontraron servicios')).toBeTruthy();
  });

  it("a failed load says 'Error al cargar servicios HR: {message}'", async () => {
    await abrir({ 'GET /api/servicios-hr': { status: 500, body: { success: false, message: 'Servicio caído' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar servicios HR: Servicio caído');
  });
});

describe('the template editor with unsaved changes (D126)', { timeout: 30_000 }, () => {
  it('Escape after an edit asks before closing; untouched, it closes at once', async () => {
    await abrirComo(superadmin, {
      'GET /api/servicios-hr': { body: { success: true, data: [servicio('a', 'Test Vocacional')] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Test Vocacional' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar servicio' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar servicio' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Test Vocacional' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar servicio' });
    fireEvent.change(within(dialog).getByDisplayValue('Test Vocacional'), { target: { value: 'Test Vocacional 2027' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByDisplayValue('Test Vocacional 2027')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar servicio' })).toBeNull());
  });
});
