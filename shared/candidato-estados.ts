// A candidate's statuses and their labels, with no schema: the candidate's own page («Mis datos»)
// shows the label, and must not bring zod onto the phone's first screen (shared/schemas/candidato.ts
// builds its enum from this list and re-exports both).
export const ESTADOS_CANDIDATO = ['nuevo', 'en_proceso', 'entrevistado', 'seleccionado', 'rechazado'] as const;
export type EstadoCandidato = (typeof ESTADOS_CANDIDATO)[number];

export const ESTADO_CANDIDATO_ETIQUETA: Record<EstadoCandidato, string> = {
  nuevo: 'Nuevo',
  en_proceso: 'En proceso',
  entrevistado: 'Entrevistado',
  seleccionado: 'Seleccionado',
  rechazado: 'Rechazado',
};
