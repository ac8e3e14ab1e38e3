// Login throttling through the local stack (D34, D79, D165; NIST SP 800-63B §5.2.2): sign-ins are
// counted per account from one source (a few free failures, then growing delays), per account from
// every source (NIST's ceiling of 100, past which only sources the account signed in from go on) and
// per source address (429 past its limit), all before Cognito is asked. A stranger's failures from
// elsewhere do not lock the real user out; an account-side refusal answers exactly what a wrong
// password or an unknown email answers. Attempts in flight are no failures: correct passwords arriving
// together all sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_LOGIN } from '../../shared/constants.js';
import {
  confirmarFallo,
  esperaTrasFallos,
  liberarIntento,
  limiteKeys,
  reservarIntento,
  type LimiteItem,
} from '../../functions/lib/db/limites.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { comoCliente, crearEmpresa, crearUsuario, login, loginDesde } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
const PASSWORD = 'Usuario-Prueba-2026';
const BLOQUEO = /^Demasiados intentos de inicio de sesión\. Inténtalo de nuevo en \d+ minutos?\.$/;
const LIBRES = LIMITES_LOGIN.porCuentaYOrigen;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('empresa-a', { nombre: 'Empresa A', usuarios: 20 });
  const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    await crearUsuario(stack, superadmin, { email: `u${n}@empresa-a.test`, rol: 'operador', empresaId: 'empresa-a', password: PASSWORD });
  }
});
afterAll(async () => {
  await stack?.cleanup();
});

/** POST /api/auth/login from a given loopback source address (fixtures.ts loginDesde), and how long it took. */
async function signIn(email: string, password: string, source = '127.0.0.1') {
  const t0 = performance.now();
  const r = await loginDesde(stack, email, password, source);
  return { ...r, ms: performance.now() - t0 };
}

/** The counter of an account from one source, as stored. */
const par = (email: string, source: string) => getItem<LimiteItem>(limiteKeys.loginPar(email, source), { consistent: true });

describe('an account from one source: free failures, then growing delays (D165)', () => {
  it('a stranger from source A failing again and again does not lock the user out: the user from source B signs in', async () => {
    const attacker = '127.0.0.21';
    for (let i = 0; i < 3 * LIBRES; i++) expect((await signIn('u1@empresa-a.test', 'mala-contraseña', attacker)).status).toBe(401);
    // The real user, from their own address, with the right password: in at once.
    const real = await signIn('u1@empresa-a.test', PASSWORD, '127.0.0.22');
    expect(real.status).toBe(200);
    // The stranger's source is slowed: even the right password waits there (answered as a wrong one).
    expect((await signIn('u1@empresa-a.test', PASSWORD, attacker)).status).toBe(401);
    // Cognito was asked only for the free failures and the one attempt after them: the rest waited.
    expect(await par('u1@empresa-a.test', attacker)).toMatchObject({ fallos: LIBRES });
  });

  it('the superadmin too: a stranger cannot lock the platform out', async () => {
    for (let i = 0; i < 2 * LIBRES; i++) expect((await signIn(SUPERADMIN.email, 'no-es-la-buena', '127.0.0.23')).status).toBe(401);
    expect((await signIn(SUPERADMIN.email, SUPERADMIN.password, '127.0.0.24')).status).toBe(200);
  });

  it('the delay grows with each failure past the free ones, up to its ceiling (the counter, explicit times)', async () => {
    const t = 1_800_000_000_000;
    const key = limiteKeys.loginPar('pasos@empresa-a.test', '192.0.2.1');
    const regla = [LIBRES, 24 * 3_600_000, 10_000, t] as const;
    const escalon = { inicialMs: LIMITES_LOGIN.esperaInicialMs, topeMs: LIMITES_LOGIN.esperaTopeMs };
    let now = t;
    const esperas: number[] = [];
    for (let i = 0; i < LIBRES + 6; i++) {
      const r = await reservarIntento(key, regla[0], regla[1], regla[2], now, escalon);
      expect(r.permitido).toBe(true);
      await confirmarFallo(key, r.permitido ? r.ventanaHasta : 0, { ...escalon, maximo: LIBRES, now });
      const item = (await getItem<LimiteItem>(key, { consistent: true }))!;
      const espera = (item.esperaHasta ?? 0) - now;
      esperas.push(Math.max(0, espera));
      if (espera > 0) {
        // Within the delay: refused, not counted; after it: one attempt, not two at once.
        expect(await reservarIntento(key, regla[0], regla[1], regla[2], now + espera - 1, escalon)).toEqual({
          permitido: false,
          bloqueado: true,
          hasta: now + espera,
        });
      }
      now += Math.max(0, espera);
    }
    const esperadas = Array.from({ length: LIBRES + 6 }, (_, i) => esperaTrasFallos(i + 1, LIBRES, escalon));
    expect(esperas).toEqual(esperadas);
    expect(esperas.slice(0, LIBRES - 1)).toEqual(Array(LIBRES - 1).fill(0));
    expect(esperas[LIBRES - 1]).toBe(LIMITES_LOGIN.esperaInicialMs);
    expect(esperas[LIBRES]).toBe(2 * LIMITES_LOGIN.esperaInicialMs);
    expect(esperas.at(-1)).toBe(LIMITES_LOGIN.esperaTopeMs);
  });

  it('50 wrong passwords at once: only the free few reach Cognito (conditional writes), every answer is the same 401', async ({
    annotate,
  }) => {
    // On a loaded CI machine some of the 50 writes on one counter outlasted their conflict retries and
    // answered 503 with Retry-After, having changed and asked nothing (D110): sent again after it, as a
    // client would, their final answer is what counts.
    const ocupadas = { n: 0 };
    const intento = () => comoCliente(() => signIn('u4@empresa-a.test', 'mala-contraseña', '127.0.0.6'), ocupadas);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => Promise.resolve(i).then(intento)));
    if (ocupadas.n > 0) await annotate(`${ocupadas.n} answers were 503 (busy) and were sent again after Retry-After`);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(401));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // Exactly the free failures were counted: the other 45 were refused by the counter's condition.
    expect(await par('u4@empresa-a.test', '127.0.0.6')).toMatchObject({ intentos: LIBRES, fallos: LIBRES });
  });

  it('a success counts nothing and resets nothing: the earlier failures from that source still count', async () => {
    for (let i = 0; i < LIBRES - 1; i++) expect((await signIn('u5@empresa-a.test', 'mala', '127.0.0.7')).status).toBe(401);
    expect((await signIn('u5@empresa-a.test', PASSWORD, '127.0.0.7')).status).toBe(200);
    expect((await signIn('u5@empresa-a.test', 'mala', '127.0.0.7')).status).toBe(401);
    // That was the last free one: the right password now waits its delay there (and not elsewhere).
    expect((await signIn('u5@empresa-a.test', PASSWORD, '127.0.0.7')).status).toBe(401);
    expect((await signIn('u5@empresa-a.test', PASSWORD, '127.0.0.8')).status).toBe(200);
  });
});

