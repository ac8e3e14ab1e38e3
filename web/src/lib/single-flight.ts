// Shares one in-flight promise between callers that ask for the same work at the same time: React's
// StrictMode runs effects twice in development, and a token refresh may be asked for by the start-up
// check and by the renewal timer at once. Each session provider keeps its own instance (state
// survives StrictMode's second run), so nothing is shared between separate mounts.
export type SingleFlight = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export function createSingleFlight(): SingleFlight {
  const inflight = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const started = work().finally(() => inflight.delete(key));
    inflight.set(key, started);
    return started;
  };
}
