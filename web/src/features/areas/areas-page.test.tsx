import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes, eligeEmpresa, superadmin } from '../../test/session-fixtures';
import type { SessionUser } from '../../lib/session';
import { abrirSelector, elegirEscribiendo, plataforma, rutaEmpresas } from '../../test/empresas-plataforma';

const areas = [
  {
    id: 'a1',
    nombreArea: 'Tecnología',
    descripcionArea: 'Desarrollo de producto y sistemas',
    empresaId: 'e1',
    activo: true,
    candidatos: 12,
  },
  { id: 'a2', nombreArea: 'Ventas', empresaId: 'e1', activo: true, candidatos: 1 },
  { id: 'a3', nombreArea: 'Legal', descripcionArea: '', empresaId: 'e1', activo: false, candidatos: 0 },
];

const lista = (items: unknown[]) => ({ body: { success: true, data: items } });

async function abrirAreas(routes: Parameters<typeof mockFetch>[0] = {}, user: SessionUser = admin, empresas = [acme]) {
  const mocked = mockFetch({ ...sessionRoutes(user, empresas), 'GET /api/areas': lista(areas), ...routes });
  const view = renderApp('/areas');
  // The screen's chunk loads on first use: the first test of the file waits for it on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Áreas' }, { timeout: 15_000 });
  return { ...view, ...mocked };
}

const tarjeta = (nombre: string) => screen.getByRole('article', { name: nombre });

describe('áreas: list', () => {
  it("shows each area's name, status, description or 'Sin descripción', and its candidates", async () => {
    const { calls } = await abrirAreas();
    await screen.findByText('Tecnología');
    const tecnologia = tarjeta('Tecnología');
    expect(within(tecnologia).getByText('Activa')).toBeTruthy();
    expect(within(tecnologia).getByText('Desarrollo de producto y sistemas')).toBeTruthy();
    expect(within(tecnologia).getByText('12 candidatos')).toBeTruthy();
    expect(within(tarjeta('Ventas')).getByText('Sin descripción')).toBeTruthy();
    expect(within(tarjeta('Ventas')).getByText('1 candidato')).toBeTruthy();
    const legal = tarjeta('Legal');
    expect(within(legal).getByText('Inactiva')).toBeTruthy();
    expect(within(legal).getByText('Sin descripción')).toBeTruthy();
    expect(within(legal).getByText('0 candidatos')).toBeTruthy();
    // A company user's areas are its own company's: no empresaId.
    expect(new URL(calls.find((c) => c.path === '/api/areas')!.url).searchParams.has('empresaId')).toBe(false);
  });

  it("says 'No hay áreas configuradas' when there are none", async () => {
    await abrirAreas({ 'GET /api/areas': lista([]) });
    expect(await screen.findByText('No hay áreas configuradas')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nueva Área' }).length).toBeGreaterThan(0);
  });

  it("the superadmin works on the current company, or is asked to 'Selecciona una empresa'", async () => {
    eligeEmpresa('e1');
    const { calls, unmount } = await abrirAreas({}, superadmin);
    await screen.findByText('Tecnología');
    expect(new URL(calls.find((c) => c.path === '/api/areas')!.url).searchParams.get('empresaId')).toBe('e1');
    expect(screen.getByText('Las áreas de ACME en las que se clasifican los candidatos.')).toBeTruthy();
    unmount();

    const sinEmpresas = await abrirAreas({}, superadmin, []);
    expect(await screen.findByText('Selecciona una empresa')).toBeTruthy();
    expect(sinEmpresas.calls.some((c) => c.path === '/api/areas')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Nueva Área' })).toBeNull();
  });
});

describe('áreas: create, edit, delete', () => {
  it("'Crear Área' needs the name, then posts it for the current company", async () => {
    eligeEmpresa('e1');
    const { calls } = await abrirAreas(
      {
        'POST /api/areas': {
          status: 201,
          body: {
            success: true,
            message: 'Área creada correctamente',
            data: { id: 'a9', nombreArea: 'Marketing', empresaId: 'e1', activo: true, candidatos: 0 },
          },
        },
      },
      superadmin,
    );
    await screen.findByText('Tecnología');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva Área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Área' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Área' }));
    expect(await within(dialog).findByText('El nombre del área es obligatorio')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Nombre del área/), { target: { value: 'Marketing' } });
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: '  Marca y campañas ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Área' }));
    expect(await screen.findByText('Área creada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nombreArea: 'Marketing',
      descripcionArea: 'Marca y campañas',
      empresaId: 'e1',
      activo: true,
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/areas')).toHaveLength(2));
  });

  it("'Guardar cambios' sends only what changed", async () => {
    const { calls } = await abrirAreas({
      'PUT /api/areas/a3': { body: { success: true, message: 'Área actualizada correctamente', data: { ...areas[2], activo: true } } },
    });
    await screen.findByText('Tecnología');
    fireEvent.click(within(tarjeta('Legal')).getByRole('button', { name: 'Editar el área Legal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar área' });
    const activa = within(dialog).getByLabelText(/Área activa/) as HTMLInputElement;
    expect(activa.checked).toBe(false);
    fireEvent.click(activa);
    await waitFor(() => expect(activa.checked).toBe(true));
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'Contratos y cumplimiento' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Área actualizada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ descripcionArea: 'Contratos y cumplimiento', activo: true });
  });

  it("asks before deleting and shows the server's 409 while candidates use the area", async () => {
    const enUso = 'No se puede eliminar el área: tiene 12 candidato(s) asignado(s). Reasígnalos primero.';
    const { calls } = await abrirAreas({
      'DELETE /api/areas/a1': { status: 409, body: { success: false, message: enUso, error: 'Conflict' } },
      'DELETE /api/areas/a3': { body: { success: true, data: null, message: 'Área eliminada correctamente' } },
    });
    await screen.findByText('Tecnología');
    fireEvent.click(within(tarjeta('Tecnología')).getByRole('button', { name: 'Eliminar el área Tecnología' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await within(confirm).findByText(enUso)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(tarjeta('Legal')).getByRole('button', { name: 'Eliminar el área Legal' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Área eliminada correctamente')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/areas/a1', '/api/areas/a3']);
  });
});

describe('áreas: the company picker', () => {
  it('the superadmin reaches a company beyond the first page by its name, and its areas load (D123)', async () => {
    const todas = plataforma(60);
    const { calls } = await abrirAreas({ 'GET /api/empresas': rutaEmpresas(todas) }, superadmin, todas.slice(0, 25));
    expect(await screen.findByText('Elige la empresa cuyas áreas quieres ver.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empresa Selecciona una empresa' })).toBeTruthy();
    const caja = await abrirSelector('Empresa Selecciona una empresa');
    await elegirEscribiendo(caja, 'Compañía 11', 'Compañía 11');
    expect(await screen.findByText('Las áreas de Compañía 11 en las que se clasifican los candidatos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empresa Compañía 11' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/areas' && new URL(c.url).searchParams.get('empresaId') === 'c11')).toBe(true),
    );
    // The header's current company is the same one.
    expect(screen.getByRole('button', { name: 'Empresa actual Compañía 11' })).toBeTruthy();
  }, 30_000);
});
