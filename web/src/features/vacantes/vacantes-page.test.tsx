import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vacantes as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, operador, sessionRoutes } from '../../test/session-fixtures';
import type { SessionUser } from '../../lib/session';
import { vacanteDePrueba } from '../../test/vacante-fixtures';

const ok = (data: unknown, message?: string, status = 200) => ({ status, body: { success: true, data, ...(message ? { message } : {}) } });
const vacante = (id: string, titulo: string, extra: Record<string, unknown> = {}) => vacanteDePrueba({ id, titulo, ...extra });
const servicios = [
  { id: 'entrevistas-profundidad', codigo: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad', activo: true },
  { id: 'tecnica', codigo: 'tecnica', nombre: 'Entrevista técnica', activo: true },
];
const usuarios = [
  { id: 'u1', nombre: 'Ana Admin', email: 'ana@acme.es', rol: 'admin', activo: true },
  { id: 'u2', nombre: 'Óscar', email: 'oscar@acme.es', rol: 'operador', activo: true },
  { id: 'u3', nombre: 'Baja', email: 'baja@acme.es', rol: 'operador', activo: false },
];

async function abrir(routes: Parameters<typeof mockFetch>[0] = {}, user: SessionUser = admin) {
  const mocked = mockFetch({
    ...sessionRoutes(user, [acme]),
    'GET /api/vacantes': ok({
      items: [
        vacante('v2', 'Carretillero', { estado: 'en_pausa', areaId: 'a1', remoto: true, lugar: '', plazas: 3, fechaCierre: '2026-12-31' }),
        vacante('v1', 'Dependienta'),
      ],
      cursor: null,
    }),
    'GET /api/areas': ok([{ id: 'a1', nombreArea: 'Logística', empresaId: 'e1', activo: true, candidatos: 0 }]),
    'GET /api/servicios-hr/disponibles': ok(servicios),
    'GET /api/usuarios': ok({ items: usuarios, cursor: null }),
    ...routes,
  });
  const view = renderApp('/vacantes');
  await screen.findByRole('heading', { level: 1, name: 'Vacantes' }, { timeout: 15_000 });
  return { ...mocked, ...view };
}

describe('vacantes', { timeout: 20_000 }, () => {
  it('each vacancy with its state, place or remote, area, lead, template, positions and closing day', async () => {
    await abrir();
    const carretillero = await screen.findByRole('article', { name: 'Carretillero' });
    expect(within(carretillero).getByText('En pausa')).toBeTruthy();
    expect(within(carretillero).getByText('Remota')).toBeTruthy();
    expect(within(carretillero).getByText('Logística')).toBeTruthy();
    expect(within(carretillero).getByText('Entrevistas en Profundidad')).toBeTruthy();
    expect(within(carretillero).getByText('3')).toBeTruthy();
    // The closing date is the day it names, whatever the browser's zone.
    expect(within(carretillero).getByText(/31/)).toBeTruthy();
    const dependienta = screen.getByRole('article', { name: 'Dependienta' });
    expect(within(dependienta).getByText('Bilbao')).toBeTruthy();
    expect(within(dependienta).getByText('Sin área')).toBeTruthy();
    expect(within(dependienta).getByText('Sin fecha de cierre')).toBeTruthy();
  });

  it("«Nueva vacante» with the form's defaults: a title and a place; the lead is who creates it and the template the first offered", async () => {
    const { calls } = await abrir({ 'POST /api/vacantes': ok(vacante('v3', 'Cajera'), msg.creada, 201) });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nueva vacante' }))[0]!);
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva vacante' });
    const titulo = await within(dialogo).findByLabelText(/Título/);
    // Nothing typed: the title's and the place's rules, in the contract's words, and nothing sent.
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear vacante' }));
    expect(await within(dialogo).findByText(msg.tituloObligatorio)).toBeTruthy();
    expect(within(dialogo).getByText(msg.lugarORemoto)).toBeTruthy();
    fireEvent.change(titulo, { target: { value: 'Cajera' } });
    fireEvent.change(within(dialogo).getByLabelText('Lugar de trabajo'), { target: { value: 'Getxo' } });
    // The inactive user is no lead to choose.
    expect(within(dialogo).queryByRole('option', { name: 'Baja' })).toBeNull();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear vacante' }));
    expect(await screen.findByText(msg.creada)).toBeTruthy();
    const post = calls.filter((c) => c.method === 'POST' && c.path === '/api/vacantes');
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      titulo: 'Cajera',
      areaId: null,
      lugar: 'Getxo',
      remoto: false,
      responsableId: 'u1',
      servicioId: 'entrevistas-profundidad',
      estado: 'abierta',
      plazas: 1,
      fechaCierre: null,
    });
  });

  it('an edit sends what changed with its version; a 409 is said in the server’s words and the dialog stays', async () => {
    const { calls } = await abrir({ 'PUT /api/vacantes/v1': { status: 409, body: { success: false, message: msg.versionCambiada } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar la vacante Dependienta' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar vacante' });
    fireEvent.change(await within(dialogo).findByLabelText('Plazas'), { target: { value: '4' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(msg.versionCambiada)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ plazas: 4, version: 1 });
    expect(screen.getByRole('dialog', { name: 'Editar vacante' })).toBeTruthy();
  });

  it('an operator reads the vacancies and is offered neither «Nueva vacante» nor «Editar»', async () => {
    await abrir({}, operador as SessionUser);
    await screen.findByRole('article', { name: 'Dependienta' });
    expect(screen.queryByRole('button', { name: 'Nueva vacante' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar la vacante/ })).toBeNull();
  });
});
