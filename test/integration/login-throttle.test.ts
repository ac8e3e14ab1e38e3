// Login throttling through the local stack (D34, D79): sign-ins are counted per account
// (the email typed) and per source address before Cognito is asked; past the limits of failures the
// answer is 429 with a Spanish message, the same whether or not the account exists, and Cognito is
// not asked. Attempts in flight are no failures: correct passwords arriving together all sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_LOGIN } from '../../shared/constants.js';
import { confirmarFallo, liberarIntento, limiteKeys, reservarIntento } from '../../functions/lib/db/limites.js';
import { comoCliente, crearEmpresa, crearUsuario, login, loginDesde } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
const PASSWORD = 'Usuario-Prueba-2026';
const BLOQUEO = /^Demasiados intentos de inicio de sesión\. Inténtalo de nuevo en \d+ minutos?\.$/;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('empresa-a', { nombre: 'Empresa A', usuarios: 20 });
  const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
    await crearUsuario(stack, superadmin, { email: `u${n}@empresa-a.test`, rol: 'operador', empresaId: 'empresa-a', password: PASSWORD });
  }
});
afterAll(async () => {
  await stack?.cleanup();
});

/** POST /api/auth/login from a given loopback source address (fixtures.ts loginDesde). */
const signIn = (email: string, password: string, source = '127.0.0.1') => loginDesde(stack, email, password, source);

describe('per account', () => {
  it(`${LIMITES_LOGIN.porCuenta} wrong passwords, then 429 even with the right one; the message says how long to wait`, async () => {
    for (let i = 0; i < LIMITES_LOGIN.porCuenta; i++) {
      expect((await signIn('u1@empresa-a.test', 'mala-contraseña')).status).toBe(401);
    }
    const locked = await signIn('u1@empresa-a.test', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
    expect(locked.body.message).toMatch(BLOQUEO);
    expect(locked.body.message).toContain(`${LIMITES_LOGIN.ventanaMinutos} minutos`);
    expect(Number(locked.retryAfter)).toBeGreaterThan((LIMITES_LOGIN.ventanaMinutos - 1) * 60);
    // Another account from the same source still signs in.
    expect((await signIn('u2@empresa-a.test', PASSWORD)).status).toBe(200);
  });

  it('an email with no account gets exactly the same answers (no user enumeration)', async () => {
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i <= LIMITES_LOGIN.porCuenta; i++) {
      existing.push((await signIn('u3@empresa-a.test', 'mala-contraseña', '127.0.0.5')).status);
      missing.push((await signIn('nadie@empresa-a.test', 'mala-contraseña', '127.0.0.5')).status);
    }
    expect(missing).toEqual(existing);
    expect(existing.at(-1)).toBe(429);
    const a = await signIn('u3@empresa-a.test', 'mala-contraseña', '127.0.0.5');
    const b = await signIn('nadie@empresa-a.test', 'mala-contraseña', '127.0.0.5');
    expect(b.body).toEqual(a.body);
  });

  it('50 wrong passwords at once: only the allowed few reach Cognito, the rest are 429', async ({ annotate }) => {
    // On a loaded CI machine some of the 50 writes on the account's counter outlasted their conflict
    // retries and answered 503 with Retry-After, having changed and asked nothing (D110): sent again
    // after it, as a client would, their final answer is what counts.
    const ocupadas = { n: 0 };
    const intento = () => comoCliente(() => signIn('u4@empresa-a.test', 'mala-contraseña', '127.0.0.6'), ocupadas);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => Promise.resolve(i).then(intento)));
    if (ocupadas.n > 0) await annotate(`${ocupadas.n} answers were 503 (busy) and were sent again after Retry-After`);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITES_LOGIN.porCuenta);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMITES_LOGIN.porCuenta);
    expect((await signIn('u4@empresa-a.test', PASSWORD, '127.0.0.6')).status).toBe(429);
  });

  it('a success counts nothing and resets nothing: the earlier failures still count', async () => {
    for (let i = 0; i < LIMITES_LOGIN.porCuenta - 1; i++) expect((await signIn('u5@empresa-a.test', 'mala', '127.0.0.7')).status).toBe(401);
    // The right password, from another source: it signs in, and erases no failure.
    expect((await signIn('u5@empresa-a.test', PASSWORD, '127.0.0.8')).status).toBe(200);
    expect((await signIn('u5@empresa-a.test', 'mala', '127.0.0.7')).status).toBe(401);
    expect((await signIn('u5@empresa-a.test', PASSWORD, '127.0.0.8')).status).toBe(429);
  });
});

