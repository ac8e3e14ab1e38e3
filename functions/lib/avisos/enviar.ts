// The consumer's side of the candidate-help and feedback notices (issue 55, DESIGN §12; queue
// enviar-avisos). The request that wrote the item put the notice's outbox record in the same
// transaction (ids only); here the item and the interview are read, and what is still there is
// told: gone (erased with the interview) → nothing to send.
// Once per notice: the entry is marked `avisadoEn` on its item, conditionally on the version read,
// BEFORE the bell and the mail; a redelivery finds the mark and sends nothing. If the send then
// fails the mark is taken back and the delivery throws, so SQS tries again (at least once up to the
// mark; only a function cut between the mark and the send loses that one notice — the choice that
// never mails a candidate twice).
import { TIPO_AJUSTE_ETIQUETA } from '../../../shared/ayuda-candidato.js';
import type { MensajeAviso } from '../../../shared/colas.js';
import { ayuda as msg, fmt } from '../../../shared/messages.js';
import { config } from '../config.js';
import { getAyuda, guardarAyuda, type AyudaItem } from '../db/ayuda-candidato.js';
import { comentariosKeys, getComentarios, type ComentariosItem } from '../db/comentarios.js';
import { putIf, type Item } from '../db/repository.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { reclamarRecibida, recibidaEnviada, soltarRecibida } from '../db/entrevistas-avisos.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarAlCandidato } from '../mail/al-candidato.js';
import { enviarPlantilla } from '../mail/send.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { notificarOFallar } from '../notificaciones/notificar.js';
import { avisarPorWhatsApp, responderPorWhatsApp } from '../whatsapp/enviar.js';

export type ResultadoAviso = 'enviado' | 'ya-avisado' | 'sin-datos';

/** Rounds against another write of the AYUDA item between the read and the mark. */
const INTENTOS = 5;

interface Entrada {
  avisadoEn?: string | null;
}

function entradaDe(i: AyudaItem, m: MensajeAviso): Entrada | null | undefined {
  if (m.aviso === 'ajuste') return i.ajustes.find((a) => a.numero === m.numero);
  // An answer's notice is marked on the answer (the request's own mark is the company's notice).
  if (m.aviso === 'respuesta-ajuste') return i.ajustes.find((a) => a.numero === m.numero)?.respuesta;
  return i.mensajes.find((x) => x.id === m.mensajeId);
}

function conMarca(i: AyudaItem, m: MensajeAviso, avisadoEn: string | null): AyudaItem {
  const esta = (n: number) => n === m.numero;
  return {
    ...i,
    ajustes: i.ajustes.map((a) =>
      !esta(a.numero)
        ? a
        : m.aviso === 'ajuste'
          ? { ...a, avisadoEn }
          : m.aviso === 'respuesta-ajuste' && a.respuesta
            ? { ...a, respuesta: { ...a.respuesta, avisadoEn } }
            : a,
    ),
    mensajes: i.mensajes.map((x) =>
      x.id === m.mensajeId && (m.aviso === 'mensaje' || m.aviso === 'respuesta-mensaje') ? { ...x, avisadoEn } : x,
    ),
    version: i.version + 1,
  };
}

