// A bulk action's invitations (D193): «invitar» schedules the vacancy's interview for each candidate —
// the same scheduling as a person's (licence, quota and the candidate's move to «invitado» in one
// transaction), available from now for the link's usual days — and «reenviar» sends again the
// invitation of the interview the candidate already has in the vacancy (the same link and calendar
// event, D163's limits). Each mail goes at most once (lotes-envio.ts): the invitation is recorded
// «pendiente» on the interview in its own transaction, the resend is claimed «enviando» by its count.
//
// A repeated delivery finds its own work: an interview that names this action (`invitacionLote.id`)
// or a resend that does (`reenvios.loteId`) goes straight to its mail. A delivery running at the same
// time as another (a queue may deliver twice) cannot schedule a second interview: the scheduling is
// conditional on the interview the application named when the worker read it.
import { ENTREVISTAS } from '../../../shared/constants.js';
import { vacantes as msg } from '../../../shared/messages.js';
import type { DuracionEntrevista } from '../../../shared/schemas/entrevista.js';
import type { ResultadoLote } from '../../../shared/schemas/lote-vacante.js';
import type { CandidatoItem } from '../db/candidatos.js';
import type { CandidaturaItem } from '../db/candidaturas.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { pasoEmailLoteEntrevista } from '../db/entrevistas-pasos.js';
import { transactIf } from '../db/repository.js';
import { AppError } from '../errors.js';
import { enviarAlCandidato } from '../entrevistas/email-candidato.js';
import { abrirToken } from '../entrevistas/item.js';
import { programar } from '../entrevistas/programar.js';
import { enviarReenvio, reclamarReenvio } from '../entrevistas/reenviar.js';
import { enviarACola } from '../aws/sqs.js';
import { enviarReclamado, enviarUnaVez, type ContextoLote, type EnvioUnaVez } from './lotes-envio.js';

type Resultado = Omit<ResultadoLote, 'indice' | 'candidatoId'>;

/** A refusal the scheduling or the resend answers (a 4xx: no licence, quota, erasure asked, too soon…): the report's reason. */
const rechazo = (err: unknown): Resultado | null =>
  err instanceof AppError && err.status < 500 ? { resultado: 'fallido', motivo: err.message } : null;

/** The interview's mail of this action (`campo`), as the claim's machinery wants it. */
function envioDe(
  ctx: ContextoLote,
  e: EntrevistaItem,
  campo: 'invitacionLote' | 'reenvios',
  enviar: () => Promise<'enviado' | 'omitido'>,
): EnvioUnaVez {
  const { l } = ctx;
  return {
    estado: (campo === 'invitacionLote' ? e.invitacionLote?.email : e.reenvios?.email) ?? 'enviado',
    marcar: (de, a) => transactIf([pasoEmailLoteEntrevista(l.empresaId, e.id, campo, l.id, de, a)]),
    releer: async () => {
      const ahora = await getEntrevista(l.empresaId, e.id);
      return campo === 'invitacionLote' ? ahora?.invitacionLote?.email : ahora?.reenvios?.email;
    },
    enviar,
    datos: { loteId: l.id, entrevistaId: e.id },
  };
}

const comoResultado = (r: { estado: string }): 'enviado' | 'omitido' => (r.estado === 'enviado' ? 'enviado' : 'omitido');

/** The invitation of an interview this action scheduled, at most once. */
async function enviarInvitacion(ctx: ContextoLote, e: EntrevistaItem): Promise<Resultado> {
  const email = await enviarUnaVez(
    ctx,
    e.candidatoId,
    envioDe(ctx, e, 'invitacionLote', async () =>
      comoResultado(await enviarAlCandidato('invitacionEntrevista', e, ctx.empresa, await abrirToken(e), ctx.now)),
    ),
  );
  return { resultado: 'hecho', email };
}

/**
 * «invitar»: the vacancy's interview for one candidate — the one of the stage they are at now, where
 * it has its own (D205) — and its invitation. One interview per candidate and vacancy, but for a stage
 * with its own template: who did another one is invited to the stage's next (the application then
 * names the new interview; the earlier one stays in the candidate's interviews, with the vacancy).
 */
export async function invitar(ctx: ContextoLote, actual: CandidaturaItem, candidato: CandidatoItem): Promise<Resultado> {
  const { l } = ctx;
  const deEtapa = l.serviciosEtapa?.[actual.etapa];
  const servicio = deEtapa ?? l.servicio!;
  const previa = actual.entrevistaId ? await getEntrevista(l.empresaId, actual.entrevistaId) : undefined;
  if (previa?.invitacionLote?.id === l.id) return enviarInvitacion(ctx, previa);
  if (previa?.estado === 'programada' || previa?.estado === 'en_progreso') return { resultado: 'fallido', motivo: msg.loteYaInvitado };
  if (previa && previa.estado !== 'cancelada' && (!deEtapa || previa.servicioId === deEtapa.id))
    return { resultado: 'fallido', motivo: msg.loteYaEntrevistado };
  if (candidato.estado === 'rechazado') return { resultado: 'fallido', motivo: msg.loteRechazadoNoSeInvita };
  let e: EntrevistaItem;
  try {
    const r = await programar(
      {
        userId: l.creadoPor.id,
        empresaId: l.empresaId,
        lote: { id: l.id, nombre: l.creadoPor.nombre, entrevistaPrevia: actual.entrevistaId ?? null },
      },
      l.empresaId,
      {
        candidatoId: candidato.id,
        servicioId: servicio.id,
        fechaProgramada: ctx.now.toISOString(),
        duracionEstimada: ENTREVISTAS.duracionPorDefecto as DuracionEntrevista,
        vacanteId: l.vacanteId,
      },
      ctx.now,
      enviarACola,
    );
    e = r.item;
  } catch (err) {
    const r = rechazo(err);
    if (r) return r;
    throw err;
  }
  return enviarInvitacion(ctx, e);
}

/** «reenviar»: the invitation of the candidate's interview in the vacancy, again (D163's limits). */
export async function reenviar(ctx: ContextoLote, actual: CandidaturaItem, candidato: CandidatoItem): Promise<Resultado> {
  const { l } = ctx;
  const e = actual.entrevistaId ? await getEntrevista(l.empresaId, actual.entrevistaId) : undefined;
  if (!e) return { resultado: 'fallido', motivo: msg.loteSinInvitacion };
  const enviar = (x: EntrevistaItem) => async () => comoResultado(await enviarReenvio(x, ctx.empresa, ctx.now));
  // Claimed by this action before: pendiente (given back) is sent, enviando is never sent again.
  if (e.reenvios?.loteId === l.id)
    return { resultado: 'hecho', email: await enviarUnaVez(ctx, candidato.id, envioDe(ctx, e, 'reenvios', enviar(e))) };
  if (e.estado !== 'programada') return { resultado: 'fallido', motivo: msg.loteSinInvitacion };
  let reclamada: EntrevistaItem;
  try {
    reclamada = (await reclamarReenvio({ userId: l.creadoPor.id }, l.empresaId, e.id, ctx.now, l.id)).e;
  } catch (err) {
    const r = rechazo(err);
    if (r) return r;
    throw err;
  }
  ctx.o.trasReclamar?.(candidato.id);
  return { resultado: 'hecho', email: await enviarReclamado(candidato.id, envioDe(ctx, reclamada, 'reenvios', enviar(reclamada))) };
}
