// PUT /api/usuarios/{id}: edit a user's data, role or active flag.
import { auth as msgAuth } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarUsuario } from '../../lib/usuarios/service.js';

export const handler = httpHandler(routes.usuariosUpdate, async ({ caller, params, body }) =>
  ok(await actualizarUsuario(caller, params.id, body), msgAuth.usuarioActualizado),
);
