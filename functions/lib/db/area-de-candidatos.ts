// The items (interviews) whose candidate is in an area now (D202): the items do not carry the area, so
// their candidates are read by key, one BatchGet of id and area, as D196 reads a vacancy's candidates.
import { candidatoKeys } from './candidatos.js';
import { getItems } from './repository.js';

/**
 * The interviews whose candidate is now in `areaId` (D202): the interview does not carry the area, so
 * the page's candidates are read by key (one BatchGet of their id and area), as D196 reads a vacancy's.
 */
export async function deAreaDeCandidato<T extends { candidatoId: string }>(
  empresaId: string,
  items: T[],
  areaId: string | undefined,
): Promise<T[]> {
  if (!areaId || items.length === 0) return items;
  const ids = [...new Set(items.map((e) => e.candidatoId))];
  const candidatos = await getItems<{ id: string; areaId?: string | null }>(
    ids.map((id) => candidatoKeys.candidato(empresaId, id)),
    ['id', 'areaId'],
  );
  const delArea = new Set(candidatos.filter((c) => c.areaId === areaId).map((c) => c.id));
  return items.filter((e) => delArea.has(e.candidatoId));
}
