// The password screens around the sign-in (D36, D37): '¿Olvidaste tu contraseña?' → /recuperar,
// the recovery link's /restablecer#token=… and the change a user must make at first sign-in. The
// sign-in page is its own document (D86): it hands /recuperar the email through sessionStorage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { navegacionDocumento } from '../../lib/browser-navigation';
import { dejarTraspaso, leerTraspaso } from '../../lib/traspaso';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes, passwordActualIncorrecta } from '../../test/session-fixtures';

const TOKEN = 'A'.repeat(21) + '-_' + 'b'.repeat(20);
const AVISO_RECUPERAR =
  'Si el email corresponde a un usuario activo, recibirás en unos minutos un enlace para restablecer tu contraseña. El enlace caduca en 60 minutos y solo se puede usar una vez.';
const ENLACE_INVALIDO = 'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Solicita uno nuevo.';

/** Fills the field whose label starts with `label` (required fields add an indicator), once it is there. */
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('/recuperar', () => {
  it('opens with the email the sign-in page handed over, sends it and shows the one answer', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/recuperar': { body: { success: true, data: null, message: AVISO_RECUPERAR } },
    });
    dejarTraspaso('recuperar', { email: 'Ana@Empresa.com' });
    renderApp('/recuperar');
    await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('Ana@Empresa.com');
    // Read once: a later visit starts empty.
    await waitFor(() => expect(leerTraspaso('recuperar')).toBeUndefined());

    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(AVISO_RECUPERAR)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/recuperar')?.body).toEqual({ email: 'ana@empresa.com' });
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).toBeNull();
    // The sign-in page is another document: a plain link.
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('says why when the sign-in sent the user here (a required reset), until the link is asked for', async () => {
    const motivo = 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.';
    mockFetch({ 'POST /api/auth/recuperar': { body: { success: true, data: null, message: AVISO_RECUPERAR } } });
    dejarTraspaso('recuperar', { email: 'ana@empresa.com', aviso: motivo });
    renderApp('/recuperar');
    expect(within(await screen.findByRole('status')).getByText(motivo)).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@empresa.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(AVISO_RECUPERAR)).toBeTruthy();
    expect(screen.queryByText(motivo)).toBeNull();
  });

  it('without a hand-off it opens empty', async () => {
    mockFetch({});
    renderApp('/recuperar');
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a refusal of the server (too many requests)', async () => {
    mockFetch({
      'POST /api/auth/recuperar': {
        status: 429,
        body: {
          success: false,
          error: 'TOO_MANY_REQUESTS',
          message: 'Demasiadas solicitudes de restablecimiento. Inténtalo de nuevo en 60 minutos.',
        },
      },
    });
    renderApp('/recuperar');
    await type('Email', 'ana@empresa.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Demasiadas solicitudes de restablecimiento. Inténtalo de nuevo en 60 minutos.',
    );
  });
});

/** The server's answer to the screen's check of the link: it works. */
const enlaceValido = { 'POST /api/auth/restablecer/comprobar': { body: { success: true, data: null } } };

