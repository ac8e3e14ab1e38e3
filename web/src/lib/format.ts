// Dates as a Spanish-speaking user reads them: the product's one formatter (shared/fechas.ts),
// in the browser's time zone unless a date says which zone it belongs to (an interview's).
import { formatFecha, formatFechaHora, zonaValida } from '@shared/fechas';

export { formatFecha, formatFechaHora, formatHoraSegundos as formatHora } from '@shared/fechas';

/** What an interview's date is written from: when it was scheduled, when it was taken (if it was), its zone. */
/** The day and month of an ISO instant, in Spanish, on the reader's clock ('3 de noviembre'). */
export const diaYMes = (iso: string) => new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'long' });

export interface FechasEntrevista {
  fechaProgramada?: string | null;
  /** Its start (the move to en_progreso; shared fechaRealizacionDe). */
  fechaRealizacion?: string | null;
  zonaHoraria?: string | null;
  estado?: string;
}

export interface OpcionesFechaEntrevista {
  /** Beside a taken interview, when it was scheduled for (only when that is another minute). */
  programada?: boolean;
  /** The zone named at the end: '(Europe/Madrid)'. */
  zona?: boolean;
  /** The time as well as the day (default true). */
  hora?: boolean;
}

/** 'America/Mexico_City' as a person reads it: 'America/Mexico City'. */
export function nombreZona(zona: string): string {
  return zona.replace(/_/g, ' ');
}

/**
 * An interview's date by one rule (D83), in the interview's own zone: a taken
 * one by when it was taken — «Realizada el 23 nov 2026, 16:05» («Iniciada el …» while it runs),
 * optionally «… · programada para 24 nov 2026, 16:00» —, one not taken by its schedule —
 * «Programada para 24 nov 2026, 16:00». Undefined without either date.
 */
export function textoFechaEntrevista(e: FechasEntrevista, opciones: OpcionesFechaEntrevista = {}): string | undefined {
  const { programada = false, zona = false, hora = true } = opciones;
  const tz = zonaValida(e.zonaHoraria ?? undefined) ? e.zonaHoraria! : undefined;
  const fmt = (v: string | null | undefined) => (hora ? formatFechaHora(v, tz) : formatFecha(v, tz));
  const realizada = fmt(e.fechaRealizacion);
  const prevista = fmt(e.fechaProgramada);
  let texto: string;
  if (realizada) {
    texto = `${e.estado === 'en_progreso' ? 'Iniciada' : 'Realizada'} el ${realizada}`;
    if (programada && prevista && prevista !== realizada) texto += ` · programada para ${prevista}`;
  } else if (prevista) {
    texto = `Programada para ${prevista}`;
  } else {
    return undefined;
  }
  return zona && tz ? `${texto} (${nombreZona(tz)})` : texto;
}
