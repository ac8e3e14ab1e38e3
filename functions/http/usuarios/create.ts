// POST /api/usuarios: a new user of a company, taking one seat of its plan.
import { auth as msgAuth } from '../../../shared/messages.js';
import { usuariosCreate } from '../../../shared/routes/usuarios.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearUsuario } from '../../lib/usuarios/crear.js';
// The route takes a new password: the policy's list of common ones must be registered (D117).
import '../../lib/auth/passwords-comunes.js';

export const handler = httpHandler(usuariosCreate, async ({ caller, tenant, body }) =>
  created(await crearUsuario(caller, tenant, body), msgAuth.usuarioCreado),
);
