// The company's interview by id, or the 404 every request about one answers: the read and its message
// once, as candidatos/service.ts's candidatoDe is for a candidate.
import { entrevistas as msg } from '../../../shared/messages.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { NotFoundError } from '../errors.js';

export async function entrevistaDe(empresaId: string, id: string): Promise<EntrevistaItem> {
  const e = await getEntrevista(empresaId, id);
  if (!e) throw new NotFoundError(msg.noEncontrada);
  return e;
}
