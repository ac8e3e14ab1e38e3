// A user's own password through the local stack (D36, D37, D38): the change from Mi Perfil (the
// current password checked, counted like a sign-in), the change required at first sign-in of a
// user whose password someone else chose, and recovery by a single-use link sent by email (read
// from the local SES store). What a new password ends: the other sessions' tokens and refresh
// cookies, and older recovery links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_LOGIN, RECUPERACION_PASSWORD } from '../../shared/constants.js';
import { guardarRestablecimiento, restablecimientoKeys } from '../../functions/lib/db/restablecimientos.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { hashToken, tokenNuevo } from '../../functions/lib/usuarios/password.js';
import { crearEmpresa, crearUsuario, login, mailsTo, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;

const CADUCADA = 'Tu sesión ha caducado. Inicia sesión de nuevo.';
const ENLACE_INVALIDO = 'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Solicita uno nuevo.';
const CAMBIO_OBLIGATORIO = 'Debes cambiar tu contraseña antes de continuar.';

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('claves', { nombre: 'Claves', usuarios: 30 });
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const a = await crearUsuario(stack, superadmin, { email: 'admin@claves.test', rol: 'admin', empresaId: 'claves', nombre: 'Adela' });
  admin = await login(stack, a.email, a.password);
});
afterAll(async () => {
  await stack?.cleanup();
});

const cambiar = (s: Session, body: Record<string, unknown>) => stack.call('POST', '/api/auth/password', { token: s.token, body });
const me = (token: string) => stack.call('GET', '/api/auth/me', { token });
const signIn = (email: string, password: string) => stack.call('POST', '/api/auth/login', { body: { email, password } });
const refresh = (cookie: string) => fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
const recuperar = (email: string) => stack.call('POST', '/api/auth/recuperar', { body: { email } });
const restablecer = (token: string, password: string) =>
  stack.call('POST', '/api/auth/restablecer', { body: { token, password, confirmPassword: password } });
const comprobar = (token: unknown) => stack.call('POST', '/api/auth/restablecer/comprobar', { body: { token } });

/**
 * Tokens carry their issue time in whole seconds: what is issued after a change must be in a later
 * second than what came before. The issuer's clock (cognito-local, another process) is not this
 * one, so aligning to this process's second proves nothing there: wait a whole second and a bit.
 */
const siguienteSegundo = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** A user of the company, signed in, who has already chosen their password. */
async function usuario(email: string, password = 'Usuario-Prueba-2026') {
  const u = await crearUsuario(stack, admin, { email, rol: 'operador', password });
  return { ...u, session: await login(stack, email, password) };
}

const ASUNTO = 'Restablece tu contraseña de Talentia';

/** The recovery mails sent to `email` (a user made by an admin also got an invitation). */
const correosDeRecuperacion = async (email: string) => (await mailsTo(stack, email)).filter((m) => m.subject === ASUNTO);

/** The token of the last recovery link mailed to `email`. */
async function tokenDelCorreo(email: string): Promise<string> {
  const mails = await correosDeRecuperacion(email);
  const last = mails.at(-1);
  expect(last, `no recovery mail reached ${email}`).toBeDefined();
  const match = /\/restablecer#token=([A-Za-z0-9_-]+)/.exec(last!.body.text ?? '');
  expect(match, last!.body.text).not.toBeNull();
  return match![1];
}

/**
 * A recovery link for `u` stored as a request stores one, made at `creadoEn` and valid until
 * `expiraEn` (by default, the links' validity later): answers its token.
 */
async function enlaceGuardado(u: { id: string; email: string }, creadoEn: number, expiraEn?: number): Promise<string> {
  const token = tokenNuevo();
  expiraEn ??= creadoEn + RECUPERACION_PASSWORD.validezMinutos * 60_000;
  await guardarRestablecimiento({ hash: hashToken(token), userId: u.id, empresaId: 'claves', email: u.email, creadoEn, expiraEn });
  return token;
}

/** When a link that has just expired was made. */
const haceUnCaducado = () => Date.now() - (RECUPERACION_PASSWORD.validezMinutos + 1) * 60_000;

