// A new user of a company: provisioned (Cognito + profile + seat, provision.ts), told by email,
// and announced to the company's admins. Which company comes from the route's tenant rule.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { ROL_ETIQUETA } from '../../../shared/permissions.js';
import type { Usuario, UsuarioCreateBody } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { tomarCuotaStep } from '../db/empresa-contadores.js';
import { getEmpresa } from '../db/empresas.js';
import { NotFoundError, QuotaExceededError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { telefonoParaGuardar } from '../telefono.js';
import { paisDeEmpresa } from '../../../shared/paises.js';
import { toUsuario } from './mapping.js';
import { generarPassword, provisionarUsuario } from './provision.js';

export async function crearUsuario(
  caller: Caller,
  empresaId: string,
  body: UsuarioCreateBody,
  now = new Date(),
): Promise<{ user: Usuario; passwordGenerada?: string; emailEnviado: boolean }> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  const password = body.password ?? generarPassword();
  const limite = empresa.limites?.usuarios ?? 0;
  const { profile } = await provisionarUsuario(
    // The admin typed or generated the password: the user chooses their own at first sign-in.
    // The phone read with the company's country, stored in E.164 (issue 67 item 9).
    {
      ...body,
      telefono: telefonoParaGuardar(body.telefono, paisDeEmpresa(empresa), { campo: 'telefono' }),
      empresaId,
      password,
      debeCambiarPassword: true,
    },
    caller.userId,
    () => [tomarCuotaStep(empresaId, 'usuarios', () => new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite })))],
    now,
  );

  let emailEnviado = false;
  try {
    const r = await enviarPlantilla(
      'invitacionUsuario',
      { to: profile.email, empresaId, marca: marcaDeEmpresa(empresa) },
      {
        nombre: body.nombre,
        nombreAdmin: String(caller.profile.nombre ?? caller.email),
        nombreEmpresa: nombreEmpresa(empresa),
        rol: ROL_ETIQUETA[body.rol],
        email: profile.email,
        password,
        urlAcceso: `${config.webOrigin}/login`,
      },
    );
    emailEnviado = r.estado === 'enviado';
  } catch (err) {
    // The user exists and the admin sees the password once in the answer: a mail outage does not undo it.
    logger.error('Invitation email not sent', { error: (err as Error).message });
  }
  const destinatarios = (await adminsDeEmpresa(empresaId)).filter((d) => d.userId !== profile.id);
  await notificar(destinatarios, {
    type: 'sistema',
    prioridad: 'baja',
    title: fmt(msgNotif.usuarioAgregadoTitulo, { empresa: nombreEmpresa(empresa) || empresaId }),
    message: fmt(msgNotif.usuarioAgregadoMensaje, { nombre: body.nombre, email: profile.email, rol: ROL_ETIQUETA[body.rol] }),
    actionUrl: '/usuarios',
    actionText: msgNotif.verUsuarios,
    // The event: this user's creation (D109).
    clave: `usuario-agregado:${profile.id}`,
  });
  return {
    user: toUsuario(profile, { empresaNombre: nombreEmpresa(empresa) || undefined }),
    passwordGenerada: body.password ? undefined : password,
    emailEnviado,
  };
}
