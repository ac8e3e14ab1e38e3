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

/**
 * Claims the report-ready email for a run: from pendiente, or from a claim made before `caducaAntes`
 * (its run can no longer be running). False: another live run holds it, or it is past the email.
 */
export function reclamarEmailInforme(empresaId: string, id: string, desde: string, caducaAntes: string): Promise<boolean> {
  return moverSi(
    empresaId,
    id,
    { avisoInforme: 'enviando', avisoInformeDesde: desde },
    {
      expression: 'avisoInforme = :p OR (avisoInforme = :e AND avisoInformeDesde < :c)',
      values: { ':p': 'pendiente', ':e': 'enviando', ':c': caducaAntes },
    },
  );
}

const suReclamo = (desde: string): Condition => ({
  expression: 'avisoInforme = :e AND avisoInformeDesde = :d',
  values: { ':e': 'enviando', ':d': desde },
});

/** The email was not sent: the claim made at `desde` is given back (pendiente), for the next delivery. */
export function soltarEmailInforme(empresaId: string, id: string, desde: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoInforme: 'pendiente', avisoInformeDesde: undefined }, suReclamo(desde));
}

/** The email went under the claim made at `desde`: enviado, or notificando while the notifications are still due. */
export function emailInformeEnviado(empresaId: string, id: string, desde: string, siguiente: 'notificando' | 'enviado'): Promise<boolean> {
  return moverSi(empresaId, id, { avisoInforme: siguiente, avisoInformeDesde: undefined }, suReclamo(desde));
}

/** The notifications are written too (the email had gone): notificando → enviado. */
export function avisoInformeCompleto(empresaId: string, id: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoInforme: 'enviado' }, { expression: 'avisoInforme = :n', values: { ':n': 'notificando' } });
}

/** Claims the candidate's «received» mail for a delivery: from pendiente, or from a claim made before `caducaAntes`. */
export function reclamarRecibida(empresaId: string, id: string, desde: string, caducaAntes: string): Promise<boolean> {
  return moverSi(
    empresaId,
    id,
    { avisoRecibida: 'enviando', avisoRecibidaDesde: desde },
    {
      expression: 'avisoRecibida = :p OR (avisoRecibida = :e AND avisoRecibidaDesde < :c)',
      values: { ':p': 'pendiente', ':e': 'enviando', ':c': caducaAntes },
    },
  );
}

const suReclamoRecibida = (desde: string): Condition => ({
  expression: 'avisoRecibida = :e AND avisoRecibidaDesde = :d',
  values: { ':e': 'enviando', ':d': desde },
});

/** The «received» mail was not sent: the claim made at `desde` is given back (pendiente), for the next delivery. */
export function soltarRecibida(empresaId: string, id: string, desde: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoRecibida: 'pendiente', avisoRecibidaDesde: undefined }, suReclamoRecibida(desde));
}

/** The «received» mail went (or had nobody to go to) under the claim made at `desde`. */
export function recibidaEnviada(empresaId: string, id: string, desde: string): Promise<boolean> {
  return moverSi(empresaId, id, { avisoRecibida: 'enviado', avisoRecibidaDesde: undefined }, suReclamoRecibida(desde));
}
