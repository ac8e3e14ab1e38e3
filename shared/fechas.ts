// How the product writes dates and times, in every email, notification and screen (server and
// web import this one module, and tests compute their expectations with it instead of guessing).
// The Spanish convention (RAE, and what Spanish-speaking HR users read in their calendars): the
// 24-hour clock with two-digit hours and minutes — '06:04', '23:59', never '6:04' or 'a. m.'.
// Intl's `timeStyle: 'short'` writes '6:04' for es-ES, so every time here names its parts.
// A date-time is written in an explicit time zone when the reader's is known (an email to a
// candidate: the scheduler's zone), otherwise in the runtime's own (the browser's).

const HORA_MIN = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

type Fecha = string | number | Date;

function aFecha(value: Fecha | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formato(opciones: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const clave = JSON.stringify([opciones, timeZone ?? null]);
  let f = cache.get(clave);
  if (!f) {
    f = new Intl.DateTimeFormat('es-ES', timeZone ? { ...opciones, timeZone } : opciones);
    cache.set(clave, f);
  }
  return f;
}

/** '22 nov 2026, 06:04' (lists, detail panels); undefined when missing or not a date. */
export function formatFechaHora(value: Fecha | null | undefined, timeZone?: string): string | undefined {
  const d = aFecha(value);
  return d && formato({ day: 'numeric', month: 'short', year: 'numeric', ...HORA_MIN }, timeZone).format(d);
}

/** '22 nov 2026'; undefined when missing or not a date. */
export function formatFecha(value: Fecha | null | undefined, timeZone?: string): string | undefined {
  const d = aFecha(value);
  return d && formato({ day: 'numeric', month: 'short', year: 'numeric' }, timeZone).format(d);
}

/** '22 de noviembre de 2026' (notices about a day: a licence's expiry). */
export function formatFechaLarga(value: Fecha | null | undefined, timeZone?: string): string | undefined {
  const d = aFecha(value);
  return d && formato({ day: 'numeric', month: 'long', year: 'numeric' }, timeZone).format(d);
}

/** 'domingo, 22 de noviembre de 2026, 06:04' (an interview's date in an email). */
export function formatFechaHoraCompleta(value: Fecha | null | undefined, timeZone?: string): string | undefined {
  const d = aFecha(value);
  return d && formato({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...HORA_MIN }, timeZone).format(d);
}

/** '22/11/2026' (the notifications panel past a week). */
export function formatFechaCorta(value: Fecha | null | undefined, timeZone?: string): string | undefined {
  const d = aFecha(value);
  return d && formato({ day: '2-digit', month: '2-digit', year: 'numeric' }, timeZone).format(d);
}

/** '06:04'. */
export function formatHora(value: Fecha, timeZone?: string): string {
  const d = aFecha(value);
  return d ? formato(HORA_MIN, timeZone).format(d) : '';
}

/** '06:04:15' (the last synchronisation in the header). */
export function formatHoraSegundos(value: Fecha, timeZone?: string): string {
  const d = aFecha(value);
  return d ? formato({ ...HORA_MIN, second: '2-digit' }, timeZone).format(d) : '';
}

/** True when the zone is one Intl knows (a stored profile may carry anything). */
export function zonaValida(timeZone: string | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * '2026-11-22': the calendar date of an instant in a zone (file names: `usuarios_2026-11-22.csv`),
 * built from Intl's parts, so it is the zone's day whatever the runtime's own zone is.
 */
export function formatFechaIso(value: Fecha, timeZone?: string): string {
  const d = aFecha(value) ?? new Date(NaN);
  const partes = Object.fromEntries(
    formato({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${partes.year}-${partes.month}-${partes.day}`;
}
