// The public token's look-up key (D63): its SHA-256. Apart from item.ts so the public routes, which
// only look tokens up, do not carry the sealing code (and its KMS client).
import { createHash } from 'node:crypto';

/** What is stored and looked up instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
