// What the schedule and reschedule forms share: the date rule the server applies (not in the past,
// with a minute's slack for a form opened a while ago; at most a year ahead), said with the
// contract's messages, and the contract's zod issues put on the form's fields.
import { ENTREVISTAS } from '@shared/constants';
import { entrevistas as msg } from '@shared/messages';

/** The server's horizon (shared/constants.ts ENTREVISTAS.antelacionMaximaDias). */
const UN_ANIO_MS = ENTREVISTAS.antelacionMaximaDias * 86_400_000;

/** The Spanish message for an instant the server would refuse, or undefined. */
export function errorDeFecha(instante: number, ahora = Date.now()): string | undefined {
  if (Number.isNaN(instante)) return msg.fechaObligatoria;
  if (instante < ahora - 60_000) return msg.fechaPasada;
  if (instante > ahora + UN_ANIO_MS) return msg.fechaLejana;
  return undefined;
}

type Errores<K extends string> = Partial<Record<K, { type: string; message: string }>>;

/** The first issue of each field, keyed by the body's field name (the form's fields are named alike). */
export function erroresPorCampo<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
  campos: readonly K[],
  porDefecto: K,
): Errores<K> {
  const errores: Errores<K> = {};
  for (const issue of issues) {
    const nombre = String(issue.path[0] ?? '');
    const campo = (campos as readonly string[]).includes(nombre) ? (nombre as K) : porDefecto;
    errores[campo] ??= { type: issue.code, message: issue.message };
  }
  return errores;
}
