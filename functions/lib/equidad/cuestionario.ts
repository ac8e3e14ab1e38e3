// The fairness questionnaire after «Finalizar» (issue 56 item 3, D175): optional, never before the
// interview is finished, separately consented and versioned. The finished interview's token names it
// (token-publico.ts, with the public limits' 429), and the answer is stored once in its own item
// (db/equidad.ts) in one transaction that also checks the interview still exists. A second answer, an
// unfinished or erased interview, another version of the text: a Spanish 4xx and nothing stored.
import { EQUIDAD } from '../../../shared/equidad.js';
import { equidad as msg } from '../../../shared/messages.js';
import type { EquidadBody } from '../../../shared/schemas/equidad.js';
import { pasoEntrevistaExiste } from '../db/comentarios.js';
import { equidadKeys, pasoPonerDeclaracion, type EquidadItem } from '../db/equidad.js';
import { getEntrevista } from '../db/entrevistas.js';
import { itemDeEntrevista } from '../db/keys.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { noDisponible, resolverToken } from '../entrevistas/token-publico.js';

/** POST /api/publico/entrevistas/{token}/equidad. */
export async function guardarEquidad(token: string, origen: string, body: EquidadBody, now = new Date()): Promise<{ fecha: string }> {
  const r = await resolverToken(token, origen, now);
  if (!('finalizada' in r)) throw new ConflictError(msg.noFinalizada);
  if (body.version !== EQUIDAD.version) throw new ConflictError(msg.versionCambiada);
  const { empresaId, entrevistaId } = r.finalizada;
  const e = await getEntrevista(empresaId, entrevistaId);
  if (!e) throw noDisponible();
  const item: EquidadItem = {
    ...itemDeEntrevista(equidadKeys.declaracion, 'EQUIDAD', e),
    servicioId: e.servicioId,
    sexo: body.sexo,
    edad: body.edad,
    version: EQUIDAD.version,
    fecha: now.toISOString(),
  };
  await transact([
    pasoEntrevistaExiste(empresaId, entrevistaId, noDisponible),
    pasoPonerDeclaracion(item, () => new ConflictError(msg.yaEnviado)),
  ]);
  return { fecha: item.fecha };
}
