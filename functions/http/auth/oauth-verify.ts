// GET /api/oauth/verify: the web checks the token it got from POST /api/auth/refresh after the social sign-in (/oauth/success).
import { authOauthVerify } from '../../../shared/routes/auth.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/mapping.js';

export const handler = httpHandler(authOauthVerify, async ({ caller }) => ok({ user: toUsuario(caller.profile) }));
