// The candidate's view on the assessment and request for a person's review (D150; GDPR Art. 22(3)):
// the candidate sends it from «Mis datos» for an interview with a report; the company's admins are
// told; a user who may review interviews answers it on the report, and the answer is e-mailed to the
// candidate and shown on «Mis datos». One open request per interview at a time; after an answer the
// candidate may send another, up to IMPUGNACION.maxPorEntrevista in all.
//
// The public side proves an email and nothing else (D148): the interview is the company's, and its
// candidate must be a candidate of that company whose own email is the proved one — else 404, the
// same whether the interview does not exist, is another company's or another candidate's.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, impugnacion as msg, misDatos as msgMisDatos, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import {
  IMPUGNACION,
  type Impugnacion,
  type ImpugnacionBody,
  type ImpugnacionesEntrevista,
  type ImpugnacionPendiente,
  type RespuestaImpugnacionBody,
} from '../../../shared/schemas/impugnacion.js';
import type { Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { getCandidato } from '../db/candidatos.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import {
  abierta,
  getImpugnacion,
  guardarImpugnacion,
  impugnacionesPendientes,
  impugnacionKeys,
  type ImpugnacionItem,
  type SolicitudImpugnacion,
} from '../db/impugnaciones.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';

const normal = (email: string) => email.trim().toLowerCase();

/** A request as both sides read it: the answer's author by name only. */
export const vista = (s: SolicitudImpugnacion): Impugnacion => ({
  numero: s.numero,
  opinion: s.opinion,
  pideRevision: s.pideRevision,
  enviadaEn: s.enviadaEn,
  estado: s.respuesta ? 'respondida' : 'pendiente',
  respuesta: s.respuesta
    ? { texto: s.respuesta.texto, por: s.respuesta.por, fecha: s.respuesta.fecha, revisionTrasSolicitud: s.respuesta.revisionTrasSolicitud }
    : null,
});

/** What «Mis datos» shows for an interview (null: nothing sent). */
export async function impugnacionesDelTitular(empresaId: string, entrevistaId: string): Promise<Impugnacion[] | null> {
  const i = await getImpugnacion(empresaId, entrevistaId);
  return i && i.solicitudes.length > 0 ? i.solicitudes.map(vista) : null;
}

/** Whether a person's review was saved (or corrected) after `desde`: the review's date is the current one's. */
const revisadaDesde = (e: EntrevistaItem, desde: string) => !!e.validacion && e.validacion.fecha > desde;

/** The interview, when the candidate of the proved email in that company is its candidate; else 404. */
async function entrevistaDelTitular(emailProbado: string, empresaId: string, entrevistaId: string): Promise<EntrevistaItem> {
  const e = await getEntrevista(empresaId, entrevistaId);
  const c = e ? await getCandidato(empresaId, e.candidatoId) : undefined;
  if (!e || !c || normal(c.email) !== normal(emailProbado)) throw new NotFoundError(msgMisDatos.accesoCaducado);
  return e;
}

/**
 * The candidate sends their view (and, if ticked, asks for a person's review). Answers the
 * interview's requests as «Mis datos» shows them. The company's admins are told (best effort).
 */
export async function impugnar(
  emailProbado: string,
  empresaId: string,
  entrevistaId: string,
  body: ImpugnacionBody,
  now = new Date(),
): Promise<Impugnacion[]> {
  const e = await entrevistaDelTitular(emailProbado, empresaId, entrevistaId);
  if (!e.informeIA) throw new ConflictError(msg.sinInforme);
  const antes = await getImpugnacion(empresaId, entrevistaId);
  if (abierta(antes)) throw new ConflictError(msg.yaPendiente);
  const previas = antes?.solicitudes ?? [];
  if (previas.length >= IMPUGNACION.maxPorEntrevista) throw new ConflictError(fmt(msg.maximo, { max: IMPUGNACION.maxPorEntrevista }));
  const solicitud: SolicitudImpugnacion = {
    numero: previas.length + 1,
    opinion: body.opinion,
    pideRevision: body.pideRevision,
    enviadaEn: now.toISOString(),
    respuesta: null,
  };
  const nuevo: ImpugnacionItem = {
    ...impugnacionKeys.impugnacion(empresaId, entrevistaId),
    entidad: 'IMPUGNACION',
    empresaId,
    entrevistaId,
    candidatoId: e.candidatoId,
    candidatoNombre: e.candidatoNombre,
    servicioNombre: e.servicioNombre,
    solicitudes: [...previas, solicitud],
    version: (antes?.version ?? 0) + 1,
  };
  // Someone wrote first (a second tab's send): whatever it was, this one is not the open one.
  if (!(await guardarImpugnacion(nuevo, antes))) throw new ConflictError(msg.yaPendiente);
  await notificar(
    await adminsDeEmpresa(empresaId),
    {
      type: 'entrevista',
      prioridad: 'alta',
      title: solicitud.pideRevision ? msg.avisoTituloRevision : msg.avisoTitulo,
      message: fmt(msg.avisoMensaje, { nombre: e.candidatoNombre, servicio: e.servicioNombre }),
      actionUrl: `/informes?entrevista=${encodeURIComponent(entrevistaId)}`,
      actionText: msg.verInforme,
      clave: `impugnacion:${entrevistaId}:${solicitud.numero}`,
    },
    now,
  );
  return nuevo.solicitudes.map(vista);
}

