// POST /api/servicios-hr: a new HR service template with its interview design (superadmin).
import { serviciosHr as msg } from '../../../shared/messages.js';
import { serviciosHrCreate } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, created } from '../../lib/http.js';
import { crearPlantilla } from '../../lib/servicios-hr/plantillas.js';

export const handler = httpHandler(serviciosHrCreate, async ({ caller, body }) => created(await crearPlantilla(caller, body), msg.creado));
