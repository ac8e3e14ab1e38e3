// The company answers the candidate (D172), from the interview's screen: an adjustment request is
// accepted or declined with a text, or a person writes in the thread. The answer is stored with who
// and when, then e-mailed to the candidate — once: only the write that stored it sends it — and shown
// on the candidate's pages. An accepted «más tiempo»/«sin límite» stretches, in the same transaction,
// every time limit the candidate meets: the link's days (the interview and its token look-up) and the
// recorder's length (the page reads it from `tiempoAmpliado`), AYUDA.factorTiempo times (WCAG 2.2.1).
import { AJUSTES_DE_TIEMPO, AYUDA } from '../../../shared/ayuda-candidato.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { ayuda as msg, entrevistas as msgEntrevistas, fmt } from '../../../shared/messages.js';
import type { AyudaEntrevista, RespuestaAyudaBody } from '../../../shared/schemas/ayuda-candidato.js';
import type { Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { ayudaKeys, getAyuda, guardarAyuda, pasoGuardarAyuda, type AyudaItem } from '../db/ayuda-candidato.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { pasoCaducidadToken, ponerSiVersion } from '../db/entrevistas-pasos.js';
import { idOrdenado } from '../db/ids.js';
import { transact, type TransactStep } from '../db/repository.js';
import { expiracionToken } from '../entrevistas/item.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { nombreDe } from '../supervision/entradas.js';
import { vistaEmpresa } from './lectura.js';

export interface Respondida {
  vista: AyudaEntrevista;
  email: 'enviado' | 'fallido' | 'omitido';
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
): Promise<Respondida> {
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
  await transact([{ ...pasoGuardarAyuda(nuevo, antes), onConditionFail: () => new ConflictError(cambiada) }, ...pasos]);
  const despues = ampliada ?? e;

  const email = await avisarCandidato(despues, body, por);
  // What became of the e-mail, on the answer, if nobody wrote the item since (else it is only logged).
  const anotado: Omit<AyudaItem, 'ajustesAbiertos'> =
    body.tipo === 'ajuste'
      ? {
          ...nuevo,
          ajustes: nuevo.ajustes.map((a) => (a.numero === body.numero && a.respuesta ? { ...a, respuesta: { ...a.respuesta, email } } : a)),
        }
      : { ...nuevo, mensajes: nuevo.mensajes.map((m, i) => (i === nuevo.mensajes.length - 1 ? { ...m, email } : m)) };
  const guardado = { ...nuevo, ajustesAbiertos: 0 };
  const final = { ...anotado, version: nuevo.version + 1 };
  if (!(await guardarAyuda(final, guardado))) logger.warn('Help answer e-mail outcome not recorded', { empresaId, entrevistaId, email });
  return { vista: vistaEmpresa(despues, { ...final, ajustesAbiertos: 0 }), email };
}

/** The answer by e-mail, with the link to where the candidate reads the thread. */
async function avisarCandidato(e: EntrevistaItem, body: RespuestaAyudaBody, por: string): Promise<Respondida['email']> {
  try {
    const empresa = await getEmpresa(e.empresaId);
    const titulo =
      body.tipo === 'mensaje'
        ? 'te ha respondido'
        : body.aceptado
          ? 'ha aceptado el ajuste que pediste'
          : 'ha respondido al ajuste que pediste (no lo ha aceptado)';
    const r = await enviarPlantilla(
      'respuestaAyuda',
      { to: e.candidatoEmail, empresaId: e.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
      {
        nombreCandidato: e.candidatoNombre,
        nombreEmpresa: empresa ? nombreEmpresa(empresa) : '',
        servicio: e.servicioNombre,
        titulo,
        respuesta: body.texto,
        respondidaPor: por,
        enlace: `${config.webOrigin}/mis-datos`,
      },
    );
    return r.estado === 'enviado' ? 'enviado' : 'omitido';
  } catch (err) {
    logger.error('Help answer not e-mailed', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    return 'fallido';
  }
}