describe('the answers say nothing of the account (no user enumeration)', () => {
  it('a throttled account and an unknown email get the same answer: status, body, headers, and no faster', async () => {
    const source = '127.0.0.5';
    for (let i = 0; i < LIBRES; i++) expect((await signIn('u3@empresa-a.test', 'mala-contraseña', source)).status).toBe(401);
    // u3 is now throttled from this source, even with its right password; nadie@ never existed.
    const throttled = await signIn('u3@empresa-a.test', PASSWORD, source);
    const unknown = await signIn('nadie-nunca@empresa-a.test', 'mala-contraseña', source);
    expect(throttled.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(throttled.body).toEqual(unknown.body);
    expect(throttled.retryAfter).toBe(unknown.retryAfter);
    expect(throttled.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    // The same timing class: a refusal answered without Cognito is held as long as one Cognito refused.
    expect(throttled.ms).toBeGreaterThanOrEqual(LIMITES_LOGIN.respuestaMinimaMs - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(LIMITES_LOGIN.respuestaMinimaMs - 5);
  });

  it("past the account's ceiling of failures from everywhere (NIST's 100): a new source meets what an unknown email meets, a source the user signed in from still gets in", async () => {
    // The user signed in once from home; then a distributed guess spends the account's ceiling.
    expect((await signIn('u9@empresa-a.test', PASSWORD, '127.0.0.41')).status).toBe(200);
    const key = limiteKeys.login('u9@empresa-a.test');
    const now = Date.now();
    for (let i = 0; i < LIMITES_LOGIN.porCuenta; i++) {
      const r = await reservarIntento(key, LIMITES_LOGIN.porCuenta, LIMITES_LOGIN.ventanaCuentaHoras * 3_600_000, 10_000, now);
      expect(r.permitido).toBe(true);
      await confirmarFallo(key, r.permitido ? r.ventanaHasta : 0);
    }
    const nueva = await signIn('u9@empresa-a.test', PASSWORD, '127.0.0.42');
    const desconocida = await signIn('nadie-jamas@empresa-a.test', 'mala-contraseña', '127.0.0.42');
    expect(nueva.status).toBe(401);
    expect(nueva.body).toEqual(desconocida.body);
    expect(nueva.retryAfter).toBe(desconocida.retryAfter);
    // Home is a source the account signed in from: the owner is not locked out.
    expect((await signIn('u9@empresa-a.test', PASSWORD, '127.0.0.41')).status).toBe(200);
  });
});

describe('attempts in flight are no failures (D79)', () => {
  it('10 sign-ins with the right password at once: all 200', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn('u7@empresa-a.test', PASSWORD, '127.0.0.11')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Nothing was counted as a failure: the pair still takes its free failures.
    for (let i = 0; i < LIBRES; i++) expect((await signIn('u7@empresa-a.test', 'mala', '127.0.0.11')).status).toBe(401);
    expect(await par('u7@empresa-a.test', '127.0.0.11')).toMatchObject({ fallos: LIBRES });
  });

  it('wrong and right passwords together: the wrong ones are counted, the right ones all sign in', async () => {
    const malas = LIBRES - 2;
    const answers = await Promise.all([
      ...Array.from({ length: malas }, () => signIn('u8@empresa-a.test', 'mala', '127.0.0.13')),
      ...Array.from({ length: 10 }, () => signIn('u8@empresa-a.test', PASSWORD, '127.0.0.13')),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, malas)).toEqual(Array(malas).fill(401));
    expect(statuses.slice(malas)).toEqual(Array(10).fill(200));
    expect(await par('u8@empresa-a.test', '127.0.0.13')).toMatchObject({ fallos: malas });
  });

  it('the counter (db/limites.ts): a slot in flight waits, a failure locks, a hold that outlived its request is taken back', async () => {
    // Explicit times: no wall clock.
    const t = 1_800_000_000_000;
    const ventana = 15 * 60_000;
    const enCurso = 10_000;
    const key = limiteKeys.loginOrigen('contador');
    const a = await reservarIntento(key, 2, ventana, enCurso, t);
    const b = await reservarIntento(key, 2, ventana, enCurso, t + 1);
    expect(a).toEqual({ permitido: true, ventanaHasta: t + ventana });
    expect(b).toEqual({ permitido: true, ventanaHasta: t + ventana });
    // Both slots in flight: not locked, wait (until their hold ends at the latest).
    expect(await reservarIntento(key, 2, ventana, enCurso, t + 2)).toEqual({ permitido: false, bloqueado: false, hasta: t + 1 + enCurso });
    // One turns out right: its slot is free again.
    await liberarIntento(key, b.permitido ? b.ventanaHasta : 0);
    const c = await reservarIntento(key, 2, ventana, enCurso, t + 3);
    expect(c.permitido).toBe(true);
    // One turns out a failure; the other's request dies without saying (no release, no failure).
    await confirmarFallo(key, a.permitido ? a.ventanaHasta : 0);
    expect(await reservarIntento(key, 2, ventana, enCurso, t + 4)).toMatchObject({ permitido: false, bloqueado: false });
    // Past its hold the slot in flight is taken back; the failure stays.
    const d = await reservarIntento(key, 2, ventana, enCurso, t + 3 + enCurso + 1);
    expect(d.permitido).toBe(true);
    await confirmarFallo(key, d.permitido ? d.ventanaHasta : 0);
    // Two failures: locked until the window ends, whatever is in flight.
    expect(await reservarIntento(key, 2, ventana, enCurso, t + 3 + enCurso + 2)).toEqual({
      permitido: false,
      bloqueado: true,
      hasta: t + ventana,
    });
    // A new window starts clean.
    expect(await reservarIntento(key, 2, ventana, enCurso, t + ventana)).toEqual({ permitido: true, ventanaHasta: t + 2 * ventana });
  });
});

describe('per source (kept)', () => {
  it(`${LIMITES_LOGIN.porOrigen} failures from one address lock that address, for any account (429, the wait said); others are not affected`, async () => {
    const source = '127.0.0.9';
    for (let i = 0; i < LIMITES_LOGIN.porOrigen; i++) {
      expect((await signIn(`rociado${Math.floor(i / LIBRES)}@empresa-a.test`, 'mala', source)).status).toBe(401);
    }
    const locked = await signIn('u6@empresa-a.test', PASSWORD, source);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(BLOQUEO);
    expect(locked.body.message).toContain(`${LIMITES_LOGIN.ventanaMinutos} minutos`);
    expect(Number(locked.retryAfter)).toBeGreaterThan((LIMITES_LOGIN.ventanaMinutos - 1) * 60);
    // The same account from another address is not locked.
    expect((await signIn('u6@empresa-a.test', PASSWORD, '127.0.0.10')).status).toBe(200);
  });
});

// Last: it stops Cognito for the rest of this file.
describe('counted before Cognito', () => {
  it('a throttled account is refused without asking Cognito (with Cognito down it is still 401, not 503)', async () => {
    await stack.stopCognito();
    expect((await signIn('u3@empresa-a.test', PASSWORD, '127.0.0.5')).status).toBe(401);
    expect((await signIn('u6@empresa-a.test', PASSWORD, '127.0.0.9')).status).toBe(429);
    // An account that is not throttled does need Cognito.
    expect((await signIn('u2@empresa-a.test', PASSWORD, '127.0.0.50')).status).toBe(503);
  });
});
