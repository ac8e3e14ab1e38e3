// DELETE /api/usuarios/{id}: removes the user, frees the seat and disables the login.
import { auth as msgAuth } from '../../../shared/messages.js';
import { usuariosDelete } from '../../../shared/routes/usuarios.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarUsuario } from '../../lib/usuarios/gestion.js';

export const handler = httpHandler(usuariosDelete, async ({ caller, tenant, params }) => {
  await eliminarUsuario(caller, tenant, params.id);
  return ok(null, msgAuth.usuarioEliminado);
});
