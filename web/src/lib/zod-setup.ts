// zod's configuration in the browser. main.tsx imports this module first, so it holds before any
// schema is defined (zod decides per object schema, when it is created, whether to compile it):
// Spanish messages, and no compiled validators, because zod's JIT probes `new Function`, which the
// page's CSP (no 'unsafe-eval', shared/constants.ts webCsp) refuses and reports as a violation.
import '@shared/zod-locale';
import * as z from 'zod/mini';

z.config({ jitless: true });