/** One notice: of the candidate's help (a request or message to the company, an answer to the candidate) or the approved feedback. */
export async function enviarAviso(m: MensajeAviso, now = new Date()): Promise<ResultadoAviso> {
  if (m.aviso === 'comentarios') return enviarComentarios(m, now);
  if (m.aviso === 'recibida') return enviarRecibida(m, now);
  for (let intento = 1; intento <= INTENTOS; intento++) {
    const [e, item] = await Promise.all([getEntrevista(m.empresaId, m.entrevistaId), getAyuda(m.empresaId, m.entrevistaId)]);
    const entrada = item && entradaDe(item, m);
    if (!e || !item || !entrada) return 'sin-datos';
    if (entrada.avisadoEn) return 'ya-avisado';
    const marcado = conMarca(item, m, now.toISOString());
    if (!(await guardarAyuda(marcado, item))) continue;
    try {
      if (m.aviso === 'ajuste' || m.aviso === 'mensaje') await avisarEmpresa(e, item, m, now);
      else await anotarEmail(m, await avisarCandidato(e, item, m));
    } catch (err) {
      // Taken back, so the next delivery sends it (if nobody wrote the item meanwhile: else the next
      // delivery finds the mark and the notice is lost, which the log says).
      const devuelto = await guardarAyuda(conMarca(marcado, m, null), marcado).catch(() => false);
      if (!devuelto) throw new Error(`Notice not sent and its mark not taken back: ${(err as Error).message}`, { cause: err });
      throw err;
    }
    return 'enviado';
  }
  throw new Error('Help item written meanwhile, the delivery will be retried');
}

type Entrevista = NonNullable<Awaited<ReturnType<typeof getEntrevista>>>;

