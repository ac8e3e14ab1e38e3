// Identity through the local stack: password login, refresh cookie, logout, social login through
// the OIDC test issuer, users (seats, duplicates, roles, deactivation) and the profile with avatar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comoCliente, crearEmpresa, crearUsuario, login, mailsTo, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let adminA: Session;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('empresa-a', { nombre: 'Empresa A', usuarios: 10 });
  await crearEmpresa('empresa-b', { nombre: 'Empresa B', usuarios: 10 });
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const admin = await crearUsuario(stack, superadmin, {
    email: 'admin@empresa-a.test',
    rol: 'admin',
    empresaId: 'empresa-a',
    nombre: 'Alicia',
  });
  adminA = await login(stack, admin.email, admin.password);
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('POST /api/auth/login', () => {
  it('signs in with a trimmed, lower-cased email and answers user, token, companies and the refresh cookie', async () => {
    const res = await fetch(`${stack.apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '  Admin@Empresa-A.test ', password: 'Usuario-Prueba-2026' }),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.message).toBe('¡Bienvenido a Talentia, Alicia!');
    expect(body.data.user).toMatchObject({ email: 'admin@empresa-a.test', rol: 'admin', empresaId: 'empresa-a', activo: true });
    expect(body.data.user.permisos).toContain('manage_users');
    expect(body.data.empresas.map((e: { id: string }) => e.id)).toEqual(['empresa-a']);
    expect(body.data.expiresIn).toBeGreaterThan(0);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talentia_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(JSON.stringify(body)).not.toMatch(/refresh/i);
  });

  it('gives the superadmin every company', async () => {
    expect(superadmin.empresas.map((e) => e.id).sort()).toEqual(['empresa-a', 'empresa-b']);
    expect(superadmin.empresas[0]).toMatchObject({ estado: 'activa', plan: 'professional' });
  });

  it('answers the previous access and stores the new one (welcome banner)', async () => {
    const first = await login(stack, 'admin@empresa-a.test', 'Usuario-Prueba-2026');
    const second = await login(stack, 'admin@empresa-a.test', 'Usuario-Prueba-2026');
    expect(second.user.ultimoAcceso).toBeDefined();
    expect(Date.parse(second.user.ultimoAcceso)).toBeGreaterThanOrEqual(Date.parse(first.user.ultimoAcceso ?? '1970-01-01'));
    // Read again later (GET /me: after a reload or a forced password change), the previous access is still the one before.
    const me = await stack.call('GET', '/api/auth/me', { token: second.token });
    expect(me.body.data.user.accesoAnterior).toBe(second.user.ultimoAcceso);
  });

  it('a first sign-in has no previous access, also when the session is read again (D81)', async () => {
    const nueva = await crearUsuario(stack, await login(stack, 'admin@empresa-a.test', 'Usuario-Prueba-2026'), {
      email: 'primera@empresa-a.test',
      rol: 'operador',
      password: 'Qsjnfsb-Vez-2026',
    });
    expect(nueva).toBeTruthy();
    const s = await login(stack, 'primera@empresa-a.test', 'Qsjnfsb-Vez-2026');
    expect(s.user.accesoAnterior ?? null).toBeNull();
    const me = await stack.call('GET', '/api/auth/me', { token: s.token });
    expect(me.body.data.user.ultimoAcceso).toBeDefined();
    expect(me.body.data.user.accesoAnterior).toBeNull();
  });

  it.each([
    [
      'wrong password',
      { email: 'admin@empresa-a.test', password: 'mal-mal-mal' },
      401,
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
    [
      'unknown email',
      { email: 'nadie@empresa-a.test', password: 'Usuario-Prueba-2026' },
      401,
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
    ['missing password', { email: 'admin@empresa-a.test' }, 400, 'La contraseña es obligatoria'],
    ['bad email', { email: 'no-es-email', password: 'x' }, 400, 'Introduce un email válido'],
  ])('%s → %s with a Spanish message', async (_n, body, status, message) => {
    const res = await stack.call('POST', '/api/auth/login', { body });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe('session: me, init, refresh, logout', () => {
  it('GET /api/auth/me answers the user and companies; POST /api/init the spec message', async () => {
    const me = await stack.call('GET', '/api/auth/me', { token: adminA.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe('admin@empresa-a.test');
    const init = await stack.call('POST', '/api/init', { token: adminA.token });
    expect(init.body).toMatchObject({ success: true, message: 'Aplicación inicializada correctamente', data: { empresaId: 'empresa-a' } });
  });

  it('refresh gives a new working token from the cookie; logout revokes it', async () => {
    const s = await login(stack, 'admin@empresa-a.test', 'Usuario-Prueba-2026');
    const refreshed = await fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: s.cookie! } });
    expect(refreshed.status).toBe(200);
    const { token } = (await refreshed.json()).data;
    expect((await stack.call('GET', '/api/auth/me', { token })).status).toBe(200);

    const out = await fetch(`${stack.apiUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: s.cookie! } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^talentia_refresh=;.*Max-Age=0/);
    const again = await fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: s.cookie! } });
    expect(again.status).toBe(401);
  });

  it('refresh without a cookie is 401 with the session-expired message', async () => {
    const res = await stack.call('POST', '/api/auth/refresh');
    expect(res).toMatchObject({ status: 401, body: { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' } });
  });
});

/** Runs the browser's redirect chain of a social login by hand; answers the final web URL. */
async function socialLogin(provider: string, loginHint?: string, tamper?: (authorizeUrl: URL) => void) {
  const start = await fetch(`${stack.apiUrl}/api/oauth/${provider}${loginHint ? `?login_hint=${encodeURIComponent(loginHint)}` : ''}`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const bindingCookie = start.headers.getSetCookie()[0].split(';')[0];
  const authorize = new URL(start.headers.get('location')!);
  tamper?.(authorize);
  const idp = await fetch(authorize, { redirect: 'manual' });
  const callback = idp.headers.get('location')!;
  const res = await fetch(callback, { redirect: 'manual', headers: { cookie: bindingCookie } });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  return { final: new URL(location), location, cookies: res.headers.getSetCookie(), authorize };
}

describe('social login through the local OIDC issuer', () => {
  it('reports both providers enabled', async () => {
    const res = await stack.call('GET', '/api/oauth/config');
    expect(res.body.data).toEqual({ providers: { google: { enabled: true }, microsoft: { enabled: true } } });
  });

  it('redirects with a signed state and PKCE; an unknown provider is 400', async () => {
    const start = await fetch(`${stack.apiUrl}/api/oauth/google`, { redirect: 'manual' });
    const url = new URL(start.headers.get('location')!);
    expect(url.origin).toBe(stack.oidcIssuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${stack.apiUrl}/api/oauth/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    const bad = await stack.call('GET', '/api/oauth/github');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Proveedor de autenticación no soportado' } });
  });

  it('links an existing active user by email and lands on a bare /oauth/success; the refresh cookie gives a working token', async () => {
    const { final, location, cookies } = await socialLogin('google', 'admin@empresa-a.test');
    // No token in the address (CloudFront logs query strings, docs/decisions/ D75): not even a query.
    expect(location).toBe(`${final.origin}/oauth/success`);
    expect(location).not.toMatch(/token=/i);
    expect(location).not.toMatch(/expiresIn/i);
    // No JWT anywhere in it (an ID token is three base64url parts, the first one `eyJ`).
    expect(location).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+/);
    const refreshCookie = cookies.find((c) => c.startsWith('talentia_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/Secure/);
    expect(refreshCookie).toMatch(/SameSite=Lax/);
    expect(refreshCookie).toMatch(/Path=\/api\/auth/);

    // What /oauth/success does: the token from the cookie, then verify.
    const rc = refreshCookie.split(';')[0];
    const refreshed = await fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: rc } });
    expect(refreshed.status).toBe(200);
    const { token, expiresIn } = (await refreshed.json()).data;
    expect(token).toMatch(/^eyJ/);
    expect(expiresIn).toBeGreaterThan(0);
    expect(location).not.toContain(token);
    expect(location).not.toContain(token.split('.')[2]);
    const verify = await stack.call('GET', '/api/oauth/verify', { token });
    expect(verify.status).toBe(200);
    expect(verify.body.data.user).toMatchObject({ email: 'admin@empresa-a.test', rol: 'admin' });
    const users = await stack.call('GET', '/api/usuarios', { token });
    expect(users.status).toBe(200);
  });

  it('refuses an email with no platform user with the spec error code', async () => {
    const { final } = await socialLogin('microsoft', 'desconocido@otra.test');
    expect(final.searchParams.get('error')).toBe('microsoft_failed');
    expect(final.searchParams.get('token')).toBeNull();
  });

  it('a provider error is {provider}_failed; a tampered state is refused', async () => {
    const denied = await socialLogin('google', 'admin@empresa-a.test', (u) => u.searchParams.set('response_type', 'token'));
    expect(denied.final.searchParams.get('error')).toBe('google_failed');
    const forged = await socialLogin('google', 'admin@empresa-a.test', (u) =>
      u.searchParams.set('state', `${u.searchParams.get('state')}x`),
    );
    expect(forged.final.searchParams.get('error')).toBe('state_invalido');
  });

  it('a callback from another browser (no binding cookie) is google_callback_failed', async () => {
    const start = await fetch(`${stack.apiUrl}/api/oauth/google?login_hint=admin@empresa-a.test`, { redirect: 'manual' });
    const idp = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const res = await fetch(idp.headers.get('location')!, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('google_callback_failed');
  });
});

describe('users', () => {
  it('creates a user with a generated password, mails the invitation and lets them sign in', async () => {
    const res = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'Óscar', email: 'Oscar@Empresa-A.test', rol: 'operador' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Usuario agregado correctamente');
    expect(res.body.data.user).toMatchObject({ email: 'oscar@empresa-a.test', rol: 'operador', empresaId: 'empresa-a' });
    expect(res.body.data.passwordGenerada).toHaveLength(12);
    expect(res.body.data.emailEnviado).toBe(true);
    const [mail] = await mailsTo(stack, 'oscar@empresa-a.test');
    expect(mail.subject).toBe('Te damos la bienvenida a Talentia, Óscar');
    // The plain-text part carries the password as is (the HTML part escapes &, < and >).
    expect(mail.body.text).toContain(res.body.data.passwordGenerada);
    expect(mail.body.html).toContain(res.body.data.passwordGenerada.replace(/&/g, '&amp;'));
    const s = await login(stack, 'oscar@empresa-a.test', res.body.data.passwordGenerada);
    expect(s.user.rol).toBe('operador');
  });

  it('refuses a duplicate email with 409, without touching the first user or the seat count', async () => {
    const before = await stack.call('GET', '/api/usuarios', { token: adminA.token });
    const res = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'Otra', email: 'admin@empresa-a.test', rol: 'operador', password: 'Pusb-Clave-2026' },
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'Ya existe un usuario con el email admin@empresa-a.test' } });
    const after = await stack.call('GET', '/api/usuarios', { token: adminA.token });
    expect(after.body.data.items).toHaveLength(before.body.data.items.length);
    expect((await login(stack, 'admin@empresa-a.test', 'Usuario-Prueba-2026')).user.nombre).toBe('Alicia');
  });

  it('20 parallel creates against 5 free seats: exactly 5 succeed, the rest answer the limit message', async () => {
    await crearEmpresa('empresa-cupo', { usuarios: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.resolve(i).then(() =>
          comoCliente(() =>
            stack.call('POST', '/api/usuarios', {
              token: superadmin.token,
              body: { nombre: `U${i}`, email: `u${i}@cupo.test`, rol: 'operador', empresaId: 'empresa-cupo', password: 'Cupo-Prueba-2026' },
            }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.error === 'QUOTA_EXCEEDED')).toBe(true);
    expect(refused[0].body.message).toBe('Se alcanzó el límite de usuarios de tu plan (5). Amplía el plan o elimina usuarios.');
    const list = await stack.call('GET', '/api/usuarios?empresaId=empresa-cupo', { token: superadmin.token });
    expect(list.body.data.items).toHaveLength(5);
    // The refused creates left no Cognito login behind.
    const ok = new Set(results.filter((r) => r.status === 201).map((r) => r.body.data.user.email));
    const loser = Array.from({ length: 20 }, (_, i) => `u${i}@cupo.test`).find((e) => !ok.has(e))!;
    expect((await stack.call('POST', '/api/auth/login', { body: { email: loser, password: 'Cupo-Prueba-2026' } })).status).toBe(401);
  });

  it('an admin acts only on their own company: another company is 404; the superadmin must name one', async () => {
    const other = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'X', email: 'x@b.test', rol: 'operador', empresaId: 'empresa-b' },
    });
    expect(other.status).toBe(404);
    expect((await stack.call('GET', '/api/usuarios?empresaId=empresa-b', { token: adminA.token })).status).toBe(404);
    const noEmpresa = await stack.call('POST', '/api/usuarios', {
      token: superadmin.token,
      body: { nombre: 'X', email: 'x@x.test', rol: 'admin' },
    });
    expect(noEmpresa).toMatchObject({ status: 400, body: { message: 'Indica la empresa del usuario (empresaId)' } });
    const superadminRole = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'X', email: 'x2@a.test', rol: 'superadmin' },
    });
    expect(superadminRole.status).toBe(400);
  });

  it('a user of company B is a 404 for the admin of A (update and delete)', async () => {
    const b = await crearUsuario(stack, superadmin, { email: 'ops@empresa-b.test', rol: 'operador', empresaId: 'empresa-b' });
    expect((await stack.call('PUT', `/api/usuarios/${b.id}`, { token: adminA.token, body: { nombre: 'Hack' } })).status).toBe(404);
    expect((await stack.call('DELETE', `/api/usuarios/${b.id}`, { token: adminA.token })).status).toBe(404);
  });

  it('nobody changes their own role; rol and empresaId in a body are refused', async () => {
    const self = await stack.call('PUT', `/api/usuarios/${adminA.user.id}`, { token: adminA.token, body: { rol: 'operador' } });
    expect(self).toMatchObject({ status: 403, body: { message: 'No puedes cambiar tu propio rol ni tu empresa' } });
    const withEmpresa = await stack.call('PUT', `/api/usuarios/${adminA.user.id}`, {
      token: adminA.token,
      body: { empresaId: 'empresa-b' },
    });
    expect(withEmpresa).toMatchObject({ status: 400, body: { message: 'Campo no permitido: empresaId' } });
  });

  it('deactivating blocks login (403) and the existing token at once; reactivating restores it', async () => {
    const u = await crearUsuario(stack, adminA, { email: 'temporal@empresa-a.test', rol: 'operador' });
    const s = await login(stack, u.email, u.password);
    const off = await stack.call('PUT', `/api/usuarios/${u.id}`, { token: adminA.token, body: { activo: false } });
    expect(off.body.data.activo).toBe(false);
    expect((await stack.call('GET', '/api/auth/me', { token: s.token })).status).toBe(403);
    const refused = await stack.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.' },
    });
    await stack.call('PUT', `/api/usuarios/${u.id}`, { token: adminA.token, body: { activo: true } });
    expect((await login(stack, u.email, u.password)).user.activo).toBe(true);
  });

  it('delete frees the seat and disables the login; the email can be invited again', async () => {
    await crearEmpresa('empresa-uno', { usuarios: 1 });
    const u = await crearUsuario(stack, superadmin, { email: 'solo@uno.test', rol: 'admin', empresaId: 'empresa-uno' });
    const full = await stack.call('POST', '/api/usuarios', {
      token: superadmin.token,
      body: { nombre: 'Otro', email: 'otro@uno.test', rol: 'admin', empresaId: 'empresa-uno' },
    });
    expect(full.status).toBe(409);
    const del = await stack.call('DELETE', `/api/usuarios/${u.id}`, { token: superadmin.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Usuario eliminado correctamente' } });
    expect((await stack.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(403);
    const again = await crearUsuario(stack, superadmin, {
      email: 'solo@uno.test',
      rol: 'admin',
      empresaId: 'empresa-uno',
      password: 'Nueva-Clave-2026',
    });
    expect((await login(stack, 'solo@uno.test', 'Nueva-Clave-2026')).user.id).toBe(again.id);
  });

  it('an operador cannot manage users', async () => {
    const op = await crearUsuario(stack, adminA, { email: 'op2@empresa-a.test', rol: 'operador' });
    const s = await login(stack, op.email, op.password);
    expect((await stack.call('GET', '/api/usuarios', { token: s.token })).status).toBe(403);
  });
});

describe('profile and avatar', () => {
  it('answers the profile with the spec defaults and merges partial nested updates', async () => {
    const get = await stack.call('GET', '/api/perfil', { token: adminA.token });
    expect(get.body.data).toMatchObject({
      email: 'admin@empresa-a.test',
      direccion: { pais: 'Colombia' },
      configuracion: {
        idioma: 'es',
        zonaHoraria: 'America/Bogota',
        notificaciones: { email: true, sms: false },
        privacidad: { perfilPublico: false },
      },
    });
    await stack.call('PUT', '/api/perfil', { token: adminA.token, body: { direccion: { calle: 'Gran Vía 1' } } });
    const put = await stack.call('PUT', '/api/perfil', {
      token: adminA.token,
      body: { titulo: 'Directora de Personas', direccion: { ciudad: 'Madrid' }, configuracion: { notificaciones: { sms: true } } },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Perfil actualizado correctamente');
    expect(put.body.data).toMatchObject({
      titulo: 'Directora de Personas',
      puesto: 'Directora de Personas',
      direccion: { calle: 'Gran Vía 1', ciudad: 'Madrid' },
      configuracion: { notificaciones: { sms: true, email: true } },
    });
    expect(put.body.data.completitudPerfil).toBeGreaterThan(get.body.data.completitudPerfil);
  });

  it("the profile's phones are read with the company's country and stored in E.164; a bad one is a 400 naming it (issue 67 item 9)", async () => {
    const put = (body: Record<string, unknown>) => stack.call('PUT', '/api/perfil', { token: adminA.token, body });
    expect((await put({ telefono: '910 00 00 01', telefonoMovil: '+52 55 1234 5678' })).body.data).toMatchObject({
      telefono: '+34910000001',
      telefonoMovil: '+525512345678',
    });
    const texto = 'El teléfono móvil no es válido para España: escríbelo con su prefijo (+34) o como se marca en el país';
    expect(await put({ telefono: '+34910000001', telefonoMovil: '5512345678' })).toMatchObject({
      status: 400,
      body: { message: texto, details: [{ campo: 'telefonoMovil', msg: texto }] },
    });
    expect((await stack.call('GET', '/api/perfil', { token: adminA.token })).body.data.telefonoMovil).toBe('+525512345678');
    // A user made by an admin, and edited by them.
    const nuevo = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'Tina', email: 'tina@empresa-a.test', rol: 'operador', telefono: '600 11 22 33' },
    });
    expect(nuevo.body.data.user.telefono).toBe('+34600112233');
    const malo = await stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'Tino', email: 'tino@empresa-a.test', rol: 'operador', telefono: '600 11' },
    });
    expect(malo).toMatchObject({ status: 400, body: { details: [{ campo: 'telefono' }] } });
    const editado = await stack.call('PUT', `/api/usuarios/${nuevo.body.data.user.id}`, {
      token: adminA.token,
      body: { telefono: '+56 9 6123 4567' },
    });
    expect(editado.body.data.telefono).toBe('+56961234567');
  });

  it('refuses email, rol and empresaId in a profile update', async () => {
    for (const field of ['email', 'rol', 'empresaId']) {
      const res = await stack.call('PUT', '/api/perfil', { token: adminA.token, body: { [field]: 'x' } });
      expect(res).toMatchObject({ status: 400, body: { message: `Campo no permitido: ${field}` } });
    }
  });

  async function upload(file: Blob | undefined, name = 'foto.png', field = 'avatar') {
    const form = new FormData();
    if (file) form.append(field, file, name);
    const res = await fetch(`${stack.apiUrl}/api/perfil/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminA.token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  it('stores an image under uploads/avatars/ and serves it back', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const res = await upload(new Blob([png], { type: 'image/png' }));
    expect(res.status).toBe(200);
    expect(res.body.data.avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${adminA.user.id}/[\\w-]+\\.png$`));
    const file = await fetch(`${stack.apiUrl}${res.body.data.avatarUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const perfil = await stack.call('GET', '/api/perfil', { token: adminA.token });
    expect(perfil.body.data.avatarUrl).toBe(res.body.data.avatarUrl);
  });

  it('refuses a missing file and a non-image with the spec messages', async () => {
    expect(await upload(undefined)).toMatchObject({ status: 400, body: { message: 'No se proporcionó archivo' } });
    expect(await upload(new Blob(['hola'], { type: 'text/plain' }), 'a.txt')).toMatchObject({
      status: 400,
      body: { message: 'El archivo debe ser una imagen' },
    });
    expect(await upload(new Blob([Buffer.alloc(4 * 1024 * 1024 + 10)], { type: 'image/jpeg' }), 'grande.jpg')).toMatchObject({
      status: 400,
      body: { message: 'La imagen no puede ser mayor a 4MB' },
    });
  });

  it('checks the content: a text file renamed .png is refused and the previous avatar stays and still loads', async () => {
    // A real 1×1 PNG (signature, IHDR, IDAT, IEND).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const antes = await upload(new Blob([png], { type: 'image/png' }), 'yo.png');
    expect(antes.status).toBe(200);

    const falso = await upload(new Blob(['no soy una imagen, soy texto\n'], { type: 'image/png' }), 'foto.png');
    expect(falso).toMatchObject({
      status: 400,
      body: { message: 'El archivo no es una imagen válida: se admiten PNG, JPEG, GIF, WebP, AVIF, BMP o SVG' },
    });
    const otroTipo = await upload(new Blob([png], { type: 'image/jpeg' }), 'foto.jpg');
    expect(otroTipo).toMatchObject({
      status: 400,
      body: { message: 'El contenido del archivo (image/png) no coincide con su tipo (image/jpeg)' },
    });
    const enorme = Buffer.from(png);
    enorme.writeUInt32BE(1_000_000, 16);
    expect(await upload(new Blob([enorme], { type: 'image/png' }))).toMatchObject({
      status: 400,
      body: { message: 'La imagen debe medir entre 1 y 10.000 píxeles de lado' },
    });

    const perfil = await stack.call('GET', '/api/perfil', { token: adminA.token });
    expect(perfil.body.data.avatarUrl).toBe(antes.body.data.avatarUrl);
    const file = await fetch(`${stack.apiUrl}${antes.body.data.avatarUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('serves nothing outside uploads/', async () => {
    expect((await fetch(`${stack.apiUrl}/uploads/../empresas/x/plan/a.pdf`)).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/uploads/avatars/no-existe.png`)).status).toBe(404);
  });
});
