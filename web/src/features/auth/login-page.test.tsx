import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { redirectBrowser } from '../../lib/browser-navigation';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/browser-navigation', () => ({ redirectBrowser: vi.fn() }));

const providers = (google: boolean, microsoft: boolean) => ({
  'GET /api/oauth/config': {
    body: { success: true, data: { providers: { google: { enabled: google }, microsoft: { enabled: microsoft } } } },
  },
});

const loginAnswer = {
  success: true,
  data: {
    token: 'tok-nuevo',
    expiresIn: 3600,
    user: { id: 'u1', nombre: 'Ana', email: 'ana@empresa.com', rol: 'admin', empresaId: 'e1' },
    empresas: [{ id: 'e1', nombreComercial: 'ACME' }],
  },
  message: 'Login correcto',
};

const initAnswer = {
  'POST /api/init': {
    body: { success: true, message: 'Aplicación inicializada correctamente', data: { permisos: ['manage_users'], empresaId: 'e1' } },
  },
};

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
}

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Talentia' });
  return view;
}

describe('login page', () => {
  it('shows every element of the screen', async () => {
    mockFetch(providers(true, true));
    await openLogin();
    expect(screen.getByText('Sistema adaptativo de IA para entrevistas y evaluación de candidatos')).toBeTruthy();
    for (const name of ['Continuar con Google', 'Continuar con Microsoft', 'Registrar nueva empresa', 'Solicitar demo gratuita']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recuperar');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByText(/usa tu email corporativo completo y la contraseña que te dio el administrador/)).toBeTruthy();
  });

  it("reads 'Validando...' while working, sends the email trimmed and lower-cased, initialises once, then enters", async () => {
    let answer!: (response: Response) => void;
    const { calls } = mockFetch({
      ...providers(false, false),
      ...initAnswer,
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = await openLogin();

    fillAndSubmit('  Ana@Empresa.COM ', 'secreto1');

    expect(await screen.findByText('Validando...')).toBeTruthy();
    // The form's schema loads on the first validation (lib/resolver-diferido.ts).
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/login')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/auth/login');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ email: 'ana@empresa.com', password: 'secreto1' });

    expect(sent?.credentials).toBe('include');

    answer(jsonResponse(loginAnswer));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('¡Bienvenido a Talentia, Ana!')).toBeTruthy();
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-nuevo');

    const inits = calls.filter((c) => c.method === 'POST' && c.path === '/api/init');
    expect(inits).toHaveLength(1);
    expect(inits[0].headers.authorization).toBe('Bearer tok-nuevo');
    // Initialised after the login and before the first screen of the session loaded anything.
    expect(calls.findIndex((c) => c.path === '/api/init')).toBeGreaterThan(calls.findIndex((c) => c.path === '/api/auth/login'));
  });

  it('still enters when the initialisation fails (it is logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': { body: loginAnswer },
      'POST /api/init': { status: 500, body: { success: false, message: 'Fallo' } },
    });
    const { router } = await openLogin();
    fillAndSubmit('ana@empresa.com', 'secreto1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(warn).toHaveBeenCalledWith('No se pudo inicializar la aplicación', expect.anything());
  });

  it("shows the server's message in a destructive alert", async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': { status: 401, body: { success: false, message: 'Email o contraseña incorrectos' } },
    });
    const { router } = await openLogin();
    fillAndSubmit('ana@empresa.com', 'mala');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Email o contraseña incorrectos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acceder' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a 403 PASSWORD_RESET_REQUIRED opens password recovery with the email typed and says why', async () => {
    const { calls } = mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': {
        status: 403,
        body: {
          success: false,
          error: 'PASSWORD_RESET_REQUIRED',
          message: 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.',
        },
      },
      'POST /api/auth/recuperar': { body: { success: true, data: null, message: 'Si el email corresponde a un usuario activo…' } },
    });
    const { router } = await openLogin();
    fillAndSubmit('Ana@Empresa.com ', 'la-de-siempre');

    await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' });
    expect(router.state.location.pathname).toBe('/recuperar');
    expect(
      screen.getByText('Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ana@empresa.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await screen.findByText('Si el email corresponde a un usuario activo…');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/auth/recuperar').map((c) => c.body)).toEqual([
      { email: 'ana@empresa.com' },
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('joins the msg values of details when the server gives no message', async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': { status: 400, body: { success: false, details: [{ msg: 'Email inválido' }, { msg: 'Contraseña vacía' }] } },
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'x');
    expect(await screen.findByText('Email inválido, Contraseña vacía')).toBeTruthy();
  });

  it("falls back to 'Error conectando con el servidor' when the server cannot be reached", async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'x');
    expect(await screen.findByText('Error conectando con el servidor')).toBeTruthy();
  });

  it('in local development a network failure adds the help about npm start and port 3001', async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'x');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error conectando con el servidor')).toBeTruthy();
    expect(alert.textContent).toMatch(/npm start/);
  });

  it("a login that times out says 'Timeout: El servidor tardó demasiado en responder'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': (init) => pendingUntilAborted(init),
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'x');
    await vi.advanceTimersByTimeAsync(10_000);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Timeout: El servidor tardó demasiado en responder');
    expect(screen.queryByText('Error conectando con el servidor')).toBeNull();
  });

  it('validates the form in Spanish before calling the server', async () => {
    const { calls } = mockFetch(providers(false, false));
    await openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText('El email es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();

    fillAndSubmit('no-es-un-email', 'x');
    expect(await screen.findByText('Introduce un email válido')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('after a refused submit the messages follow what is typed', async () => {
    mockFetch(providers(false, false));
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText('El email es obligatorio')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@empresa.com' } });
    await waitFor(() => expect(screen.queryByText('El email es obligatorio')).toBeNull());
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    mockFetch(providers(false, false));
    await openLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password.getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('social login', () => {
  it('says a provider is not configured, and sends the browser to the backend for one that is', async () => {
    vi.stubEnv('VITE_API_URL', '');
    vi.mocked(redirectBrowser).mockClear();
    mockFetch(providers(false, true));
    await openLogin();

    // The configuration loads in the background; once it is in, Microsoft goes to the backend.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar con Microsoft' }));
      expect(redirectBrowser).toHaveBeenCalledWith('http://localhost:3001/api/oauth/microsoft');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByText('El login con Google no está configurado en este momento.')).toBeTruthy();
    expect(redirectBrowser).toHaveBeenCalledTimes(1);
  });

  it('passes a typed email as login_hint, trimmed and lower-cased', async () => {
    vi.stubEnv('VITE_API_URL', '');
    vi.mocked(redirectBrowser).mockClear();
    mockFetch(providers(true, false));
    await openLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ana.Lopez+rrhh@Empresa.com ' } });

    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar con Google' }));
      expect(redirectBrowser).toHaveBeenCalledWith('http://localhost:3001/api/oauth/google?login_hint=ana.lopez%2Brrhh%40empresa.com');
    });
  });

  it('only logs a failure to load the configuration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/oauth/config': { status: 500, body: { success: false, message: 'Fallo' } } });
    await openLogin();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Fallo')).toBeNull();
  });
});
