// The sign-in page, its own entry (D86): rendered as web/src/login/main.tsx renders it, without the
// app's router or providers. Signing in stores the token where the app finds it, initialises the
// application and loads the app; the loads of other documents are recorded (test/setup.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { navegacionDocumento } from '../../lib/browser-navigation';
import { AUTH_EXPIRES_KEY } from '../../lib/token-guardado';
import { dejarTraspaso, leerTraspaso } from '../../lib/traspaso';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { renderLogin } from '../../test/render-login';
import { shellRoutes } from '../../test/session-fixtures';

const providers = (google: boolean, microsoft: boolean) => ({
  'GET /api/oauth/config': {
    body: { success: true, data: { providers: { google: { enabled: google }, microsoft: { enabled: microsoft } } } },
  },
});

const ana = { id: 'u1', nombre: 'Ana', email: 'ana@empresa.com', rol: 'admin', empresaId: 'e1' };
const loginAnswer = {
  success: true,
  data: { token: 'tok-nuevo', expiresIn: 3600, user: ana, empresas: [{ id: 'e1', nombreComercial: 'ACME' }] },
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
  const view = renderLogin();
  await screen.findByRole('heading', { level: 1, name: 'Talentia' });
  return view;
}

const reemplazos = () => vi.mocked(navegacionDocumento.reemplazar).mock.calls.map(([url]) => url);
const aperturas = () => vi.mocked(navegacionDocumento.abrir).mock.calls.map(([url]) => url);

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
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Contraseña').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText('o con tu email')).toBeTruthy();
    expect(screen.getByText(/usa tu email corporativo completo y la contraseña que te dio el administrador/)).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Talentia · v2.0.0`)).toBeTruthy();
    // The enterprise notice is no alert: nothing has gone wrong.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reads 'Validando...' while working, sends the email trimmed and lower-cased, stores the token and the session for the app, then loads it", async () => {
    let answer!: (response: Response) => void;
    const { calls } = mockFetch({
      ...providers(false, false),
      ...initAnswer,
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openLogin();

    fillAndSubmit('  Ana@Empresa.COM ', 'secreto1');

    expect(await screen.findByText('Validando...')).toBeTruthy();
    // The form's schema loads on the first validation.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/login')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/auth/login');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ email: 'ana@empresa.com', password: 'secreto1' });
    expect(sent?.credentials).toBe('include');

    answer(jsonResponse(loginAnswer));
    await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
    expect(within(screen.getByRole('status')).getByText('¡Bienvenido a Talentia, Ana!')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-nuevo');
    expect(Number(window.localStorage.getItem(AUTH_EXPIRES_KEY))).toBeGreaterThan(Date.now() + 3_500_000);
    // The app greets with the toast once it is in.
    expect(leerTraspaso('bienvenida')).toBe('¡Bienvenido a Talentia, Ana!');
    // While the app loads, the button keeps saying so.
    expect(screen.getByRole('button', { name: 'Validando...' })).toHaveProperty('disabled', true);

    // The app opens the session with what the sign-in answered (no /me) and initialises it (D130):
    // the page leaves at once, without waiting for POST /api/init.
    expect(leerTraspaso('sesion')).toEqual({
      fin: 'tok-nuevo',
      en: expect.any(Number),
      user: ana,
      empresas: [{ id: 'e1', nombreComercial: 'ACME' }],
    });
    expect(calls.filter((c) => c.path === '/api/init')).toEqual([]);
    expect(aperturas()).toEqual([]);
  });

  it('where the session cannot be left for the app (storage off), the page initialises it, and loads the app even when that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const guardar = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, clave: string, valor: string) {
      if (clave === 'talentia.traspaso.sesion') throw new DOMException('lleno', 'QuotaExceededError');
      guardar.call(this, clave, valor);
    });
    const { calls } = mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': { body: loginAnswer },
      'POST /api/init': { status: 500, body: { success: false, message: 'Fallo' } },
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'secreto1');
    await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
    expect(calls.filter((c) => c.path === '/api/init')).toHaveLength(1);
    expect(calls.findIndex((c) => c.path === '/api/init')).toBeGreaterThan(calls.findIndex((c) => c.path === '/api/auth/login'));
    expect(warn).toHaveBeenCalledWith('No se pudo inicializar la aplicación', expect.anything());
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-nuevo');
    expect(leerTraspaso('sesion')).toBeUndefined();
  });

  it(
    'the app takes the session the page left: it opens the dashboard without /me, greets, and initialises once',
    { timeout: 20_000 },
    async () => {
      // (The app's first screen loads its chunks here, the first time in this file: more than 5 s on a busy machine.)
      mockFetch({ ...providers(false, false), ...initAnswer, 'POST /api/auth/login': { body: loginAnswer } });
      const login = await openLogin();
      fillAndSubmit('ana@empresa.com', 'secreto1');
      await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
      login.unmount();

      // The next document: the app at /dashboard, with what the page left in this tab's storage.
      const { calls } = mockFetch({ ...initAnswer, ...shellRoutes });
      const { router } = renderApp('/dashboard');
      // The shell shows the welcome as it mounts (a toast lasts 4 s: looked for first).
      expect(await screen.findByText('¡Bienvenido a Talentia, Ana!')).toBeTruthy();
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(router.state.location.pathname).toBe('/dashboard');
      // No session check: the sign-in has just answered the user (D130).
      expect(calls.some((c) => c.path === '/api/auth/me')).toBe(false);
      expect(within(screen.getByRole('banner')).getByText('Ana')).toBeTruthy();
      // The welcome is read once.
      expect(leerTraspaso('bienvenida')).toBeUndefined();
      // The application initialised once, by the app.
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/init')).toHaveLength(1));
      expect(calls.find((c) => c.path === '/api/init')?.headers.authorization).toBe('Bearer tok-nuevo');
    },
  );

  it('the welcome is for the page the sign-in loaded: an app started elsewhere drops it', { timeout: 20_000 }, async () => {
    mockFetch({ ...providers(false, false), ...initAnswer, 'POST /api/auth/login': { body: loginAnswer } });
    const login = await openLogin();
    fillAndSubmit('ana@empresa.com', 'secreto1');
    await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
    login.unmount();

    // The visitor opened another address before /dashboard started: the app starts there.
    mockFetch({ ...initAnswer, ...shellRoutes });
    renderApp('/perfil');
    await screen.findByRole('button', { name: /menú de usuario/ }, { timeout: 10_000 });
    // The shell read the note (and dropped it) as it mounted…
    await waitFor(() => expect(leerTraspaso('bienvenida')).toBeUndefined());
    // …and no welcome comes: the other test sees it within this time.
    await expect(screen.findByText('¡Bienvenido a Talentia, Ana!', {}, { timeout: 1500 })).rejects.toThrow();
  });

  it("shows the server's message in a destructive alert and stays", async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': { status: 401, body: { success: false, message: 'Email o contraseña incorrectos' } },
    });
    await openLogin();
    fillAndSubmit('ana@empresa.com', 'mala');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Email o contraseña incorrectos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acceder' })).toBeTruthy();
    expect(reemplazos()).toEqual([]);
    expect(aperturas()).toEqual([]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a 403 PASSWORD_RESET_REQUIRED opens password recovery with the email typed and why, in this tab only', async () => {
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/login': {
        status: 403,
        body: {
          success: false,
          error: 'PASSWORD_RESET_REQUIRED',
          message: 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.',
        },
      },
    });
    await openLogin();
    fillAndSubmit('Ana@Empresa.com ', 'la-de-siempre');

    await waitFor(() => expect(aperturas()).toEqual(['/recuperar']));
    // The email goes in sessionStorage, not in the address (/recuperar reads it: password-pages.test.tsx).
    expect(leerTraspaso('recuperar')).toEqual({
      email: 'ana@empresa.com',
      aviso: 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.',
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // While recovery loads, the button keeps saying so; Back from there (the back-forward cache) finds it ready again.
    expect(screen.getByRole('button', { name: 'Validando...' })).toBeTruthy();
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toHaveProperty('disabled', false);
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

  it('validates the form in Spanish before calling the server, and ties each message to its field', async () => {
    const { calls } = mockFetch(providers(false, false));
    await openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText('El email es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('El email es obligatorio');
    const password = screen.getByLabelText('Contraseña');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('La contraseña es obligatoria');

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
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
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

  it('¿Olvidaste tu contraseña? opens recovery with the email typed so far; a click that opens a new tab is left to the browser', async () => {
    mockFetch(providers(false, false));
    await openLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ana@Empresa.com' } });
    const enlace = screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' });

    expect(fireEvent.click(enlace, { ctrlKey: true })).toBe(true);
    expect(aperturas()).toEqual([]);

    expect(fireEvent.click(enlace)).toBe(false);
    expect(aperturas()).toEqual(['/recuperar']);
    expect(leerTraspaso('recuperar')).toEqual({ email: 'Ana@Empresa.com' });
  });

  it('says once why the app sent the user here when the session expired', async () => {
    mockFetch(providers(false, false));
    dejarTraspaso('avisoLogin', 'Tu sesión ha caducado. Inicia sesión de nuevo.');
    await openLogin();
    expect(within(screen.getByRole('status')).getByText('Tu sesión ha caducado. Inicia sesión de nuevo.')).toBeTruthy();
    await waitFor(() => expect(leerTraspaso('avisoLogin')).toBeUndefined());
  });
});

describe('social login', () => {
  it('says a provider is not configured, and sends the browser to the backend for one that is', async () => {
    vi.stubEnv('VITE_API_URL', '');
    mockFetch(providers(false, true));
    await openLogin();

    // The configuration loads in the background; once it is in, Microsoft goes to the backend.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar con Microsoft' }));
      expect(aperturas()).toContain('http://localhost:3001/api/oauth/microsoft');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByText('El login con Google no está configurado en este momento.')).toBeTruthy();
    expect(aperturas()).toEqual(['http://localhost:3001/api/oauth/microsoft']);
  });

  it('passes a typed email as login_hint, trimmed and lower-cased', async () => {
    vi.stubEnv('VITE_API_URL', '');
    mockFetch(providers(true, false));
    await openLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ana.Lopez+rrhh@Empresa.com ' } });

    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar con Google' }));
      expect(aperturas()).toContain('http://localhost:3001/api/oauth/google?login_hint=ana.lopez%2Brrhh%40empresa.com');
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
