// GET /api/usuarios?empresaId=: users of the caller's company (the superadmin names any company,
// or none for every user of the platform), one page at a time.
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarUsuarios } from '../../lib/usuarios/service.js';

export const handler = httpHandler(routes.usuariosList, async ({ caller, query }) => ok(await listarUsuarios(caller, query)));
