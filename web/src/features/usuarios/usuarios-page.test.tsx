import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes, superadmin } from '../../test/session-fixtures';
import { formatFechaHora } from '../../lib/format';
import { abrirSelector, elegirEscribiendo, plataforma, rutaEmpresas } from '../../test/empresas-plataforma';

const usuarios = [
  { ...admin, apellidos: 'García', ultimoAcceso: '2025-03-12T09:32:00.000Z', activo: true },
  { id: 'u7', nombre: 'Luis', apellidos: 'Pérez', email: 'luis@acme.es', rol: 'operador', empresaId: 'e1', activo: false },
];

const page = (items: unknown[], cursor: string | null = null) => ({ body: { success: true, data: { items, cursor } } });

async function openUsuarios(routes: Parameters<typeof mockFetch>[0] = {}, user = admin) {
  const mocked = mockFetch({ ...sessionRoutes(user), 'GET /api/usuarios': page(usuarios), ...routes });
  const view = renderApp('/usuarios');
  // The screen's chunk loads on first use: the first test of the file waits for it on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 15_000 });
  return { ...view, ...mocked };
}

function rowOf(email: string) {
  return screen.getByText(email).closest('tr') as HTMLElement;
}

async function fillNuevo(values: Record<string, string>) {
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
  return dialog;
}

describe('usuarios: list', () => {
  it('shows name, email, role, status and last access of each user', async () => {
    const { calls } = await openUsuarios();
    const ana = await screen.findByText('ana@acme.es');
    const rowAna = ana.closest('tr') as HTMLElement;
    expect(within(rowAna).getByText('Administrador')).toBeTruthy();
    expect(within(rowAna).getByText('Activo')).toBeTruthy();
    expect(within(rowAna).getByText(formatFechaHora('2025-03-12T09:32:00.000Z')!)).toBeTruthy();

    const rowLuis = rowOf('luis@acme.es');
    expect(within(rowLuis).getByText('Luis Pérez')).toBeTruthy();
    expect(within(rowLuis).getByText('Operador')).toBeTruthy();
    expect(within(rowLuis).getByText('Inactivo')).toBeTruthy();
    expect(within(rowLuis).getByText('Nunca')).toBeTruthy();

    // An admin's list is its own company's: no empresaId.
    const list = calls.find((c) => c.path === '/api/usuarios');
    expect(new URL(list!.url).searchParams.has('empresaId')).toBe(false);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nombre',
      'Email',
      'Rol',
      'Estado',
      'Último acceso',
      'Acciones',
    ]);
  });

  it("'Cargar más' asks for the next page with the cursor", async () => {
    const { calls } = await openUsuarios({
      'GET /api/usuarios': async (_init, url) => {
        const cursor = url.searchParams.get('cursor');
        const body =
          cursor === 'c2' ? page([{ id: 'u9', nombre: 'Marta', email: 'marta@acme.es', rol: 'operador' }]).body : page(usuarios, 'c2').body;
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await screen.findByText('luis@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('marta@acme.es')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/usuarios').map((c) => new URL(c.url).searchParams.get('cursor'))).toEqual([null, 'c2']);
  });

  it('the superadmin reaches a company beyond the first page by its name, and its users load (D123)', async () => {
    const todas = plataforma(60);
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin, todas.slice(0, 25)),
      'GET /api/empresas': rutaEmpresas(todas),
      'GET /api/usuarios': page(usuarios),
    });
    renderApp('/usuarios');
    // It starts on the newest company, the first of the session's page.
    expect(await screen.findByRole('button', { name: 'Empresa Compañía 60' })).toBeTruthy();
    const caja = await abrirSelector('Empresa Compañía 60');
    await elegirEscribiendo(caja, 'c11.test', 'Compañía 11');
    expect(screen.getByRole('button', { name: 'Empresa Compañía 11' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/usuarios' && new URL(c.url).searchParams.get('empresaId') === 'c11')).toBe(true),
    );
    expect(calls.some((c) => c.path === '/api/empresas' && new URL(c.url).searchParams.get('q') === 'c11.test')).toBe(true);
  }, 30_000);

  it("the superadmin picks the company; without companies it says 'No hay empresas: crea una empresa primero'", async () => {
    const { calls, unmount } = await openUsuarios({}, superadmin);
    // sessionRoutes gives the superadmin one company, ACME.
    await screen.findByText('luis@acme.es');
    expect(new URL(calls.find((c) => c.path === '/api/usuarios')!.url).searchParams.get('empresaId')).toBe('e1');
    expect(screen.getByRole('button', { name: 'Empresa ACME' })).toBeTruthy();
    unmount();

    const empty = mockFetch({ ...sessionRoutes(superadmin, []) });
    renderApp('/usuarios');
    expect(await screen.findByText('No hay empresas: crea una empresa primero')).toBeTruthy();
    expect(empty.calls.some((c) => c.path === '/api/usuarios')).toBe(false);
  });
});

