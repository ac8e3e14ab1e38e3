// GET /api/usuarios?empresaId=: users of the caller's company (the superadmin names any company,
// or none for every user of the platform), one page at a time.
import { usuariosList } from '../../../shared/routes/usuarios.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarUsuarios } from '../../lib/usuarios/listar.js';

export const handler = httpHandler(usuariosList, async ({ tenant, query }) => ok(await listarUsuarios(tenant, query)));
