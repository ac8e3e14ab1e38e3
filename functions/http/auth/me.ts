// GET /api/auth/me: the web's start-up check of a stored token; the user and their companies.
import { routes } from '../../../shared/routes.js';
import { empresasVisibles } from '../../lib/empresas/read.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/profile.js';

export const handler = httpHandler(routes.authMe, async ({ caller }) => {
  const empresas = await empresasVisibles(caller);
  const propia = empresas.find((e) => e.id === caller.empresaId);
  return ok({ user: toUsuario(caller.profile, { empresaNombre: propia?.nombreComercial || propia?.nombreLegal }), empresas });
});
