// Interview reminders (issue "scheduled jobs"): every programada interview whose date-time falls in
// the next 24 hours gets the candidate's `recordatorioEntrevista` email once, and the user who
// scheduled it and the company admins get a notification once. The job reads the agenda index
// (one or two day partitions), never every company.
//
// Once, however often and however concurrently the job runs: before sending, the run claims a
// marker item (conditional Put) named after the interview and its date-time. A run that dies
// between claiming and sending leaves a claim that expires after CLAIM_STALE_MS, so a later run
// sends it; a failed send releases the claim at once, so the next hourly run retries. A
// rescheduled interview has a new date-time and therefore its own reminder.
import { fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { agendaDia, confirmarRecordatorio, liberarRecordatorio, paginaAgenda, reclamarRecordatorio } from '../db/entrevistas.js';
import { perfilesDeEmpresa, type ProfileItem } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { notificar, type Destinatario } from '../notificaciones/notificar.js';
import { borradoPendiente } from '../candidatos/borrado-solicitado.js';
import { enviarAlCandidato } from './email-candidato.js';
import { fechaEntrevista } from './fecha.js';
import { abrirToken, type EntrevistaItem } from './item.js';

export const VENTANA_RECORDATORIO_MS = 24 * 3_600_000;
/** Interviews reminded at once: each costs a few writes and one email, mostly waiting on the network. */
export const CONCURRENCIA = 8;
/** A claim older than this whose email was never confirmed is taken again. */
export const CLAIM_STALE_MS = 15 * 60_000;

export interface ResultadoRecordatorios {
  entrevistas: number;
  emails: number;
  fallidos: number;
  notificaciones: number;
}

export { fechaEntrevista };

/** Per run: each company and its users are read once, whatever the number of its interviews. */
class Cache {
  private empresas = new Map<string, Promise<EmpresaItem | undefined>>();
  private usuarios = new Map<string, Promise<ProfileItem[]>>();

  empresa(id: string) {
    if (!this.empresas.has(id)) this.empresas.set(id, getEmpresa(id));
    return this.empresas.get(id)!;
  }

  perfiles(empresaId: string) {
    if (!this.usuarios.has(empresaId)) this.usuarios.set(empresaId, perfilesDeEmpresa(empresaId));
    return this.usuarios.get(empresaId)!;
  }
}

/** Who hears about an interview's reminder: whoever scheduled it and the admins, unless they turned reminders off. */
async function destinatarios(cache: Cache, e: EntrevistaItem): Promise<Destinatario[]> {
  const perfiles = await cache.perfiles(e.empresaId);
  return perfiles
    .filter((p) => p.activo !== false && (p.rol === 'admin' || p.id === e.creadoPor))
    .filter(
      (p) => (p.configuracion as { notificaciones?: { recordatorios?: boolean } } | undefined)?.notificaciones?.recordatorios !== false,
    )
    .map((p) => ({ userId: p.id, empresaId: e.empresaId }));
}

/** Companies in trial are reminded too; suspended, cancelled or switched-off ones are not. */
function recibeRecordatorios(e: EmpresaItem | undefined): e is EmpresaItem {
  return !!e && e.activa !== false && e.estado !== 'suspendida' && e.estado !== 'cancelada';
}

async function recordar(cache: Cache, e: EntrevistaItem, now: Date): Promise<{ email: boolean; fallo: boolean; notificaciones: number }> {
  const nada = { email: false, fallo: false, notificaciones: 0 };
  if (e.estado !== 'programada' || !e.candidatoEmail) return nada;
  const empresa = await cache.empresa(e.empresaId);
  if (!recibeRecordatorios(empresa)) return nada;
  // No mail to a candidate waiting for their erasure (D160).
  if (await borradoPendiente(e.empresaId, e.candidatoId)) return nada;
  if (!(await reclamarRecordatorio(e, now, CLAIM_STALE_MS))) return nada;

  let messageId: string | undefined;
  try {
    const r = await enviarAlCandidato('recordatorioEntrevista', e, empresa, await abrirToken(e));
    // A template the platform switched off is not a failure to retry: the reminder counts as handled.
    messageId = r.estado === 'enviado' ? (r.messageId ?? undefined) : undefined;
  } catch (err) {
    // Released so the next run tries again; the users hear of it once the email has gone.
    logger.error('Interview reminder not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    await liberarRecordatorio(e).catch(() => undefined);
    return { email: false, fallo: true, notificaciones: 0 };
  }
  // Sent: from here on the claim must never be released. If this write fails the claim stays
  // 'enviando' and a run 15 minutes later could send it again: the one at-least-once corner.
  await confirmarRecordatorio(e, now, messageId).catch((err: Error) =>
    logger.error('Interview reminder sent but not recorded', { empresaId: e.empresaId, entrevistaId: e.id, error: err.message }),
  );

  const notificaciones = await notificar(
    await destinatarios(cache, e),
    {
      type: 'entrevista',
      prioridad: 'media',
      title: msgNotif.recordatorioEntrevistaTitulo,
      message: fmt(msgNotif.recordatorioEntrevistaMensaje, {
        candidato: e.candidatoNombre,
        servicio: e.servicioNombre,
        fecha: fechaEntrevista(e.fechaProgramada, e.zonaHoraria).texto,
      }),
      actionUrl: '/entrevistas',
      actionText: msgNotif.verEntrevistas,
      clave: claveDeCandidato(e.candidatoId, `recordatorio-${e.id}-${e.fechaProgramada}`),
    },
    now,
  );
  return { email: true, fallo: false, notificaciones };
}

export async function recordarEntrevistas(now = new Date()): Promise<ResultadoRecordatorios> {
  const desde = now.toISOString();
  const hasta = new Date(now.getTime() + VENTANA_RECORDATORIO_MS).toISOString();
  const dias = [...new Set([agendaDia(desde), agendaDia(hasta)])];
  const cache = new Cache();
  const out: ResultadoRecordatorios = { entrevistas: 0, emails: 0, fallidos: 0, notificaciones: 0 };
  for (const dia of dias) {
    let cursor: string | null = null;
    do {
      const page = await paginaAgenda(dia, desde, hasta, cursor);
      let next = 0;
      const trabajador = async () => {
        while (next < page.items.length) {
          const e = page.items[next++];
          // One interview's failure (a throttled write) must not cost the others their reminder.
          const r = await recordar(cache, e, now).catch((err: Error) => {
            logger.error('Interview reminder failed', { empresaId: e.empresaId, entrevistaId: e.id, error: err.message });
            return { email: false, fallo: true, notificaciones: 0 };
          });
          out.entrevistas++;
          if (r.email) out.emails++;
          if (r.fallo) out.fallidos++;
          out.notificaciones += r.notificaciones;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCIA, page.items.length) }, trabajador));
      cursor = page.cursor;
    } while (cursor);
  }
  logger.info('Interview reminders', { ...out });
  return out;
}
