// The report's notice to the company (D69, D109), after the report's write has committed: the
// notifications to who hears about the interview, and the report-ready email to the company's
// address, each delivered at least once and written once (the committed item carries
// `avisoInforme: 'pendiente'`). What could not be delivered is thrown as AvisoNoEntregado, so the
// queue delivers the message again and that run sends only what is missing.
import { autoriaEmailInforme } from '../../../shared/informe-autoria.js';
import { informes as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { perfilPorEmail } from '../db/usuarios.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { avisoInformeCompleto, emailInformeEnviado, reclamarEmailInforme, soltarEmailInforme } from '../db/entrevistas-avisos.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { avisarDeEntrevista } from '../notificaciones/candidato.js';

/** A notice to the company could not be delivered: the delivery fails so SQS brings the message back (D109). */
export class AvisoNoEntregado extends Error {
  constructor(que: string, causa: Error) {
    super(`${que} not delivered, the queue will retry it: ${causa.message}`);
    this.name = 'AvisoNoEntregado';
  }
}

/**
 * How old a claim on the report-ready email must be before another run may take it: twice the
 * analysis consumer's time-out (300 s), so its run cannot still be sending; less than SQS's
 * visibility time-out less that time-out (6 × 300 − 300 s, data-stack.ts), so the redelivery of a
 * run that died holding the claim finds it expired.
 */
export const RECLAMO_EMAIL_CADUCA_MS = 10 * 60_000;

/**
 * The report's notice (D69, D109), at least once and written once. The notifications are idempotent
 * by their clave, so they are simply written (again); the email is not a table write, so it goes under
 * a claim (pendiente → enviando): a failed send gives the claim back, a sent one moves the notice on.
 * The notice is enviado only once both are done; whatever failed is thrown, for the queue's next
 * delivery. A run that finds another's live claim leaves the email to it. The one corner: a run that
 * dies between the email's send and its record leaves a claim that a later delivery takes after
 * RECLAMO_EMAIL_CADUCA_MS and mails again (as D21's reminders).
 */
export async function avisarInforme(e: EntrevistaItem & { empresa?: EmpresaItem }, ahora: Date): Promise<void> {
  const estado = e.avisoInforme;
  if (estado !== 'pendiente' && estado !== 'enviando' && estado !== 'notificando') return;
  let falloCampana: Error | undefined;
  try {
    await avisarDeEntrevista(
      e,
      {
        type: 'completado',
        prioridad: 'media',
        title: e.informeIA?.procedencia.metodo === 'integrado' ? msg.listoTituloAnalizador : msg.listoTitulo,
        mensaje: msg.listoMensaje,
        actionUrl: `/informes?entrevista=${encodeURIComponent(e.id)}`,
        actionText: msg.verInforme,
        clave: `entrevista-${e.id}-informe`,
      },
      ahora,
    );
  } catch (err) {
    falloCampana = err as Error;
  }
  if (estado === 'notificando') {
    // The email went on an earlier delivery: only the notifications were missing.
    if (!falloCampana) await avisoInformeCompleto(e.empresaId, e.id);
  } else {
    const desde = ahora.toISOString();
    const caducaAntes = new Date(ahora.getTime() - RECLAMO_EMAIL_CADUCA_MS).toISOString();
    if (await reclamarEmailInforme(e.empresaId, e.id, desde, caducaAntes)) {
      try {
        await emailInforme(e);
      } catch (err) {
        await soltarEmailInforme(e.empresaId, e.id, desde).catch((e2: Error) =>
          logger.error('Report-ready email claim not given back', { empresaId: e.empresaId, entrevistaId: e.id, error: e2.message }),
        );
        throw new AvisoNoEntregado('Report-ready email', err as Error);
      }
      if (!(await emailInformeEnviado(e.empresaId, e.id, desde, falloCampana ? 'notificando' : 'enviado')))
        logger.error('Report-ready email sent but its claim was no longer held', { empresaId: e.empresaId, entrevistaId: e.id });
    }
  }
  if (falloCampana) throw new AvisoNoEntregado('Report-ready notification', falloCampana);
}

/** Who the greeting names when the contact address is not a user of the company: the team, never the company. */
const SALUDO_EQUIPO = 'equipo de selección';

/**
 * The report-ready email's values (issue 54 item 6): greets the user whose address is the company's
 * contact address (the administrator the sign-up created) or the team, and says who made the report.
 */
export function variablesReporteListo(
  e: Pick<EntrevistaItem, 'id' | 'candidatoNombre' | 'servicioNombre'> & {
    informeIA?: Pick<NonNullable<EntrevistaItem['informeIA']>, 'procedencia'>;
  },
  empresa: Pick<EmpresaItem, 'id'>,
  perfil: { nombre?: string; empresaId?: string | null } | undefined,
) {
  const nombre = perfil?.empresaId === empresa.id && perfil.nombre?.trim() ? perfil.nombre.trim() : SALUDO_EQUIPO;
  const procedencia = e.informeIA?.procedencia;
  return {
    nombre,
    nombreCandidato: e.candidatoNombre,
    servicio: e.servicioNombre,
    autoria: procedencia ? autoriaEmailInforme(procedencia) : 'Lo ha preparado Talentia con la evidencia de la transcripción',
    enlace: `${config.webOrigin}/informes?entrevista=${encodeURIComponent(e.id)}`,
  };
}

/** The report-ready email to the company's contact address; thrown when the mail service could not send it. */
async function emailInforme(e: EntrevistaItem & { empresa?: EmpresaItem }): Promise<void> {
  const empresa = e.empresa ?? (await getEmpresa(e.empresaId));
  if (!empresa?.email) {
    logger.warn('Report-ready email skipped: the company has no email', { empresaId: e.empresaId, entrevistaId: e.id });
    return;
  }
  try {
    const perfil = await perfilPorEmail(empresa.email);
    await enviarPlantilla(
      'reporteListo',
      { to: empresa.email, empresaId: e.empresaId, marca: marcaDeEmpresa(empresa) },
      variablesReporteListo(e, empresa, perfil),
    );
  } catch (err) {
    logger.error('Report-ready email not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    throw err;
  }
}
