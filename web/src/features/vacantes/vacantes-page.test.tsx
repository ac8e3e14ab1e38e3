import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fmt, vacantes as msg } from '@shared/messages';
import { ETAPAS_POR_DEFECTO } from '@shared/schemas/etapas-vacante';
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
      plantillasEtapa: {},
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

  describe('the interview of a stage (D205)', () => {
    // The company renamed «Finalista»: the dialog and the card use its name.
    const etapas = ok({
      etapas: ETAPAS_POR_DEFECTO.map((e) => (e.id === 'finalista' ? { ...e, nombre: 'Terna final' } : e)),
      version: 1,
    });
    const conMapa = (plantillasEtapa: Record<string, string>, put?: Parameters<typeof mockFetch>[0][string]) =>
      abrir({
        'GET /api/vacantes/etapas': etapas,
        'GET /api/vacantes': ok({ items: [vacante('v1', 'Dependienta', { plantillasEtapa })], cursor: null }),
        ...(put ? { 'PUT /api/vacantes/v1': put } : {}),
      });
    const editar = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Editar la vacante Dependienta' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Editar vacante' });
      await within(dialogo).findByLabelText('Plazas');
      return dialogo;
    };
    const interruptor = (dialogo: HTMLElement) =>
      within(dialogo).getByRole('checkbox', { name: /^Otra entrevista en alguna etapa/ }) as HTMLInputElement;
    const guardar = async (dialogo: HTMLElement, calls: Array<{ method: string; body: unknown }>) => {
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      return calls.find((c) => c.method === 'PUT')!.body;
    };

    it('«Nueva vacante»: closed until asked for; then a select per stage but «Descartado», and only the stages given one are sent', async () => {
      const { calls } = await abrir({
        'GET /api/vacantes/etapas': etapas,
        'POST /api/vacantes': ok(vacante('v3', 'Cajera'), msg.creada, 201),
      });
      fireEvent.click((await screen.findAllByRole('button', { name: 'Nueva vacante' }))[0]!);
      const dialogo = await screen.findByRole('dialog', { name: 'Nueva vacante' });
      fireEvent.change(await within(dialogo).findByLabelText(/Título/), { target: { value: 'Cajera' } });
      fireEvent.change(within(dialogo).getByLabelText('Lugar de trabajo'), { target: { value: 'Getxo' } });
      expect(interruptor(dialogo).checked).toBe(false);
      expect(within(dialogo).queryByLabelText('Entrevista en «Terna final»')).toBeNull();
      fireEvent.click(interruptor(dialogo));
      const terna = (await within(dialogo).findByLabelText('Entrevista en «Terna final»')) as HTMLSelectElement;
      expect(terna.value).toBe('');
      expect([...terna.options].map((o) => o.text)).toEqual(['La de la vacante', 'Entrevistas en Profundidad', 'Entrevista técnica']);
      expect(within(dialogo).getByLabelText('Entrevista en «Nuevo»')).toBeTruthy();
      expect(within(dialogo).queryByLabelText('Entrevista en «Descartado»')).toBeNull();
      fireEvent.change(terna, { target: { value: 'tecnica' } });
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear vacante' }));
      expect(await screen.findByText(msg.creada)).toBeTruthy();
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/vacantes')!.body).toMatchObject({
        servicioId: 'entrevistas-profundidad',
        plantillasEtapa: { finalista: 'tecnica' },
      });
    });

    it('the card names each stage with its own, in the company’s names; the edit opens with them and sends no map when it is the same', async () => {
      const { calls } = await conMapa({ finalista: 'tecnica' }, ok(vacante('v1', 'Dependienta')));
      const tarjeta = await screen.findByRole('article', { name: 'Dependienta' });
      expect(await within(tarjeta).findByText('Terna final: Entrevista técnica')).toBeTruthy();
      expect(within(tarjeta).getByText('Por etapa')).toBeTruthy();
      const dialogo = await editar();
      expect(interruptor(dialogo).checked).toBe(true);
      expect((within(dialogo).getByLabelText('Entrevista en «Terna final»') as HTMLSelectElement).value).toBe('tecnica');
      expect((within(dialogo).getByLabelText('Entrevista en «Oferta»') as HTMLSelectElement).value).toBe('');
      fireEvent.change(within(dialogo).getByLabelText('Plazas'), { target: { value: '4' } });
      expect(await guardar(dialogo, calls)).toEqual({ plazas: 4, version: 1 });
    });

    it('an edit that changes a stage sends the whole map; switched off, an empty one', async () => {
      const { calls } = await conMapa({ finalista: 'tecnica' }, ok(vacante('v1', 'Dependienta')));
      let dialogo = await editar();
      fireEvent.change(within(dialogo).getByLabelText('Entrevista en «Oferta»'), { target: { value: 'entrevistas-profundidad' } });
      expect(await guardar(dialogo, calls)).toEqual({
        plantillasEtapa: { finalista: 'tecnica', oferta: 'entrevistas-profundidad' },
        version: 1,
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar vacante' })).toBeNull());
      calls.length = 0;
      dialogo = await editar();
      fireEvent.click(interruptor(dialogo));
      await waitFor(() => expect(within(dialogo).queryByLabelText('Entrevista en «Terna final»')).toBeNull());
      expect(await guardar(dialogo, calls)).toEqual({ plantillasEtapa: {}, version: 1 });
    });

    it('a template no longer offered stays chosen where a stage had it; the server’s refusal is said on that stage', async () => {
      const refusal = fmt(msg.plantillaNoDisponible, { plantilla: 'tecnica' });
      const { calls } = await conMapa(
        { oferta: 'retirada' },
        { status: 400, body: { success: false, message: refusal, details: [{ campo: 'plantillasEtapa.finalista', msg: refusal }] } },
      );
      const dialogo = await editar();
      expect((within(dialogo).getByLabelText('Entrevista en «Oferta»') as HTMLSelectElement).value).toBe('retirada');
      fireEvent.change(within(dialogo).getByLabelText('Entrevista en «Terna final»'), { target: { value: 'tecnica' } });
      expect(await guardar(dialogo, calls)).toEqual({ plantillasEtapa: { oferta: 'retirada', finalista: 'tecnica' }, version: 1 });
      const terna = within(dialogo).getByLabelText('Entrevista en «Terna final»');
      await waitFor(() => expect(terna.getAttribute('aria-invalid')).toBe('true'));
      expect(within(dialogo).getAllByText(refusal).length).toBeGreaterThan(0);
    });
  });

  it('an operator reads the vacancies and is offered neither «Nueva vacante» nor «Editar»', async () => {
    await abrir({}, operador as SessionUser);
    await screen.findByRole('article', { name: 'Dependienta' });
    expect(screen.queryByRole('button', { name: 'Nueva vacante' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar la vacante/ })).toBeNull();
  });
});
