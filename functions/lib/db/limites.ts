// Attempt counters with a time window (D34): login failures per account and per source
// address, password-recovery requests per email and per source (D36); the public interview routes' per-token and per-source counters will use the same
// operations. Keys are tenant-free, like the email marker: an attacker's attempts are counted
// before anyone knows whose account it is, or whether it exists.
//
// One item per counter. A window starts at the first counted attempt and lasts `ventanaMs`; taking
// an attempt is one conditional write (ADD inside a live window below the limit), or, when there
// is no live window, a conditional Put that starts one. Both conditions make parallel attempts
// exact: 50 at once against a limit of 5 take exactly 5. TTL removes old counters (DynamoDB TTL is
// lazy and dynalite has none, so expiry is always checked against `ventanaHasta`, never assumed).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../aws/dynamo.js';
import { config } from '../config.js';
import { TooManyRequestsError } from '../errors.js';
import { addIf, deleteIf, getItem, isConditionFailure, putIf, queryAll } from './repository.js';
import type { Key } from './keys.js';

export interface LimiteItem extends Key {
  entidad: 'LIMITE';
  /** Attempts counted in the live window. */
  intentos: number;
  /** The window's end (ms since the epoch). */
  ventanaHasta: number;
  /** TTL (s): an hour after the window's end. */
  expiresAt: number;
  /**
   * Sign-in counters only (reservarIntento): of `intentos`, those that turned out failures; the
   * rest are attempts still in flight. Missing on a window started before it existed.
   */
  fallos?: number;
  /** Sign-in counters only: the latest end (ms) of an in-flight attempt's hold on its slot. */
  enCursoHasta?: number;
  /** Stepped counters only (an account from one source, D165): no attempt before this (ms), once the free failures are spent. */
  esperaHasta?: number;
  /**
   * An account's counter from one source only (D165): until when (ms) this source counts as one the
   * account signed in from (let in past the account's ceiling of failures). Kept across windows.
   */
  conocidaHasta?: number;
}

