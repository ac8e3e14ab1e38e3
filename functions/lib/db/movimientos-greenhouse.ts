// A candidate's erasure and their Greenhouse moves (D208): the moves (`EMP#… / GHMOV#{id}`, D201) name
// the candidate and their Greenhouse application, so the erasure deletes them. The company's moves are
// read with a filter on the candidate (one Query of the company's partition, kept small by the moves'
// 90 days), never a Scan.
import { tenantPk, type Key } from './keys.js';
import { deleteItems, queryAll } from './repository.js';

/** Deletes every Greenhouse move that names the candidate; answers how many. */
export async function borrarMovimientosGhDeCandidato(empresaId: string, candidatoId: string): Promise<number> {
  const suyos = await queryAll<Key>({
    pk: tenantPk(empresaId),
    skPrefix: 'GHMOV#',
    filter: { expression: 'candidatoId = :c', values: { ':c': candidatoId } },
    consistent: true,
  });
  await deleteItems(suyos.map((k) => ({ PK: k.PK, SK: k.SK })));
  return suyos.length;
}
