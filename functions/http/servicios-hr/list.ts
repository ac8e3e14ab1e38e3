// GET /api/servicios-hr: the platform's HR service templates (the company form's Servicios tab).
import { serviciosHrRoutes } from '../../../shared/routes/servicios-hr.js';
import { serviciosHr } from '../../lib/db/plataforma.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(serviciosHrRoutes.serviciosHrList, async () => {
  const servicios = await serviciosHr();
  return ok(servicios.map(({ PK: _pk, SK: _sk, entidad: _e, ...s }) => ({ ...s, id: s.codigo })) as never);
});
