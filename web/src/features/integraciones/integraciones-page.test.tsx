import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALCANCES_POR_DEFECTO } from '@shared/schemas/clave-acceso';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, eligeEmpresa, operador, sessionRoutes, superadmin } from '../../test/session-fixtures';
import type { SessionUser } from '../../lib/session';

const activa = {
  id: 'k2',
  nombre: 'Greenhouse',
  alcances: ['greenhouse'],
  prefijo: 'tk_Ab12Cd',
  creadaEn: '2026-03-01T09:00:00.000Z',
  creadaPor: { id: 'u1', nombre: 'Ana Admin' },
  expiraEn: null,
  ultimoUso: null,
  revocadaEn: null,
  estado: 'activa',
};
const revocada = {
  ...activa,
  id: 'k1',
  nombre: 'Script antiguo',
  alcances: ['candidatos:leer', 'informes:leer'],
  prefijo: 'tk_Zz98Yy',
  expiraEn: '2027-01-01T00:00:00.000Z',
  ultimoUso: '2026-02-01T10:00:00.000Z',
  revocadaEn: '2026-02-02T10:00:00.000Z',
  estado: 'revocada',
};
const lista = (items: unknown[]) => ({ body: { success: true, data: { items } } });

async function abrir(routes: Parameters<typeof mockFetch>[0] = {}, user: SessionUser = admin, empresas = [acme]) {
  const mocked = mockFetch({ ...sessionRoutes(user, empresas), 'GET /api/claves-acceso': lista([activa, revocada]), ...routes });
  const view = renderApp('/integraciones');
  // The screen's chunk loads on first use: the first test of the file waits for it on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Integraciones' }, { timeout: 15_000 });
  return { ...view, ...mocked };
}

const fila = (nombre: string) => screen.getByRole('row', { name: new RegExp(nombre) });

