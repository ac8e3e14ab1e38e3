// PUT /api/configuracion/empresa/{empresaId}/pausa-ia: pauses or resumes the company's AI, recorded (D153).
import { supervision as msg } from '../../../shared/messages.js';
import { configuracionPausaIaUpdate } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { cambiarPausa } from '../../lib/supervision/pausa.js';

export const handler = httpHandler(configuracionPausaIaUpdate, async ({ caller, tenant, body }) => {
  const pausa = await cambiarPausa(caller, tenant, body.pausada);
  return ok(pausa, pausa.pausada ? msg.pausada : msg.reanudada);
});
