// GET /api/oauth/verify: the web checks the token it received on /oauth/success.
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/profile.js';

export const handler = httpHandler(routes.oauthVerify, async ({ caller }) => ok({ user: toUsuario(caller.profile) }));
