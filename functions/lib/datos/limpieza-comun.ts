// What the clear's modules share (D95, D103) without their clients: the typed-name check (the
// synchronous route and the job's request) and the job's queue. Each route bundles only the
// clients its grants name, so this module imports none.
import { datos as msg, fmt } from '../../../shared/messages.js';
import { ValidationError } from '../errors.js';

export const COLA_LIMPIEZA_DATOS = 'limpiar-datos';

/** The name the clear asks to be typed: the commercial name, else the legal one. */
export const nombreAConfirmar = (e: { nombreComercial?: string; nombreLegal?: string; id: string }) =>
  (e.nombreComercial || e.nombreLegal || e.id).trim();

/** 400 unless `confirmacion` is the company's name (spaces around it aside). */
export function comprobarConfirmacion(empresa: { nombreComercial?: string; nombreLegal?: string; id: string }, confirmacion: string) {
  const nombre = nombreAConfirmar(empresa);
  if (confirmacion.trim() !== nombre) {
    const texto = fmt(msg.confirmacionIncorrecta, { empresa: nombre });
    throw new ValidationError(texto, [{ campo: 'confirmacion', msg: texto }]);
  }
}
