// Giving a new company its place (the one write path of the Empresas form, D81, and of the
// onboarding provisioning, D98): the administrator's Cognito account first, then ONE transaction of
// the company, its CIF and subdomain markers, the administrator's profile and email marker, the
// plan's company count, the platform counters (and the month's, for a trial opened with it) and
// whatever else the caller creates with it (areas, the trial subscription, a demo request marked
// atendida); then the credentials email. A failed transaction deletes the account; a failed email
// undoes the whole transaction and the account (503): nothing is left, the CIF, subdomain and email
// are free again.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { borrarEmpresaSteps, crearEmpresaSteps, deltaContadoresEmpresa, type EmpresaItem } from '../db/empresas.js';
import { pasosPlanEmpresa, type PlanItem } from '../db/planes.js';
import { contadoresMesStep, contadoresStep } from '../db/plataforma.js';
import { transact, type TransactStep } from '../db/repository.js';
import { borrarPerfilSteps } from '../db/usuarios.js';
import { ServiceUnavailableError } from '../errors.js';
import { logger } from '../logger.js';
import { superadmins } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { planYaNoOfrecido } from '../saas/planes.js';
import { deshacerCuenta } from '../usuarios/cognito-admin.js';
import { prepararUsuario, type NuevoUsuario, type UsuarioPreparado } from '../usuarios/provision.js';
import { enviarCredenciales } from './credenciales.js';
import { erroresMarcadores } from './errores.js';

/** What a provisioning creates beside the company, and how the undo takes it back. */
export interface ExtrasAlta {
  crear: TransactStep[];
  borrar: TransactStep[];
  /** Platform counter events beside the company's own (deltaContadoresEmpresa): one step holds both. */
  contadores?: Record<string, number>;
  /** The month's events (D94), `YYYY-MM`. */
  mes?: { mes: string; delta: Record<string, number> };
  /** Run after a successful undo, outside its transaction (best effort, logged). */
  trasDeshacer?: () => Promise<void>;
}

export interface Alta {
  item: EmpresaItem;
  plan: PlanItem;
  admin?: Omit<NuevoUsuario, 'rol' | 'empresaId' | 'activo' | 'debeCambiarPassword'>;
  extras?: ExtrasAlta;
}

const negado = (d: Record<string, number>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, -v]));

function sumar(a: Record<string, number>, b: Record<string, number> = {}): Record<string, number> {
  const r = { ...a };
  for (const [k, v] of Object.entries(b)) r[k] = (r[k] ?? 0) + v;
  return r;
}

function contadores(delta: Record<string, number>, mes: ExtrasAlta['mes']): TransactStep[] {
  return [contadoresStep(delta), mes && contadoresMesStep(mes.mes, mes.delta)].filter((s): s is TransactStep => !!s);
}

/** Creates the company (and its administrator, with the credentials email) all or nothing; the profile when there is an admin. */
export async function darDeAlta(caller: Caller, alta: Alta, now = new Date()): Promise<UsuarioPreparado | undefined> {
  const { item, plan, extras } = alta;
  const admin = alta.admin
    ? await prepararUsuario(
        { ...alta.admin, rol: 'admin', empresaId: item.id, activo: true, debeCambiarPassword: true },
        caller.userId,
        now,
      )
    : undefined;
  const delta = sumar(deltaContadoresEmpresa(null, item), extras?.contadores);
  const steps: TransactStep[] = [
    ...crearEmpresaSteps(item, erroresMarcadores(item.cif ?? '', item.configuracion?.subdominio)),
    ...(admin?.steps ?? []),
    ...pasosPlanEmpresa(null, plan.id, planYaNoOfrecido(plan.nombre)),
    ...(extras?.crear ?? []),
    ...contadores(delta, extras?.mes),
  ];
  try {
    await transact(steps);
  } catch (err) {
    if (admin) await deshacerCuenta(admin.profile.email, admin.cuenta);
    throw err;
  }
  if (alta.admin && admin) {
    try {
      await enviarCredenciales(item, alta.admin);
    } catch (err) {
      logger.error('Admin credentials not sent: undoing the company', { error: (err as Error).message });
      await deshacer(alta, admin, delta);
      throw new ServiceUnavailableError(fmt(msgEmpresas.errorCreandoAdmin, { message: msgEmpresas.emailCredenciales }));
    }
  }
  await notificar(await superadmins(), {
    type: 'sistema',
    prioridad: 'media',
    title: msgNotif.empresaCreadaTitulo,
    message: fmt(msgNotif.empresaCreadaMensaje, { empresa: nombreEmpresa(item), plan: item.plan ?? plan.id }),
    actionUrl: '/empresas',
    actionText: msgNotif.verEmpresas,
    // The event: this company's creation (D109).
    clave: `empresa-creada:${item.id}`,
  });
  return admin;
}

async function deshacer(alta: Alta, admin: UsuarioPreparado, delta: Record<string, number>): Promise<void> {
  const { item, plan, extras } = alta;
  await transact([
    ...borrarEmpresaSteps(item),
    ...borrarPerfilSteps(admin.profile),
    ...pasosPlanEmpresa(plan.id, null, planYaNoOfrecido(plan.nombre)),
    ...(extras?.borrar ?? []),
    ...contadores(negado(delta), extras?.mes && { mes: extras.mes.mes, delta: negado(extras.mes.delta) }),
  ]);
  await deshacerCuenta(admin.profile.email, admin.cuenta);
  try {
    await extras?.trasDeshacer?.();
  } catch (err) {
    logger.warn('Undo follow-up failed', { error: (err as Error).message });
  }
}
