// Login throttling (D34, D79). Before Cognito is asked, the attempt
// takes a slot of two counters: the account (the email typed, existing or not: the answer never
// tells them apart) and the source address. Past either limit of failures the login answers 429 and
// Cognito is not asked, so a locked account costs it nothing and a burst of parallel guesses reaches
// it only as often as the limit allows. An attempt in flight is not a failure: when every slot is
// held by attempts still waiting for Cognito, a new one waits for them to end instead of being
// refused, so correct passwords that arrive together (two tabs, a shared device) all sign in.
// What Cognito answers decides: a refused password stays counted as a failure; anything else (the
// password was right, the user is disabled, a service was down) frees its slot. A success erases
// nothing else, from any source.
import { LIMITES_LOGIN } from '../../../shared/constants.js';
import { auth as msgAuth, fmt } from '../../../shared/messages.js';
import { confirmarFallo, estadoIntento, liberarIntento, limiteKeys, reservarIntento, type Reserva } from '../db/limites.js';
import type { Key } from '../db/keys.js';
import { TooManyRequestsError, UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';
import { requestSignal } from '../request-scope.js';

function bloqueo(hasta: number, now: number): TooManyRequestsError {
  const segundos = Math.max(1, Math.ceil((hasta - now) / 1000));
  const minutos = Math.ceil(segundos / 60);
  return new TooManyRequestsError(
    fmt(msgAuth.demasiadosIntentosLogin, { espera: minutos === 1 ? '1 minuto' : `${minutos} minutos` }),
    segundos,
  );
}

/** A pause of a little under `ms` on average, spread so waiting attempts do not ask together; ends early with the request. */
function pausa(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const signal = requestSignal();
    const timer = setTimeout(fin, Math.max(1, Math.round(ms * (0.5 + Math.random()))));
    signal?.addEventListener('abort', fin, { once: true });
    function fin() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', fin);
      resolve();
    }
  });
}

/**
 * A slot of one counter, waiting (up to `hastaMs`) while the slots are held by attempts in flight:
 * most end within a Cognito call (well under a second), so the pauses start short and grow; while
 * waiting, the counter is only read (a read costs no write and takes no lock), and a slot is asked
 * for again once one looks free. A lock seen by a read answers at once.
 */
async function tomar(key: Key, maximo: number, hastaMs: number, reloj: () => number): Promise<Reserva & { now: number }> {
  const ventanaMs = LIMITES_LOGIN.ventanaMinutos * 60_000;
  let espera = 80;
  for (;;) {
    const now = reloj();
    const r = await reservarIntento(key, maximo, ventanaMs, LIMITES_LOGIN.enCursoMs, now);
    if (r.permitido || r.bloqueado || now >= hastaMs) return { ...r, now };
    let visto: Awaited<ReturnType<typeof estadoIntento>> = { estado: 'ocupado', hasta: r.hasta };
    while (visto.estado === 'ocupado') {
      const ahora = reloj();
      if (ahora >= hastaMs || requestSignal()?.aborted) return { permitido: false, bloqueado: false, hasta: visto.hasta, now: ahora };
      await pausa(Math.min(espera, hastaMs - ahora));
      espera = Math.min(espera * 1.6, 800);
      visto = await estadoIntento(key, maximo, reloj());
    }
    if (visto.estado === 'bloqueado') return { permitido: false, bloqueado: true, hasta: visto.hasta, now: reloj() };
  }
}

interface Tomado {
  key: Key;
  ventanaHasta: number;
}

async function liberarSinFallar(tomados: Tomado[]): Promise<void> {
  try {
    await Promise.all(tomados.map((t) => liberarIntento(t.key, t.ventanaHasta)));
  } catch (err) {
    // The slot stays held until its hold ends (LIMITES_LOGIN.enCursoMs): safe, only slower.
    logger.warn('Login attempt not given back', { error: (err as Error).message });
  }
}

async function fallarSinFallar(tomados: Tomado[]): Promise<void> {
  try {
    await Promise.all(tomados.map((t) => confirmarFallo(t.key, t.ventanaHasta)));
  } catch (err) {
    // Not recorded as a failure: its slot comes back when its hold ends. Only less strict for that while.
    logger.warn('Login failure not recorded', { error: (err as Error).message });
  }
}

/**
 * Runs a password check (`comprobar`: Cognito's sign-in) for `email` from `origen` under the limits:
 * 429 before it when either counter is locked by failures (or its slots stay held by attempts in
 * flight longer than LIMITES_LOGIN.esperaMaximaMs); a refused password (UnauthorizedError) counts
 * as a failure; any other outcome frees the slots.
 */
export async function conLimiteDeLogin<T>(
  email: string,
  origen: string,
  comprobar: () => Promise<T>,
  reloj: () => number = Date.now,
): Promise<T> {
  const hastaMs = reloj() + LIMITES_LOGIN.esperaMaximaMs;
  // The account first: a burst at one account waits there (or is refused there) without holding
  // slots of its source that other accounts behind the same address need. Always this order, so two
  // attempts never each hold what the other waits for.
  const porCuenta = limiteKeys.login(email);
  const cuentaOk = await tomar(porCuenta, LIMITES_LOGIN.porCuenta, hastaMs, reloj);
  if (!cuentaOk.permitido) {
    logger.warn('Login throttled: account', { origen, bloqueado: cuentaOk.bloqueado });
    throw bloqueo(cuentaOk.hasta, cuentaOk.now);
  }
  const tomados: Tomado[] = [{ key: porCuenta, ventanaHasta: cuentaOk.ventanaHasta }];
  const porOrigen = limiteKeys.loginOrigen(origen);
  const origenOk = await tomar(porOrigen, LIMITES_LOGIN.porOrigen, hastaMs, reloj);
  if (!origenOk.permitido) {
    await liberarSinFallar(tomados);
    logger.warn('Login throttled: source', { origen, bloqueado: origenOk.bloqueado });
    throw bloqueo(origenOk.hasta, origenOk.now);
  }
  tomados.push({ key: porOrigen, ventanaHasta: origenOk.ventanaHasta });
  let resultado: T;
  try {
    resultado = await comprobar();
  } catch (err) {
    // Only a refused password counts; an outage or a disabled user is no guess.
    if (err instanceof UnauthorizedError) await fallarSinFallar(tomados);
    else await liberarSinFallar(tomados);
    throw err;
  }
  await liberarSinFallar(tomados);
  return resultado;
}
