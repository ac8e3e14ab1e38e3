// Telling a company's admins that its subscription was cancelled (D94): the `suscripcionCancelada`
// email through the mail service (D62) and a notification, after the cancellation is committed.
// Neither undoes it: a failed email is logged (the send log keeps it) and the others still go.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, saas as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { SuscripcionItem } from '../db/suscripciones.js';
import { avisarAdmins } from '../notificaciones/avisar-admins.js';

/** 'YYYY-MM-DD' as Spain writes it: '30/11/2026'. */
const fechaLegible = (f: string) => f.split('-').reverse().join('/');

export async function avisarCancelacion(empresa: EmpresaItem, s: SuscripcionItem, now: Date): Promise<void> {
  const nombre = nombreEmpresa(empresa);
  const plan = s.planNombre ?? s.planId;
  const fecha = fechaLegible(s.fechaFin ?? '');
  await avisarAdmins(
    empresa.id,
    empresa,
    {
      plantilla: 'suscripcionCancelada',
      variables: (admin) => ({ nombre: admin, nombreEmpresa: nombre, plan, fecha, urlAcceso: `${config.webOrigin}/login` }),
      fallo: 'Subscription cancellation email not sent',
    },
    {
      type: 'sistema',
      prioridad: 'alta',
      title: msg.canceladaTitulo,
      message: fmt(msg.canceladaMensaje, { empresa: nombre, plan, fecha }),
      clave: `suscripcion-cancelada:${s.id}`,
    },
    now,
  );
}
