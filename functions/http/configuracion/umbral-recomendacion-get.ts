// GET /api/configuracion/empresa/{empresaId}/umbral-recomendacion: the company's recommendation threshold (D157).
import { configuracionUmbralRecomendacionGet } from '../../../shared/routes/configuracion.js';
import { leerUmbral } from '../../lib/configuracion/umbral-recomendacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionUmbralRecomendacionGet, async ({ tenant }) => ok(await leerUmbral(tenant)));
