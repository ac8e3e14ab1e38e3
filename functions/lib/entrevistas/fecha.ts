// How an interview's date is written for people (emails, notifications): in its own time zone.
import { formatFechaHoraCompleta, zonaValida } from '../../../shared/fechas.js';

/** Default time zone of the spec's user profile (part 2 §3). */
export const ZONA_HORARIA_POR_DEFECTO = 'America/Bogota';

/** `lunes, 23 de noviembre de 2026, 09:00` in the interview's time zone (the default zone if unknown). */
export function fechaEntrevista(fechaIso: string, zonaHoraria: string | undefined): { texto: string; zona: string } {
  const zona = zonaValida(zonaHoraria) ? zonaHoraria : ZONA_HORARIA_POR_DEFECTO;
  return { texto: formatFechaHoraCompleta(fechaIso, zona) ?? fechaIso, zona };
}
