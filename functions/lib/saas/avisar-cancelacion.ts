// Telling a company's admins that its subscription was cancelled (D94): the `suscripcionCancelada`
// email through the mail service (D62) and a notification, after the cancellation is committed.
// Neither undoes it: a failed email is logged (the send log keeps it) and the others still go.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, saas as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { SuscripcionItem } from '../db/suscripciones.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { notificar } from '../notificaciones/notificar.js';

/** 'YYYY-MM-DD' as Spain writes it: '30/11/2026'. */
const fechaLegible = (f: string) => f.split('-').reverse().join('/');

export async function avisarCancelacion(empresa: EmpresaItem, s: SuscripcionItem, now: Date): Promise<void> {
  const admins = (await perfilesDeEmpresa(empresa.id)).filter((u) => u.rol === 'admin' && u.activo !== false);
  const nombre = nombreEmpresa(empresa);
  const plan = s.planNombre ?? s.planId;
  const fecha = fechaLegible(s.fechaFin ?? '');
  for (const a of admins) {
    try {
      await enviarPlantilla(
        'suscripcionCancelada',
        { to: a.email, empresaId: empresa.id, marca: marcaDeEmpresa(empresa) },
        { nombre: a.nombre || a.email, nombreEmpresa: nombre, plan, fecha, urlAcceso: `${config.webOrigin}/login` },
      );
    } catch (err) {
      logger.error('Subscription cancellation email not sent', { empresaId: empresa.id, error: (err as Error).message });
    }
  }
  await notificar(
    admins.map((a) => ({ userId: a.id, empresaId: empresa.id })),
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
