// The request's deadline, carried to every AWS call the request makes (D33). httpHandler
// runs each request in a scope holding one AbortSignal that fires at the request's deadline (its
// function's remaining time minus a margin to answer) and again when the answer is sent. The SDK
// clients (functions/lib/aws/*.ts, wrapped by boundToRequest) and the auth modules' fetches pass it
// on, so nothing a request started is still running or retrying after its answer went out: a
// request that answered an error never writes later. (In Lambda a frozen container would otherwise
// resume such a call during the next invocation.) Code outside a request (jobs, the seed) runs
// without a scope and only its calls' own time-outs apply.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<AbortSignal>();
/** When each request's signal fires at the latest (epoch ms): how long a retry may still wait. */
const deadlines = new WeakMap<AbortSignal, number>();

/** The request ran out of time: its calls are cancelled and it answers 503. */
export class DeadlineExceededError extends Error {
  constructor() {
    super('The request reached its deadline');
    this.name = 'DeadlineExceededError';
  }
}

/** The answer has been sent: whatever the request still had in flight is cancelled. */
export class RequestEndedError extends Error {
  constructor() {
    super('The request has already answered');
    this.name = 'RequestEndedError';
  }
}

/** The signal of the request running now, if any. */
export function requestSignal(): AbortSignal | undefined {
  return storage.getStore();
}

/** When the running request's deadline comes (epoch ms), if a request is running. */
export function requestDeadline(): number | undefined {
  const signal = storage.getStore();
  return signal ? deadlines.get(signal) : undefined;
}

/** The request's signal combined with a call's own signals (e.g. a shorter time-out). */
export function callSignal(...own: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const signals = [requestSignal(), ...own].filter((s): s is AbortSignal => s !== undefined);
  return signals.length <= 1 ? signals[0] : AbortSignal.any(signals);
}

/**
 * Runs `fn` with at most `ms` of the running request's time: its calls (and their retries) are
 * cancelled after `ms` or at the request's own deadline, whichever comes first, while the request
 * goes on. For best-effort work after a commit (a notification), so that it cannot use up the time
 * the request needs to answer what was committed. Outside a request, `fn` runs as it is.
 */
export function dentroDe<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const padre = storage.getStore();
  if (!padre) return fn();
  const signal = AbortSignal.any([padre, AbortSignal.timeout(Math.max(0, ms))]);
  deadlines.set(signal, Math.min(deadlines.get(padre) ?? Number.POSITIVE_INFINITY, Date.now() + Math.max(0, ms)));
  return storage.run(signal, fn);
}

/** Runs `fn` with `signal` as its request signal (and the signal of everything it starts). */
export function runWithSignal<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
  return storage.run(signal, fn);
}

export interface RequestScope {
  signal: AbortSignal;
  /** Runs `fn` in the scope; rejects with DeadlineExceededError if the deadline comes first. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** The answer is going out: cancel everything the request still has in flight. */
  end(): void;
}

export function openRequestScope(budgetMs: number): RequestScope {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineExceededError()), Math.max(0, budgetMs));
  deadlines.set(controller.signal, Date.now() + Math.max(0, budgetMs));
  const deadline = new Promise<never>((_, reject) => {
    const onAbort = () => reject(controller.signal.reason);
    if (controller.signal.aborted) onAbort();
    else controller.signal.addEventListener('abort', onAbort, { once: true });
  });
  // Nobody may be listening when the scope ends normally.
  deadline.catch(() => undefined);
  return {
    signal: controller.signal,
    run: (fn) => storage.run(controller.signal, () => Promise.race([fn(), deadline])),
    end: () => {
      clearTimeout(timer);
      if (!controller.signal.aborted) controller.abort(new RequestEndedError());
    },
  };
}

interface Sender {
  send(command: unknown, options?: unknown): Promise<unknown>;
}

/**
 * Makes every `send` of an AWS SDK client honour the running request's signal (combined with the
 * call's own `abortSignal`): each attempt and retry is cancelled once the request's deadline
 * passes or its answer is sent, and a call made after that fails at once without leaving.
 */
export function boundToRequest<C extends Sender>(client: C): C {
  // An SDK client's send is its class's, looked up at each call (so a test double of the class,
  // aws-sdk-client-mock's mockClient(Class), still applies); a plain object's is its own.
  const own = Object.prototype.hasOwnProperty.call(client, 'send') ? client.send.bind(client) : undefined;
  const send =
    own ?? ((command: unknown, options?: unknown) => (Object.getPrototypeOf(client) as Sender).send.call(client, command, options));
  client.send = ((command: unknown, options?: { abortSignal?: AbortSignal }) => {
    const signal = callSignal(options?.abortSignal);
    if (!signal) return send(command, options);
    if (signal.aborted) {
      const error = new Error('Request aborted', { cause: signal.reason });
      error.name = 'AbortError';
      return Promise.reject(error);
    }
    return send(command, { ...options, abortSignal: signal });
  }) as C['send'];
  return client;
}
