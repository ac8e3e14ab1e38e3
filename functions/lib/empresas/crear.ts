// Creating a company (spec part 1 §2.7, §5, §8.4), optionally with its administrator: from the
// user's point of view one step. The admin's account comes from the provisioning module; the
// company, its CIF and subdomain markers, the admin's profile and the platform counters are one
// transaction; when the transaction or the credentials email fails, nothing of it is left.
import { randomUUID } from 'node:crypto';
import { LICENCIAS } from '../../../shared/constants.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { subdominioDesdeNombre, totalLicencias } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa, EmpresaCreate } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import { borrarEmpresaSteps, contadoresEmpresa, crearEmpresaSteps, empresaKeys, textoBusqueda, type EmpresaItem } from '../db/empresas.js';
import { pasosPlanEmpresa } from '../db/planes.js';
import { transact, type TransactStep } from '../db/repository.js';
import { borrarPerfilSteps } from '../db/usuarios.js';
import { QuotaExceededError, ServiceUnavailableError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { notificar, superadmins } from '../notificaciones/service.js';
import { deshacerCuenta } from '../usuarios/cognito-admin.js';
import { planOfrecido, planYaNoOfrecido } from '../saas/planes.js';
import { limitesDePlan } from '../saas/reglas.js';
import { prepararUsuario, type UsuarioPreparado } from '../usuarios/provision.js';
import { enviarCredenciales } from './credenciales.js';
import { erroresMarcadores } from './errores.js';
import { toCliente } from './lectura.js';

export async function crearEmpresa(caller: Caller, body: EmpresaCreate, now = new Date()): Promise<Empresa> {
  const id = randomUUID();
  const iso = now.toISOString();
  const subdominio = body.configuracion?.subdominio ?? subdominioDesdeNombre(body.nombreComercial || body.nombreLegal);
  if (!subdominio) throw new ValidationError(msgEmpresas.camposObligatorios);
  const activas = body.licencias.activas;
  // The plan is a stored one, offered (active); its own limits are the company's (D94).
  const plan = await planOfrecido(body.plan);
  const item: EmpresaItem = {
    ...empresaKeys.indice(id, iso),
    entidad: 'EMPRESA',
    id,
    nombreLegal: body.nombreLegal,
    nombreComercial: body.nombreComercial,
    cif: body.cif.trim().toUpperCase(),
    email: body.email.trim().toLowerCase(),
    telefono: body.telefono,
    cantidadTrabajadores: body.cantidadTrabajadores,
    sectorIndustrial: body.sectorIndustrial,
    tipoEmpresa: body.tipoEmpresa,
    direccion: body.direccion,
    licencias: {
      total: totalLicencias(activas, body.licencias.total),
      activas,
      utilizadas: 0,
      fechaVencimiento: new Date(now.getTime() + LICENCIAS.vencimientoNuevaEmpresaDias * 86_400_000).toISOString(),
      configuracion: body.licencias.configuracion,
    },
    plan: body.plan,
    estado: 'activa',
    activa: true,
    serviciosContratados: body.serviciosContratados,
    // A new company offers the services of both providers unless told otherwise (issue 24: with the
    // switches off nothing could be scheduled, though the built-in analyzer writes the report anyway).
    configuracion: {
      subdominio,
      configuracionIA: { chatgpt_enabled: true, claude_enabled: true, ...body.configuracion?.configuracionIA },
      ...(body.configuracion?.zonaHoraria ? { zonaHoraria: body.configuracion.zonaHoraria } : {}),
    },
    limites: limitesDePlan(plan),
    uso: { usuarios: body.adminData ? 1 : 0, candidatos: 0, entrevistas: 0 },
    contextoEmpresarial: body.contextoEmpresarial,
    misionEmpresa: body.misionEmpresa,
    visionEmpresa: body.visionEmpresa,
    valoresEmpresa: body.valoresEmpresa,
    objetivosEstrategicos: body.objetivosEstrategicos,
    planEstrategico: body.planEstrategico ? { id: randomUUID(), ...body.planEstrategico } : null,
    busqueda: textoBusqueda(body),
    createdAt: iso,
    fechaCreacion: iso,
    fechaActualizacion: iso,
    creadoPor: caller.userId,
  };
  if (body.adminData && item.limites.usuarios === 0) throw new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite: 0 }));

  const admin = body.adminData
    ? await prepararUsuario({ ...body.adminData, rol: 'admin', empresaId: id, activo: true, debeCambiarPassword: true }, caller.userId, now)
    : undefined;
  const steps: TransactStep[] = [
    ...crearEmpresaSteps(item, erroresMarcadores(body.cif.trim().toUpperCase(), subdominio)),
    ...(admin?.steps ?? []),
    ...pasosPlanEmpresa(null, plan.id, planYaNoOfrecido(plan.nombre)),
  ];
  const contadores = contadoresEmpresa(null, item);
  if (contadores) steps.push(contadores);
  try {
    await transact(steps);
  } catch (err) {
    if (admin) await deshacerCuenta(admin.profile.email, admin.cuenta);
    throw err;
  }
  if (body.adminData && admin) {
    try {
      await enviarCredenciales(item, body.adminData);
    } catch (err) {
      logger.error('Admin credentials not sent: undoing the company', { error: (err as Error).message });
      await deshacerCreacion(item, admin);
      throw new ServiceUnavailableError(fmt(msgEmpresas.errorCreandoAdmin, { message: msgEmpresas.emailCredenciales }));
    }
  }
  await notificar(await superadmins(), {
    type: 'sistema',
    prioridad: 'media',
    title: msgNotif.empresaCreadaTitulo,
    message: fmt(msgNotif.empresaCreadaMensaje, { empresa: nombreEmpresa(item), plan: body.plan }),
    actionUrl: '/empresas',
    actionText: msgNotif.verEmpresas,
  });
  return toCliente(item, now);
}

async function deshacerCreacion(item: EmpresaItem, admin: UsuarioPreparado): Promise<void> {
  const steps: TransactStep[] = [
    ...borrarEmpresaSteps(item),
    ...borrarPerfilSteps(admin.profile),
    ...pasosPlanEmpresa(item.plan, null, planYaNoOfrecido(item.plan ?? '')),
  ];
  const contadores = contadoresEmpresa(item, null);
  if (contadores) steps.push(contadores);
  await transact(steps);
  await deshacerCuenta(admin.profile.email, admin.cuenta);
}
