// GET /api/entrevistas/{id}/calendario.ics (D144): the person who scheduled an interview
// adds it to their own calendar. The event is the candidate's (same UID and SEQUENCE, the same
// ORGANIZER: the company's candidates mailbox) published as a file to add (METHOD:PUBLISH), without
// the candidate as attendee and without their personal link (calendario.ts). The interview is read
// in the caller's company: another company's id is not found.
import { entrevistas as msg } from '../../../shared/messages.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { NotFoundError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { configEmailVigente } from '../mail/config.js';
import { copiaProgramador } from './calendario.js';

/** The file's text and the name the browser saves it as. */
export async function calendarioDeEntrevista(empresaId: string, id: string, now = new Date()): Promise<{ nombre: string; ics: string }> {
  const [e, empresa, { config }] = await Promise.all([getEntrevista(empresaId, id), getEmpresa(empresaId), configEmailVigente()]);
  if (!e) throw new NotFoundError(msg.noEncontrada);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  // The mailbox the candidate's invitation came from (mail/send.ts): the event's organizer in both copies.
  const organizador = config.emails.candidatos.email || config.from.email;
  return {
    nombre: `entrevista-${e.id}.ics`,
    ics: copiaProgramador(e, { email: organizador, nombreEmpresa: nombreEmpresa(empresa) }, now),
  };
}
