// DELETE /api/usuarios/{id}: removes the user, frees the seat and disables the login.
import { auth as msgAuth } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarUsuario } from '../../lib/usuarios/service.js';

export const handler = httpHandler(routes.usuariosDelete, async ({ caller, params }) => {
  await eliminarUsuario(caller, params.id);
  return ok(null, msgAuth.usuarioEliminado);
});