describe('integraciones: the «Claves de API» tab', () => {
  it('lists the keys: name and first characters, permissions, who made it, last use, expiry, state; only live ones can be revoked', async () => {
    const { calls } = await abrir();
    expect(screen.getByRole('tab', { name: 'Claves de API', selected: true })).toBeTruthy();
    await screen.findByText('Greenhouse', { selector: 'p' });
    const g = fila('Greenhouse');
    expect(within(g).getByText('tk_Ab12Cd…')).toBeTruthy();
    expect(within(g).getByText('Activa')).toBeTruthy();
    expect(within(g).getByText('Nunca')).toBeTruthy();
    expect(within(g).getByText('Sin caducidad')).toBeTruthy();
    expect(within(g).getByText(/Ana Admin/)).toBeTruthy();
    expect(within(g).getByRole('button', { name: 'Revocar la clave Greenhouse' })).toBeTruthy();
    const r = fila('Script antiguo');
    expect(within(r).getByText('Revocada')).toBeTruthy();
    expect(within(r).getByText('Leer candidatos')).toBeTruthy();
    expect(within(r).getByText('Leer informes')).toBeTruthy();
    expect(within(r).queryByRole('button', { name: /Revocar/ })).toBeNull();
    expect(screen.getByText('2 claves · 1 activa')).toBeTruthy();
    // A company admin's keys are their own company's: no empresaId.
    expect(new URL(calls.find((c) => c.path === '/api/claves-acceso')!.url).searchParams.has('empresaId')).toBe(false);
  });

  it('says there are none yet, with «Nueva clave»', async () => {
    await abrir({ 'GET /api/claves-acceso': lista([]) });
    expect(await screen.findByText('Todavía no hay claves de API')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva clave' })).toBeTruthy();
  });

  it('«Nueva clave»: the usual permissions ticked, a year by default, the name required; then the secret once, with a warning', async () => {
    let listas = 0;
    const { calls } = await abrir({
      'GET /api/claves-acceso': async () => {
        listas++;
        return new Response(JSON.stringify(lista([activa]).body), { headers: { 'content-type': 'application/json' } });
      },
      'POST /api/claves-acceso': {
        status: 201,
        body: {
          success: true,
          message: 'Clave creada: cópiala ahora, no se volverá a mostrar',
          data: { clave: { ...activa, id: 'k3', nombre: 'Mi ATS' }, secreto: `tk_${'x'.repeat(43)}` },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva clave' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva clave de API' });
    const marcados = within(dialogo)
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked);
    expect(marcados).toHaveLength(ALCANCES_POR_DEFECTO.length);
    expect((within(dialogo).getByRole('checkbox', { name: 'Greenhouse' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialogo).getByRole('combobox', { name: 'Caducidad' }) as HTMLSelectElement).value).toBe('365');

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear clave' }));
    expect(await within(dialogo).findByText('Escribe un nombre para la clave')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialogo).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Mi ATS' } });
    const antes = Date.now();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear clave' }));
    const secreto = await screen.findByTestId('secreto-clave');
    expect((secreto as HTMLInputElement).value).toBe(`tk_${'x'.repeat(43)}`);
    expect(screen.getByText('No se volverá a mostrar: cópiala antes de cerrar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar la clave' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/claves-acceso')!;
    expect(post.body).toMatchObject({ nombre: 'Mi ATS', alcances: [...ALCANCES_POR_DEFECTO] });
    const expira = Date.parse((post.body as { expiraEn: string }).expiraEn) - antes;
    expect(Math.round(expira / 86_400_000)).toBe(365);
    expect(post.body).not.toHaveProperty('empresaId');
    await waitFor(() => expect(listas).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Ya la he copiado' }));
    await waitFor(() => expect(screen.queryByTestId('secreto-clave')).toBeNull());
  });

  it('«Sin caducidad» sends no expiry; a key without permissions is refused in the form', async () => {
    const { calls } = await abrir({
      'POST /api/claves-acceso': { status: 201, body: { success: true, data: { clave: activa, secreto: `tk_${'y'.repeat(43)}` } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva clave' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva clave de API' });
    fireEvent.change(within(dialogo).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Greenhouse' } });
    const casillas = within(dialogo).getAllByRole('checkbox') as HTMLInputElement[];
    for (const c of casillas) if (c.checked) fireEvent.click(c);
    // Chakra's checkbox tells the form after the click's own turn: wait for it as a person would see it.
    await waitFor(() => expect(casillas.every((c) => !c.checked)).toBe(true));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear clave' }));
    expect(await within(dialogo).findByText('Elige al menos un permiso para la clave')).toBeTruthy();

    const greenhouse = within(dialogo).getByRole('checkbox', { name: 'Greenhouse' }) as HTMLInputElement;
    fireEvent.click(greenhouse);
    await waitFor(() => expect(greenhouse.checked).toBe(true));
    fireEvent.change(within(dialogo).getByRole('combobox', { name: 'Caducidad' }), { target: { value: 'nunca' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear clave' }));
    await screen.findByTestId('secreto-clave');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ nombre: 'Greenhouse', alcances: ['greenhouse'], expiraEn: null });
  });

  it('«Revocar» asks first, then revokes the key', async () => {
    const { calls } = await abrir({
      'DELETE /api/claves-acceso/k2': {
        body: { success: true, message: 'Clave revocada: deja de funcionar desde este momento', data: { ...activa, estado: 'revocada' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar la clave Greenhouse' }));
    const confirmar = await screen.findByRole('alertdialog', { name: '¿Revocar la clave Greenhouse?' });
    expect(within(confirmar).getByText(/dejará de tener acceso desde este momento/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/claves-acceso/k2')).toBe(true));
    expect(await screen.findByText('Clave revocada: deja de funcionar desde este momento')).toBeTruthy();
  });
});

describe('integraciones: who sees it', () => {
  it("is in a company admin's navigation", async () => {
    await abrir();
    expect(screen.getAllByRole('link', { name: 'Integraciones' }).length).toBeGreaterThan(0);
  });

  it('an operator is sent to the dashboard, and has no Integraciones in the navigation', async () => {
    mockFetch({ ...sessionRoutes(operador), 'GET /api/dashboard': { body: { success: true, data: {} } } });
    const { router } = renderApp('/integraciones');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('link', { name: 'Integraciones' })).toBeNull();
  });

  it("the superadmin works on the current company's keys", async () => {
    eligeEmpresa('e1');
    const { calls } = await abrir({}, superadmin);
    await screen.findByText('Greenhouse', { selector: 'p' });
    expect(new URL(calls.find((c) => c.path === '/api/claves-acceso')!.url).searchParams.get('empresaId')).toBe('e1');
    expect(screen.getByText('Cómo se conecta ACME con otros sistemas.')).toBeTruthy();
  });
});
