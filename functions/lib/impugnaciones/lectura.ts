// What the candidate's views on the assessment look like to each side (D150): «Mis datos» (the
// candidate's words and the answers, the author by name), the report's panel (with whether a review
// was saved since the open request) and the company's pending list. Reads only: no mail, no queue, so
// the read-only bundles that show them stay free of those clients.
import type { Impugnacion, ImpugnacionesEntrevista, ImpugnacionPendiente } from '../../../shared/schemas/impugnacion.js';
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { abierta, getImpugnacion, impugnacionesPendientes, type ImpugnacionItem, type SolicitudImpugnacion } from '../db/impugnaciones.js';
import { NotFoundError } from '../errors.js';

/** A request as both sides read it: the answer's author by name only. */
export const vista = (s: SolicitudImpugnacion): Impugnacion => ({
  numero: s.numero,
  opinion: s.opinion,
  pideRevision: s.pideRevision,
  enviadaEn: s.enviadaEn,
  estado: s.respuesta ? 'respondida' : 'pendiente',
  respuesta: s.respuesta
    ? {
        texto: s.respuesta.texto,
        por: s.respuesta.por,
        fecha: s.respuesta.fecha,
        revisionTrasSolicitud: s.respuesta.revisionTrasSolicitud,
        ...(s.respuesta.sinCambios ? { sinCambios: true } : {}),
        ...(s.respuesta.resultado
          ? { resultado: { texto: s.respuesta.resultado.texto, por: s.respuesta.resultado.por, fecha: s.respuesta.resultado.fecha } }
          : {}),
      }
    : null,
});

/**
 * The last request when its answer said «no cambia» before any review and no outcome followed: the
 * outcome of a review saved since may still be sent (D160). Undefined otherwise.
 */
export function esperaResultado(i: Pick<ImpugnacionItem, 'solicitudes'> | undefined): SolicitudImpugnacion | undefined {
  const ultima = i?.solicitudes.at(-1);
  const r = ultima?.respuesta;
  return ultima && r && ultima.pideRevision && r.sinCambios && !r.revisionTrasSolicitud && !r.resultado ? ultima : undefined;
}

/** What «Mis datos» shows for an interview (null: nothing sent). */
export async function impugnacionesDelTitular(empresaId: string, entrevistaId: string): Promise<Impugnacion[] | null> {
  const i = await getImpugnacion(empresaId, entrevistaId);
  return i && i.solicitudes.length > 0 ? i.solicitudes.map(vista) : null;
}

/** Whether a person's review was saved (or corrected) after `desde`: the review's date is the current one's. */
export const revisadaDesde = (e: EntrevistaItem, desde: string) => !!e.validacion && e.validacion.fecha > desde;

/** The company's view of an interview's requests (404 for an interview it does not hold). */
export async function impugnacionesDeEntrevista(empresaId: string, entrevistaId: string): Promise<ImpugnacionesEntrevista> {
  const [e, i] = await Promise.all([getEntrevista(empresaId, entrevistaId), getImpugnacion(empresaId, entrevistaId)]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  const pendiente = abierta(i);
  const espera = esperaResultado(i);
  return {
    entrevistaId,
    solicitudes: (i?.solicitudes ?? []).map(vista),
    revisadaTrasPendiente: pendiente ? revisadaDesde(e, pendiente.enviadaEn) : null,
    resultadoPendiente: espera ? revisadaDesde(e, espera.respuesta!.fecha) : null,
  };
}

/** The company's open requests, oldest first (the Informes screen's pending mark). */
export async function pendientesDeEmpresa(empresaId: string): Promise<ImpugnacionPendiente[]> {
  return (await impugnacionesPendientes(empresaId)).flatMap((i) => {
    const p = abierta(i);
    return p
      ? [
          {
            entrevistaId: i.entrevistaId,
            candidatoNombre: i.candidatoNombre,
            servicioNombre: i.servicioNombre,
            enviadaEn: p.enviadaEn,
            pideRevision: p.pideRevision,
          },
        ]
      : [];
  });
}
