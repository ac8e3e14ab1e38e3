// POST /api/empresas/{id}/plan-estrategico/enlace {descarga}: a 5-minute signed link to open or
// download the plan's file in another window, asked for with the bearer header.
import { planEstrategicoEnlace } from '../../../shared/routes/plan-estrategico.js';
import { urlDescargaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(planEstrategicoEnlace, async ({ tenant, body }) => ok(await urlDescargaPlan(tenant, body.descarga)));
