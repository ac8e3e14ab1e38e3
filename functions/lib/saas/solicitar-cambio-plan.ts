// A company admin asks for a plan change (issue 54 item 10, D164): the request is recorded in the
// company and on the platform's list, and every superadmin is notified (the notification names the
// company and both plans) and mailed («Solicitud de cambio de plan», D170). Apart from the readers in
// cambio-plan.ts so that only this function carries the mail client.
import { cambioPlan as msg, fmt, saas as msgSaas } from '../../../shared/messages.js';
import { precioEn } from '../../../shared/moneda.js';
import { monedaDe, paisDeEmpresa } from '../../../shared/paises.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { SolicitudCambioPlanCreate } from '../../../shared/schemas/cambio-plan.js';
import type { AnyCaller } from '../auth/caller.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { getPlan } from '../db/planes.js';
import { guardarSolicitudPlan } from '../db/solicitudes-plan.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { avisarSuperadmins } from '../notificaciones/avisar-superadmins.js';
import { ValidationError } from '../errors.js';

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
  // Issue 67: a plan is asked for in the company's own currency, never converted; nothing is stored without a price there.
  const moneda = monedaDe(paisDeEmpresa(empresa));
  if (precioEn(plan, moneda) === null) {
    const m = fmt(msgSaas.planSinPrecioMoneda, { plan: plan.nombre, moneda });
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
  // Each superadmin in the bell and by mail (as a demo request, D96): a failure is logged, the request stays.
  await avisarSuperadmins(
    {
      que: 'Plan change request',
      contexto: { empresaId },
      notificacion: {
        type: 'sistema',
        prioridad: 'media',
        title: msg.notificacionTitulo,
        message: fmt(msg.notificacionMensaje, { empresa: nombre, actual: solicitud.planActual, plan: plan.nombre }),
        actionUrl: '/saas-admin?tab=solicitudes',
        actionText: 'Ver solicitudes',
        clave: `solicitud-plan:${solicitud.id}`,
      },
      plantilla: 'solicitudCambioPlan',
      variables: ({ nombre: destinatario }) => ({
        nombre: destinatario,
        nombreEmpresa: nombre,
        planActual: solicitud.planActual,
        planPedido: plan.nombre,
        pedidoPor: solicitud.por,
        mensaje: solicitud.mensaje ?? '(sin mensaje)',
        enlace: `${config.webOrigin}/saas-admin?tab=solicitudes`,
      }),
    },
    now,
  );
  return solicitud;
}
