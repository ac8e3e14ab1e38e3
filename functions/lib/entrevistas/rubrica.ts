// What each rubric anchor says, for an interview with a report (D80): the report names the anchor a
// score matched ('bajo'); its reader — a company user (consulta.ts) or the candidate («Mis datos»,
// D152) — reads what that anchor says, from the design snapshot the interview was scheduled with
// (the one the report was written against).
import type { AnclasCompetencia } from '../../../shared/schemas/entrevista.js';
import { getDiseno, type EntrevistaItem } from '../db/entrevistas.js';

/** The snapshot's competencies whose three anchors are texts ([] without a report or a snapshot). */
export async function rubricaDe(e: EntrevistaItem): Promise<AnclasCompetencia[]> {
  if (!e.informeIA) return [];
  const diseno = await getDiseno(e.empresaId, e.id);
  return ((diseno?.estructura?.rubrica ?? []) as Array<Partial<AnclasCompetencia>>)
    .filter(
      (c): c is AnclasCompetencia =>
        typeof c?.competencia === 'string' &&
        typeof c.anclas?.bajo === 'string' &&
        typeof c.anclas.medio === 'string' &&
        typeof c.anclas.alto === 'string',
    )
    .map((c) => ({ competencia: c.competencia, anclas: { bajo: c.anclas.bajo, medio: c.anclas.medio, alto: c.anclas.alto } }));
}
