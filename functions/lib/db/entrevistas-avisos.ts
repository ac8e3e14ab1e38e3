// The state of an interview's two notices to the company (docs/decisions/ D109), moved by
// conditional updates of the interview item — never its `version`, which guards the interview's own
// moves (a move that lands meanwhile may carry an older notice state: the notice is then told again,
// and its clave refuses a second notification):
// - `avisoCompletada`: pendiente (the finish's transaction) → enviado, once every recipient has it;
// - `avisoInforme`: pendiente (the report's transaction) → enviando (a run claims the email, since
//   `avisoInformeDesde`) → notificando (the email went, the notifications are still due) or enviado.
// And the candidate's own (issue 65 item 7): `avisoRecibida`, the mail that the interview was received,
// pendiente (the finish's transaction) → enviando (a delivery claims it, since `avisoRecibidaDesde`) →
// enviado; a claim older than the consumer's timeout may be taken again.
import { entrevistaKeys } from './entrevistas.js';
import { AppError } from '../errors.js';
import { seEscribio, updateItem, type Condition } from './repository.js';

class NoCumplida extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'notice state changed');
  }
}

/** The update, only if `condition` holds: false when it did not (or the interview is gone). */
async function moverSi(empresaId: string, id: string, cambios: Record<string, unknown>, condition: Condition): Promise<boolean> {
  return seEscribio(
    updateItem(entrevistaKeys.entrevista(empresaId, id), cambios, () => new NoCumplida(), condition),
    NoCumplida,
  );
}

/** The finish's notification is written for everyone: pendiente → enviado. */
export function avisoCompletadaEnviado(empresaId: string, id: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoCompletada: 'enviado' }, { expression: 'avisoCompletada = :p', values: { ':p': 'pendiente' } });
}

type CampoReclamo = 'avisoInforme' | 'avisoRecibida';
const desdeDe = (campo: CampoReclamo) => `${campo}Desde`;

/** A delivery claims the notice `campo`: from pendiente, or from a claim made before `caducaAntes` (its run can no longer be running). */
function reclamar(campo: CampoReclamo, empresaId: string, id: string, desde: string, caducaAntes: string): Promise<boolean> {
  return moverSi(
    empresaId,
    id,
    { [campo]: 'enviando', [desdeDe(campo)]: desde },
    {
      expression: `${campo} = :p OR (${campo} = :e AND ${desdeDe(campo)} < :c)`,
      values: { ':p': 'pendiente', ':e': 'enviando', ':c': caducaAntes },
    },
  );
}

/** The claim made at `desde` moves on to `siguiente` (pendiente: given back for the next delivery). */
function trasReclamo(campo: CampoReclamo, empresaId: string, id: string, desde: string, siguiente: string): Promise<boolean> {
  return moverSi(
    empresaId,
    id,
    { [campo]: siguiente, [desdeDe(campo)]: undefined },
    { expression: `${campo} = :e AND ${desdeDe(campo)} = :d`, values: { ':e': 'enviando', ':d': desde } },
  );
}

/**
 * Claims the report-ready email for a run: from pendiente, or from a claim made before `caducaAntes`
 * (its run can no longer be running). False: another live run holds it, or it is past the email.
 */
export const reclamarEmailInforme = (empresaId: string, id: string, desde: string, caducaAntes: string) =>
  reclamar('avisoInforme', empresaId, id, desde, caducaAntes);

/** The email was not sent: the claim made at `desde` is given back (pendiente), for the next delivery. */
export const soltarEmailInforme = (empresaId: string, id: string, desde: string) =>
  trasReclamo('avisoInforme', empresaId, id, desde, 'pendiente');

/** The email went under the claim made at `desde`: enviado, or notificando while the notifications are still due. */
export const emailInformeEnviado = (empresaId: string, id: string, desde: string, siguiente: 'notificando' | 'enviado') =>
  trasReclamo('avisoInforme', empresaId, id, desde, siguiente);

/** Claims the candidate's «received» mail for a delivery: from pendiente, or from a claim made before `caducaAntes`. */
export const reclamarRecibida = (empresaId: string, id: string, desde: string, caducaAntes: string) =>
  reclamar('avisoRecibida', empresaId, id, desde, caducaAntes);

/** The «received» mail was not sent: the claim made at `desde` is given back (pendiente), for the next delivery. */
export const soltarRecibida = (empresaId: string, id: string, desde: string) =>
  trasReclamo('avisoRecibida', empresaId, id, desde, 'pendiente');

/** The «received» mail went under the claim made at `desde`. */
export const recibidaEnviada = (empresaId: string, id: string, desde: string) =>
  trasReclamo('avisoRecibida', empresaId, id, desde, 'enviado');

/** The notifications are written too (the email had gone): notificando → enviado. */
export function avisoInformeCompleto(empresaId: string, id: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoInforme: 'enviado' }, { expression: 'avisoInforme = :n', values: { ':n': 'notificando' } });
}
