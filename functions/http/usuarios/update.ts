// PUT /api/usuarios/{id}: edit a user's data, role or active flag.
import { auth as msgAuth } from '../../../shared/messages.js';
import { usuariosUpdate } from '../../../shared/routes/usuarios.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarUsuario } from '../../lib/usuarios/gestion.js';

export const handler = httpHandler(usuariosUpdate, async ({ caller, tenant, params, body }) =>
  ok(await actualizarUsuario(caller, tenant, params.id, body), msgAuth.usuarioActualizado),
);
