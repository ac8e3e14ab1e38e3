// RFC 6238 time-based one-time passwords (TOTP over RFC 4226's HOTP) with node:crypto, for the local
// Cognito front (cognito-mfa.ts): what Cognito's software token MFA checks, SHA-1, 6 digits, 30 s
// steps, the secret in RFC 4648 base32, a code accepted one step either side of now.
import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error(`Not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 §5.3: HMAC of the 8-byte big-endian counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const TOTP_STEP_SECONDS = 30;

/** The RFC 6238 time step of a moment (T0 = 0). */
export function totpStep(ms: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(ms / 1000 / stepSeconds);
}

export function totp(key: Uint8Array, ms: number, opts: { digits?: number; algorithm?: TotpAlgorithm; stepSeconds?: number } = {}): string {
  return hotp(key, totpStep(ms, opts.stepSeconds), opts.digits ?? 6, opts.algorithm ?? 'sha1');
}

/**
 * The step whose code `code` is, among now's and one either side (SHA-1, 6 digits, 30 s), or
 * undefined. Steps at or before `afterStep` do not count: RFC 6238 §5.2, a verifier must not accept
 * an OTP a second time.
 */
export function matchingStep(secretBase32: string, code: string, ms: number, afterStep = -1): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secretBase32);
  const now = totpStep(ms);
  for (const step of [now - 1, now, now + 1]) {
    if (step > afterStep && hotp(key, step) === code) return step;
  }
  return undefined;
}

/** A new secret as Cognito hands them: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newSecret(): string {
  return base32Encode(randomBytes(20));
}