export const limiteKeys = {
  /** Failed sign-ins of an account: the email typed (normalised), whether or not it exists. */
  login: (email: string): Key => ({ PK: `LIMITE#LOGIN#${email.trim().toLowerCase()}`, SK: 'LIMITE' }),
  /**
   * Failed sign-ins of an account from one source address (D165): in the account's partition, so a
   * password reset finds them all with one Query.
   */
  loginPar: (email: string, ip: string): Key => ({ PK: `LIMITE#LOGIN#${email.trim().toLowerCase()}`, SK: `ORIGEN#${ip}` }),
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
  /** Demo requests for one email (D96): its SHA-256, so a counter names no one after an erasure. */
  demo: (hashEmail: string): Key => ({ PK: `LIMITE#DEMO#${hashEmail}`, SK: 'LIMITE' }),
  /** Demo requests from one source address. */
  demoOrigen: (ip: string): Key => ({ PK: `LIMITE#DEMOIP#${ip}`, SK: 'LIMITE' }),
  /** Requests made with one company API key (D145): its id, so a revoked key's counter names no secret. */
  claveAcceso: (claveId: string): Key => ({ PK: `LIMITE#CLAVEACCESO#${claveId}`, SK: 'LIMITE' }),
  /** Opened shared report links (Greenhouse's partner_profile_url) from one source address. */
  informeOrigen: (ip: string): Key => ({ PK: `LIMITE#INFORMEIP#${ip}`, SK: 'LIMITE' }),
  /** Requests to the companies' WhatsApp webhooks from one source address (issue 68 item 9), counted before anything is read. */
  whatsappOrigen: (ip: string): Key => ({ PK: `LIMITE#WAHOOKIP#${ip}`, SK: 'LIMITE' }),
  /** Applications through vacancies' public links from one source address (D187). */
  postulacionOrigen: (ip: string): Key => ({ PK: `LIMITE#POSTULAIP#${ip}`, SK: 'LIMITE' }),
  /** Applications to one vacancy through its link (D187). */
  postulacionVacante: (empresaId: string, vacanteId: string): Key => ({ PK: `LIMITE#POSTULAVAC#${empresaId}#${vacanteId}`, SK: 'LIMITE' }),
  /** Applications with one e-mail (its SHA-256: the counter names no one) to one vacancy (D187). */
  postulacionEmail: (vacanteId: string, hashEmail: string): Key => ({ PK: `LIMITE#POSTULAEMAIL#${vacanteId}#${hashEmail}`, SK: 'LIMITE' }),
  /** «Mis datos» link requests for one email (D148): its SHA-256, so a counter names no one. */
  misDatos: (hashEmail: string): Key => ({ PK: `LIMITE#MISDATOS#${hashEmail}`, SK: 'LIMITE' }),
  /** «Mis datos» link requests from one source address. */
  misDatosOrigen: (ip: string): Key => ({ PK: `LIMITE#MISDATOSIP#${ip}`, SK: 'LIMITE' }),
  /** A candidate's adjustment requests and messages about one interview (D172), from its link or «Mis datos» alike. */
  ayuda: (entrevistaId: string): Key => ({ PK: `LIMITE#AYUDA#${entrevistaId}`, SK: 'LIMITE' }),
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

/**
 * Takes one attempt from each counter, in order; the first one that is spent refuses with a 429
 * whose Retry-After is the window's end and whose text names the wait in minutes (`rechazo`).
 * Counted before anything is looked up, so a refusal says nothing of whether the address exists.
 */
export async function tomarIntentos(
  limites: ReadonlyArray<readonly [Key, number]>,
  ventanaMs: number,
  now: number,
  rechazo: (espera: string) => string,
): Promise<void> {
  for (const [key, maximo] of limites) {
    const intento = await tomarIntento(key, maximo, ventanaMs, now);
    if (!intento.permitido) {
      const segundos = Math.max(1, Math.ceil((intento.hasta - now) / 1000));
      const minutos = Math.ceil(segundos / 60);
      throw new TooManyRequestsError(rechazo(minutos === 1 ? '1 minuto' : `${minutos} minutos`), segundos);
    }
  }
}

/** Ends a counter's window at once (a password reset proves the account's owner: their failed sign-ins stop counting). */
export async function borrarLimite(key: Key): Promise<void> {
  await deleteIf(key, { expression: 'attribute_exists(PK)' });
}

// ---- Sign-in counters: attempts in flight apart from failures (D34, D79) ----------------------------
// A sign-in is counted before Cognito is asked, so parallel guesses reach it only as often as the
// limit allows. But an attempt in flight is not yet a failure: counting it as one refused correct
// passwords that arrived together (two tabs, a shared device). So the item holds both: `intentos`
// (failures + attempts in flight: what a new attempt is checked against) and `fallos` (the failures).
// A refused attempt is *locked out* when `fallos` reached the limit (429 at once, Cognito not asked),
// and only *waiting* when the slots are held by attempts in flight: the caller waits for them to end
// (a correct password frees its slot, a wrong one turns it into a failure) and tries again. A slot
// whose request died without saying how it ended (a time-out, a crash) is held at most `enCursoMs`
// (the function's time-out): past `enCursoHasta`, the slots in flight are taken back.

export type Reserva =
  | { permitido: true; /** The window the attempt was counted in: its end identifies it. */ ventanaHasta: number }
  | { permitido: false; /** Locked: the failures reached the limit (else: every slot is in flight). */ bloqueado: boolean; hasta: number };

/** One UpdateItem under a condition; the item after it, or undefined when the condition did not hold. */
async function actualizarSi(key: Key, update: string, condition: string, values: Record<string, unknown>): Promise<LimiteItem | undefined> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(PK) AND ${condition}`,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as LimiteItem;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * A stepped counter (D165: an account from one source): past `maximo` failures it is not locked for the
 * window but slowed, one attempt at a time, each after a delay that doubles from `inicialMs` to `topeMs`
 * after the last failure (NIST SP 800-63B §5.2.2's growing wait).
 */
export interface Escalon {
  inicialMs: number;
  topeMs: number;
}

/** The delay after the `fallos`-th failure of a stepped counter whose first `maximo` are free. */
export function esperaTrasFallos(fallos: number, maximo: number, escalon: Escalon): number {
  return fallos < maximo ? 0 : Math.min(escalon.topeMs, escalon.inicialMs * 2 ** (fallos - maximo));
}

type Situacion = { estado: 'libre' } | { estado: 'recuperar' } | { estado: 'ocupado' | 'bloqueado'; hasta: number };

/** What a new attempt meets in `actual`: a slot ('libre'), holds past their end to take back, every slot in flight, or a lock. */
function situacion(actual: LimiteItem | undefined, maximo: number, now: number, escalon?: Escalon): Situacion {
  if (!actual || actual.ventanaHasta <= now) return { estado: 'libre' };
  const fallos = actual.fallos ?? actual.intentos;
  if (escalon) {
    if (fallos >= maximo && (actual.esperaHasta ?? 0) > now) return { estado: 'bloqueado', hasta: actual.esperaHasta! };
    if (actual.intentos < maximo || actual.intentos <= fallos) return { estado: 'libre' };
  } else {
    if (fallos >= maximo) return { estado: 'bloqueado', hasta: actual.ventanaHasta };
    if (actual.intentos < maximo) return { estado: 'libre' };
  }
  if ((actual.enCursoHasta ?? 0) > now) return { estado: 'ocupado', hasta: actual.enCursoHasta! };
  return { estado: 'recuperar' };
}

/**
 * Takes a slot for a sign-in attempt: below `maximo` counted attempts (failures + in flight) in the
 * live window, or a new window; a stepped counter (`escalon`) also once its delay is over with nothing
 * in flight. Refused: `bloqueado` when the failures alone reached `maximo` (a stepped counter: and
 * its delay is not over), else every slot is in flight (wait and try again; `hasta` is when their
 * hold ends at the latest).
 */
export async function reservarIntento(
  key: Key,
  maximo: number,
  ventanaMs: number,
  enCursoMs: number,
  now: number,
  escalon?: Escalon,
): Promise<Reserva> {
  const libre = escalon
    ? 'ventanaHasta > :now AND (intentos < :max OR (intentos = fallos AND esperaHasta <= :now))'
    : 'ventanaHasta > :now AND intentos < :max';
  for (let ronda = 0; ronda < 4; ronda++) {
    const tomado = await actualizarSi(key, 'ADD intentos :uno SET enCursoHasta = :hold', libre, {
      ':uno': 1,
      ':hold': now + enCursoMs,
      ':now': now,
      ':max': maximo,
    });
    if (tomado) return { permitido: true, ventanaHasta: tomado.ventanaHasta };
    const actual = await getItem<LimiteItem>(key);
    const visto = situacion(actual, maximo, now, escalon);
    if (visto.estado === 'bloqueado') return { permitido: false, bloqueado: true, hasta: visto.hasta };
    if (visto.estado === 'ocupado') return { permitido: false, bloqueado: false, hasta: visto.hasta };
    if (actual && actual.ventanaHasta > now) {
      if (visto.estado === 'libre') continue; // a slot came free meanwhile
      // Every attempt in flight outlived its hold: its request is over. Take the slots back (once: the
      // condition names what was read) and try again.
      const fallos = actual.fallos ?? actual.intentos;
      await actualizarSi(key, 'SET intentos = :f, fallos = :f', 'ventanaHasta = :h AND intentos = :i AND enCursoHasta <= :now', {
        ':f': fallos,
        ':h': actual.ventanaHasta,
        ':i': actual.intentos,
        ':now': now,
      });
      continue;
    }
    const ventanaHasta = now + ventanaMs;
    const nueva = await putIf(
      {
        ...key,
        entidad: 'LIMITE',
        intentos: 1,
        fallos: 0,
        enCursoHasta: now + enCursoMs,
        ...(escalon ? { esperaHasta: 0 } : {}),
        // A source the account signed in from stays known across windows.
        ...(actual?.conocidaHasta ? { conocidaHasta: actual.conocidaHasta } : {}),
        ventanaHasta,
        expiresAt: Math.max(Math.ceil(ventanaHasta / 1000) + 3_600, Math.ceil((actual?.conocidaHasta ?? 0) / 1000)),
      } satisfies LimiteItem,
      { expression: 'attribute_not_exists(PK) OR #hasta <= :now', names: { '#hasta': 'ventanaHasta' }, values: { ':now': now } },
    );
    if (nueva) return { permitido: true, ventanaHasta };
  }
  // Lost every race: the slots are being taken as fast as they free. Wait like an attempt in flight.
  const visto = situacion(await getItem<LimiteItem>(key), maximo, now, escalon);
  return visto.estado === 'bloqueado'
    ? { permitido: false, bloqueado: true, hasta: visto.hasta }
    : { permitido: false, bloqueado: false, hasta: now + enCursoMs };
}

/**
 * What a new attempt would meet, by one read (no write): 'libre' (a slot, a new window, or holds to
 * take back), 'ocupado' (every slot in flight) or 'bloqueado' (the failures reached `maximo`, until
 * `hasta`). For waiting without writing on every round.
 */
export async function estadoIntento(
  key: Key,
  maximo: number,
  now: number,
  escalon?: Escalon,
): Promise<{ estado: 'libre' } | { estado: 'ocupado' | 'bloqueado'; hasta: number }> {
  const visto = situacion(await getItem<LimiteItem>(key), maximo, now, escalon);
  return visto.estado === 'recuperar' ? { estado: 'libre' } : visto;
}

/**
 * The attempt was a failure (Cognito refused the credentials): its slot stays taken, as a failure, until
 * the window ends. On a stepped counter (`escalon`, with its `maximo` and the failure's time `now`) a
 * failure past the free ones also sets the delay before the next attempt, in the same write.
 */
export async function confirmarFallo(key: Key, ventanaHasta: number, escalon?: Escalon & { maximo: number; now: number }): Promise<void> {
  if (!escalon) {
    await actualizarSi(key, 'ADD fallos :uno', 'ventanaHasta = :h AND (attribute_not_exists(fallos) OR fallos < intentos)', {
      ':uno': 1,
      ':h': ventanaHasta,
    });
    return;
  }
  // The count and its delay in one write, conditional on the count read: between two writes an attempt
  // would find the free failures spent and no delay yet. A lost race reads again.
  for (let ronda = 0; ronda < 8; ronda++) {
    const actual = await getItem<LimiteItem>(key, { consistent: true });
    if (!actual || actual.ventanaHasta !== ventanaHasta) return;
    const fallos = actual.fallos ?? 0;
    if (fallos >= actual.intentos) return;
    const espera = esperaTrasFallos(fallos + 1, escalon.maximo, escalon);
    const hecho = await actualizarSi(key, 'SET fallos = :f1, esperaHasta = :e', 'ventanaHasta = :h AND fallos = :f AND intentos > :f', {
      ':f1': fallos + 1,
      ':e': espera > 0 ? escalon.now + espera : (actual.esperaHasta ?? 0),
      ':h': ventanaHasta,
      ':f': fallos,
    });
    if (hecho) return;
  }
  throw new Error('A sign-in failure was not recorded: its counter changed on every try');
}

/**
 * The attempt was no failure (signed in, or a service was down): its slot is free again. `conocidaHasta`
 * (an account's counter from one source, on a sign-in that opened a session): the source is known until
 * then, noted in the same write (D165).
 */
export async function liberarIntento(key: Key, ventanaHasta: number, conocidaHasta?: number): Promise<void> {
  await actualizarSi(
    key,
    conocidaHasta ? 'ADD intentos :menosUno SET conocidaHasta = :c, expiresAt = :exp' : 'ADD intentos :menosUno',
    'ventanaHasta = :h AND intentos > :cero AND (attribute_not_exists(fallos) OR intentos > fallos)',
    {
      ':menosUno': -1,
      ':h': ventanaHasta,
      ':cero': 0,
      ...(conocidaHasta ? { ':c': conocidaHasta, ':exp': Math.ceil(conocidaHasta / 1000) } : {}),
    },
  );
}

/** Whether the account's counter from one source (`key`, limiteKeys.loginPar) says it signed in from there recently. */
export async function fuenteConocida(key: Key, now: number): Promise<boolean> {
  const item = await getItem<LimiteItem>(key);
  return (item?.conocidaHasta ?? 0) > now;
}

/** Every counter of an account (itself and its per-source ones): a password reset ends them (D34, D165). */
export async function borrarLimitesDeCuenta(email: string): Promise<void> {
  const pk = limiteKeys.login(email).PK;
  // A Query of the account's own partition (no Scan); the sources that failed on one account are few.
  const pares = await queryAll<Key>({ pk, skPrefix: 'ORIGEN#', consistent: true, max: 200 });
  await Promise.all([limiteKeys.login(email), ...pares.map(({ PK, SK }) => ({ PK, SK }))].map(borrarLimite));
}
