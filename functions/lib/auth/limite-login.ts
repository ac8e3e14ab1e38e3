// Login throttling (D34, D79, D165; NIST SP 800-63B §5.2.2). Before Cognito is asked, the attempt
// takes a slot of three counters:
// - the account from this source (the email typed, existing or not, and the viewer's address): a few
//   failures are free, then each further attempt waits a delay that doubles after the last failure.
//   It slows the source that fails, and only it: a stranger elsewhere cannot lock the real user out.
// - the account from every source: at most LIMITES_LOGIN.porCuenta failures (NIST's ceiling of 100);
//   past it only sources that signed into the account before are let in (NIST's list of addresses the
//   subscriber authenticated from), so a distributed guess stops there and the owner still gets in.
// - the source address, for any account (a spray over many accounts): 429 past its limit, as before.
// An account-side refusal answers exactly what a wrong password answers (`frenado: 'credenciales'`: the
// same 401 and body, no Retry-After), and every refused password takes at least
// LIMITES_LOGIN.respuestaMinimaMs, so neither the answer nor its time says whether the account exists
// or is being throttled. Where the caller already proved who they are (a second-factor code, the
// current password of a signed-in user) the refusal says how long to wait instead (`'espera'`).
// An attempt in flight is not a failure: when every slot is held by attempts still waiting for
// Cognito, a new one waits for them to end instead of being refused, so correct passwords that arrive
// together (two tabs, a shared device) all sign in. What Cognito answers decides: a refused password
// stays counted as a failure; anything else (the password was right, the user is disabled, a service
// was down) frees its slot. A success erases nothing.
import { LIMITES_LOGIN } from '../../../shared/constants.js';
import { auth as msgAuth, fmt } from '../../../shared/messages.js';
import {
  confirmarFallo,
  estadoIntento,
  fuenteConocida,
  liberarIntento,
  limiteKeys,
  reservarIntento,
  type Escalon,
  type Reserva,
} from '../db/limites.js';
import type { Key } from '../db/keys.js';
import { TooManyRequestsError, UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';
import { requestSignal } from '../request-scope.js';

const ESCALON: Escalon = { inicialMs: LIMITES_LOGIN.esperaInicialMs, topeMs: LIMITES_LOGIN.esperaTopeMs };

interface Regla {
  key: Key;
  maximo: number;
  ventanaMs: number;
  escalon?: Escalon;
}

function bloqueo(hasta: number, now: number): TooManyRequestsError {
  const segundos = Math.max(1, Math.ceil((hasta - now) / 1000));
  const minutos = Math.ceil(segundos / 60);
  return new TooManyRequestsError(
    fmt(msgAuth.demasiadosIntentosLogin, { espera: minutos === 1 ? '1 minuto' : `${minutos} minutos` }),
    segundos,
  );
}

/** A pause of a little under `ms` on average, spread so waiting attempts do not ask together; ends early with the request. */
function pausa(ms: number, repartida = true): Promise<void> {
  return new Promise((resolve) => {
    const signal = requestSignal();
    const timer = setTimeout(fin, Math.max(1, Math.round(repartida ? ms * (0.5 + Math.random()) : ms)));
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
async function tomar(regla: Regla, hastaMs: number, reloj: () => number): Promise<Reserva & { now: number }> {
  const { key, maximo, ventanaMs, escalon } = regla;
  let espera = 80;
  for (;;) {
    const now = reloj();
    const r = await reservarIntento(key, maximo, ventanaMs, LIMITES_LOGIN.enCursoMs, now, escalon);
    if (r.permitido || r.bloqueado || now >= hastaMs) return { ...r, now };
    let visto: Awaited<ReturnType<typeof estadoIntento>> = { estado: 'ocupado', hasta: r.hasta };
    while (visto.estado === 'ocupado') {
      const ahora = reloj();
      if (ahora >= hastaMs || requestSignal()?.aborted) return { permitido: false, bloqueado: false, hasta: visto.hasta, now: ahora };
      await pausa(Math.min(espera, hastaMs - ahora));
      espera = Math.min(espera * 1.6, 800);
      visto = await estadoIntento(key, maximo, reloj(), escalon);
    }
    if (visto.estado === 'bloqueado') return { permitido: false, bloqueado: true, hasta: visto.hasta, now: reloj() };
  }
}

interface Tomado {
  regla: Regla;
  ventanaHasta: number;
}

/** Gives the slots back; `conocidaHasta`: the sign-in opened a session, so the source is noted as known on its pair (same write). */
async function liberarSinFallar(tomados: Tomado[], conocidaHasta?: number): Promise<void> {
  try {
    await Promise.all(tomados.map((t) => liberarIntento(t.regla.key, t.ventanaHasta, t.regla.escalon ? conocidaHasta : undefined)));
  } catch (err) {
    // The slot stays held until its hold ends (LIMITES_LOGIN.enCursoMs): safe, only slower.
    logger.warn('Login attempt not given back', { error: (err as Error).message });
  }
}

async function fallarSinFallar(tomados: Tomado[], now: number): Promise<void> {
  try {
    await Promise.all(
      tomados.map((t) =>
        confirmarFallo(t.regla.key, t.ventanaHasta, t.regla.escalon ? { ...t.regla.escalon, maximo: t.regla.maximo, now } : undefined),
      ),
    );
  } catch (err) {
    // Not recorded as a failure: its slot comes back when its hold ends. Only less strict for that while.
    logger.warn('Login failure not recorded', { error: (err as Error).message });
  }
}

/** How a refusal on the account's side answers: as a wrong password (sign-in), or with the wait (a caller who proved who they are). */
export type Frenado = 'credenciales' | 'espera';

export interface OpcionesLimite<T, U> {
  frenado?: Frenado;
  /**
   * What follows a passed check (opening the session), run while the counters are given back instead
   * of after them: one round trip less before the answer. Its failure is no failed sign-in.
   */
  luego?: (resultado: T) => Promise<U>;
  /** Whether this outcome signed the person in (the source is then remembered for the account); by default no. */
  accedio?: (resultado: T) => boolean;
  /** The counters' clock (tests). */
  reloj?: () => number;
}

/**
 * Runs a password check (`comprobar`: Cognito's sign-in) for `email` from `origen` under the limits:
 * refused before it when a counter says so (or its slots stay held by attempts in flight longer than
 * LIMITES_LOGIN.esperaMaximaMs); a refused password (UnauthorizedError) counts as a failure; any other
 * outcome frees the slots. With `frenado: 'credenciales'` (the default) every refused password, counted
 * or throttled, takes at least LIMITES_LOGIN.respuestaMinimaMs.
 */
export async function conLimiteDeLogin<T, U = T>(
  email: string,
  origen: string,
  comprobar: () => Promise<T>,
  opciones: OpcionesLimite<T, U> = {},
): Promise<U> {
  const inicio = Date.now();
  try {
    return await limitado(email, origen, comprobar, opciones);
  } catch (err) {
    if ((opciones.frenado ?? 'credenciales') === 'credenciales' && err instanceof UnauthorizedError) {
      const resta = inicio + LIMITES_LOGIN.respuestaMinimaMs - Date.now();
      if (resta > 0) await pausa(resta, false);
    }
    throw err;
  }
}

async function limitado<T, U>(email: string, origen: string, comprobar: () => Promise<T>, opciones: OpcionesLimite<T, U>): Promise<U> {
  const reloj = opciones.reloj ?? Date.now;
  const frenado = opciones.frenado ?? 'credenciales';
  const frenar = (r: { hasta: number; now: number }, motivo: string): Error => {
    logger.warn('Login throttled: account', { origen, motivo });
    return frenado === 'credenciales' ? new UnauthorizedError(msgAuth.credencialesInvalidas) : bloqueo(r.hasta, r.now);
  };
  const hastaMs = reloj() + LIMITES_LOGIN.esperaMaximaMs;
  // The account from this source first: a burst at one account waits there (or is refused there)
  // without holding slots that other accounts or sources need. Then the source and the whole account
  // together (one round trip); a lone waiter on either gives back what it took, so none waits forever.
  const par: Regla = {
    key: limiteKeys.loginPar(email, origen),
    maximo: LIMITES_LOGIN.porCuentaYOrigen,
    ventanaMs: LIMITES_LOGIN.olvidoParHoras * 3_600_000,
    escalon: ESCALON,
  };
  const parOk = await tomar(par, hastaMs, reloj);
  if (!parOk.permitido) throw frenar(parOk, 'account-source');
  const tomados: Tomado[] = [{ regla: par, ventanaHasta: parOk.ventanaHasta }];
  const porOrigen: Regla = {
    key: limiteKeys.loginOrigen(origen),
    maximo: LIMITES_LOGIN.porOrigen,
    ventanaMs: LIMITES_LOGIN.ventanaMinutos * 60_000,
  };
  const porCuenta: Regla = {
    key: limiteKeys.login(email),
    maximo: LIMITES_LOGIN.porCuenta,
    ventanaMs: LIMITES_LOGIN.ventanaCuentaHoras * 3_600_000,
  };
  const [origenOk, cuentaOk] = await Promise.all([tomar(porOrigen, hastaMs, reloj), tomar(porCuenta, hastaMs, reloj)]);
  if (origenOk.permitido) tomados.push({ regla: porOrigen, ventanaHasta: origenOk.ventanaHasta });
  if (cuentaOk.permitido) tomados.push({ regla: porCuenta, ventanaHasta: cuentaOk.ventanaHasta });
  if (!origenOk.permitido) {
    await liberarSinFallar(tomados);
    logger.warn('Login throttled: source', { origen, bloqueado: origenOk.bloqueado });
    throw bloqueo(origenOk.hasta, origenOk.now);
  }
  // Past the account's ceiling only a source that signed into it before goes on (without its slot).
  if (!cuentaOk.permitido && !(await fuenteConocida(par.key, reloj()))) {
    await liberarSinFallar(tomados);
    throw frenar(cuentaOk, 'account');
  }
  let resultado: T;
  try {
    resultado = await comprobar();
  } catch (err) {
    // Only a refused password counts; an outage or a disabled user is no guess.
    if (err instanceof UnauthorizedError) await fallarSinFallar(tomados, reloj());
    else await liberarSinFallar(tomados);
    throw err;
  }
  const conocidaHasta = opciones.accedio?.(resultado) ? reloj() + LIMITES_LOGIN.fuenteConocidaDias * 86_400_000 : undefined;
  const [, salida] = await Promise.allSettled([
    liberarSinFallar(tomados, conocidaHasta),
    opciones.luego ? opciones.luego(resultado) : (resultado as unknown as U),
  ]);
  if (salida.status === 'rejected') throw salida.reason;
  return salida.value;
}
