// GET /api/configuracion/empresa/{empresaId}/pausa-ia: whether the company's AI is paused (D153).
import { configuracionPausaIaGet } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerPausa } from '../../lib/supervision/pausa.js';

export const handler = httpHandler(configuracionPausaIaGet, async ({ tenant }) => ok(await leerPausa(tenant)));
