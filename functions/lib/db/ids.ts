// Server-generated ids. Time-sortable ids start with the zero-padded milliseconds, so the SK order
// of items keyed by them is creation order (newest first is one reversed Query).
import { randomBytes, randomUUID } from 'node:crypto';

export function idOrdenado(now = new Date()): string {
  return `${String(now.getTime()).padStart(14, '0')}-${randomUUID().slice(0, 8)}`;
}

/** A URL-safe random string of `bytes` bytes of entropy. */
export function aleatorio(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}
