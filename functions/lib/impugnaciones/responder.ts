// The company answers the candidate's open view on the assessment (D150): stored with who and when
// and whether a person's review was saved since the request (a new review or a correction is D80's
// flow, linked from the answer form), then e-mailed to the candidate — once: only the write that
// closed the request sends it — and shown on «Mis datos».
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { impugnacion as msg, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import type { ImpugnacionesEntrevista, RespuestaImpugnacionBody } from '../../../shared/schemas/impugnacion.js';
import type { Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { abierta, getImpugnacion, guardarImpugnacion, type ImpugnacionItem, type SolicitudImpugnacion } from '../db/impugnaciones.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { impugnacionesDeEntrevista, revisadaDesde } from './lectura.js';

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
