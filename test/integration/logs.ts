// What gets logged while part of a test runs: the logger at DEBUG and this process's stdout and
// stderr captured (the local stack's handlers run in the test's process), so a test can show that
// no secret reaches a log line.
import { logger } from '../../functions/lib/logger.js';

/** Runs `fn` with every log line captured; answers all that was written, in order, and what `fn` answered. */
export async function logsDurante<T>(fn: () => Promise<T>): Promise<{ logs: string; valor: T }> {
  const escrito: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const capturar = (chunk: unknown) => {
    escrito.push(String(chunk));
    return true;
  };
  logger.setLogLevel('DEBUG');
  process.stdout.write = capturar as typeof process.stdout.write;
  process.stderr.write = capturar as typeof process.stderr.write;
  let valor: T;
  try {
    valor = await fn();
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    logger.setLogLevel('SILENT');
  }
  return { logs: escrito.join(''), valor };
}
