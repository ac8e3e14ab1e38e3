// The candidate's opinion of the process (D173): its question and limits, in a module without zod so
// that the candidate's light page (D85) can read them.
export const OPINION = {
  pregunta: '¿Recomendarías este proceso a otra persona?',
  comentarioMax: 1_000,
  maxima: 10,
} as const;
