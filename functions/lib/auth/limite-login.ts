// Login throttling (issue 9 §4.2, docs/decisions.md D34). Before Cognito is asked, the attempt is
// counted against the account (the email typed, existing or not: the answer never tells them
// apart) and against the source address; past either limit the login answers 429 and Cognito is
// not asked, so a locked account costs it nothing and a burst of parallel attempts reaches it only
// as often as the limit allows. An attempt that turns out not to be a failure (the password was
// right, or a service was down) is given back; a success erases nothing else, from any source.
import { LIMITES_LOGIN } from '../../../shared/constants.js';
import { auth as msgAuth, fmt } from '../../../shared/messages.js';
import { devolverIntento, limiteKeys, tomarIntento } from '../db/limites.js';
import type { Key } from '../db/keys.js';
import { TooManyRequestsError } from '../errors.js';
import { logger } from '../logger.js';

export interface IntentoLogin {
  /** The attempt was not a failed sign-in: stop counting it (best effort). */
  devolver(): Promise<void>;
}

function bloqueo(hasta: number, now: number): TooManyRequestsError {
  const segundos = Math.max(1, Math.ceil((hasta - now) / 1000));
  const minutos = Math.ceil(segundos / 60);
  return new TooManyRequestsError(
    fmt(msgAuth.demasiadosIntentosLogin, { espera: minutos === 1 ? '1 minuto' : `${minutos} minutos` }),
    segundos,
  );
}

/** Counts a sign-in attempt for `email` from `origen`; throws 429 when either limit is reached. */
export async function reservarIntentoLogin(email: string, origen: string, now = Date.now()): Promise<IntentoLogin> {
  const ventanaMs = LIMITES_LOGIN.ventanaMinutos * 60_000;
  const porOrigen = limiteKeys.loginOrigen(origen);
  const porCuenta = limiteKeys.login(email);
  const origenOk = await tomarIntento(porOrigen, LIMITES_LOGIN.porOrigen, ventanaMs, now);
  if (!origenOk.permitido) {
    logger.warn('Login throttled: source', { origen });
    throw bloqueo(origenOk.hasta, now);
  }
  const cuentaOk = await tomarIntento(porCuenta, LIMITES_LOGIN.porCuenta, ventanaMs, now);
  if (!cuentaOk.permitido) {
    await devolverSinFallar([porOrigen]);
    logger.warn('Login throttled: account', { origen });
    throw bloqueo(cuentaOk.hasta, now);
  }
  return { devolver: () => devolverSinFallar([porOrigen, porCuenta]) };
}

async function devolverSinFallar(keys: Key[]): Promise<void> {
  try {
    await Promise.all(keys.map((k) => devolverIntento(k)));
  } catch (err) {
    // The attempt stays counted until its window ends: safe, only less generous.
    logger.warn('Login attempt not given back', { error: (err as Error).message });
  }
}
