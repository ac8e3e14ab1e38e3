// POST /api/empresas/{id}/admin: one more administrator for an existing company, taking a seat,
// with the credentials email; when the email cannot go, the admin is undone (they could not sign in).
import { auth as msgAuth, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import type { AdminData } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import { liberarCuotaStep, tomarCuotaStep } from '../db/empresa-contadores.js';
import { transact } from '../db/repository.js';
import { borrarPerfilSteps, type ProfileItem } from '../db/usuarios.js';
import { ConflictError, QuotaExceededError, ServiceUnavailableError } from '../errors.js';
import { logger } from '../logger.js';
import { deshacerCuenta } from '../usuarios/cognito-admin.js';
import { provisionarUsuario } from '../usuarios/provision.js';
import { enviarCredenciales } from './credenciales.js';
import { obtenerEmpresa } from './lectura.js';

export async function crearAdminEmpresa(caller: Caller, empresaId: string, admin: AdminData, now = new Date()): Promise<ProfileItem> {
  const empresa = await obtenerEmpresa(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  const limite = empresa.limites?.usuarios ?? 0;
  const creado = await provisionarUsuario(
    { ...admin, rol: 'admin', empresaId, activo: true, debeCambiarPassword: true },
    caller.userId,
    () => [tomarCuotaStep(empresaId, 'usuarios', () => new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite })))],
    now,
  );
  try {
    await enviarCredenciales(empresa, admin);
  } catch (err) {
    logger.error('Admin credentials not sent: undoing the admin', { error: (err as Error).message });
    await transact([...borrarPerfilSteps(creado.profile), liberarCuotaStep(empresaId, 'usuarios')]);
    await deshacerCuenta(creado.profile.email, creado.cuenta);
    throw new ServiceUnavailableError(fmt(msgEmpresas.errorCreandoAdmin, { message: msgEmpresas.emailCredenciales }));
  }
  return creado.profile;
}
