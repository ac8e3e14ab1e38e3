// The company answers the candidate (D172), from the interview's screen: an adjustment request is
// accepted or declined with a text, or a person writes in the thread. The answer is stored with who
// and when, with its notice in the company's outbox (one transaction, issue 55): the enviar-avisos
// consumer (../avisos/enviar.ts) e-mails it to the candidate once and records the outcome on the
// answer; it is shown on the candidate's pages. An accepted «más tiempo»/«sin límite» stretches, in the same transaction,
// every time limit the candidate meets: the link's days (the interview and its token look-up) and the
// recorder's length (the page reads it from `tiempoAmpliado`), AYUDA.factorTiempo times (WCAG 2.2.1).
import { AJUSTES_DE_TIEMPO, AYUDA } from '../../../shared/ayuda-candidato.js';
import { ayuda as msg, entrevistas as msgEntrevistas, fmt } from '../../../shared/messages.js';
import type { AyudaEntrevista, RespuestaAyudaBody } from '../../../shared/schemas/ayuda-candidato.js';
import type { Caller } from '../auth/caller.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { ayudaKeys, getAyuda, pasoGuardarAyuda, type AyudaItem } from '../db/ayuda-candidato.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { pasoCaducidadToken, ponerSiVersion } from '../db/entrevistas-pasos.js';
import { idOrdenado } from '../db/ids.js';
import { transactIf, type TransactStep } from '../db/repository.js';
import { expiracionToken } from '../entrevistas/caducidad.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';
import { vistaEmpresa } from './lectura.js';

export interface Respondida {
  vista: AyudaEntrevista;
  /** The e-mail is on its way (the enviar-avisos consumer sends it and records what became of it on the answer). */
  email: 'pendiente';
}

/** The interview with its time limits stretched (an accepted time adjustment), or undefined when there is nothing to stretch. */
function conTiempoAmpliado(e: EntrevistaItem, numero: number, now: Date): EntrevistaItem | undefined {
  // Already stretched, or no longer running (finished, cancelled): nothing the candidate still meets.
  if (e.tiempoAmpliado || (e.estado !== 'programada' && e.estado !== 'en_progreso')) return undefined;
  return {
    ...e,
    tiempoAmpliado: { fecha: now.toISOString(), ajuste: numero },
    tokenExpiraEn: expiracionToken(e.fechaProgramada, e.duracionEstimada, AYUDA.factorTiempo),
    version: (e.version ?? 1) + 1,
  };
}

export async function responderAyuda(
  caller: Caller,
  empresaId: string,
  entrevistaId: string,
  body: RespuestaAyudaBody,
  now = new Date(),
  enviar?: Enviar,
): Promise<Respondida> {
  // The item also changes under a notice being marked sent (../avisos/enviar.ts, off the request): a
  // write that lost to it reads again; a second answer to the same request is still the 409 below.
  for (let intento = 1; intento <= INTENTOS_RESPUESTA; intento++) {
    const r = await prepararRespuesta(caller, empresaId, entrevistaId, body, now);
    if (!(await transactIf(r.pasos))) {
      if (intento === INTENTOS_RESPUESTA) throw new ConflictError(r.cambiada);
      continue;
    }
    const despues = r.ampliada ?? r.e;
    if (enviar) await entregar(r.aviso, enviar);
    return { vista: vistaEmpresa(despues, { ...r.nuevo, ajustesAbiertos: 0 }), email: 'pendiente' };
  }
  throw new ConflictError(msgEntrevistas.conflicto);
}

const INTENTOS_RESPUESTA = 4;

/** One attempt's reads and steps: what the answer writes, against the item as read. */
async function prepararRespuesta(caller: Caller, empresaId: string, entrevistaId: string, body: RespuestaAyudaBody, now: Date) {
  const [e, antes] = await Promise.all([getEntrevista(empresaId, entrevistaId), getAyuda(empresaId, entrevistaId)]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  const por = nombreDe(caller);
  const fecha = now.toISOString();
  let nuevo: Omit<AyudaItem, 'ajustesAbiertos'>;
  const pasos: TransactStep[] = [];
  let ampliada: EntrevistaItem | undefined;
  if (body.tipo === 'ajuste') {
    const ajuste = antes?.ajustes.find((a) => a.numero === body.numero);
    if (!antes || !ajuste || ajuste.respuesta) throw new ConflictError(msg.noPendiente);
    const respondido = {
      ...ajuste,
      respuesta: { aceptado: body.aceptado, texto: body.texto, por, porId: caller.userId, fecha, email: null },
    };
    nuevo = { ...antes, ajustes: antes.ajustes.map((a) => (a.numero === body.numero ? respondido : a)), version: antes.version + 1 };
    if (body.aceptado && ajuste.tipos.some((t) => AJUSTES_DE_TIEMPO.includes(t))) ampliada = conTiempoAmpliado(e, body.numero, now);
    if (ampliada) pasos.push(ponerSiVersion(ampliada, e), pasoCaducidadToken(e.tokenHash, ampliada.tokenExpiraEn));
  } else {
    const base: Omit<AyudaItem, 'ajustesAbiertos'> = antes ?? {
      ...ayudaKeys.ayuda(empresaId, entrevistaId),
      entidad: 'AYUDA',
      empresaId,
      entrevistaId,
      candidatoId: e.candidatoId,
      ajustes: [],
      mensajes: [],
      version: 0,
    };
    if (base.mensajes.length >= AYUDA.mensajesMax)
      throw new ConflictError(fmt(msg.maximoMensajes, { max: AYUDA.mensajesMax, contacto: e.candidatoEmail }));
    nuevo = {
      ...base,
      mensajes: [
        ...base.mensajes,
        { id: idOrdenado(now), de: 'empresa', texto: body.texto, fecha, por, porId: caller.userId, email: null },
      ],
      version: base.version + 1,
    };
  }
  // A second answer to the same request, or a send landing meanwhile: the 409 says it, the screen reloads.
  const cambiada = body.tipo === 'ajuste' ? msg.noPendiente : msgEntrevistas.conflicto;
  // The candidate's e-mail leaves through the outbox, in this transaction (issue 55): ids only.
  const aviso = prepararEntrega(
    {
      cola: 'enviar-avisos',
      empresaId,
      // One record per notice: an answer must not replace the request's notice still waiting.
      trabajo:
        body.tipo === 'ajuste'
          ? `${entrevistaId}-respuesta-ajuste-${body.numero}`
          : `${entrevistaId}-respuesta-mensaje-${nuevo.mensajes.at(-1)!.id}`,
      mensaje:
        body.tipo === 'ajuste'
          ? { empresaId, entrevistaId, aviso: 'respuesta-ajuste', numero: body.numero }
          : { empresaId, entrevistaId, aviso: 'respuesta-mensaje', mensajeId: nuevo.mensajes.at(-1)!.id },
    },
    now,
  );
  return { e, nuevo, ampliada, aviso, pasos: [pasoGuardarAyuda(nuevo, antes), ...pasos, aviso.paso], cambiada };
}
