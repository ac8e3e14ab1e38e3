// The second step of a sign-in (D155), held by the client but sealed by the server: AES-256-GCM
// with a key derived from the session secret (the refresh cookie's, SESSION_SECRET_ID) under its
// own label, so neither opens as the other. 'codigo' holds Cognito's challenge Session (3 minutes,
// Cognito's own limit); 'configurar' holds the tokens of a user who must set up the factor first
// (10 minutes). The client can neither read nor use what is inside: no token reaches it before the
// second factor.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { segundoFactor as msgSegundoFactor } from '../../../shared/messages.js';
import type { PoolTokens } from '../auth/cognito-auth.js';
import { config } from '../config.js';
import { UnauthorizedError } from '../errors.js';
import { secretValue } from '../secrets.js';

export const PASO_CODIGO_MS = 3 * 60_000;
export const PASO_CONFIGURAR_MS = 10 * 60_000;

export type Paso =
  | { t: 'codigo'; session: string; username: string; email: string; exp: number }
  | { t: 'configurar'; tokens: PoolTokens; email: string; exp: number };

const VERSION = 'f1';
const AAD = Buffer.from(`talentia_2fa.${VERSION}`);
const IV_BYTES = 12;
const TAG_BYTES = 16;

async function clave(): Promise<Buffer> {
  const secreto = (await secretValue(config.sessionSecretId))!;
  return Buffer.from(hkdfSync('sha256', Buffer.from(secreto, 'utf8'), Buffer.alloc(0), Buffer.from('talentia 2fa step v1'), 32));
}

type SinExp<T> = T extends unknown ? Omit<T, 'exp'> : never;

export async function sellarPaso(paso: SinExp<Paso>, now = Date.now()): Promise<string> {
  const exp = now + (paso.t === 'codigo' ? PASO_CODIGO_MS : PASO_CONFIGURAR_MS);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await clave(), iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify({ ...paso, exp }), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/** The step `valor` holds, of kind `t` and not expired; otherwise 401 «el paso ha caducado». */
export async function abrirPaso<T extends Paso['t']>(valor: string, t: T, now = Date.now()): Promise<Extract<Paso, { t: T }>> {
  const caducado = () => new UnauthorizedError(msgSegundoFactor.pasoCaducado);
  if (!valor.startsWith(`${VERSION}.`)) throw caducado();
  const sealed = Buffer.from(valor.slice(VERSION.length + 1), 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) throw caducado();
  let paso: Paso;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await clave(), sealed.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    paso = JSON.parse(
      Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8'),
    ) as Paso;
  } catch {
    throw caducado();
  }
  if (paso.t !== t || typeof paso.exp !== 'number' || paso.exp <= now) throw caducado();
  return paso as Extract<Paso, { t: T }>;
}
