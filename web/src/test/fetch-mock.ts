// A fetch stand-in for tests: answers by "METHOD /path" and records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials;
  /** The request outlives the page (a sign-out before the sign-in page loads). */
  keepalive?: boolean;
}

type Answer = { status?: number; body?: unknown } | ((init: RequestInit, url: URL) => Promise<Response>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Routes not listed answer 404 like the API does for an unknown route. */
export function mockFetch(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    calls.push({ method, url, path, headers, body, credentials: init.credentials, keepalive: init.keepalive });
    const answer = routes[`${method} ${path}`];
    if (typeof answer === 'function') return answer(init, new URL(url, 'http://localhost'));
    if (!answer) return jsonResponse({ success: false, message: `Ruta no encontrada: ${method} ${path}` }, 404);
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** A response that never arrives but rejects like fetch does when its signal aborts. */
export function pendingUntilAborted(init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}
