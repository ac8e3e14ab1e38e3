// The invitation resent (D163): a candidate who lost or never saw the mail gets it again — the same
// link (the sealed token opened, not a new one: a link already copied or forwarded keeps working)
// and the same calendar event (same UID and SEQUENCE: calendars update it, never duplicate it).
// Only while programada, at most REENVIO_INVITACION.maximo times per interview and
// REENVIO_INVITACION.minutosEntre minutes apart (a person's button, not a mail cannon). The
// interview counts the resend with a write conditional on the count it read, before the mail
// goes: two clicks at once send one mail. Refused, like every mail of the process, to a
// candidate who asked for the erasure of their data (D149). Logged, and shown on the interview.
import { formatFechaLarga } from '../../../shared/fechas.js';
import { enviosCandidato as msg, entrevistas as msgEntrevistas, fmt } from '../../../shared/messages.js';
import { REENVIO_INVITACION } from '../../../shared/schemas/candidato-envios.js';
import { getSolicitudBorrado } from '../db/borrado-solicitado.js';
import { getCandidato } from '../db/candidatos.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { updateItem } from '../db/repository.js';
import { ConflictError, TooManyRequestsError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { logger } from '../logger.js';
import type { ResultadoEnvio } from '../mail/send.js';
import { programadaDe } from './comun.js';
import { enviarAlCandidato } from './email-candidato.js';
import { fechaEntrevista } from './fecha.js';
import { abrirToken } from './item.js';

/**
 * The resend's checks and its count — the claim: a second click at the same time loses here. A bulk
 * action's (D193) records its id and its mail «enviando» in the same write, so a repeated delivery
 * knows the mail was claimed and never sends it twice.
 */
export async function reclamarReenvio(caller: { userId: string }, empresaId: string, id: string, now: Date, loteId?: string) {
  const e = await programadaDe(empresaId, id, 'reenviar la invitación de');
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const [borrado, candidato] = await Promise.all([getSolicitudBorrado(empresaId, e.candidatoId), getCandidato(empresaId, e.candidatoId)]);
  if (candidato?.estado === 'rechazado') throw new ConflictError(msg.reenvioRechazado);
  if (borrado && borrado.estado === 'pendiente') {
    const zona = fechaEntrevista(borrado.plazoHasta, (empresa.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria).zona;
    throw new ConflictError(fmt(msg.rechazoBorradoPendiente, { fecha: formatFechaLarga(borrado.plazoHasta, zona) ?? borrado.plazoHasta }));
  }
  const total = e.reenvios?.total ?? 0;
  if (total >= REENVIO_INVITACION.maximo) throw new ConflictError(fmt(msg.reenvioMaximo, { max: REENVIO_INVITACION.maximo }));
  const desde = e.reenvios ? now.getTime() - Date.parse(e.reenvios.ultimoEn) : Infinity;
  const espera = REENVIO_INVITACION.minutosEntre * 60_000;
  if (desde < espera)
    throw new TooManyRequestsError(fmt(msg.reenvioPronto, { minutos: REENVIO_INVITACION.minutosEntre }), (espera - desde) / 1000);

  const reenvios: NonNullable<EntrevistaItem['reenvios']> = {
    total: total + 1,
    ultimoEn: now.toISOString(),
    por: caller.userId,
    ...(loteId ? { loteId, email: 'enviando' as const } : {}),
  };
  // Counted first, on the count as read and while programada: a second click at the same time loses here.
  await updateItem(
    entrevistaKeys.entrevista(empresaId, id),
    { reenvios },
    () => new ConflictError(msgEntrevistas.conflicto),
    e.reenvios
      ? {
          expression: '#estado = :p AND #r.#t = :t',
          names: { '#estado': 'estado', '#r': 'reenvios', '#t': 'total' },
          values: { ':p': 'programada', ':t': total },
        }
      : {
          expression: '#estado = :p AND attribute_not_exists(#r)',
          names: { '#estado': 'estado', '#r': 'reenvios' },
          values: { ':p': 'programada' },
        },
  );
  return { e: { ...e, reenvios }, empresa };
}

/** The invitation, as it stands (its version is the event's SEQUENCE): the same event, the same link. */
export async function enviarReenvio(e: EntrevistaItem, empresa: EmpresaItem, now: Date): Promise<ResultadoEnvio> {
  return enviarAlCandidato('invitacionEntrevista', e, empresa, await abrirToken(e), now);
}

export async function reenviarInvitacion(caller: { userId: string }, empresaId: string, id: string, now = new Date()) {
  const { e, empresa } = await reclamarReenvio(caller, empresaId, id, now);
  const reenvios = e.reenvios!;
  let enviada = false;
  try {
    enviada = (await enviarReenvio(e, empresa, now)).estado === 'enviado';
  } catch (err) {
    logger.error('Interview invitation not resent', { empresaId, entrevistaId: id, error: (err as Error).message });
  }
  logger.info('Interview invitation resent', { empresaId, entrevistaId: id, reenvio: reenvios.total, enviada, por: caller.userId });
  return { enviada, para: e.candidatoEmail, reenvios: reenvios.total, ultimoEn: reenvios.ultimoEn };
}
