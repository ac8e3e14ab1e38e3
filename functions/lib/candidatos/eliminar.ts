// Erasing a candidate (D53–D55, D79): their interviews, the candidate and its markers in one
// transaction with the webhooks' event (D147), their notifications, import rows and CV file (D163),
// their WhatsApp opt-in and sends (issue 68), and an erasure request they had made brought forward (D149). Whoever erases: a company user, the
// retention job (D151) or the candidate's own request. Apart from service.ts so that only the
// functions that erase carry the files client (the CV's delete).
import type { Caller } from '../auth/caller.js';
import type { Enviar } from '../colas/entrega.js';
import { adelantarSolicitud } from '../db/borrado-solicitado.js';
import { borrarCandidaturasDeCandidato } from '../db/candidaturas.js';
import { borrarMovimientosGhDeCandidato } from '../db/movimientos-greenhouse.js';
import { borrarCandidato, getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { idOrdenado } from '../db/ids.js';
import { borrarDeImportaciones } from '../db/importaciones.js';
import { borrarEntrevistasDeCandidato } from '../entrevistas/borrar-de-candidato.js';
import { logger } from '../logger.js';
import { retirarNotificaciones } from '../notificaciones/candidato.js';
import { borrarOptInDeCandidato } from '../whatsapp/optin.js';
import { datosCandidatoBorrado, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { borrarArchivoCv } from './cv.js';
import { cvDe } from './envios-vista.js';
import { candidatoDe, claveAviso, noEncontrado } from './service.js';

export async function eliminarCandidato(
  /** Who erases: a user, or the retention job (D151) by its name. */
  caller: Pick<Caller, 'userId'>,
  empresaId: string | null,
  id: string,
  now = new Date(),
  enviar?: Enviar,
): Promise<void> {
  await borrar(await candidatoDe(empresaId, id), caller.userId, now, enviar);
}

/** Who the audit entry names when the erasure is the candidate's own request (D149): no user did it. */
export const POR_TITULAR = 'titular:mis-datos';

/**
 * The erasure the candidate asked for from «Mis datos» (D149, the scheduled job): the same steps as
 * the company's, the audit entry naming the candidate's request. 'ya_borrado' when the candidate is
 * already gone (the company erased them meanwhile). The webhooks' event waits for the outbox's sweep.
 */
export async function borrarCandidatoASuPeticion(empresaId: string, id: string, now = new Date()): Promise<'borrado' | 'ya_borrado'> {
  const c = await getCandidato(empresaId, id);
  if (!c) return 'ya_borrado';
  await borrar(c, POR_TITULAR, now);
  return 'borrado';
}

async function borrar(c: CandidatoItem, por: string, now: Date, enviar?: Enviar): Promise<void> {
  // Their interviews (transcripts are their data) go first, in any state; a live link dies with them.
  await borrarEntrevistasDeCandidato(c.empresaId, c.id, enviar);
  // The webhooks' event, in the erasure's own transaction (D147): only the id, so receivers erase their copies.
  const evento = await prepararEvento(c.empresaId, 'candidato.borrado', datosCandidatoBorrado(c.empresaId, c.id, now), now);
  await borrarCandidato(c, { id: idOrdenado(now), por, fecha: now.toISOString() }, { falta: noEncontrado }, pasosEvento(evento));
  await emitirEvento(evento, enviar);
  // One scheduled between that read and the candidate's delete (its transaction checked the candidate
  // existed): none can be scheduled now, so a second pass finds it (D79).
  await borrarEntrevistasDeCandidato(c.empresaId, c.id, enviar);
  // Their places in vacancies (D186): ids only, and none can be added once the candidate is gone.
  await borrarCandidaturasDeCandidato(c.empresaId, c.id);
  // Their WhatsApp opt-in (issue 68 item 3): the words, source, time and history for their number, when it is theirs.
  await borrarOptInDeCandidato(c.empresaId, c);
  // Their moves sent to Greenhouse (D208): their id and their Greenhouse application's.
  await borrarMovimientosGhDeCandidato(c.empresaId, c.id);
  // Their CV (D163): the record that pointed at it is gone, the file follows.
  await borrarArchivoCv(cvDe(c)?.key);
  await retirarNotificaciones(c.empresaId, claveAviso(c.id));
  await borrarDeImportaciones(c.empresaId, c.email, now);
  // An erasure the candidate had asked for is due now: the next run ends it and confirms (D149).
  if (por !== POR_TITULAR)
    await adelantarSolicitud(c.empresaId, c.id, now).catch((err: Error) =>
      logger.error('Erasure request not brought forward', { empresaId: c.empresaId, candidatoId: c.id, error: err.message }),
    );
}