/** The company's admins and whoever scheduled the interview: a notification and an e-mail each. */
async function avisarEmpresa(e: Entrevista, item: AyudaItem, m: MensajeAviso, now: Date): Promise<void> {
  const esAjuste = m.aviso === 'ajuste';
  const ajuste = esAjuste ? item.ajustes.find((a) => a.numero === m.numero) : undefined;
  const texto = esAjuste ? ajuste!.texto : item.mensajes.find((x) => x.id === m.mensajeId)!.texto;
  const tipos = ajuste ? ajuste.tipos.map((t) => TIPO_AJUSTE_ETIQUETA[t]).join(', ') : '';
  const vars = { candidato: e.candidatoNombre, servicio: e.servicioNombre, tipos };
  const titulo = esAjuste ? msg.avisoAjusteTitulo : msg.avisoMensajeTitulo;
  const mensaje = fmt(esAjuste ? msg.avisoAjusteMensaje : msg.avisoMensajeMensaje, vars);
  const actionUrl = `/entrevistas?entrevista=${encodeURIComponent(e.id)}`;
  const clave = esAjuste ? `ayuda-${e.id}-ajuste-${m.numero}` : `ayuda-${e.id}-mensaje-${m.mensajeId}`;
  const [perfiles, empresa] = await Promise.all([perfilesDeEmpresa(e.empresaId), getEmpresa(e.empresaId)]);
  const avisados = perfiles.filter((u) => u.activo !== false && (u.rol === 'admin' || u.id === e.creadoPor));
  await notificarOFallar(
    avisados.map((u) => ({ userId: u.id, empresaId: e.empresaId })),
    {
      type: 'entrevista',
      prioridad: 'alta',
      title: titulo,
      message: mensaje,
      actionUrl,
      actionText: msg.verEntrevista,
      clave: claveDeCandidato(e.candidatoId, clave),
    },
    now,
  );
  const detalle = texto ? `${mensaje} «${texto}»` : mensaje;
  for (const u of avisados) {
    await enviarPlantilla(
      'ayudaCandidato',
      { to: u.email, empresaId: e.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
      { nombre: u.nombre || u.email, titulo, detalle, enlace: `${config.webOrigin}${actionUrl}` },
    );
  }
}

/** The answer by e-mail to the candidate, with the link to where they read the thread. */
async function avisarCandidato(e: Entrevista, item: AyudaItem, m: MensajeAviso): Promise<'enviado' | 'omitido'> {
  const ajuste = m.aviso === 'respuesta-ajuste' ? item.ajustes.find((a) => a.numero === m.numero) : undefined;
  const respuesta = ajuste ? ajuste.respuesta : item.mensajes.find((x) => x.id === m.mensajeId);
  if (!respuesta) return 'omitido';
  const titulo = !ajuste
    ? 'te ha respondido'
    : ajuste.respuesta!.aceptado
      ? 'ha aceptado el ajuste que pediste'
      : 'ha respondido al ajuste que pediste (no lo ha aceptado)';
  const r = await enviarAlCandidato('respuestaAyuda', e, { titulo, respuesta: respuesta.texto, respondidaPor: respuesta.por ?? '' });
  // By WhatsApp too (issue 68 item 5), once the mail is out: a mail that throws is tried again with the
  // notice, and the WhatsApp with it, so it goes once. Within the candidate's 24-hour window the person's
  // own words; outside it, the «tienes una respuesta» template. A person wrote it: never an automatic reply.
  await responderPorWhatsApp(e, await getEmpresa(e.empresaId).catch(() => undefined), respuesta.texto, {
    'enlace a la conversación': `${config.webOrigin}/mis-datos`,
  });
  return r.estado === 'enviado' ? 'enviado' : 'omitido';
}

/** What became of the answer's e-mail, on the answer (best effort: a later write may win, and it is logged). */
async function anotarEmail(m: MensajeAviso, email: 'enviado' | 'omitido'): Promise<void> {
  for (let intento = 1; intento <= INTENTOS; intento++) {
    const i = await getAyuda(m.empresaId, m.entrevistaId);
    if (!i) return;
    const nuevo: AyudaItem = {
      ...i,
      ajustes: i.ajustes.map((a) =>
        m.aviso === 'respuesta-ajuste' && a.numero === m.numero && a.respuesta ? { ...a, respuesta: { ...a.respuesta, email } } : a,
      ),
      mensajes: i.mensajes.map((x) => (m.aviso === 'respuesta-mensaje' && x.id === m.mensajeId ? { ...x, email } : x)),
      version: i.version + 1,
    };
    if (await guardarAyuda(nuevo, i)) return;
  }
  logger.warn('Help answer e-mail outcome not recorded', { empresaId: m.empresaId, entrevistaId: m.entrevistaId, email });
}

/**
 * The feedback as the mail's plain-text block (D180): each point with its quote, or with the question
 * it is about when it cites none; who approved it. Empty when no feedback went with the outcome.
 */
export function bloqueComentarios(
  item: Pick<ComentariosItem, 'fortalezas' | 'mejoras' | 'aprobadoPor'>,
  preguntas: ReadonlyMap<number, string>,
): string {
  if (!item.fortalezas.length && !item.mejoras.length) return '';
  const punto = (p: ComentariosItem['fortalezas'][number]) =>
    `· ${p.texto} ${p.cita ? `(«${p.cita}»)` : `(sobre la pregunta «${preguntas.get(p.pregunta) ?? ''}»)`}`;
  return [
    'Puntos fuertes:',
    ...item.fortalezas.map(punto),
    '',
    'Aspectos a mejorar:',
    ...item.mejoras.map(punto),
    '',
    `Revisados y aprobados por ${item.aprobadoPor.nombre}.`,
  ].join('\n');
}

/** The feedback's item written again only while its mark is what this delivery read. */
const guardarComentarios = (nuevo: ComentariosItem, avisadoEn: string | undefined) =>
  putIf(nuevo as ComentariosItem & Item, {
    expression: avisadoEn === undefined ? 'attribute_exists(PK) AND attribute_not_exists(avisadoEn)' : 'avisadoEn = :a',
    ...(avisadoEn === undefined ? {} : { values: { ':a': avisadoEn } }),
  });

/**
 * The outcome and the feedback a person approved (D173, D180), mailed to the candidate once: the same mark-then-send as the
 * help's notices, on the COMENTARIOS item; what became of the mail is recorded on it.
 */
async function enviarComentarios(m: MensajeAviso, now: Date): Promise<ResultadoAviso> {
  const [e, item] = await Promise.all([getEntrevista(m.empresaId, m.entrevistaId), getComentarios(m.empresaId, m.entrevistaId)]);
  if (!e || !item) return 'sin-datos';
  if (item.avisadoEn) return 'ya-avisado';
  const marca = now.toISOString();
  const { avisadoEn: _sinMarca, ...sinMarca } = item;
  if (!(await guardarComentarios({ ...sinMarca, avisadoEn: marca }, undefined))) return 'ya-avisado';
  let email: ComentariosItem['email'];
  try {
    const preguntas = new Map((e.transcripcion ?? []).map((t) => [t.n, t.pregunta]));
    const r = await enviarAlCandidato('comentariosCandidato', e, {
      // Feedback approved before D180 went without the outcome: its mail keeps the old subject.
      asunto: item.resultado?.asunto ?? 'Comentarios sobre tu entrevista',
      mensaje: item.resultado?.mensaje ?? '',
      comentarios: bloqueComentarios(item, preguntas),
    });
    email = r.estado === 'enviado' ? 'enviado' : 'omitido';
    // By WhatsApp too (issue 68 item 4), after the mail (a thrown mail is tried again, this with it).
    await avisarPorWhatsApp('talentia_comentarios_v1', e, await getEmpresa(e.empresaId).catch(() => undefined), {
      'enlace a los comentarios': `${config.webOrigin}/mis-datos`,
    });
  } catch (err) {
    // Taken back, so the next delivery sends it; the last one leaves it «fallido» (the dead letter tells).
    if (!(await guardarComentarios(sinMarca, marca).catch(() => false)))
      throw new Error(`Feedback not sent and its mark not taken back: ${(err as Error).message}`, { cause: err });
    throw err;
  }
  if (!(await guardarComentarios({ ...sinMarca, avisadoEn: marca, email }, marca).catch(() => false)))
    logger.warn('Feedback e-mail outcome not recorded', { ...comentariosKeys.comentarios(m.empresaId, m.entrevistaId), email });
  return 'enviado';
}

/** A claim older than this is a delivery that no longer runs (the queue's timeout is 60 s): another may take it. */
const RECLAMO_MS = 5 * 60_000;

/**
 * The candidate's mail that their interview was received (issue 65 item 7): claimed on the interview
 * (pendiente → enviando, never its version: the interview's own moves are not disturbed), sent, then
 * enviado; a failed send gives the claim back and throws, so the queue tries again. A move of the
 * interview that lands between the claim and the mark may carry the older state back: a later delivery
 * would then send it again — never with no delivery left, and the outbox's delivery is acknowledged once.
 */
async function enviarRecibida(m: MensajeAviso, now: Date): Promise<ResultadoAviso> {
  const e = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!e) return 'sin-datos';
  if (e.avisoRecibida !== 'pendiente' && e.avisoRecibida !== 'enviando') return 'ya-avisado';
  const desde = now.toISOString();
  if (!(await reclamarRecibida(m.empresaId, m.entrevistaId, desde, new Date(now.getTime() - RECLAMO_MS).toISOString())))
    return 'ya-avisado';
  try {
    await enviarAlCandidato('entrevistaRecibida', e, {});
  } catch (err) {
    if (!(await soltarRecibida(m.empresaId, m.entrevistaId, desde).catch(() => false)))
      throw new Error(`Received mail not sent and its claim not given back: ${(err as Error).message}`, { cause: err });
    throw err;
  }
  if (!(await recibidaEnviada(m.empresaId, m.entrevistaId, desde).catch(() => false)))
    logger.warn('Received mail sent, its mark not recorded', { empresaId: m.empresaId, entrevistaId: m.entrevistaId });
  return 'enviado';
}

/** The last delivery failed: the feedback's e-mail is recorded as not sent (the screen says so); a help notice has no such field. */
export async function abandonarAviso(m: MensajeAviso): Promise<void> {
  if (m.aviso !== 'comentarios') return;
  const item = await getComentarios(m.empresaId, m.entrevistaId);
  if (item && item.email === 'pendiente' && !item.avisadoEn) await guardarComentarios({ ...item, email: 'fallido' }, undefined);
}
