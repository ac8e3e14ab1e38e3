// The local Cognito front's TOTP against RFC 6238's test vectors (Appendix B) and against an
// independent implementation (the otpauth package).
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, newSecret, totp, totpStep, type TotpAlgorithm } from './totp.js';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to 20, 32 and 64 bytes; 8 digits, 30 s.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, TotpAlgorithm]> = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is %s (%s)', (seconds, code, algorithm) => {
    expect(totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });

  it('RFC 4226 Appendix D: HOTP of the counters 0 to 9', () => {
    const codes = Array.from({ length: 10 }, (_, i) => hotp(SEEDS.sha1, i));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });

  it('base32 both ways (RFC 4648 §10)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1W')).toThrow();
  });

  it('agrees with otpauth on random secrets and moments, 6 digits, SHA-1, 30 s', () => {
    for (let i = 0; i < 200; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const ms = Math.floor(Math.random() * 4_000_000_000_000);
      const other = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
      expect(totp(base32Decode(secret), ms)).toBe(other.generate({ timestamp: ms }));
    }
  });

  it('accepts one step either side, and no step at or before the last one accepted', () => {
    const secret = newSecret();
    const key = base32Decode(secret);
    const ms = 1_800_000_000_000;
    const now = totpStep(ms);
    expect(matchingStep(secret, hotp(key, now - 1), ms)).toBe(now - 1);
    expect(matchingStep(secret, hotp(key, now + 1), ms)).toBe(now + 1);
    expect(matchingStep(secret, hotp(key, now - 2), ms)).toBeUndefined();
    expect(matchingStep(secret, hotp(key, now + 2), ms)).toBeUndefined();
    expect(matchingStep(secret, hotp(key, now), ms, now)).toBeUndefined();
    expect(matchingStep(secret, hotp(key, now + 1), ms, now)).toBe(now + 1);
    expect(matchingStep(secret, '12345', ms)).toBeUndefined();
  });
});
