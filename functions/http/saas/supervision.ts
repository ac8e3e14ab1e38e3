// GET /api/saas/supervision: the platform's oversight record, a page at a time, newest first (superadmin, D155).
import { saasSupervision } from '../../../shared/routes/saas.js';
import { listarSupervisionPlataforma } from '../../lib/db/supervision-plataforma.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(saasSupervision, async ({ query }) => {
  const pagina = await listarSupervisionPlataforma(query.cursor ?? null, query.limit);
  return ok({
    items: pagina.items.map(({ id, tipo, por, usuarioId, empresaId, fecha }) => ({ id, tipo, por, usuarioId, empresaId, fecha })),
    cursor: pagina.cursor,
  });
});
