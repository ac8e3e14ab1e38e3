// The company's plan as its admin sees it, and a request for a plan change (issue 54 item 10, D164).
// The trial's end is the subscription's `fechaFin` while it is 'trial', never past its thirtieth day
// (finDePrueba, D170); the request is recorded in the
// company and on the platform's list, and every superadmin is notified (the notification names the
// company and both plans) and mailed («Solicitud de cambio de plan», D170). Nothing changes the plan
// itself: the superadmin does, from the SaaS panel, and marks the request atendida there; the admin's
// «Tu plan» shows which.
import { cambioPlan as msg, fmt } from '../../../shared/messages.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { diasHasta, type PlanEmpresaData, type SolicitudCambioPlanCreate } from '../../../shared/schemas/cambio-plan.js';
import type { AnyCaller, Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { getPlan, todosLosPlanes } from '../db/planes.js';
import { getItem } from '../db/repository.js';
import {
  atenderSolicitudPlan,
  getSolicitudPlan,
  guardarSolicitudPlan,
  paginaSolicitudesPlan,
  ultimaSolicitudPlan,
} from '../db/solicitudes-plan.js';
import { perfilesSuperadmin } from '../db/usuarios.js';
import { suscripcionKeys, type SuscripcionItem } from '../db/suscripciones.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { finDePrueba } from './reglas.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { notificar } from '../notificaciones/notificar.js';

export async function planDeEmpresa(empresaId: string, now = new Date()): Promise<PlanEmpresaData> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const ref = empresa.suscripcion as { id?: string; estado?: string } | undefined;
  const [planes, suscripcion, ultima] = await Promise.all([
    todosLosPlanes(),
    ref?.id ? getItem<SuscripcionItem>(suscripcionKeys.suscripcion(empresaId, ref.id)) : Promise.resolve(undefined),
    ultimaSolicitudPlan(empresaId),
  ]);
  const planId = String(empresa.plan ?? '');
  const actual = planes.find((p) => p.id === planId);
  const enPrueba = (suscripcion?.estado ?? ref?.estado) === 'trial';
  // A trial opened before D161 stored a 365-day end: shown by the 30-day rule (D170).
  const finPrueba = enPrueba && suscripcion ? finDePrueba(suscripcion.fechaInicio, suscripcion.fechaFin ?? null) : null;
  return {
    plan: { id: planId, nombre: actual?.nombre ?? planId },
    estadoSuscripcion: suscripcion?.estado ?? ref?.estado ?? null,
    enPrueba,
    finPrueba,
    diasRestantes: finPrueba ? diasHasta(finPrueba, now) : null,
    planesDisponibles: planes
      .filter((p) => p.activo !== false && p.id !== planId)
      .map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio }))
      .sort((a, b) => a.precio - b.precio),
    ultimaSolicitud: ultima ?? null,
  };
}

export async function solicitarCambioPlan(caller: AnyCaller, empresaId: string, body: SolicitudCambioPlanCreate, now = new Date()) {
  const [empresa, plan] = await Promise.all([getEmpresa(empresaId), getPlan(body.planId)]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (!plan || plan.activo === false) {
    const m = fmt(msg.planNoDisponible, { plan: body.planId });
    throw new ValidationError(m, [{ campo: 'planId', msg: m }]);
  }
  if (plan.id === empresa.plan) {
    const m = fmt(msg.mismoPlan, { plan: plan.nombre });
    throw new ValidationError(m, [{ campo: 'planId', msg: m }]);
  }
  const actual = empresa.plan ? await getPlan(String(empresa.plan)) : undefined;
  const nombre = nombreEmpresa(empresa as Parameters<typeof nombreEmpresa>[0]);
  const solicitud = await guardarSolicitudPlan({
    empresaId,
    empresaNombre: nombre,
    planActual: actual?.nombre ?? String(empresa.plan ?? ''),
    planId: plan.id,
    planNombre: plan.nombre,
    ...(body.mensaje?.trim() ? { mensaje: body.mensaje.trim() } : {}),
    fecha: now.toISOString(),
    por: 'profile' in caller ? String((caller.profile as { email?: string }).email ?? caller.userId) : caller.userId,
  });
  const perfiles = await perfilesSuperadmin().then(
    (todos) => todos.filter((u) => u.activo !== false),
    (err: Error) => {
      logger.error('Plan change request: superadmins not read, nobody told', { empresaId, error: err.message });
      return [];
    },
  );
  await notificar(
    perfiles.map((u) => ({ userId: u.id, empresaId: null })),
    {
      type: 'sistema',
      prioridad: 'media',
      title: msg.notificacionTitulo,
      message: fmt(msg.notificacionMensaje, { empresa: nombre, actual: solicitud.planActual, plan: plan.nombre }),
      actionUrl: '/saas-admin?tab=solicitudes',
      actionText: 'Ver solicitudes',
      clave: `solicitud-plan:${solicitud.id}`,
    },
    now,
  ).catch((err: Error) => logger.error('Plan change notification not written', { empresaId, error: err.message }));
  // Each superadmin by mail too (as a demo request, D96): a failed mail is logged, the request stays.
  for (const u of perfiles) {
    try {
      await enviarPlantilla(
        'solicitudCambioPlan',
        { to: u.email, empresaId: null },
        {
          nombre: String(u.nombre ?? u.email),
          nombreEmpresa: nombre,
          planActual: solicitud.planActual,
          planPedido: plan.nombre,
          pedidoPor: solicitud.por,
          mensaje: solicitud.mensaje ?? '(sin mensaje)',
          enlace: `${config.webOrigin}/saas-admin?tab=solicitudes`,
        },
      );
    } catch (err) {
      logger.error('Plan change request: email to a superadmin not sent', { empresaId, userId: u.id, error: (err as Error).message });
    }
  }
  return solicitud;
}

/** A superadmin marks a request atendida (who and when), only while pending: 404 when there is none, 409 when it already was. */
export async function atenderSolicitud(caller: Caller, id: string, clave: { empresaId: string; fecha: string }, now = new Date()) {
  const actual = await getSolicitudPlan(clave.empresaId, clave.fecha, id);
  if (!actual) throw new NotFoundError(msg.noEncontrada);
  if (actual.estado === 'atendida') throw new ConflictError(msg.yaAtendida);
  return atenderSolicitudPlan(
    actual,
    { atendidaEn: now.toISOString(), atendidaPor: { id: caller.userId, nombre: String(caller.profile.nombre ?? caller.email) } },
    () => new ConflictError(msg.yaAtendida),
  );
}

export const listarSolicitudesPlan = paginaSolicitudesPlan;
