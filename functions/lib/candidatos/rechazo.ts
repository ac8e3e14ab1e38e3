// The rejection mail (D163): the «Proceso no continúa» template (rechazoCandidato, the one the
// review can send), sent from the candidate's profile only when a person asks for it — previewed
// first, confirmed, never automatic. Only to a candidate whose status is «Rechazado» (the mail
// says the team decided not to go on), once (recorded on the candidate with who and when), and
// never to a candidate who asked from «Mis datos» that their data be erased (D149): the company
// does not write to them again while the request is pending.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { DEFINICION_PLANTILLAS } from '../../../shared/email/plantillas.js';
import { renderPlantilla } from '../../../shared/email/render.js';
import { formatFechaLarga } from '../../../shared/fechas.js';
import { candidatos as msgCandidatos, enviosCandidato as msg, fmt } from '../../../shared/messages.js';
import type { RechazoEnviado } from '../../../shared/schemas/candidato-envios.js';
import { getSolicitudBorrado } from '../db/borrado-solicitado.js';
import { candidatoKeys, getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { updateItem } from '../db/repository.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { entrevistasDelCandidato } from '../entrevistas/borrar-de-candidato.js';
import { fechaEntrevista } from '../entrevistas/fecha.js';
import { logger } from '../logger.js';
import { configEmailVigente } from '../mail/config.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';

const PLANTILLA = 'rechazoCandidato' as const;

function zonaDe(empresa: EmpresaItem): string {
  return fechaEntrevista(new Date().toISOString(), (empresa.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria).zona;
}

function variables(c: CandidatoItem, empresa: EmpresaItem) {
  return {
    nombreCandidato: c.nombre,
    nombreEmpresa: nombreEmpresa(empresa),
    puesto: String(c.posicion || c.puesto || 'este proceso'),
  };
}

async function leer(empresaId: string, id: string): Promise<{ c: CandidatoItem; empresa: EmpresaItem }> {
  const [c, empresa] = await Promise.all([getCandidato(empresaId, id), getEmpresa(empresaId)]);
  if (!c) throw new NotFoundError(msgCandidatos.noEncontrado);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  return { c, empresa };
}

export function rechazoDe(c: CandidatoItem): RechazoEnviado | null {
  const r = c.rechazoEnviado as RechazoEnviado | undefined;
  return r?.fecha ? { fecha: r.fecha, por: r.por } : null;
}

/** GET …/rechazo: the mail as the candidate would receive it (the platform's template, the company's brand). */
export async function vistaRechazo(empresaId: string, id: string) {
  const { c, empresa } = await leer(empresaId, id);
  const { config } = await configEmailVigente();
  const plantilla = (config.templates.candidatos as Record<string, { enabled: boolean; subject: string; html: string }>)[PLANTILLA] ?? {
    enabled: true,
    subject: DEFINICION_PLANTILLAS[PLANTILLA].subject,
    html: DEFINICION_PLANTILLAS[PLANTILLA].html,
  };
  const r = renderPlantilla(plantilla, variables(c, empresa), marcaDeEmpresa(empresa) ?? { nombre: nombreEmpresa(empresa) });
  return { para: c.email, asunto: r.subject, html: r.html, activada: plantilla.enabled, enviado: rechazoDe(c) };
}

/** POST …/rechazo: sends it once, as confirmed by the person; the candidate records who and when. */
export async function enviarRechazo(caller: { userId: string }, empresaId: string, id: string, now = new Date()) {
  const { c, empresa } = await leer(empresaId, id);
  if (c.estado !== 'rechazado') throw new ConflictError(msg.rechazoSoloRechazado);
  const previo = rechazoDe(c);
  if (previo)
    throw new ConflictError(fmt(msg.rechazoYaEnviado, { fecha: formatFechaLarga(previo.fecha, zonaDe(empresa)) ?? previo.fecha }));
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
  const enviado: RechazoEnviado = { fecha: now.toISOString(), por: caller.userId };
  try {
    // Only on the candidate as read: a concurrent send or edit is not overwritten.
    await updateItem(
      candidatoKeys.candidato(empresaId, c.id),
      { rechazoEnviado: enviado, version: c.version + 1 },
      () => new ConflictError(msgCandidatos.noActualizado),
      { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': c.version } },
    );
  } catch (err) {
    logger.error('Rejection email sent but not recorded on the candidate', { empresaId, candidatoId: c.id, error: (err as Error).message });
  }
  logger.info('Rejection email sent', { empresaId, candidatoId: c.id, por: caller.userId });
  return { ...(await vistaRechazo(empresaId, c.id)), enviado };
}
