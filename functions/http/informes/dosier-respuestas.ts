// GET /api/informes/dosier-algoritmico/respuestas: the company's own answers to the guide, newest version (issue 65 item 6),
// or with `tipo=estudio-impacto-co` its answers to Colombia's impact study (issue 67 item 7).
import { informesDosierRespuestas } from '../../../shared/routes/informes.js';
import { leerRespuestas } from '../../lib/dosier/respuestas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosierRespuestas, async ({ tenant, query }) =>
  ok(await leerRespuestas(tenant, query.tipo ?? 'dosier-algoritmico')),
);
