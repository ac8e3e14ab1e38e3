// POST /api/vacantes: «Nueva vacante».
import { vacantes as msg } from '../../../shared/messages.js';
import { vacantesCreate } from '../../../shared/routes/vacantes.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearVacante } from '../../lib/vacantes/service.js';

export const handler = httpHandler(vacantesCreate, async ({ caller, tenant, body }) =>
  created(await crearVacante(caller, tenant, body), msg.creada),
);
