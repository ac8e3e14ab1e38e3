// GET /api/servicios-hr: the platform's HR service templates (the company form's Servicios tab).
import { routes } from '../../../shared/routes.js';
import { PLATFORM_PK } from '../../lib/db/keys.js';
import { queryPage } from '../../lib/db/repository.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.serviciosHrList, async () => {
  const page = await queryPage<Record<string, any>>({ pk: PLATFORM_PK, skPrefix: 'SERVICIO#', limit: 100 });
  return ok(
    page.items.map(({ PK: _pk, SK: _sk, entidad: _e, ...s }) => ({ ...s, id: s.codigo })) as never,
  );
});
