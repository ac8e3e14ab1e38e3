// An interview's states by name, with no schema: the screens' badges and filters and the interviews'
// CSV export (D186) write the same words, and the panel's badge does not bring zod with it.
import type { EstadoEntrevista } from './schemas/entrevista.js';

/** Every state's name (typed by the shared states, so a new state cannot go unnamed: D115). */
export const ETIQUETA_ESTADO_ENTREVISTA: Record<EstadoEntrevista, string> = {
  programada: 'Programada',
  en_progreso: 'En progreso',
  completada: 'Completada',
  analizada: 'Analizada',
  validada: 'Validada',
  cancelada: 'Cancelada',
};
