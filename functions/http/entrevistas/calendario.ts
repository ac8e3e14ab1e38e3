// GET /api/entrevistas/{id}/calendario.ics: the interview as a calendar file for whoever scheduled it
// («Añadir a mi calendario» in the interview's details).
import { entrevistasCalendario } from '../../../shared/routes/entrevistas.js';
import { calendarioDeEntrevista } from '../../lib/entrevistas/calendario-descarga.js';
import { attachment } from '../../lib/attachment.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(entrevistasCalendario, async ({ tenant, params }) => {
  const { nombre, ics } = await calendarioDeEntrevista(tenant, params.id);
  return attachment('text/calendar; charset=utf-8; method=PUBLISH', nombre, ics);
});
