// Attempt counters with a time window (issue 9 §4.2): login failures per account and per source
// address, password-recovery requests per email and per source (issue 9 §5); the public interview routes' per-token and per-source counters will use the same
// operations. Keys are tenant-free, like the email marker: an attacker's attempts are counted
// before anyone knows whose account it is, or whether it exists.
//
// One item per counter. A window starts at the first counted attempt and lasts `ventanaMs`; taking
// an attempt is one conditional write (ADD inside a live window below the limit), or, when there
// is no live window, a conditional Put that starts one. Both conditions make parallel attempts
// exact: 50 at once against a limit of 5 take exactly 5. TTL removes old counters (DynamoDB TTL is
// lazy and dynalite has none, so expiry is always checked against `ventanaHasta`, never assumed).
import { addIf, deleteIf, getItem, putIf } from './repository.js';
import type { Key } from './keys.js';

export interface LimiteItem extends Key {
  entidad: 'LIMITE';
  /** Attempts counted in the live window. */
  intentos: number;
  /** The window's end (ms since the epoch). */
  ventanaHasta: number;
  /** TTL (s): an hour after the window's end. */
  expiresAt: number;
}

export const limiteKeys = {
  /** Failed sign-ins of an account: the email typed (normalised), whether or not it exists. */
  login: (email: string): Key => ({ PK: `LIMITE#LOGIN#${email.trim().toLowerCase()}`, SK: 'LIMITE' }),
  /** Failed sign-ins from one source address (the viewer's address, functions/lib/http.ts direccionCliente: an IPv4 address or an IPv6 /64). */
  loginOrigen: (ip: string): Key => ({ PK: `LIMITE#LOGINIP#${ip}`, SK: 'LIMITE' }),
  /** Password-recovery requests for an email (normalised), whether or not it has an account. */
  recuperacion: (email: string): Key => ({ PK: `LIMITE#RECUPERAR#${email.trim().toLowerCase()}`, SK: 'LIMITE' }),
  /** Password-recovery requests from one source address. */
  recuperacionOrigen: (ip: string): Key => ({ PK: `LIMITE#RECUPERARIP#${ip}`, SK: 'LIMITE' }),
  /** Public interview requests for one token (its hash: the token is never a key, D63). */
  publicoToken: (hash: string): Key => ({ PK: `LIMITE#PUBLICO#${hash}`, SK: 'LIMITE' }),
  /** Public interview requests from one source address. */
  publicoOrigen: (ip: string): Key => ({ PK: `LIMITE#PUBLICOIP#${ip}`, SK: 'LIMITE' }),
  /** POST /api/analisis/texto calls of one user (D69). */
  analisisTexto: (userId: string): Key => ({ PK: `LIMITE#ANALISISTEXTO#${userId}`, SK: 'LIMITE' }),
};

export type Intento = { permitido: true } | { permitido: false; hasta: number };

/** Counts one attempt against `maximo` per window; refused (with the window's end) when the limit is reached. */
export async function tomarIntento(key: Key, maximo: number, ventanaMs: number, now = Date.now()): Promise<Intento> {
  // Three rounds at most: each lost race means another attempt was counted meanwhile.
  for (let ronda = 0; ronda < 3; ronda++) {
    const contado = await addIf(
      key,
      { intentos: 1 },
      {
        expression: '#hasta > :now AND #intentos < :max',
        names: { '#hasta': 'ventanaHasta', '#intentos': 'intentos' },
        values: { ':now': now, ':max': maximo },
      },
    );
    if (contado) return { permitido: true };
    const actual = await getItem<LimiteItem>(key);
    if (actual && actual.ventanaHasta > now) {
      if (actual.intentos >= maximo) return { permitido: false, hasta: actual.ventanaHasta };
      continue;
    }
    const ventanaHasta = now + ventanaMs;
    const nueva = await putIf(
      { ...key, entidad: 'LIMITE', intentos: 1, ventanaHasta, expiresAt: Math.ceil(ventanaHasta / 1000) + 3_600 } satisfies LimiteItem,
      { expression: 'attribute_not_exists(PK) OR #hasta <= :now', names: { '#hasta': 'ventanaHasta' }, values: { ':now': now } },
    );
    if (nueva) return { permitido: true };
  }
  const actual = await getItem<LimiteItem>(key);
  return { permitido: false, hasta: actual?.ventanaHasta ?? now + ventanaMs };
}

/** Gives back an attempt counted in the live window (it turned out not to be a failure). */
export async function devolverIntento(key: Key, now = Date.now()): Promise<void> {
  await addIf(
    key,
    { intentos: -1 },
    {
      expression: '#hasta > :now AND #intentos > :cero',
      names: { '#hasta': 'ventanaHasta', '#intentos': 'intentos' },
      values: { ':now': now, ':cero': 0 },
    },
  );
}

/** Ends a counter's window at once (a password reset proves the account's owner: their failed sign-ins stop counting). */
export async function borrarLimite(key: Key): Promise<void> {
  await deleteIf(key, { expression: 'attribute_exists(PK)' });
}
