// Company API keys as a request's credential (D145). A key is `tk_` and 43 URL-safe
// characters from 32 random bytes (256 bits of a CSPRNG); the table holds only its SHA-256.
// A fast hash is the right one here: a slow, salted password hash (bcrypt, scrypt, Argon2) exists to
// make guessing a low-entropy password expensive, and a 256-bit random secret cannot be guessed
// whatever the hash costs — OWASP's Password Storage Cheat Sheet limits the slow hashes to
// passwords, NIST SP 800-63B §5.1.1.2 asks for a salted slow hash only of memorized secrets, and
// GitHub stores its tokens, Stripe its restricted keys, as such SHA-256 digests. It also lets the
// look-up be one GetItem by the digest (db/claves-acceso.ts) instead of a scan.
//
// A key comes on the Authorization header: `Bearer tk_…`, or HTTP Basic with the key as the user
// name (Greenhouse's Assessment Partner calls: "the API key as the username", an empty password,
// which is not read). Only that header: in AWS the protected routes' authorizer requires it
// (infra/aws/stacks/api-stack.ts), so no other header would reach the function. A request with a
// key is refused at once on a row not marked for keys (http.ts); on a marked row this module finds
// the key, counts the request against the key's limit, and builds its caller.
import { createHash, randomBytes } from 'node:crypto';
import { clavesAcceso as msg, fmt } from '../../../shared/messages.js';
import { CLAVES_ACCESO, FORMATO_CLAVE_ACCESO, type AlcanceClave } from '../../../shared/schemas/clave-acceso.js';
import { getBusquedaClave, marcarUso, tocaMarcarUso } from '../db/claves-acceso.js';
import { getEmpresa } from '../db/empresas.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';
import { autorClave, type KeyCaller } from './caller.js';

/** A new secret: the prefix and 32 bytes of a CSPRNG, base64url (43 characters). */
export function generarSecreto(): string {
  return `${CLAVES_ACCESO.prefijo}${randomBytes(CLAVES_ACCESO.bytesAleatorios).toString('base64url')}`;
}

/** What the table keeps of a secret: its SHA-256, hex. */
export function hashSecreto(secreto: string): string {
  return createHash('sha256').update(secreto, 'utf8').digest('hex');
}

/**
 * The key an Authorization header carries, or undefined when it carries none (no header, a user's
 * JWT, another scheme). A key is anything that starts with the key prefix, well-formed or not: a
 * malformed one is refused as a key (401), never tried as a JWT.
 */
export function secretoDeCabecera(authorization: string | undefined): string | undefined {
  const valor = authorization?.trim() ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(valor);
  if (bearer) return bearer[1]!.startsWith(CLAVES_ACCESO.prefijo) ? bearer[1] : undefined;
  const basic = /^Basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(valor);
  if (!basic) return undefined;
  const texto = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const usuario = texto.includes(':') ? texto.slice(0, texto.indexOf(':')) : texto;
  // A user name that is no key is no credential of ours: the request is as if it carried none.
  return usuario.startsWith(CLAVES_ACCESO.prefijo) ? usuario : undefined;
}

const claveInvalida = () => new UnauthorizedError(msg.claveInvalida);

/**
 * The caller a key makes for a row that needs `alcance`: 401 for a key that is malformed, unknown,
 * revoked (its look-up is gone) or expired; 403 for a company being deleted or a key without the
 * scope; 429 past the key's requests per window (Retry-After says when). Every request of a valid
 * key is counted, whatever it is refused for after that, and its last use is recorded (at most once
 * a minute: db/claves-acceso.ts marcarUso).
 */
export async function callerFromClave(secreto: string, alcance: AlcanceClave, now = new Date()): Promise<KeyCaller> {
  if (!FORMATO_CLAVE_ACCESO.test(secreto)) throw claveInvalida();
  const b = await getBusquedaClave(hashSecreto(secreto));
  if (!b || (b.expiraEn && Date.parse(b.expiraEn) <= now.getTime())) throw claveInvalida();
  logger.appendKeys({ claveId: b.claveId });
  const [intento, empresa] = await Promise.all([
    tomarIntento(limiteKeys.claveAcceso(b.claveId), CLAVES_ACCESO.peticionesPorVentana, CLAVES_ACCESO.ventanaMs, now.getTime()),
    getEmpresa(b.empresaId),
    tocaMarcarUso(b, now) ? marcarUso(b, now) : undefined,
  ]);
  // A company being deleted shuts its keys out as it shuts out its users (D72); a deleted one has none.
  if (!empresa) throw claveInvalida();
  if (empresa.eliminacion) throw new ForbiddenError(msg.empresaEliminandose);
  if (!intento.permitido) {
    const segundos = Math.max(1, Math.ceil((intento.hasta - now.getTime()) / 1000));
    throw new TooManyRequestsError(fmt(msg.limitePeticiones, { segundos }), segundos);
  }
  if (!b.alcances.includes(alcance)) throw new ForbiddenError(fmt(msg.sinAlcance, { alcance }));
  return { userId: autorClave(b.claveId), empresaId: b.empresaId, clave: { id: b.claveId, nombre: b.nombre, alcances: b.alcances } };
}
