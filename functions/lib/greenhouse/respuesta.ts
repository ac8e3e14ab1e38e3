// Greenhouse's rows answer Greenhouse's own JSON, not the house's envelope (their rows are `raw`).
import type { RawReply } from '../http.js';

export function jsonCrudo(body: unknown, statusCode = 200, headers: Record<string, string> = {}): RawReply {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}