describe('usuarios: create', () => {
  it('posts the form, shows the generated password once with a copy button, and reloads the list', async () => {
    const { calls } = await openUsuarios({
      'POST /api/usuarios': {
        status: 201,
        body: {
          success: true,
          data: {
            user: { id: 'u8', nombre: 'Carla', apellidos: 'Ruiz', email: 'carla@acme.es', rol: 'admin' },
            passwordGenerada: 'Kp7#mQ2x$Tz9',
            emailEnviado: true,
          },
        },
      },
    });
    await screen.findByText('luis@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await fillNuevo({ Nombre: 'Carla', Apellidos: 'Ruiz', Email: ' Carla@ACME.es ', Rol: 'admin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText('Usuario agregado correctamente')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/usuarios');
    expect(post?.body).toEqual({ nombre: 'Carla', apellidos: 'Ruiz', email: 'carla@acme.es', rol: 'admin', activo: true });

    const shown = await screen.findByRole('dialog', { name: 'Contraseña generada' });
    expect((within(shown).getByRole('textbox') as HTMLInputElement).value).toBe('Kp7#mQ2x$Tz9');
    expect(within(shown).getByRole('button', { name: 'Copiar contraseña' })).toBeTruthy();
    // The invitation mail carried it: the screen says so instead of «only here» (issue 54 item 8/7).
    expect(shown.textContent).toContain('También se ha enviado en el email de invitación a carla@acme.es');
    expect(shown.textContent).not.toContain('No se volverá a mostrar: cópiala antes de cerrar.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/usuarios' && c.method === 'GET')).toHaveLength(2));

    fireEvent.click(within(shown).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('Kp7#mQ2x$Tz9')).toBeNull());
    expect(screen.queryByDisplayValue('Kp7#mQ2x$Tz9')).toBeNull();
  });

  it("'Generar' fills a 12-character password that is sent", async () => {
    const { calls } = await openUsuarios({
      'POST /api/usuarios': {
        status: 201,
        body: { success: true, data: { user: { id: 'u8', nombre: 'Carla', email: 'carla@acme.es', rol: 'operador' } } },
      },
    });
    await screen.findByText('luis@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await fillNuevo({ Nombre: 'Carla', Email: 'carla@acme.es' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar' }));
    const password = within(dialog).getByLabelText(/^Contraseña inicial/) as HTMLInputElement;
    expect(password.type).toBe('text');
    expect(password.value).toHaveLength(12);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));

    await screen.findByText('Usuario agregado correctamente');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/usuarios');
    expect(post?.body).toMatchObject({ nombre: 'Carla', email: 'carla@acme.es', rol: 'operador', password: password.value });
    // No generated password came back: nothing to show.
    expect(screen.queryByRole('dialog', { name: 'Contraseña generada' })).toBeNull();
  });

  it("shows the server's 409 message and keeps the dialog open", async () => {
    await openUsuarios({
      'POST /api/usuarios': {
        status: 409,
        body: {
          success: false,
          message: 'Se alcanzó el límite de usuarios de tu plan (3). Amplía el plan o elimina usuarios.',
          error: 'QuotaExceeded',
        },
      },
    });
    await screen.findByText('luis@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await fillNuevo({ Nombre: 'Carla', Email: 'carla@acme.es' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText('Se alcanzó el límite de usuarios de tu plan (3). Amplía el plan o elimina usuarios.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nuevo usuario' })).toBeTruthy();
  });

  it('validates in Spanish before calling the server', async () => {
    const { calls } = await openUsuarios();
    await screen.findByText('luis@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    fireEvent.change(within(dialog).getByLabelText(/^Contraseña inicial/), { target: { value: 'corta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('El email es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/usuarios')).toBe(false);
  });
});

