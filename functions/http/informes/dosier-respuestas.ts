// GET /api/informes/dosier-algoritmico/respuestas: the company's own answers to the guide, newest version (issue 65 item 6).
import { informesDosierRespuestas } from '../../../shared/routes/informes.js';
import { leerRespuestas } from '../../lib/dosier/respuestas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosierRespuestas, async ({ tenant }) => ok(await leerRespuestas(tenant)));
