// POST /api/datos/backups/{id}/restauracion: one of the company's backups restored by D100's import
// job (202; D103); one clear or import at a time (409).
import { datos as msg } from '../../../shared/messages.js';
import { datosBackupRestauracion } from '../../../shared/routes/datos.js';
import { restaurarEnSegundoPlano } from '../../lib/datos/restauracion-trabajo.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(datosBackupRestauracion, async ({ caller, tenant, params }) => ({
  status: 202,
  data: await restaurarEnSegundoPlano(caller, tenant, params.id),
  message: msg.restauracionEnCola,
}));
