// GET /api/servicios-hr: the platform's HR service templates with their interview designs (the
// HR services screen, and the company form's Servicios tab).
import { serviciosHrList } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarPlantillas } from '../../lib/servicios-hr/plantillas.js';

export const handler = httpHandler(serviciosHrList, async () => ok(await listarPlantillas()));
