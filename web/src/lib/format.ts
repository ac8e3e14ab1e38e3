// Dates as a Spanish-speaking user reads them: the product's one formatter (shared/fechas.ts),
// in the browser's time zone.
export { formatFecha, formatFechaHora, formatHoraSegundos as formatHora } from '@shared/fechas';
