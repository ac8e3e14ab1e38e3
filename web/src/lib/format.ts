// Dates as a Spanish-speaking user reads them.
const FECHA_HORA = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** '12 mar 2025, 10:32'; undefined when the value is missing or not a date. */
export function formatFechaHora(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : FECHA_HORA.format(date);
}

const FECHA = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });
const HORA = new Intl.DateTimeFormat('es-ES', { timeStyle: 'medium' });

/** '12 mar 2025'; undefined when the value is missing or not a date. */
export function formatFecha(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : FECHA.format(date);
}

/** '10:32:15'. */
export function formatHora(date: Date): string {
  return HORA.format(date);
}