describe('usuarios: edit, deactivate, delete', () => {
  it('edits sending only the changed fields', async () => {
    const { calls } = await openUsuarios({ 'PUT /api/usuarios/u7': { body: { success: true, data: usuarios[1] } } });
    await screen.findByText('luis@acme.es');
    fireEvent.click(within(rowOf('luis@acme.es')).getByRole('button', { name: 'Editar a Luis Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).queryByLabelText(/^Email/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Rol/), { target: { value: 'admin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Teléfono/), { target: { value: '+57 300 000 0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Usuario actualizado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rol: 'admin', telefono: '+57 300 000 0000' });
  });

  it('reactivates an inactive user with PUT activo', async () => {
    const { calls } = await openUsuarios({ 'PUT /api/usuarios/u7': { body: { success: true, data: { ...usuarios[1], activo: true } } } });
    await screen.findByText('luis@acme.es');
    fireEvent.click(within(rowOf('luis@acme.es')).getByLabelText('Reactivar a Luis Pérez'));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ activo: true });
  });

  it('nobody deactivates or deletes themselves', async () => {
    await openUsuarios();
    await screen.findByText('luis@acme.es');
    const mine = rowOf('ana@acme.es');
    expect((within(mine).getByLabelText('Desactivar a Ana Admin García') as HTMLInputElement).disabled).toBe(true);
    expect((within(mine).getByRole('button', { name: 'Eliminar a Ana Admin García' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks for confirmation ('Esta acción no se puede deshacer.') before deleting", async () => {
    const { calls } = await openUsuarios({ 'DELETE /api/usuarios/u7': { body: { success: true, data: null } } });
    await screen.findByText('luis@acme.es');
    fireEvent.click(within(rowOf('luis@acme.es')).getByRole('button', { name: 'Eliminar a Luis Pérez' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(rowOf('luis@acme.es')).getByRole('button', { name: 'Eliminar a Luis Pérez' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado correctamente')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/usuarios/u7']);
  });

  it("the superadmin resets an admin's second factor after a confirm (D155); an admin has no such button", async () => {
    const { calls, unmount } = await openUsuarios(
      { 'POST /api/usuarios/u1/segundo-factor/restablecer': { body: { success: true, data: null, message: 'ok' } } },
      superadmin,
    );
    await screen.findByText('ana@acme.es');
    // Only admins' rows have it: an operator has no second factor.
    expect(within(rowOf('luis@acme.es')).queryByRole('button', { name: /segundo factor/ })).toBeNull();
    fireEvent.click(within(rowOf('ana@acme.es')).getByRole('button', { name: 'Restablecer el segundo factor de Ana Admin García' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/tendrá que configurar de nuevo la verificación en dos pasos/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Segundo factor restablecido: el usuario lo configurará de nuevo al iniciar sesión.')).toBeTruthy();
    const hecha = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/restablecer'));
    expect(hecha).toHaveLength(1);
    expect(new URL(hecha[0]!.url).searchParams.get('empresaId')).toBe('e1');
    unmount();

    await openUsuarios({}, admin);
    await screen.findByText('luis@acme.es');
    expect(screen.queryByRole('button', { name: /segundo factor/ })).toBeNull();
  });
});
