// POST /api/usuarios: a new user of a company, taking one seat of its plan.
import { auth as msgAuth } from '../../../shared/messages.js';
import { usuariosCreate } from '../../../shared/routes/usuarios.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearUsuario } from '../../lib/usuarios/crear.js';

export const handler = httpHandler(usuariosCreate, async ({ caller, tenant, body }) =>
  created(await crearUsuario(caller, tenant, body), msgAuth.usuarioCreado),
);
