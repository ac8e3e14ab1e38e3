// POST /api/usuarios: a new user of a company, taking one seat of its plan.
import { auth as msgAuth } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearUsuario } from '../../lib/usuarios/service.js';

export const handler = httpHandler(routes.usuariosCreate, async ({ caller, body }) =>
  created(await crearUsuario(caller, body), msgAuth.usuarioCreado),
);
