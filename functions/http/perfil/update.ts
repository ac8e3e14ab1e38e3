// PUT /api/perfil: updates the signed-in user's own profile (email, role and company are not editable).
import { perfil as msgPerfil } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarPerfil } from '../../lib/usuarios/perfil.js';

export const handler = httpHandler(routes.perfilUpdate, async ({ caller, body }) =>
  ok(await actualizarPerfil(caller, body), msgPerfil.actualizado),
);
