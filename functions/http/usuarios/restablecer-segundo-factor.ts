// POST /api/usuarios/{id}/segundo-factor/restablecer: a superadmin turns off another admin's (or
// superadmin's) second factor after a lost device (D155). The user's recovery codes go with it;
// the act is written to the platform's oversight record (ids only). A user who must have the
// factor is asked to set it up again at the next sign-in.
import { auth as msgAuth, segundoFactor as msgSegundoFactor } from '../../../shared/messages.js';
import { usuariosRestablecerSegundoFactor } from '../../../shared/routes/usuarios.js';
import { setSoftwareTokenMfa } from '../../lib/auth/cognito-auth.js';
import { registrarSupervisionPlataforma } from '../../lib/db/supervision-plataforma.js';
import { actualizarPerfil, getPerfil } from '../../lib/db/usuarios.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { httpHandler, ok } from '../../lib/http.js';
import { anularCodigosRecuperacion } from '../../lib/segundo-factor/recuperacion.js';

export const handler = httpHandler(usuariosRestablecerSegundoFactor, async ({ caller, tenant, params }) => {
  const empresaId = tenant ?? null;
  const perfil = await getPerfil(empresaId, params.id);
  if (!perfil) throw new NotFoundError(msgAuth.usuarioNoEncontrado);
  if (perfil.id === caller.userId || (perfil.rol !== 'admin' && perfil.rol !== 'superadmin')) {
    throw new ValidationError(msgSegundoFactor.soloOtrosAdmins);
  }
  await setSoftwareTokenMfa(perfil.email, false);
  await Promise.all([
    anularCodigosRecuperacion(empresaId, perfil.id),
    actualizarPerfil(empresaId, perfil.id, { segundoFactorDesde: null }),
  ]);
  await registrarSupervisionPlataforma({ tipo: 'segundo_factor_restablecido', por: caller.userId, usuarioId: perfil.id, empresaId });
  return ok(null, msgSegundoFactor.restablecido);
});
