// The interview a candidate's help route is about (D172): from the link, live or finished (the end
// screen keeps its help), counted against the public limits first; an unknown, expired, cancelled
// or erased link is the public routes' one 404.
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { noDisponible, resolverToken } from '../entrevistas/token-publico.js';

export async function entrevistaDelEnlace(token: string, origen: string, now = new Date()): Promise<EntrevistaItem> {
  const r = await resolverToken(token, origen, now);
  if (!('finalizada' in r)) return r.e;
  const e = await getEntrevista(r.finalizada.empresaId, r.finalizada.entrevistaId);
  if (!e) throw noDisponible();
  return e;
}
