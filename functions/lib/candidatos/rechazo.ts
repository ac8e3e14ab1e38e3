// The rejection mail (D163): the «Proceso no continúa» template (rechazoCandidato, the one the
// review can send), sent from the candidate's profile only when a person asks for it — previewed
// first, confirmed, never automatic. Only to a candidate whose status is «Rechazado» (the mail
// says the team decided not to go on), once (recorded on the candidate with who and when), and
// never to a candidate who asked from «Mis datos» that their data be erased (D149): the company
// does not write to them again while the request is pending. The outcome mail a person approves after
// a review (comentarios/aprobar.ts, D180) records its rejection on the same field, in its own
// transaction, and is refused when one was already sent: however a person rejects and mails, the
// candidate keeps one record of it, with who and when.
import { formatFechaLarga } from '../../../shared/fechas.js';
import { candidatos as msgCandidatos, enviosCandidato as msg, fmt } from '../../../shared/messages.js';
import type { RechazoEnviado } from '../../../shared/schemas/candidato-envios.js';
import type { Caller } from '../auth/caller.js';
import type { CandidatoItem } from '../db/candidatos.js';
import type { EmpresaItem } from '../db/empresas.js';
import { getSolicitudBorrado } from '../db/borrado-solicitado.js';
import { candidatoKeys } from '../db/candidatos.js';
import { updateItem } from '../db/repository.js';
import { ConflictError, ServiceUnavailableError } from '../errors.js';
import { entrevistasDelCandidato } from '../entrevistas/borrar-de-candidato.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { rechazoDe, rechazoPor } from './envios-vista.js';
import { leer, PLANTILLA, variables, vistaRechazo, zonaDe } from './rechazo-vista.js';

/** Refuses a second rejection mail, whichever path sent the first (`mensaje` says what to do instead). */
export function comprobarRechazoNoEnviado(
  c: CandidatoItem,
  empresa: EmpresaItem | undefined,
  mensaje: string = msg.rechazoYaEnviado,
): void {
  const previo = rechazoDe(c);
  if (!previo) return;
  const zona = empresa ? zonaDe(empresa) : undefined;
  throw new ConflictError(fmt(mensaje, { fecha: formatFechaLarga(previo.fecha, zona) ?? previo.fecha }));
}

/**
 * Records a sent rejection mail on the candidate, only on the version the caller knows (a concurrent
 * edit is not overwritten) and only if none is recorded. The mail is already gone: a refused write is
 * logged, not thrown.
 */
export async function anotarRechazo(
  empresaId: string,
  c: Pick<CandidatoItem, 'id' | 'version'>,
  enviado: RechazoEnviado,
): Promise<boolean> {
  try {
    await updateItem(
      candidatoKeys.candidato(empresaId, c.id),
      { rechazoEnviado: enviado, version: c.version + 1 },
      () => new ConflictError(msgCandidatos.noActualizado),
      { expression: '#v = :v AND attribute_not_exists(rechazoEnviado)', names: { '#v': 'version' }, values: { ':v': c.version } },
    );
    return true;
  } catch (err) {
    logger.error('Rejection email sent but not recorded on the candidate', { empresaId, candidatoId: c.id, error: (err as Error).message });
    return false;
  }
}

/** POST …/rechazo: sends it once, as confirmed by the person; the candidate records who and when. */
export async function enviarRechazo(caller: Caller, empresaId: string, id: string, now = new Date()) {
  const { c, empresa } = await leer(empresaId, id);
  if (c.estado !== 'rechazado') throw new ConflictError(msg.rechazoSoloRechazado);
  comprobarRechazoNoEnviado(c, empresa);
  // The mail says the process is over: not while an interview of theirs can still be taken.
  if ((await entrevistasDelCandidato(empresaId, c.id)).some((e) => e.estado === 'programada' || e.estado === 'en_progreso'))
    throw new ConflictError(msg.rechazoEntrevistaAbierta);
  const borrado = await getSolicitudBorrado(empresaId, c.id);
  if (borrado && borrado.estado === 'pendiente')
    throw new ConflictError(
      fmt(msg.rechazoBorradoPendiente, { fecha: formatFechaLarga(borrado.plazoHasta, zonaDe(empresa)) ?? borrado.plazoHasta }),
    );

  let r;
  try {
    r = await enviarPlantilla(PLANTILLA, { to: c.email, empresaId, marca: marcaDeEmpresa(empresa) }, variables(c, empresa));
  } catch (err) {
    logger.error('Rejection email not sent', { empresaId, candidatoId: c.id, error: (err as Error).message });
    throw new ServiceUnavailableError(msg.rechazoNoEnviado);
  }
  if (r.estado !== 'enviado') throw new ConflictError(msg.rechazoDesactivado);
  const enviado = rechazoPor(caller, now);
  await anotarRechazo(empresaId, c, enviado);
  logger.info('Rejection email sent', { empresaId, candidatoId: c.id, por: caller.userId });
  return { ...(await vistaRechazo(empresaId, c.id)), enviado };
}
