// What scheduling and cancelling share (D63), kept apart from the token code (the cancel needs no
// link: it sends none): the retry signal, the notification to the company's admins and the "only
// while programada" read. (The template's count moves off the request path: servicios-hr/conteo.ts, D168.)
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { entrevistaDe } from './de-empresa.js';
import { AppError, ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { fechaEntrevista } from './fecha.js';

/** Someone else moved what this transaction depended on (the licence, the candidate): read again. */
export class Reintentar extends AppError {
  constructor() {
    super(409, 'CONFLICT', msg.conflicto);
  }
}

/**
 * Tells the company's admins (but the one who did it) that an interview was scheduled, moved or
 * cancelled: `mensaje` names the candidate, the service and the date as the interview's zone reads it.
 */
export async function avisar(caller: Pick<Caller, 'userId'>, e: EntrevistaItem, titulo: string, mensaje: string, clave: string, now: Date) {
  const { empresaId } = e;
  const destinatarios = (await adminsDeEmpresa(empresaId)).filter((d) => d.userId !== caller.userId);
  const fecha = fechaEntrevista(e.fechaProgramada, e.zonaHoraria).texto;
  await notificar(
    destinatarios,
    {
      type: 'entrevista',
      prioridad: 'media',
      title: titulo,
      message: fmt(mensaje, { candidato: e.candidatoNombre, servicio: e.servicioNombre, fecha }),
      actionUrl: '/entrevistas',
      actionText: 'Ver entrevistas',
      // Filed under the candidate: their erasure takes it back (D55, D109).
      clave: claveDeCandidato(e.candidatoId, clave),
    },
    now,
  ).catch((err: Error) => logger.error('Interview notification not written', { empresaId, error: err.message }));
}

export async function programadaDe(empresaId: string, id: string, accion: string): Promise<EntrevistaItem> {
  const e = await entrevistaDe(empresaId, id);
  if (e.estado !== 'programada') throw new ConflictError(fmt(msg.soloProgramada, { accion, estado: e.estado.replace('_', ' ') }));
  return e;
}
