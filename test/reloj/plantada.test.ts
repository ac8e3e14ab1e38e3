// A test planted to depend on the clock (D74): kept out of every layer of `npm test` (no
// project includes test/reloj/), run by hand to show that CI's moved clock catches such a test:
//   npx vitest run --config test/reloj/vitest.config.ts                      → passes (real clock, UTC)
//   eval "$(node test/reloj/reloj-ci.mjs)"; TZ="$RELOJ_ZONA" faketime -f "${RELOJ_DESFASE}s" \
//     npx vitest run --config test/reloj/vitest.config.ts                    → fails
// Each test makes one of the mistakes the moved run exists to catch.
import { describe, expect, it } from 'vitest';
import { formatFecha } from '../../shared/fechas.js';

describe('planted clock dependences (must fail under CI’s moved clock)', () => {
  it('assumes the local date is the UTC date (fails in any zone away from UTC near midnight)', () => {
    const ahora = new Date();
    expect(ahora.getDate()).toBe(ahora.getUTCDate());
  });

  it('writes an expected date by hand from the UTC calendar instead of asking the formatter for the local one', () => {
    const ahora = new Date();
    const esperado = formatFecha(new Date(Date.UTC(ahora.getUTCFullYear(), ahora.getUTCMonth(), ahora.getUTCDate(), 12)), 'UTC');
    expect(formatFecha(ahora)).toBe(esperado);
  });

  it('assumes tomorrow is in the same month (fails on the last day of a month)', () => {
    const ahora = new Date();
    const manana = new Date(ahora.getTime() + 86_400_000);
    expect(manana.getMonth()).toBe(ahora.getMonth());
  });
});
