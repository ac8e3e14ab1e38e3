// The company answers the candidate's open view on the assessment (D150): stored with who and when
// and whether a person's review was saved since the request (a new review or a correction is D80's
// flow, linked from the answer form), then e-mailed to the candidate — once: only the write that
// closed the request sends it — and shown on «Mis datos». A request for a person's review needs a
// review saved since, or an answer that says the assessment did not change and why; the outcome of a
// later review follows (D160). The e-mail and «Mis datos» say the same (resultadoDeRespuesta).
import { impugnacion as msg, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { resultadoDeRespuesta, type ImpugnacionesEntrevista, type RespuestaImpugnacionBody } from '../../../shared/schemas/impugnacion.js';
import type { Caller } from '../auth/caller.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { abierta, getImpugnacion, guardarImpugnacion, type ImpugnacionItem, type SolicitudImpugnacion } from '../db/impugnaciones.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { enviarAlCandidato } from '../mail/al-candidato.js';
import { esperaResultado, impugnacionesDeEntrevista, revisadaDesde, vista } from './lectura.js';

function nombreDe(caller: Caller): string {
  const p = caller.profile as { nombre?: string; apellidos?: string };
  return [p.nombre, p.apellidos].filter(Boolean).join(' ').trim() || caller.email;
}

export type ResultadoRespuesta = {
  vista: ImpugnacionesEntrevista;
  email: 'enviado' | 'fallido' | 'omitido';
  /** 'respuesta': the open request answered; 'resultado': the outcome of a review sent after a «no cambia» answer (D160). */
  tipo: 'respuesta' | 'resultado';
};

/**
 * The company answers the open request: stored with who and when and whether a review was saved
 * since the request, then e-mailed to the candidate once (only the write that closed the request
 * sends it) and what became of the e-mail recorded on the request. A request for a person's review
 * is answered only after a review saved since, or with «no cambia» (D160); after such an answer,
 * once a review is saved, the same call sends its outcome.
 */
export async function responderImpugnacion(
  caller: Caller,
  empresaId: string,
  entrevistaId: string,
  body: RespuestaImpugnacionBody,
  now = new Date(),
): Promise<ResultadoRespuesta> {
  const [e, antes] = await Promise.all([getEntrevista(empresaId, entrevistaId), getImpugnacion(empresaId, entrevistaId)]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  const pendiente = abierta(antes);
  if (!antes || !pendiente) return enviarResultado(caller, e, antes, body, now);
  const revisada = revisadaDesde(e, pendiente.enviadaEn);
  // The screen asked for a review first; the server holds to it (issue 54 item 4).
  if (pendiente.pideRevision && !revisada && !body.sinCambios) throw new ConflictError(msg.revisionNecesaria);
  const respondida: SolicitudImpugnacion = {
    ...pendiente,
    respuesta: {
      texto: body.respuesta,
      por: nombreDe(caller),
      porId: caller.userId,
      fecha: now.toISOString(),
      revisionTrasSolicitud: revisada,
      ...(body.sinCambios ? { sinCambios: true } : {}),
      email: null,
    },
  };
  const { GSI1PK: _pk, GSI1SK: _sk, ...resto } = antes;
  const nuevo: ImpugnacionItem = { ...resto, solicitudes: [...antes.solicitudes.slice(0, -1), respondida], version: antes.version + 1 };
  if (!(await guardarImpugnacion(nuevo, antes))) throw new ConflictError(msg.noPendiente);

  const email = await avisarCandidato(e, body.respuesta, respondida.respuesta!.por, resultadoDeRespuesta(vista(respondida))!);
  // What became of the e-mail, on the request, if nobody wrote the item since (else it is only logged).
  const anotada: ImpugnacionItem = {
    ...nuevo,
    solicitudes: [...antes.solicitudes.slice(0, -1), { ...respondida, respuesta: { ...respondida.respuesta!, email } }],
    version: nuevo.version + 1,
  };
  if (!(await guardarImpugnacion(anotada, nuevo))) logger.warn('Answer e-mail outcome not recorded', { empresaId, entrevistaId, email });
  return { vista: await impugnacionesDeEntrevista(empresaId, entrevistaId), email, tipo: 'respuesta' };
}

/**
 * No request open: the outcome of a review saved after a «no cambia» answer, once (D160). Anything
 * else is the 409 of nothing to answer.
 */
async function enviarResultado(
  caller: Caller,
  e: EntrevistaItem,
  antes: ImpugnacionItem | undefined,
  body: RespuestaImpugnacionBody,
  now: Date,
): Promise<ResultadoRespuesta> {
  const espera = esperaResultado(antes);
  if (!antes || !espera) throw new ConflictError(msg.noPendiente);
  if (!revisadaDesde(e, espera.respuesta!.fecha)) throw new ConflictError(msg.sinResultadoQueEnviar);
  const resultado = { texto: body.respuesta, por: nombreDe(caller), porId: caller.userId, fecha: now.toISOString(), email: null };
  const con = (email: typeof resultado.email | ResultadoRespuesta['email']): SolicitudImpugnacion => ({
    ...espera,
    respuesta: { ...espera.respuesta!, resultado: { ...resultado, email } },
  });
  const nuevo: ImpugnacionItem = { ...antes, solicitudes: [...antes.solicitudes.slice(0, -1), con(null)], version: antes.version + 1 };
  if (!(await guardarImpugnacion(nuevo, antes))) throw new ConflictError(msg.noPendiente);
  const email = await avisarCandidato(e, body.respuesta, resultado.por, msg.resultadoPosterior);
  const anotada: ImpugnacionItem = { ...nuevo, solicitudes: [...antes.solicitudes.slice(0, -1), con(email)], version: nuevo.version + 1 };
  if (!(await guardarImpugnacion(anotada, nuevo)))
    logger.warn('Outcome e-mail not recorded', { empresaId: e.empresaId, entrevistaId: e.id, email });
  return { vista: await impugnacionesDeEntrevista(e.empresaId, e.id), email, tipo: 'resultado' };
}

/** The answer (or the outcome) by e-mail, with what became of the assessment in the words «Mis datos» shows. */
async function avisarCandidato(e: EntrevistaItem, respuesta: string, por: string, resultado: string): Promise<ResultadoRespuesta['email']> {
  try {
    const r = await enviarAlCandidato('respuestaImpugnacion', e, { resultado, respuesta, respondidaPor: por });
    return r.estado === 'enviado' ? 'enviado' : 'omitido';
  } catch (err) {
    logger.error('Answer to a candidate view not e-mailed', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    return 'fallido';
  }
}
