// GET /api/perfil: the signed-in user's profile with its defaults and completeness.
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toPerfil } from '../../lib/usuarios/profile.js';

export const handler = httpHandler(routes.perfilGet, async ({ caller }) => ok(toPerfil(caller.profile)));
