// PUT /api/configuracion/empresa/{empresaId}/equidad-minimo: sets the fairness monitor's minimum n (D175).
import { equidad as msg } from '../../../shared/messages.js';
import { configuracionEquidadMinimoUpdate } from '../../../shared/routes/configuracion.js';
import { cambiarMinimoN } from '../../lib/configuracion/equidad-minimo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEquidadMinimoUpdate, async ({ caller, tenant, body }) =>
  ok(await cambiarMinimoN(caller, tenant, body.minimoN), msg.minimoGuardado),
);