describe('attempts in flight are no failures (D79)', () => {
  it('10 sign-ins with the right password at once: all 200', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn('u7@empresa-a.test', PASSWORD, '127.0.0.11')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Nothing was counted as a failure: the account still takes its full allowance of wrong passwords.
    for (let i = 0; i < LIMITES_LOGIN.porCuenta; i++) expect((await signIn('u7@empresa-a.test', 'mala', '127.0.0.12')).status).toBe(401);
    expect((await signIn('u7@empresa-a.test', PASSWORD, '127.0.0.12')).status).toBe(429);
  });

  it('wrong and right passwords together: the wrong ones are counted, the right ones all sign in', async () => {
    const malas = LIMITES_LOGIN.porCuenta - 2;
    const answers = await Promise.all([
      ...Array.from({ length: malas }, () => signIn('u8@empresa-a.test', 'mala', '127.0.0.13')),
      ...Array.from({ length: 10 }, () => signIn('u8@empresa-a.test', PASSWORD, '127.0.0.13')),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, malas)).toEqual(Array(malas).fill(401));
    expect(statuses.slice(malas)).toEqual(Array(10).fill(200));
    // Those failures count: two more lock the account.
    for (let i = 0; i < 2; i++) expect((await signIn('u8@empresa-a.test', 'mala', '127.0.0.13')).status).toBe(401);
    expect((await signIn('u8@empresa-a.test', PASSWORD, '127.0.0.13')).status).toBe(429);
  });

  it('the counter (db/limites.ts): a slot in flight waits, a failure locks, a hold that outlived its request is taken back', async () => {
    // Explicit times: no wall clock.
    const t = 1_800_000_000_000;
    const ventana = 15 * 60_000;
    const enCurso = 10_000;
    const key = limiteKeys.login('contador@empresa-a.test');
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

describe('per source', () => {
  it(`${LIMITES_LOGIN.porOrigen} failures from one address lock that address, for any account; others are not affected`, async () => {
    const source = '127.0.0.9';
    const cuentas = Math.ceil(LIMITES_LOGIN.porOrigen / LIMITES_LOGIN.porCuenta);
    let fallos = 0;
    for (let c = 0; c < cuentas && fallos < LIMITES_LOGIN.porOrigen; c++) {
      for (let i = 0; i < LIMITES_LOGIN.porCuenta && fallos < LIMITES_LOGIN.porOrigen; i++, fallos++) {
        expect((await signIn(`rociado${c}@empresa-a.test`, 'mala', source)).status).toBe(401);
      }
    }
    const locked = await signIn('u6@empresa-a.test', PASSWORD, source);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(BLOQUEO);
    // The same account from another address is not locked.
    expect((await signIn('u6@empresa-a.test', PASSWORD, '127.0.0.10')).status).toBe(200);
  });
});

// Last: it stops Cognito for the rest of this file.
describe('counted before Cognito', () => {
  it('a locked account is answered 429 without asking Cognito (with Cognito down it is still 429, not 503)', async () => {
    await stack.stopCognito();
    expect((await signIn('u1@empresa-a.test', PASSWORD)).status).toBe(429);
    // An account that is not locked does need Cognito.
    expect((await signIn('u2@empresa-a.test', PASSWORD)).status).toBe(503);
  });
});
