// The message catalogue as a Spanish company's candidate reads it (D215, D223): the candidate's groups are
// written with their tú words marked (‹puedes›) and the server and the pages resolve them in the company's
// Spanish, so a browser test looks for the resolved text (the other groups: shared/messages.ts itself).
import { enVariante } from '../../shared/espanol.js';
import * as M from '../../shared/messages.js';

export { fmt } from '../../shared/messages.js';

function enEspana<T>(grupo: T): T {
  const resolver = (v: unknown): unknown =>
    typeof v === 'string'
      ? enVariante(v, 'es')
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolver(x)]))
        : v;
  return resolver(grupo) as T;
}

export const ayuda = enEspana(M.ayuda);
export const borradoSolicitado = enEspana(M.borradoSolicitado);
export const impugnacion = enEspana(M.impugnacion);
export const misDatos = enEspana(M.misDatos);
export const opinionProceso = enEspana(M.opinionProceso);
export const postulacion = enEspana(M.postulacion);
export const publico = enEspana(M.publico);
export const retencion = enEspana(M.retencion);
