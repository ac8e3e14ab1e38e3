// The schedule form's clock: the date-time a person types is read on the wall clock of the chosen
// time zone (the interview's), not the browser's, so '10:00 Europe/Madrid' chosen from Bogotá is 10:00
// in Madrid. The browser's datetime-local input knows no zone; these helpers turn its value into
// the instant the API takes (ISO with that zone's offset) and back.
import { zonaCanonica, zonaValida, zonasCanonicas } from '@shared/fechas';
import type { EmpresaResumen } from './session';

/** The product's default zone (part 2 §3: the profile's zonaHoraria defaults to America/Bogota). */
export const ZONA_POR_DEFECTO = 'America/Bogota';

interface Partes {
  anio: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

const formatos = new Map<string, Intl.DateTimeFormat>();

function partes(instante: number, zona: string): Partes {
  let f = formatos.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatos.set(zona, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instante)).map((x) => [x.type, x.value]));
  return { anio: +p.year!, mes: +p.month!, dia: +p.day!, hora: +p.hour!, minuto: +p.minute!, segundo: +p.second! };
}

/** Minutes the zone's clock is ahead of UTC at that instant (Madrid in summer: 120). */
export function desfaseMinutos(instante: number, zona: string): number {
  const p = partes(instante, zona);
  const comoUtc = Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo);
  return Math.round((comoUtc - Math.floor(instante / 1000) * 1000) / 60_000);
}

/**
 * The instant (epoch ms) of a datetime-local value ('2026-11-22T10:00') on the clock of `zona`;
 * NaN when the value is not a date-time. A time a DST change skips is moved past the gap.
 */
export function instanteDeHoraLocal(valor: string, zona: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(valor.trim());
  if (!m) return Number.NaN;
  const [anio, mes, dia, hora, minuto, segundo] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const comoUtc = Date.UTC(anio, mes - 1, dia, hora, minuto, segundo);
  const leido = new Date(comoUtc);
  // Date.UTC rolls 31 February over to March: such a value is not a date.
  if (leido.getUTCFullYear() !== anio || leido.getUTCMonth() !== mes - 1 || leido.getUTCDate() !== dia) return Number.NaN;
  // The offset at the guess, then at the corrected instant (they differ only around a DST change).
  const primero = comoUtc - desfaseMinutos(comoUtc, zona) * 60_000;
  return comoUtc - desfaseMinutos(primero, zona) * 60_000;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** The datetime-local value ('2026-11-22T10:00') of an instant on the clock of `zona`. */
export function horaLocal(instante: number | string, zona: string): string {
  const p = partes(typeof instante === 'string' ? Date.parse(instante) : instante, zona);
  return `${p.anio}-${dos(p.mes)}-${dos(p.dia)}T${dos(p.hora)}:${dos(p.minuto)}`;
}

/** '+02:00', '-05:00', '+05:45'. */
function textoDesfase(minutos: number): string {
  const signo = minutos < 0 ? '-' : '+';
  const abs = Math.abs(minutos);
  return `${signo}${dos(Math.floor(abs / 60))}:${dos(abs % 60)}`;
}

/** The instant as ISO 8601 with the zone's offset ('2026-11-22T10:00:00-05:00'), what the API takes. */
export function isoConDesfase(instante: number, zona: string): string {
  const p = partes(instante, zona);
  return `${p.anio}-${dos(p.mes)}-${dos(p.dia)}T${dos(p.hora)}:${dos(p.minuto)}:${dos(p.segundo)}${textoDesfase(desfaseMinutos(instante, zona))}`;
}

/** 'UTC−05:00' for a zone's list entry. */
export function etiquetaDesfase(zona: string, instante = Date.now()): string {
  return `UTC${textoDesfase(desfaseMinutos(instante, zona)).replace('-', '−')}`;
}

/**
 * The browser's own zone, when it names one Intl knows, by its current name: Chromium and Node answer
 * Asia/Calcutta for a machine set to Asia/Kolkata, a name the zone list (current names) does not hold,
 * so the schedule form's select showed nothing chosen.
 */
export function zonaDelNavegador(): string | undefined {
  try {
    const zona = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zonaValida(zona) ? zonaCanonica(zona) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The schedule form's default zone (D81): the company's — interviews are the company's —,
 * else the browser's, else the product's. The person's profile zone is for their own display only:
 * its spec default (Bogotá) is not a choice anyone made.
 */
export function zonaInicial(empresa: Pick<EmpresaResumen, 'configuracion'> | null | undefined): string {
  const propia = empresa?.configuracion?.zonaHoraria;
  return (zonaValida(propia) ? zonaCanonica(propia) : undefined) ?? zonaDelNavegador() ?? ZONA_POR_DEFECTO;
}

/**
 * Every zone the browser knows, by its current name (Asia/Kolkata, not Asia/Calcutta), with
 * `incluir` (the default or the interview's) even if it does not list it.
 */
export function zonasDisponibles(...incluir: string[]): string[] {
  let todas: string[];
  try {
    todas = Intl.supportedValuesOf('timeZone');
  } catch {
    todas = [];
  }
  return zonasCanonicas([...incluir.filter(Boolean), ...todas, ZONA_POR_DEFECTO]);
}
