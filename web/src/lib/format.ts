// Dates as a Spanish-speaking user reads them.
const FECHA_HORA = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** '12 mar 2025, 10:32'; undefined when the value is missing or not a date. */
export function formatFechaHora(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : FECHA_HORA.format(date);
}
