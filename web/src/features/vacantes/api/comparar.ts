// Candidates of a vacancy side by side (issue 66 item 4, D188): two to five of them, by id, in the
// order chosen; null asks for nothing (fewer than two chosen yet).
import { useRuta } from '../../../lib/use-ruta';

export function useComparacion(vacanteId: string, empresaId: string | undefined, candidatos: readonly string[] | null) {
  return useRuta(
    'GET /api/vacantes/{id}/comparar',
    candidatos ? { params: { id: vacanteId }, query: { empresaId, candidatos: candidatos.join(',') } } : null,
  );
}
