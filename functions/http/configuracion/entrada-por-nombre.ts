// GET /api/configuracion/empresa/{empresaId}/nombre/{nombre}: one entry by its name (any case).
import { configuracionEntradaPorNombre } from '../../../shared/routes/configuracion.js';
import { obtenerPorNombre } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaPorNombre, async ({ tenant, params }) =>
  ok(await obtenerPorNombre(tenant, params.nombre)),
);
