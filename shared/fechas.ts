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

/**
 * The instant (UTC ISO) a calendar day '2026-11-22' begins in a zone: a list's «desde» and «hasta»
 * are the company's days, whatever the runtime's own zone is. The zone's offset is read from Intl at
 * that day's UTC midnight and checked once more at the guess, so a day a clock change starts in
 * (e.g. Madrid's last Sunday of March) still begins at its real midnight. Without a valid zone, UTC.
 */
export function inicioDelDia(dia: string, timeZone?: string): string {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  const medianocheUtc = Date.UTC(y, m - 1, d);
  if (!zonaValida(timeZone)) return new Date(medianocheUtc).toISOString();
  const desfase = (t: number) => {
    const p = Object.fromEntries(
      formato({ year: 'numeric', month: '2-digit', day: '2-digit', ...HORA_MIN, second: '2-digit' }, timeZone)
        .formatToParts(new Date(t))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - t;
  };
  let t = medianocheUtc - desfase(medianocheUtc);
  t = medianocheUtc - desfase(t);
  return new Date(t).toISOString();
}

/** The instant the day after `dia` begins in the zone: «hasta» includes its whole day (half-open ranges). */
export function finDelDia(dia: string, timeZone?: string): string {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  const siguiente = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return inicioDelDia(siguiente, timeZone);
}

/**
 * The zones IANA renamed that some runtimes' Intl still lists under the old name (ICU 78 answers
 * «Asia/Calcutta», «Europe/Kiev»): the product shows and stores the current one (issue 54 item 7).
 */
const ZONAS_RENOMBRADAS: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The zone's current IANA name (an old one renamed; any other as it is). */
export function zonaCanonica(zona: string): string {
  return ZONAS_RENOMBRADAS[zona] ?? zona;
}

/** A list of zones by their current names, once each, sorted; only those Intl knows. */
export function zonasCanonicas(zonas: readonly string[]): string[] {
  return [...new Set(zonas.map(zonaCanonica))].filter((z) => zonaValida(z)).sort((a, b) => a.localeCompare(b));
}

/** The cities whose Spanish name is not the IANA id's English one. */
const CIUDADES: Record<string, string> = {
  'America/Bogota': 'Bogotá',
  'America/Mexico_City': 'Ciudad de México',
  'America/Sao_Paulo': 'São Paulo',
  'America/New_York': 'Nueva York',
  'America/Los_Angeles': 'Los Ángeles',
  'America/Asuncion': 'Asunción',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Mazatlan': 'Mazatlán',
  'Atlantic/Canary': 'Canarias',
  'Europe/London': 'Londres',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Lisbon': 'Lisboa',
  'Europe/Rome': 'Roma',
  'Europe/Brussels': 'Bruselas',
  'Europe/Amsterdam': 'Ámsterdam',
  'Europe/Zurich': 'Zúrich',
  'Europe/Athens': 'Atenas',
  'Europe/Moscow': 'Moscú',
  'Europe/Warsaw': 'Varsovia',
  'Europe/Vienna': 'Viena',
  'Europe/Stockholm': 'Estocolmo',
  'Europe/Copenhagen': 'Copenhague',
  'Africa/Ceuta': 'Ceuta',
  'Asia/Tokyo': 'Tokio',
};

/**
 * How a mail or a page names a zone for people: its city, in Spanish where it has a Spanish name
 * («Europe/Madrid» → «Madrid», «America/Mexico_City» → «Ciudad de México»), never the raw id.
 */
export function nombreZona(zona: string): string {
  const actual = zonaCanonica(zona);
  return CIUDADES[actual] ?? actual.split('/').pop()!.replace(/_/g, ' ');
}
