// PUT /api/configuracion/empresa/{empresaId}/salvaguarda-transferencia: the safeguard for the data's transfer to the deploy's region (issue 67 item 8).
import { ubicacionDatos as msg } from '../../../shared/messages.js';
import { configuracionSalvaguardaTransferenciaUpdate } from '../../../shared/routes/configuracion.js';
import { registrarSalvaguarda } from '../../lib/configuracion/ubicacion-datos.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionSalvaguardaTransferenciaUpdate, async ({ caller, tenant, body }) =>
  ok(await registrarSalvaguarda(caller, tenant, body), msg.guardada),
);
