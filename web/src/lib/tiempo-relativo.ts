// Relative time of the notifications panel (spec part 1 §2.5): under a minute 'Ahora'; 'Nm'; 'Nh'
// below 24 hours; 'Nd' below 7 days; otherwise the date (dd/mm/yyyy). An unreadable date says
// 'Fecha inválida' and a missing one 'Fecha no disponible'.
import { formatFechaCorta } from '@shared/fechas';

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

export function tiempoRelativo(value: string | number | Date | null | undefined, ahora: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Fecha no disponible';
  const fecha = value instanceof Date ? value : new Date(value);
  const ms = fecha.getTime();
  if (Number.isNaN(ms)) return 'Fecha inválida';
  // A clock a little ahead of ours still reads as just now.
  const diff = Math.max(0, ahora.getTime() - ms);
  if (diff < MINUTO) return 'Ahora';
  if (diff < HORA) return `${Math.floor(diff / MINUTO)}m`;
  if (diff < DIA) return `${Math.floor(diff / HORA)}h`;
  if (diff < 7 * DIA) return `${Math.floor(diff / DIA)}d`;
  return formatFechaCorta(fecha) ?? 'Fecha inválida';
}
