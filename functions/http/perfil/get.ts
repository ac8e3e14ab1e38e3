// GET /api/perfil: the signed-in user's profile with its defaults and completeness.
import { perfilGet } from '../../../shared/routes/perfil.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toPerfil } from '../../lib/usuarios/mapping.js';

export const handler = httpHandler(perfilGet, async ({ caller }) => ok(toPerfil(caller.profile)));
