// The reminders job (issue "scheduled jobs"): licences that expire within the next 7 days notify
// the company's admins once (the notification's clave names the company and the expiry date, so
// running the job again, or every hour, sends nothing twice). Interview reminders join when
// interviews exist. Runs outside any request: it reads the companies' index partition page by page.
import { fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { queryPage } from '../db/repository.js';
import { logger } from '../logger.js';
import { adminsDeEmpresa, notificar } from './service.js';

const DIAS_AVISO = 7;

export async function avisarLicenciasPorVencer(now = new Date()): Promise<{ empresas: number; notificaciones: number }> {
  const limite = now.getTime() + DIAS_AVISO * 86_400_000;
  let cursor: string | null = null;
  let empresas = 0;
  let notificaciones = 0;
  do {
    const page: { items: Array<Record<string, any>>; cursor: string | null } = await queryPage<Record<string, any>>({
      pk: 'EMPRESAS',
      index: 'GSI1',
      limit: 100,
      cursor,
    });
    for (const e of page.items) {
      const vence = Date.parse(e.licencias?.fechaVencimiento ?? '');
      if (!Number.isFinite(vence) || vence < now.getTime() || vence > limite || e.activa === false) continue;
      empresas++;
      const dias = Math.max(1, Math.ceil((vence - now.getTime()) / 86_400_000));
      const fecha = new Date(vence).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      notificaciones += await notificar(await adminsDeEmpresa(e.id), {
        type: 'sistema',
        prioridad: 'alta',
        title: msgNotif.licenciaVenceTitulo,
        message: fmt(msgNotif.licenciaVenceMensaje, { empresa: e.nombreComercial || e.nombreLegal, fecha, dias }),
        actionUrl: '/empresas',
        actionText: msgNotif.verEmpresa,
        clave: `licencia-vence-${e.id}-${new Date(vence).toISOString().slice(0, 10)}`,
      }, now);
    }
    cursor = page.cursor;
  } while (cursor);
  logger.info('Licence reminders', { empresas, notificaciones });
  return { empresas, notificaciones };
}
