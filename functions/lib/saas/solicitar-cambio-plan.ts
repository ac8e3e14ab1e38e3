// A company admin asks for a plan change (issue 54 item 10, D164): the request is recorded in the
// company and on the platform's list, and every superadmin is notified (the notification names the
// company and both plans) and mailed («Solicitud de cambio de plan», D170). Apart from the readers in
// cambio-plan.ts so that only this function carries the mail client.
import { cambioPlan as msg, fmt } from '../../../shared/messages.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { SolicitudCambioPlanCreate } from '../../../shared/schemas/cambio-plan.js';
import type { AnyCaller } from '../auth/caller.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { getPlan } from '../db/planes.js';
import { guardarSolicitudPlan } from '../db/solicitudes-plan.js';
import { perfilesSuperadmin } from '../db/usuarios.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { notificar } from '../notificaciones/notificar.js';

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
