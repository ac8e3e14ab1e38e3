// The rejection of a report's call, for the providers' tests (proveedor.test.ts, bedrock.test.ts).
import { expect } from 'vitest';
import { FalloAnalisisIA } from '../../functions/lib/analisis/proveedor/llamada.js';

/** The rejection of `p`, which must be a FalloAnalisisIA. */
export async function fallo(p: Promise<unknown>): Promise<FalloAnalisisIA> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FalloAnalisisIA);
  return err as FalloAnalisisIA;
}