describe('/restablecer', () => {
  it('takes the token from the fragment, removes it from the address and sends it with the new password', async () => {
    const { calls } = mockFetch({
      ...enlaceValido,
      'POST /api/auth/restablecer': {
        body: { success: true, data: null, message: 'Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.' },
      },
    });
    const { router } = renderApp(`/restablecer#token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/restablecer');

    await type('Nueva contraseña', 'Mi-Clave-2026');
    await type('Confirmar nueva contraseña', 'Mi-Clave-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/auth/restablecer')).toHaveLength(0);

    await type('Confirmar nueva contraseña', 'Mi-Clave-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.')).toBeTruthy();
    // The link was checked first, with the same token, in a body (never in an address).
    expect(calls.find((c) => c.path === '/api/auth/restablecer/comprobar')).toMatchObject({ method: 'POST', body: { token: TOKEN } });
    expect(calls.find((c) => c.path === '/api/auth/restablecer')?.body).toEqual({
      token: TOKEN,
      password: 'Mi-Clave-2026',
      confirmPassword: 'Mi-Clave-2026',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('a link used or expired between the check and the submit: the server message and a way to ask for a new one', async () => {
    mockFetch({
      ...enlaceValido,
      'POST /api/auth/restablecer': {
        status: 400,
        body: { success: false, error: 'VALIDATION_ERROR', message: ENLACE_INVALIDO, details: [{ campo: 'token', msg: ENLACE_INVALIDO }] },
      },
    });
    renderApp(`/restablecer#token=${TOKEN}`);
    await type('Nueva contraseña', 'Mi-Clave-2026');
    await type('Confirmar nueva contraseña', 'Mi-Clave-2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ENLACE_INVALIDO);
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }).getAttribute('href')).toBe('/recuperar');
  });

  it('a used or expired link says so before any form: no fields, a way to ask for a new one (D119)', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/restablecer/comprobar': {
        status: 400,
        body: { success: false, error: 'VALIDATION_ERROR', message: ENLACE_INVALIDO, details: [{ campo: 'token', msg: ENLACE_INVALIDO }] },
      },
    });
    renderApp(`/restablecer#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(ENLACE_INVALIDO);
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar contraseña' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }).getAttribute('href')).toBe('/recuperar');
    expect(calls.filter((c) => c.path === '/api/auth/restablecer')).toHaveLength(0);
  });

  it("a deactivated user's link shows the server's message and no form", async () => {
    const INACTIVO = 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.';
    mockFetch({ 'POST /api/auth/restablecer/comprobar': { status: 403, body: { success: false, error: 'FORBIDDEN', message: INACTIVO } } });
    renderApp(`/restablecer#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(INACTIVO);
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeTruthy();
  });

  it('while the link is checked there is no form yet; a malformed token is refused without asking', async () => {
    let responder!: (r: Response) => void;
    mockFetch({ 'POST /api/auth/restablecer/comprobar': () => new Promise<Response>((r) => (responder = r)) });
    const primera = renderApp(`/restablecer#token=${TOKEN}`);
    expect(await screen.findByText('Comprobando el enlace…')).toBeTruthy();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
    responder(jsonResponse({ success: true, data: null }));
    expect(await screen.findByLabelText(/^Nueva contraseña/)).toBeTruthy();
    primera.unmount();

    const { calls } = mockFetch({});
    renderApp('/restablecer#token=corto');
    expect((await screen.findByRole('alert')).textContent).toContain(ENLACE_INVALIDO);
    expect(calls).toHaveLength(0);
  });

  it('without a token it says the link is not valid and offers a new one', async () => {
    mockFetch({});
    renderApp('/restablecer');
    expect((await screen.findByRole('alert')).textContent).toContain(ENLACE_INVALIDO);
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeTruthy();
  });
});

describe('the change required at first sign-in', () => {
  const pendiente = { ...admin, nombre: 'Ana', debeCambiarPassword: true };

  it('every page leads to the change screen; after the change the app opens with the new token', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(pendiente),
      'POST /api/auth/password': (init) => {
        const body = JSON.parse(String(init.body));
        if (body.passwordActual !== 'Dada-Por-Admin1') {
          return Promise.resolve(passwordActualIncorrecta());
        }
        // The stored profile's last access is this sign-in's.
        const user = { ...admin, nombre: 'Ana', ultimoAcceso: new Date().toISOString() };
        return Promise.resolve(
          jsonResponse({
            success: true,
            data: { token: 'tok-propio', expiresIn: 3600, user },
            message: 'Contraseña cambiada correctamente.',
          }),
        );
      },
    });
    const { router } = renderApp('/perfil');
    await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
    expect(router.state.location.pathname).toBe('/cambiar-password');
    expect(screen.getByText(/Tu contraseña te la dio otra persona/)).toBeTruthy();

    await type('Contraseña actual', 'otra-cosa');
    await type('Nueva contraseña', 'Bob-Propia-2026');
    await type('Confirmar nueva contraseña', 'Bob-Propia-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cambiar-password');

    await type('Contraseña actual', 'Dada-Por-Admin1');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(screen.getByRole('banner')).getByText('Ana')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-propio');
    // The change is no second sign-in: a first sign-in gets no 'welcome back'.
    expect(screen.queryByText('Bienvenido de nuevo, Ana')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/password').at(-1)?.body).toEqual({
      passwordActual: 'Dada-Por-Admin1',
      password: 'Bob-Propia-2026',
      confirmPassword: 'Bob-Propia-2026',
    });
  });

  it("'Cerrar sesión' ends the session and loads the sign-in page", async () => {
    const { calls } = mockFetch(sessionRoutes(pendiente));
    renderApp('/cambiar-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(vi.mocked(navegacionDocumento.reemplazar)).toHaveBeenCalledWith('/login'));
    expect(calls.filter((c) => c.path === '/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a user who chose their password is not held there', async () => {
    mockFetch(sessionRoutes(admin));
    const { router } = renderApp('/cambiar-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