/** The company's view of an interview's requests (404 for an interview it does not hold). */
export async function impugnacionesDeEntrevista(empresaId: string, entrevistaId: string): Promise<ImpugnacionesEntrevista> {
  const [e, i] = await Promise.all([getEntrevista(empresaId, entrevistaId), getImpugnacion(empresaId, entrevistaId)]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  const pendiente = abierta(i);
  return {
    entrevistaId,
    solicitudes: (i?.solicitudes ?? []).map(vista),
    revisadaTrasPendiente: pendiente ? revisadaDesde(e, pendiente.enviadaEn) : null,
  };
}

function nombreDe(caller: Caller): string {
  const p = caller.profile as { nombre?: string; apellidos?: string };
  return [p.nombre, p.apellidos].filter(Boolean).join(' ').trim() || caller.email;
}

export type ResultadoRespuesta = { vista: ImpugnacionesEntrevista; email: 'enviado' | 'fallido' | 'omitido' };

/**
 * The company answers the open request: stored with who and when and whether a review was saved
 * since the request, then e-mailed to the candidate once (only the write that closed the request
 * sends it) and what became of the e-mail recorded on the request.
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
  if (!antes || !pendiente) throw new ConflictError(msg.noPendiente);
  const respondida: SolicitudImpugnacion = {
    ...pendiente,
    respuesta: {
      texto: body.respuesta,
      por: nombreDe(caller),
      porId: caller.userId,
      fecha: now.toISOString(),
      revisionTrasSolicitud: revisadaDesde(e, pendiente.enviadaEn),
      email: null,
    },
  };
  const { GSI1PK: _pk, GSI1SK: _sk, ...resto } = antes;
  const nuevo: ImpugnacionItem = { ...resto, solicitudes: [...antes.solicitudes.slice(0, -1), respondida], version: antes.version + 1 };
  if (!(await guardarImpugnacion(nuevo, antes))) throw new ConflictError(msg.noPendiente);

  let email: ResultadoRespuesta['email'] = 'fallido';
  try {
    const empresa = await getEmpresa(empresaId);
    const r = await enviarPlantilla(
      'respuestaImpugnacion',
      { to: e.candidatoEmail, empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
      {
        nombreCandidato: e.candidatoNombre,
        nombreEmpresa: empresa ? nombreEmpresa(empresa) : '',
        servicio: e.servicioNombre,
        respuesta: body.respuesta,
        respondidaPor: respondida.respuesta!.por,
        enlace: `${config.webOrigin}/mis-datos`,
      },
    );
    email = r.estado === 'enviado' ? 'enviado' : 'omitido';
  } catch (err) {
    logger.error('Answer to a candidate view not e-mailed', { empresaId, entrevistaId, error: (err as Error).message });
  }
  // What became of the e-mail, on the request, if nobody wrote the item since (else it is only logged).
  const anotada: ImpugnacionItem = {
    ...nuevo,
    solicitudes: [...antes.solicitudes.slice(0, -1), { ...respondida, respuesta: { ...respondida.respuesta!, email } }],
    version: nuevo.version + 1,
  };
  if (!(await guardarImpugnacion(anotada, nuevo))) logger.warn('Answer e-mail outcome not recorded', { empresaId, entrevistaId, email });
  return { vista: await impugnacionesDeEntrevista(empresaId, entrevistaId), email };
}

/** The company's open requests, oldest first (the Informes screen's pending mark). */
export async function pendientesDeEmpresa(empresaId: string): Promise<ImpugnacionPendiente[]> {
  return (await impugnacionesPendientes(empresaId)).flatMap((i) => {
    const p = abierta(i);
    return p
      ? [{ entrevistaId: i.entrevistaId, candidatoNombre: i.candidatoNombre, servicioNombre: i.servicioNombre, enviadaEn: p.enviadaEn, pideRevision: p.pideRevision }]
      : [];
  });
}
