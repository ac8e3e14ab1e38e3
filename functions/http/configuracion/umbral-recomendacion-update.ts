// PUT /api/configuracion/empresa/{empresaId}/umbral-recomendacion: sets or removes the company's recommendation threshold (D157).
import { umbral as msg } from '../../../shared/messages.js';
import { configuracionUmbralRecomendacionUpdate } from '../../../shared/routes/configuracion.js';
import { cambiarUmbral } from '../../lib/configuracion/umbral-recomendacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionUmbralRecomendacionUpdate, async ({ caller, tenant, body }) => {
  const u = await cambiarUmbral(caller, tenant, body.umbral);
  return ok(u, u.umbral === null ? msg.plantilla : msg.guardado);
});
