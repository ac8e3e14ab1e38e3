// A stored interview and a report's competency, for the unit tests of functions/lib that build one
// (entrevistas/vista.test.ts, webhooks/eventos.test.ts, analitica/agregados.test.ts,
// equidad/monitor.test.ts): one fixture, so a field the item gains is added in one place.
import type { EntrevistaItem } from '../../functions/lib/db/entrevistas.js';
import type { SoftSkill } from '../../shared/schemas/informe.js';

/** Laura Gómez's interview as stored, scheduled and not yet taken: a test spreads what its case changes over it. */
export const ENTREVISTA_GUARDADA = {
  PK: 'EMPRESA#e1',
  SK: 'ENTREVISTA#i1',
  entidad: 'ENTREVISTA',
  id: 'i1',
  empresaId: 'e1',
  candidatoId: 'c1',
  candidatoNombre: 'Laura Gómez',
  candidatoEmail: 'laura@correo.test',
  servicioId: 's1',
  servicioNombre: 'Entrevistas en Profundidad',
  fechaProgramada: '2026-11-24T15:00:00.000Z',
  duracionEstimada: 60,
  estado: 'programada',
  tokenHash: 'h',
  tokenSobre: {} as EntrevistaItem['tokenSobre'],
  tokenExpiraEn: '2026-12-01T16:00:00.000Z',
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  creadoPor: 'u1',
  zonaHoraria: 'Europe/Madrid',
  historial: [{ estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' }],
} satisfies EntrevistaItem;

/** A report's competency scored `puntuacion` (null: not evaluated), with no anchor, reason or evidence. */
export function competencia(habilidad: string, puntuacion: number | null): SoftSkill {
  return { habilidad, puntuacion, evaluado: puntuacion !== null, ancla: null, justificacion: '', evidencia: [] };
}