describe('changing one’s password (Mi Perfil)', () => {
  it('a wrong current password is refused with a Spanish message; the session goes on', async () => {
    const u = await usuario('ana@claves.test');
    const res = await cambiar(u.session, { passwordActual: 'no-es-esta', password: 'Pusb-Clave-2026', confirmPassword: 'Pusb-Clave-2026' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'La contraseña actual no es correcta',
      details: [{ campo: 'passwordActual' }],
    });
    expect((await me(u.session.token)).status).toBe(200);
    expect((await signIn(u.email, 'Pusb-Clave-2026')).status).toBe(401);
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('refuses a confirmation that does not match, a short password and the same password again', async () => {
    const u = await usuario('beto@claves.test');
    const base = { passwordActual: u.password };
    expect((await cambiar(u.session, { ...base, password: 'Pusb-Clave-2026', confirmPassword: 'Otra-Clave-2027' })).body.message).toBe(
      'Las contraseñas no coinciden',
    );
    expect((await cambiar(u.session, { ...base, password: 'corta', confirmPassword: 'corta' })).body.message).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect((await cambiar(u.session, { ...base, password: u.password, confirmPassword: u.password })).body.message).toBe(
      'La nueva contraseña debe ser distinta de la actual',
    );
  });

  it('refuses a common or breached password and one built from the email, with the rule in Spanish (D117)', async () => {
    const u = await usuario('rocio.vidal@claves.test');
    const base = { passwordActual: u.password };
    for (const comun of ['abcdefgh', '12345678', 'Password1']) {
      const res = await cambiar(u.session, { ...base, password: comun, confirmPassword: comun });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'Esa contraseña es demasiado común o ha aparecido en filtraciones; elige otra' },
      });
    }
    const propia = await cambiar(u.session, { ...base, password: 'Rocío-Vidal-2026', confirmPassword: 'Rocío-Vidal-2026' });
    expect(propia).toMatchObject({ status: 400, body: { message: 'La contraseña no puede contener tu nombre ni tu email' } });
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('sets the new password, keeps this session with a new token and cookie, and ends the others', async () => {
    const u = await usuario('carla@claves.test');
    const otra = await login(stack, u.email, u.password);
    await siguienteSegundo();
    const res = await fetch(`${stack.apiUrl}/api/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.session.token}` },
      body: JSON.stringify({ passwordActual: u.password, password: 'Haya-Nueva-2026', confirmPassword: 'Haya-Nueva-2026' }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Contraseña cambiada correctamente. Se ha cerrado la sesión en tus otros dispositivos.');
    expect(body.data.user).toMatchObject({ email: u.email, id: u.id });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('talentia_refresh='))!
      .split(';')[0];

    // This session: the new token and cookie work.
    expect((await me(body.data.token)).status).toBe(200);
    expect((await refresh(cookie)).status).toBe(200);
    // The others: their token and their refresh cookie are refused; so is this session's old token.
    expect(await me(otra.token)).toMatchObject({ status: 401, body: { message: CADUCADA } });
    expect((await me(u.session.token)).status).toBe(401);
    const renewed = await refresh(otra.cookie!);
    expect(renewed.status).toBe(401);
    expect(renewed.headers.getSetCookie()[0]).toMatch(/^talentia_refresh=;.*Max-Age=0/);
    // Only the new password signs in.
    expect((await signIn(u.email, u.password)).status).toBe(401);
    expect((await signIn(u.email, 'Haya-Nueva-2026')).status).toBe(200);
  });

  it(`wrong current passwords count as failed sign-ins: after ${LIMITES_LOGIN.porCuentaYOrigen} the answer is 429, even with the right one`, async () => {
    const u = await usuario('dario@claves.test');
    const mal = { passwordActual: 'no-es-esta', password: 'Tilo-Nueva-2026', confirmPassword: 'Tilo-Nueva-2026' };
    for (let i = 0; i < LIMITES_LOGIN.porCuentaYOrigen; i++) expect((await cambiar(u.session, mal)).status).toBe(400);
    const locked = await cambiar(u.session, { ...mal, passwordActual: u.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Demasiados intentos de inicio de sesión\. Inténtalo de nuevo en \d+ minutos?\.$/);
    // The password did not change and the session is still there.
    expect((await me(u.session.token)).status).toBe(200);
  });
});

describe('a password someone else chose is changed at first sign-in', () => {
  it('a user made by an admin: the login says so, other routes answer 403 until the change, then work', async () => {
    const u = await crearUsuario(stack, admin, { email: 'elena@claves.test', rol: 'operador' });
    const s = await login(stack, u.email, u.password, { cambioPendiente: true });
    expect(s.user.debeCambiarPassword).toBe(true);

    const perfil = await stack.call('GET', '/api/perfil', { token: s.token });
    expect(perfil).toMatchObject({ status: 403, body: { success: false, error: 'PASSWORD_CHANGE_REQUIRED', message: CAMBIO_OBLIGATORIO } });
    expect((await stack.call('GET', '/api/notificaciones', { token: s.token })).status).toBe(403);
    // What the web needs to show the change screen still answers.
    expect((await me(s.token)).body.data.user.debeCambiarPassword).toBe(true);
    expect((await stack.call('POST', '/api/init', { token: s.token })).status).toBe(200);

    const res = await cambiar(s, { passwordActual: u.password, password: 'Faro-Propia-2026', confirmPassword: 'Faro-Propia-2026' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user.debeCambiarPassword).toBeUndefined();
    expect((await stack.call('GET', '/api/perfil', { token: res.body.data.token })).status).toBe(200);
    const again = await signIn(u.email, 'Faro-Propia-2026');
    expect(again.status).toBe(200);
    expect(again.body.data.user.debeCambiarPassword).toBeUndefined();
  });

  it('a generated password and a company admin made with the company must be changed too; the seeded superadmin need not', async () => {
    const generated = await stack.call('POST', '/api/usuarios', {
      token: admin.token,
      body: { nombre: 'Fabio', email: 'fabio@claves.test', rol: 'operador' },
    });
    expect(generated.status).toBe(201);
    expect((await signIn('fabio@claves.test', generated.body.data.passwordGenerada)).body.data.user.debeCambiarPassword).toBe(true);

    const empresa = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: {
        nombreLegal: 'Nueva Clave SL',
        cif: 'B76655448',
        email: 'info@nuevaclave.test',
        adminData: { nombre: 'Gala', email: 'gala@nuevaclave.test', password: 'Brisa-Clave-2026', confirmPassword: 'Brisa-Clave-2026' },
      },
    });
    expect(empresa.status, JSON.stringify(empresa.body)).toBe(201);
    expect((await signIn('gala@nuevaclave.test', 'Brisa-Clave-2026')).body.data.user.debeCambiarPassword).toBe(true);

    // (Its second factor, D155, is answered by login().)
    expect((await login(stack, SUPERADMIN.email, SUPERADMIN.password)).user.debeCambiarPassword).toBeUndefined();
  });
});

describe('recovery by email', () => {
  it('the link arrives, works once and then never again; it ends the other sessions and the forced change', async () => {
    const u = await crearUsuario(stack, admin, { email: 'hugo@claves.test', rol: 'operador', nombre: 'Hugo' });
    const antes = await login(stack, u.email, u.password, { cambioPendiente: true });
    await siguienteSegundo();

    const res = await recuperar('  HUGO@claves.test ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Si el email corresponde a un usuario activo, recibirás en unos minutos un enlace para restablecer tu contraseña. El enlace caduca en ${RECUPERACION_PASSWORD.validezMinutos} minutos y solo se puede usar una vez.`,
    );
    const mails = await correosDeRecuperacion(u.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.body.text).toContain('Hola Hugo:');
    expect(mail.body.html).toMatch(/href="[^"]+\/restablecer#token=[A-Za-z0-9_-]{43}"/);
    const token = await tokenDelCorreo(u.email);
    // Only the token's hash is stored.
    expect(await getItem(restablecimientoKeys.enlace(token))).toBeUndefined();
    expect(await getItem(restablecimientoKeys.enlace(hashToken(token)))).toMatchObject({ userId: u.id, email: u.email });

    const ok = await restablecer(token, 'Roble-Propia-2026');
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.' },
    });
    expect(await restablecer(token, 'Roble-Otra-2026')).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });

    expect(await me(antes.token)).toMatchObject({ status: 401, body: { message: CADUCADA } });
    expect((await signIn(u.email, u.password)).status).toBe(401);
    expect((await signIn(u.email, 'Roble-Otra-2026')).status).toBe(401);
    const nueva = await signIn(u.email, 'Roble-Propia-2026');
    expect(nueva.status).toBe(200);
    // The user chose this password: no change is required any more.
    expect(nueva.body.data.user.debeCambiarPassword).toBeUndefined();
  });

  it('an expired link is refused', async () => {
    const u = await usuario('ines@claves.test');
    const token = await enlaceGuardado(u, haceUnCaducado());
    expect(await restablecer(token, 'Cedro-Nueva-2026')).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });
    expect((await signIn(u.email, u.password)).status).toBe(200);
    // The same link while still valid would have worked (the refusal is the expiry, not the link).
    const vigente = await enlaceGuardado(u, Date.now(), Date.now() + 60_000);
    expect((await restablecer(vigente, 'Cedro-Nueva-2026')).status).toBe(200);
  });

  it('an unknown email gets exactly the same answer, and no mail', async () => {
    const known = await usuario('jose@claves.test');
    const a = await recuperar(known.email);
    const b = await recuperar('nadie@claves.test');
    expect(b).toMatchObject({ status: a.status });
    expect(b.body).toEqual(a.body);
    expect(await mailsTo(stack, 'nadie@claves.test')).toHaveLength(0);
    expect(await correosDeRecuperacion(known.email)).toHaveLength(1);
  });

  it('a deactivated user gets no link, and a link sent before the deactivation does not work', async () => {
    const u = await usuario('kira@claves.test');
    expect((await recuperar(u.email)).status).toBe(200);
    const token = await tokenDelCorreo(u.email);
    expect((await stack.call('PUT', `/api/usuarios/${u.id}`, { token: admin.token, body: { activo: false } })).status).toBe(200);

    const res = await recuperar(u.email);
    expect(res.status).toBe(200);
    expect(await correosDeRecuperacion(u.email)).toHaveLength(1);
    expect(await restablecer(token, 'Pino-Nueva-2026')).toMatchObject({
      status: 403,
      body: { message: 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.' },
    });
  });

  it('a newer password voids older links', async () => {
    const u = await usuario('luis@claves.test');
    await recuperar(u.email);
    const primero = await tokenDelCorreo(u.email);
    await recuperar(u.email);
    const segundo = await tokenDelCorreo(u.email);
    expect(segundo).not.toBe(primero);
    expect((await restablecer(segundo, 'Olmo-Nueva-2026')).status).toBe(200);
    expect(await restablecer(primero, 'Olmo-Otra-2026')).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });
  });

  it(`after ${RECUPERACION_PASSWORD.porEmail} requests for one email the answer is 429, for an unknown email too`, async () => {
    const u = await usuario('marta@claves.test');
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i <= RECUPERACION_PASSWORD.porEmail; i++) {
      existing.push((await recuperar(u.email)).status);
      missing.push((await recuperar('nadie-mas@claves.test')).status);
    }
    expect(existing).toEqual([...Array(RECUPERACION_PASSWORD.porEmail).fill(200), 429]);
    expect(missing).toEqual(existing);
    const locked = await recuperar(u.email);
    expect(locked.body.message).toMatch(/^Demasiadas solicitudes de restablecimiento\. Inténtalo de nuevo en \d+ minutos?\.$/);
    expect(await correosDeRecuperacion(u.email)).toHaveLength(RECUPERACION_PASSWORD.porEmail);
  });

  it('a malformed token is refused before anything is looked up', async () => {
    expect(await restablecer('corto', 'Valida-Clave-2026')).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });
    expect(await comprobar('corto')).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });
  });

  it('the screen checks a link before its form (D119): the check does not use it; used, expired, voided or of a deactivated user, the same refusals as the reset', async () => {
    const u = await usuario('nuria@claves.test');
    await recuperar(u.email);
    const token = await tokenDelCorreo(u.email);
    // Checked twice, still there: the check only reads.
    expect(await comprobar(token)).toMatchObject({ status: 200, body: { success: true, data: null } });
    expect(await comprobar(token)).toMatchObject({ status: 200 });
    expect(await getItem(restablecimientoKeys.enlace(hashToken(token)))).toMatchObject({ userId: u.id });
    expect((await restablecer(token, 'Abeto-Nueva-2026')).status).toBe(200);
    // Used.
    expect(await comprobar(token)).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });

    // Expired.
    const caducado = await enlaceGuardado(u, haceUnCaducado());
    expect(await comprobar(caducado)).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });

    // Made before the password the user chose since: voided.
    const anterior = await enlaceGuardado(u, Date.now() - 10 * 60_000, Date.now() + 60_000);
    expect(await comprobar(anterior)).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });

    // Unknown (well formed, never sent).
    expect(await comprobar(tokenNuevo())).toMatchObject({ status: 400, body: { message: ENLACE_INVALIDO } });

    // A deactivated user's link.
    await recuperar(u.email);
    const vigente = await tokenDelCorreo(u.email);
    expect((await comprobar(vigente)).status).toBe(200);
    expect((await stack.call('PUT', `/api/usuarios/${u.id}`, { token: admin.token, body: { activo: false } })).status).toBe(200);
    expect(await comprobar(vigente)).toMatchObject({
      status: 403,
      body: { message: 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.' },
    });
  });
});
