// The clock and zone CI runs the whole suite under (D74): derived from
// the commit, so every commit is tried at another boundary and zone and a failure is reproduced by
// running with the same commit (or `RELOJ_SEMILLA=<hash>`). Prints shell assignments:
//   RELOJ_ZONA=<IANA zone>  RELOJ_DESFASE=<+seconds for faketime -f>  RELOJ_INICIO=<ISO>  RELOJ_MOTIVO=<text>
//   RELOJ_WEB=movido|real: the clock the jsdom layers (web, web-aislado) run at in this commit's run: one
//   of the two, half the commits each, instead of both every time (D134); unit runs at both.
// The run starts 2 to 12 minutes before a boundary of the zone's local calendar (a day that ends a
// month, a year, February, a week, or the zone's next daylight-saving change), so the suite crosses it
// while it runs, with the local date different from the UTC one.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';

const ZONAS = [
  'Pacific/Kiritimati', // UTC+14: the local date is a day ahead of UTC most of the day
  'Pacific/Pago_Pago', // UTC−11: a day behind
  'America/Bogota', // the spec's default zone for people (UTC−5)
  'Europe/Madrid', // the customers' zone; DST in March and October
  'Asia/Kolkata', // a half-hour offset (UTC+5:30)
  'America/St_Johns', // a half-hour offset with DST (UTC−3:30/−2:30)
  'Pacific/Chatham', // a 45-minute offset with DST (UTC+12:45/+13:45)
  'Australia/Lord_Howe', // a half-hour DST change (UTC+10:30/+11)
];

const semilla =
  process.env.RELOJ_SEMILLA ||
  (() => {
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      return 'sin-git';
    }
  })();
const h = createHash('sha256').update(semilla).digest();
const ahora = Date.now();

/** Minutes the zone is ahead of UTC at that instant. */
function desfaseZona(zona, instante) {
  const partes = new Intl.DateTimeFormat('en-US', { timeZone: zona, timeZoneName: 'longOffset' }).formatToParts(instante);
  const m = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(partes.find((p) => p.type === 'timeZoneName').value);
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The UTC instant of 00:00 local time on that calendar day in the zone. */
function medianocheLocal(zona, anio, mes, dia) {
  let t = Date.UTC(anio, mes, dia);
  for (let i = 0; i < 3; i++) t = Date.UTC(anio, mes, dia) - desfaseZona(zona, t) * 60_000;
  return t;
}

/** Today's date in the zone as {anio, mes (0-11), dia}. */
function hoyEn(zona, instante) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zona, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(instante)
      .map((x) => [x.type, Number(x.value)]),
  );
  return { anio: p.year, mes: p.month - 1, dia: p.day };
}

/** The zone's next offset change within 200 days (hour by hour, then to the minute), or null. */
function proximoCambioHorario(zona) {
  let antes = desfaseZona(zona, ahora);
  for (let t = ahora + 3_600_000; t < ahora + 200 * 86_400_000; t += 3_600_000) {
    if (desfaseZona(zona, t) !== antes) {
      let lo = t - 3_600_000;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (desfaseZona(zona, mid) === antes) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    antes = desfaseZona(zona, t);
  }
  return null;
}

const zona = ZONAS[h[0] % ZONAS.length];
const hoy = hoyEn(zona, ahora);
const fronteras = [
  { motivo: 'fin de mes', t: medianocheLocal(zona, hoy.anio, hoy.mes + 1, 1) },
  { motivo: 'fin de año', t: medianocheLocal(zona, hoy.anio + 1, 0, 1) },
  { motivo: 'fin de febrero', t: medianocheLocal(zona, hoy.mes < 2 ? hoy.anio : hoy.anio + 1, 2, 1) },
  {
    motivo: 'fin de semana (domingo a lunes)',
    t: (() => {
      const dow = new Date(Date.UTC(hoy.anio, hoy.mes, hoy.dia)).getUTCDay();
      return medianocheLocal(zona, hoy.anio, hoy.mes, hoy.dia + ((8 - dow) % 7 || 7));
    })(),
  },
];
const cambio = proximoCambioHorario(zona);
if (cambio) fronteras.push({ motivo: 'cambio de hora de la zona', t: cambio });
const elegida = fronteras[h[1] % fronteras.length];
const antesDe = 120 + (h.readUInt16BE(2) % 600); // 2 to 12 minutes before: the crossing falls inside the test run
const inicio = elegida.t - antesDe * 1000;
const desfase = Math.round((inicio - ahora) / 1000);

// Another byte of the hash than the zone's and the boundary's: the web layers' clock is independent of both.
const relojWeb = h[4] % 2 === 0 ? 'movido' : 'real';

const comillas = (s) => `'${String(s).replace(/'/g, "'\\''")}'`;
console.log(`RELOJ_ZONA=${comillas(zona)}`);
console.log(`RELOJ_DESFASE=${desfase >= 0 ? '+' : ''}${desfase}`);
console.log(`RELOJ_INICIO=${comillas(new Date(inicio).toISOString())}`);
console.log(`RELOJ_WEB=${relojWeb}`);
console.log(`RELOJ_MOTIVO=${comillas(`${elegida.motivo} en ${zona}, ${antesDe} s antes (semilla ${semilla.slice(0, 12)})`)}`);
