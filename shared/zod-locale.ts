// zod's own messages in Spanish, for every schema in the browser and on the server. Import once
// per entry point (functions/lib/http.ts, web/src/main.tsx); custom messages of the spec win.
// The Spanish locale is imported by name: `z.locales.es` would bundle every locale zod ships.
import * as z from 'zod/mini';
import { es } from 'zod/locales';

z.config(es());
