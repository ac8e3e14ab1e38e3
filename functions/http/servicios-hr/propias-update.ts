// PUT /api/servicios-hr/propias/{id}: saves the company's template as its next version (D164).
import { fmt, plantillasPropias as msg } from '../../../shared/messages.js';
import { serviciosHrPropiasUpdate } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarPropia } from '../../lib/servicios-hr/plantillas-propias.js';

export const handler = httpHandler(serviciosHrPropiasUpdate, async ({ caller, tenant, params, body }) => {
  const guardada = await actualizarPropia(caller, tenant, params.id, body);
  return ok(guardada, fmt(msg.actualizada, { version: guardada.version }));
});
