// The words «Mis datos» (D148, D152) shows its data in, on the page and in the PDF alike.
import { ESTADO_CANDIDATO_ETIQUETA } from '@shared/candidato-estados';
import type { EmpresaTitular, EntrevistaTitular } from './api/mis-datos';

/** The date (day, month, year) of an ISO instant, in Spanish, on the reader's clock. */
export const fecha = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }) : '—';

export const ESTADO_ENTREVISTA: Record<string, string> = {
  programada: 'Programada',
  en_progreso: 'En progreso',
  completada: 'Completada',
  analizada: 'Analizada',
  validada: 'Revisada por la empresa',
  cancelada: 'Cancelada',
};
export const DECISION: Record<string, string> = { recomendado: 'Recomendado', no_recomendado: 'No recomendado', en_duda: 'En duda' };
const ANCLA: Record<string, string> = { bajo: 'bajo', medio: 'medio', alto: 'alto' };

/** The report's author, as the candidate reads it. */
export const autorInforme = (i: NonNullable<EntrevistaTitular['informe']>) =>
  i.procedencia.metodo === 'integrado' ? 'del analizador automático' : `de la IA (${i.procedencia.modelo})`;

/** One scored competency: its score, the rubric level it matched and what that level says. */
export function puntuacionConAncla(x: EntrevistaTitular, s: NonNullable<EntrevistaTitular['informe']>['softSkills'][number]) {
  const anclas = x.rubrica.find((r) => r.competencia.trim().toLowerCase() === s.habilidad.trim().toLowerCase())?.anclas;
  return {
    nota: `${s.puntuacion}/10${s.ancla ? ` (nivel ${ANCLA[s.ancla]} de la rúbrica)` : ''}`,
    ancla: s.ancla && anclas ? anclas[s.ancla] : null,
  };
}

/** The company's review in one sentence. */
export const textoRevision = (r: NonNullable<EntrevistaTitular['revision']>['actual']) =>
  `Decisión de la empresa: ${DECISION[r.decision] ?? r.decision} (${r.revisadaPor}, ${fecha(r.fecha)}).${r.comentario ? ` ${r.comentario}` : ''}`;

/** The profile the company stores, as label and value rows. */
export function filasPerfil(c: EmpresaTitular['candidato']): Array<[string, string]> {
  return [
    ['Nombre', c.nombre],
    ['Email', c.email],
    ['Teléfono', c.telefono ?? '—'],
    ['Puesto', c.puesto ?? '—'],
    ['Posición', c.posicion ?? '—'],
    ['Años de experiencia', c.experiencia_años === null ? '—' : String(c.experiencia_años)],
    ['Habilidades', c.habilidades.length ? c.habilidades.join(', ') : '—'],
    ['Área', c.area ?? '—'],
    ['Estado en el proceso', ESTADO_CANDIDATO_ETIQUETA[c.estado] ?? c.estado],
    ['Datos guardados desde', fecha(c.fechaCreacion)],
  ];
}
