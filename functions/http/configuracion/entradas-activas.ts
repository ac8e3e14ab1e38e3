// GET /api/configuracion/empresa/{empresaId}/activas: the active entries (activo true), by name, a page at a time.
import { configuracionEntradasActivas } from '../../../shared/routes/configuracion.js';
import { listarConfiguraciones } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradasActivas, async ({ tenant, query }) =>
  ok(await listarConfiguraciones(tenant, query, true)),
);
