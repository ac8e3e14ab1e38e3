// PUT /api/configuracion/empresa/{empresaId}/modelo-bedrock: the company's Amazon Bedrock model among the deploy's (D176).
import { modeloBedrock as msg } from '../../../shared/messages.js';
import { configuracionModeloBedrockUpdate } from '../../../shared/routes/configuracion.js';
import { cambiarModeloBedrock } from '../../lib/configuracion/modelo-bedrock.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionModeloBedrockUpdate, async ({ caller, tenant, body }) => {
  const m = await cambiarModeloBedrock(caller, tenant, body.modelo);
  return ok(m, m.modelo === null ? msg.predeterminado : msg.guardado);
});
