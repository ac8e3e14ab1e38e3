// How the Analytics screen writes its figures: always the Spanish way ('es-ES', whatever the
// machine's locale) and, for the weeks, in UTC (a week is its Monday, 'YYYY-MM-DD', UTC: the label
// must not move with the viewer's time zone). A figure with nothing to compute it from (null) reads
// 'Sin datos'.

export const SIN_DATOS = 'Sin datos';

/** The space Intl puts between a number and '%' in Spanish (a no-break space: '94 %' stays on one line). */
const ESPACIO = '\u00a0';

const ENTERO = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const UN_DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const DECIMAL_FIJO = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const CON_SIGNO = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const FECHA_LARGA = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 1234 → '1234', 12345 → '12.345' (Spanish grouping). */
export const formatEntero = (n: number) => ENTERO.format(n);

/** A 0–100 rate: 94 → '94 %', 94.5 → '94,5 %'; null → null. */
export function formatPorcentaje(v: number | null): string | null {
  return v === null ? null : `${UN_DECIMAL.format(v)}${ESPACIO}%`;
}

/** A 0–10 score with one decimal: 7.4 → '7,4'; null → null. */
export function formatNota(v: number | null): string | null {
  return v === null ? null : DECIMAL_FIJO.format(v);
}

/** A 0–10 score out of ten: 7.4 → '7,4/10'; null → null. */
export function formatPuntuacion(v: number | null): string | null {
  const nota = formatNota(v);
  return nota === null ? null : `${nota}/10`;
}

/** The change in completed interviews: 12 → '+12 % vs. 4 semanas anteriores'; null → null. */
export function formatVariacion(v: number | null): string | null {
  return v === null ? null : `${CON_SIGNO.format(v)}${ESPACIO}% vs. 4 semanas anteriores`;
}

/**
 * A mean time given in minutes: under a minute in seconds ('45 s'), under an hour in minutes
 * ('52 min'), under a day in hours and minutes ('3 h 20 min'), else in days and hours ('2 d 5 h').
 */
export function formatDuracion(min: number | null): string | null {
  if (min === null || !Number.isFinite(min) || min < 0) return null;
  const segundos = Math.round(min * 60);
  if (segundos < 60) return `${ENTERO.format(segundos)} s`;
  const minutos = Math.round(min);
  if (minutos < 60) return `${ENTERO.format(minutos)} min`;
  const horas = Math.floor(minutos / 60);
  const restoMin = minutos % 60;
  if (horas < 24) return restoMin ? `${horas} h ${restoMin} min` : `${horas} h`;
  const dias = Math.floor(horas / 24);
  const restoH = horas % 24;
  return restoH ? `${ENTERO.format(dias)} d ${restoH} h` : `${ENTERO.format(dias)} d`;
}

function lunes(semana: string): Date | null {
  const fecha = new Date(`${semana}T00:00:00Z`);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

/** A week's axis label, its Monday as 'dd/mm' in UTC: '2025-03-03' → '03/03'. */
export function etiquetaSemana(semana: string): string {
  const fecha = lunes(semana);
  if (!fecha) return semana;
  const dd = String(fecha.getUTCDate()).padStart(2, '0');
  const mm = String(fecha.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}`;
}

/** A week in words: '2025-03-03' → 'Semana del 3 de marzo de 2025'. */
export function semanaLarga(semana: string): string {
  const fecha = lunes(semana);
  return fecha ? `Semana del ${FECHA_LARGA.format(fecha)}` : semana;
}

const KAPPA = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A kappa with two decimals: 0.86 → '0,86', -0.08 → '-0,08'; null → null. */
export function formatKappa(v: number | null): string | null {
  return v === null ? null : KAPPA.format(v);
}
