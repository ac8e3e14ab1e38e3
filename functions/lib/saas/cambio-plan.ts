// The company's plan as its admin sees it, and a request for a plan change (issue 54 item 10, D164).
// The trial's end is the subscription's `fechaFin` while it is 'trial'; the request is recorded in the
// company and on the platform's list, and every superadmin is notified (the notification names the
// company and both plans). Nothing changes the plan itself: the superadmin does, from the SaaS panel.
import { cambioPlan as msg, fmt } from '../../../shared/messages.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { diasHasta, type PlanEmpresaData, type SolicitudCambioPlanCreate } from '../../../shared/schemas/cambio-plan.js';
import type { AnyCaller } from '../auth/caller.js';
import { getEmpresa } from '../db/empresas.js';
import { getPlan, todosLosPlanes } from '../db/planes.js';
import { getItem } from '../db/repository.js';
import { guardarSolicitudPlan, paginaSolicitudesPlan, ultimaSolicitudPlan } from '../db/solicitudes-plan.js';
import { suscripcionKeys, type SuscripcionItem } from '../db/suscripciones.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { superadmins } from '../notificaciones/destinatarios.js';
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
  const finPrueba = enPrueba ? (suscripcion?.fechaFin ?? null) : null;
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
  await notificar(
    await superadmins(),
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
  return solicitud;
}

export const listarSolicitudesPlan = paginaSolicitudesPlan;
