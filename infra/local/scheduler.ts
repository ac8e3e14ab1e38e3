// The local stand-in for EventBridge: runs each job of shared/jobs.ts on its interval, in this
// process, with the same handler module Lambda runs. A run never overlaps the previous one.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobs } from '../../shared/jobs.js';

export interface Scheduler {
  runNow(jobId: string): Promise<unknown>;
  stop(): void;
}

export function startScheduler(opts: { functionsRoot: string; log?: (line: string) => void; runAtStart?: boolean }): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();

  const run = (jobId: string): Promise<unknown> => {
    const job = jobs.find((j) => j.id === jobId);
    if (!job) return Promise.reject(new Error(`Unknown job ${jobId}`));
    const current = running.get(jobId);
    if (current) return current;
    const p = (async () => {
      const mod = (await import(pathToFileURL(join(opts.functionsRoot, 'jobs', `${job.handler}.ts`)).href)) as {
        handler: (event: unknown) => Promise<unknown>;
      };
      const result = await mod.handler({ source: 'talentia.local-scheduler', 'detail-type': 'Scheduled Event', detail: {} });
      opts.log?.(`job ${jobId}: ${JSON.stringify(result)}`);
      return result;
    })()
      .catch((err) => {
        opts.log?.(`job ${jobId} failed: ${(err as Error).message}`);
        throw err;
      })
      .finally(() => running.delete(jobId));
    running.set(jobId, p);
    return p;
  };

  for (const job of jobs) {
    const t = setInterval(() => void run(job.id).catch(() => undefined), job.rateMinutes * 60_000);
    t.unref();
    timers.push(t);
    if (opts.runAtStart) void run(job.id).catch(() => undefined);
  }
  return {
    runNow: run,
    stop: () => timers.forEach((t) => clearInterval(t)),
  };
}
