// POST /api/servicios-hr/propias: a company admin copies a contracted platform template into the company (D164).
import { plantillasPropias as msg } from '../../../shared/messages.js';
import { serviciosHrPropiasCreate } from '../../../shared/routes/servicios-hr.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearPropia } from '../../lib/servicios-hr/plantillas-propias.js';

export const handler = httpHandler(serviciosHrPropiasCreate, async ({ caller, tenant, body }) =>
  created(await crearPropia(caller, tenant, body), msg.creada),
);
