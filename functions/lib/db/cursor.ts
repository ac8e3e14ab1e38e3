// Opaque pagination cursors: the LastEvaluatedKey of a Query, base64url-encoded. A cursor is
// only accepted for the same partition it came from, so it cannot move a query to another tenant.
import { servidor } from '../../../shared/messages.js';
import { ValidationError } from '../errors.js';

type KeyMap = Record<string, string | number>;

export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | null {
  if (!lastKey) return null;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined | null, expected: { attribute: string; value: string }): KeyMap | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(servidor.cursorInvalido);
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((v) => typeof v === 'string' || typeof v === 'number') ||
    (parsed as KeyMap)[expected.attribute] !== expected.value
  ) {
    throw new ValidationError(servidor.cursorInvalido);
  }
  return parsed as KeyMap;
}
