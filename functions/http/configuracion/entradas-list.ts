// GET /api/configuracion/empresa/{empresaId}: the company's configuration entries, by name, a page at a time.
import { configuracionEntradasList } from '../../../shared/routes/configuracion.js';
import { listarConfiguraciones } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradasList, async ({ tenant, query }) => ok(await listarConfiguraciones(tenant, query)));
