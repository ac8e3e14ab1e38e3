// POST /api/init: called once after sign-in; answers what the session needs to start.
import { login as msgLogin } from '../../../shared/messages.js';
import { authInit } from '../../../shared/routes/auth.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(authInit, async ({ caller }) =>
  ok({ permisos: caller.permisos, empresaId: caller.empresaId }, msgLogin.inicializada),
);
