// zod's own messages in Spanish, for every schema in the browser and on the server. Import once
// per entry point (functions/lib/http.ts, web/src/main.tsx); custom messages of the spec win.
import { z } from 'zod';

z.config(z.locales.es());
