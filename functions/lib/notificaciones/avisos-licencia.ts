// Licence and trial-ending notices (the hourly job): licences that expire within the next 7 days
// notify the company's admins once (the notification's clave names the company and the expiry
// date, so running the job again, or every hour, sends nothing twice). For a company in trial the
// licence period is its trial, so the same date gives the trial-ending notice instead. Runs
// outside any request: it reads every company (todasLasEmpresas: the index's cards, then the
// companies). Interview reminders are entrevistas/recordatorios.ts.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { formatFechaLarga } from '../../../shared/fechas.js';
import { fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { todasLasEmpresas } from '../db/empresas.js';
import { logger } from '../logger.js';
import { adminsDeEmpresa } from './destinatarios.js';
import { notificar } from './notificar.js';

const DIAS_AVISO = 7;

export async function avisarLicenciasPorVencer(now = new Date()): Promise<{ empresas: number; notificaciones: number }> {
  const limite = now.getTime() + DIAS_AVISO * 86_400_000;
  let empresas = 0;
  let notificaciones = 0;
  for (const e of await todasLasEmpresas()) {
    const vence = Date.parse(e.licencias?.fechaVencimiento ?? '');
    if (!Number.isFinite(vence) || vence < now.getTime() || vence > limite) continue;
    if (e.activa === false || e.estado === 'cancelada') continue;
    const prueba = e.estado === 'trial';
    empresas++;
    const dias = Math.max(1, Math.ceil((vence - now.getTime()) / 86_400_000));
    const fecha = formatFechaLarga(vence, 'UTC') ?? '';
    notificaciones += await notificar(
      await adminsDeEmpresa(e.id),
      {
        type: 'sistema',
        prioridad: 'alta',
        title: prueba ? msgNotif.pruebaTerminaTitulo : msgNotif.licenciaVenceTitulo,
        message: fmt(prueba ? msgNotif.pruebaTerminaMensaje : msgNotif.licenciaVenceMensaje, { empresa: nombreEmpresa(e), fecha, dias }),
        actionUrl: '/empresas',
        actionText: msgNotif.verEmpresa,
        clave: `${prueba ? 'prueba-termina' : 'licencia-vence'}-${e.id}-${new Date(vence).toISOString().slice(0, 10)}`,
      },
      now,
    );
  }
  logger.info('Licence and trial reminders', { empresas, notificaciones });
  return { empresas, notificaciones };
}
