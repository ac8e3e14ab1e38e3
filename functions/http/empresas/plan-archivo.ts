// GET /api/empresas/{id}/plan-estrategico/archivo: 302 to a 5-minute presigned URL of the file
// (bearer header or ?token=, for opening it in a new window).
import { routes } from '../../../shared/routes.js';
import { urlDescargaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(routes.planArchivo, async ({ caller, params, query }) => ({
  statusCode: 302,
  headers: { location: await urlDescargaPlan(caller, params.id, Boolean(query.descarga)), 'cache-control': 'no-store' },
  body: '',
}));
