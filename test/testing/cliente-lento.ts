// A slow client for the tests of functions/lib/ (http.test.ts, request-scope.test.ts).
import { boundToRequest } from '../../functions/lib/request-scope.js';

/**
 * A client bound to the request whose calls take `ms` and are "applied" only if they run to the end,
 * as the SDK honours `abortSignal`: `reached` lists the calls that started, `applied` the ones that
 * finished.
 */
export function slowClient(ms: number) {
  const applied: string[] = [];
  const reached: string[] = [];
  const client = boundToRequest({
    send: (command: unknown, options?: { abortSignal?: AbortSignal }) =>
      new Promise((resolve, reject) => {
        reached.push(String(command));
        const timer = setTimeout(() => {
          applied.push(String(command));
          resolve(command);
        }, ms);
        options?.abortSignal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
        });
      }),
  });
  return { client, applied, reached };
}
