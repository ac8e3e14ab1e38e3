// A phone a body gives, checked where it is stored (issue 67 item 9): the company's country is the default
// region (shared/telefonos.ts), the number is stored in E.164, and a number that is not one answers 400
// naming the field and the country, before anything is written. Not in the shared schemas: a body does
// not carry the company's country (a candidate's), and libphonenumber-js's metadata would weigh on every
// Lambda that reads a company or a candidate.
import { telefonos as msg } from '../../shared/messages.js';
import type { CodigoPais } from '../../shared/paises.js';
import { normalizarTelefono, numeroInternacional } from '../../shared/telefonos.js';

/** A stored phone for a WhatsApp send (issue 68): E.164 and its country, or null (shared/telefonos.ts). */
export const telefonoParaWhatsApp = numeroInternacional;
import { ValidationError } from './errors.js';

/** Which field it is: the body's path (the `details` the forms map to their field) and its name in the message. */
export interface CampoTelefono {
  campo: string;
  etiqueta?: string;
}

/**
 * The phone to store for a company in country `pais` (as `paisDeEmpresa` reads it; null, one not known): missing
 * stays missing and empty stays empty (an optional field, or one being cleared); any other text is
 * stored in E.164 or refused.
 */
export function telefonoParaGuardar(valor: string | undefined, pais: CodigoPais | null, { campo, etiqueta = msg.campo }: CampoTelefono) {
  if (valor === undefined || valor.trim() === '') return valor;
  const r = normalizarTelefono(valor, pais, etiqueta);
  if (!r.ok) throw new ValidationError(r.error, [{ campo, msg: r.error }]);
  return r.e164;
}

/**
 * The same for an edit: a phone that is what was stored is kept as it is, so a phone stored as free
 * text before the check does not stop the rest of the record from being edited; a new one is checked.
 */
export function telefonoEditado(valor: string | undefined, antes: unknown, pais: CodigoPais | null, campo: CampoTelefono) {
  return valor !== undefined && valor === antes ? valor : telefonoParaGuardar(valor, pais, campo);
}

/**
 * A user's phones (`telefono`, `telefonoMovil`) in an edit of their profile, read with their company's
 * country (Spain for the platform's own users, who have none): each one the body changes, checked; the
 * company read only when there is one to check.
 */
export async function telefonosDeUsuario<T extends { telefono?: string; telefonoMovil?: string }>(
  body: T,
  antes: Record<string, unknown>,
  pais: () => Promise<CodigoPais | null>,
): Promise<T> {
  const cambiado = (k: 'telefono' | 'telefonoMovil') => !!body[k]?.trim() && body[k] !== antes[k];
  if (!cambiado('telefono') && !cambiado('telefonoMovil')) return body;
  const p = await pais();
  const r = { ...body };
  if (body.telefono !== undefined) r.telefono = telefonoEditado(body.telefono, antes.telefono, p, { campo: 'telefono' });
  if (body.telefonoMovil !== undefined)
    r.telefonoMovil = telefonoEditado(body.telefonoMovil, antes.telefonoMovil, p, { campo: 'telefonoMovil', etiqueta: msg.campoMovil });
  return r;
}

/** Whether a refusal is this check's, of the field `campo`. */
export function esErrorTelefono(err: unknown, campo = 'telefono'): boolean {
  return err instanceof ValidationError && !!err.details?.some((d) => d.campo === campo);
}
