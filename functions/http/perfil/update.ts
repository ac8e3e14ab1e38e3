// PUT /api/perfil: updates the signed-in user's own profile (email, role and company are not editable).
import { perfil as msgPerfil } from '../../../shared/messages.js';
import { perfilUpdate } from '../../../shared/routes/perfil.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarPerfil } from '../../lib/perfil/service.js';

export const handler = httpHandler(perfilUpdate, async ({ caller, body }) =>
  ok(await actualizarPerfil(caller, body), msgPerfil.actualizado),
);
