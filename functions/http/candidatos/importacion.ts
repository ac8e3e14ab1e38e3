// GET /api/candidatos/importaciones/{id}: an import's status, counters and a page of its report.
import { candidatosImportacion } from '../../../shared/routes/candidatos.js';
import { consultarImportacion } from '../../lib/candidatos/importacion-consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosImportacion, async ({ tenant, params, query }) =>
  ok(await consultarImportacion(tenant, params.id, query)),
);
