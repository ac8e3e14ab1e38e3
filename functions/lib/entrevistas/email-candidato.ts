// The candidate's emails about an interview: the invitation (programar.ts), the reschedule
// (programar.ts), the cancellation (cancelar.ts) and the reminder (recordatorios.ts) say the same
// things — the company, the service, the date in the interview's time zone, the duration and the
// link — in the company's brand. The invitation and the reschedule carry the interview's calendar
// event (METHOD:REQUEST), the cancellation its CANCEL (calendario.ts, D144); the reminder none:
// the event it would carry is already in the candidate's calendar.
// Each goes by WhatsApp too when the company and the candidate allow it (issue 68 item 4:
// functions/lib/whatsapp/enviar.ts), beside the mail, never instead: at the same time, so the
// request waits for the slower of the two, and a WhatsApp failure never touches the mail's outcome.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { nombreZona } from '../../../shared/fechas.js';
import { config } from '../config.js';
import type { EmpresaItem } from '../db/empresas.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { type Destino, enviarPlantilla, type ResultadoEnvio } from '../mail/send.js';
import { avisarPorWhatsApp } from '../whatsapp/enviar.js';
import type { NombrePlantilla } from '../../../shared/whatsapp-plantillas.js';
import { cancelacionCalendario, invitacionCalendario } from './calendario.js';
import { expiracionToken } from './caducidad.js';
import { fechaEntrevista } from './fecha.js';
import { enlacePublico, type EntrevistaItem } from './item.js';

/** The attachment's name, for the clients that read the event only from an .ics file. */
export const FICHERO_INVITACION = 'invitacion.ics';
export const FICHERO_CANCELACION = 'cancelacion.ics';

function destino(e: EntrevistaItem, empresa: EmpresaItem, calendario?: Destino['calendario']): Destino {
  return { to: e.candidatoEmail, empresaId: e.empresaId, marca: marcaDeEmpresa(empresa), ...(calendario ? { calendario } : {}) };
}

function datos(e: EntrevistaItem, empresa: EmpresaItem) {
  const { texto: fecha, zona } = fechaEntrevista(e.fechaProgramada, e.zonaHoraria);
  return {
    nombreCandidato: e.candidatoNombre,
    nombreEmpresa: nombreEmpresa(empresa),
    servicio: e.servicioNombre,
    fecha,
    // A city people read («Madrid»), not the zone's id («Europe/Madrid»; issue 54 item 7).
    zonaHoraria: nombreZona(zona),
    duracion: String(e.duracionEstimada),
    // The scheduled time is a suggestion: the link works until this (issue 65 item 8), in the same zone.
    disponibleHasta: fechaEntrevista(e.tokenExpiraEn ?? expiracionToken(e.fechaProgramada, e.duracionEstimada), zona).texto,
  };
}

/** The invitation's event, from the sender the email goes out from (its ORGANIZER). */
const invitacion =
  (e: EntrevistaItem, empresa: EmpresaItem, enlace: string, ahora: Date): Destino['calendario'] =>
  (remitente) => ({
    metodo: 'REQUEST',
    fichero: FICHERO_INVITACION,
    contenido: invitacionCalendario(e, { email: remitente.email, nombreEmpresa: nombreEmpresa(empresa) }, enlace, ahora),
  });

/**
 * Sends `plantilla` to the interview's candidate, with `token` as the link's; throws what the send
 * throws. `invitacionEntrevista` (the first invitation) and `entrevistaReprogramada` (the new date)
 * carry the event; the reminder does not.
 */
export async function enviarAlCandidato(
  plantilla: 'invitacionEntrevista' | 'entrevistaReprogramada' | 'recordatorioEntrevista',
  e: EntrevistaItem,
  empresa: EmpresaItem,
  token: string,
  ahora = new Date(),
): Promise<ResultadoEnvio> {
  const enlace = enlacePublico(token);
  const calendario = plantilla === 'recordatorioEntrevista' ? undefined : invitacion(e, empresa, enlace, ahora);
  const d = datos(e, empresa);
  const whatsapp = () =>
    avisarPorWhatsApp(
      PLANTILLA_WHATSAPP[plantilla],
      e,
      empresa,
      { 'enlace a la entrevista': enlace, 'fecha límite': d.disponibleHasta, 'nueva fecha': d.disponibleHasta },
      ahora,
    );
  // Each says how to reach «Mis datos» (D160, D170: the same sentence in the three templates).
  const mail = () =>
    enviarPlantilla(plantilla, destino(e, empresa, calendario), { ...d, enlace, enlaceMisDatos: `${config.webOrigin}/mis-datos` });
  // The reminder job tries a reminder whose mail threw again on its next run: its WhatsApp goes after the
  // mail, so that retry does not send it twice. A request (invitation, new date) does not retry: both at once.
  if (plantilla === 'recordatorioEntrevista') {
    const r = await mail();
    await whatsapp();
    return r;
  }
  return conWhatsApp(mail(), whatsapp());
}

const PLANTILLA_WHATSAPP: Record<'invitacionEntrevista' | 'entrevistaReprogramada' | 'recordatorioEntrevista', NombrePlantilla> = {
  invitacionEntrevista: 'talentia_invitacion_v1',
  entrevistaReprogramada: 'talentia_reprogramada_v1',
  recordatorioEntrevista: 'talentia_recordatorio_v1',
};

/** The mail's outcome (or its error), once the WhatsApp beside it (which never throws) has ended too. */
async function conWhatsApp(mail: Promise<ResultadoEnvio>, whatsapp: Promise<unknown>): Promise<ResultadoEnvio> {
  try {
    return await mail;
  } finally {
    await whatsapp;
  }
}

/** The cancellation, with the event's CANCEL (e is the interview as cancelled: its version is the new one). */
export function enviarCancelacion(e: EntrevistaItem, empresa: EmpresaItem, ahora = new Date()): Promise<ResultadoEnvio> {
  const { duracion: _d, disponibleHasta: _h, ...vars } = datos(e, empresa);
  const whatsapp = avisarPorWhatsApp('talentia_cancelada_v1', e, empresa, {}, ahora);
  return conWhatsApp(
    enviarPlantilla(
      'entrevistaCancelada',
      destino(e, empresa, (remitente) => ({
        metodo: 'CANCEL',
        fichero: FICHERO_CANCELACION,
        contenido: cancelacionCalendario(e, { email: remitente.email, nombreEmpresa: nombreEmpresa(empresa) }, ahora),
      })),
      vars,
    ),
    whatsapp,
  );
}
