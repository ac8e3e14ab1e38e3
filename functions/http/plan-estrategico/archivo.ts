// GET /api/empresas/{id}/plan-estrategico/archivo: 302 to a 5-minute presigned URL of the file, for
// API clients that send the bearer header. The web opens files through POST …/enlace instead: a
// new window cannot send the header, and a token never goes in a URL.
import { planEstrategicoArchivo } from '../../../shared/routes/plan-estrategico.js';
import { urlDescargaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(planEstrategicoArchivo, async ({ tenant, query }) => ({
  statusCode: 302,
  headers: { location: (await urlDescargaPlan(tenant, Boolean(query.descarga))).url, 'cache-control': 'no-store' },
  body: '',
}));
