// The fairness questionnaire's categories and its consent text (issue 56 item 3, D175), in a module
// without zod so that the candidate's light page (D85) can read them. The version names the consent
// text and the categories together: a change of either is a new version, and each answer keeps the
// version it was given under.
export const EQUIDAD = {
  version: '2026-11-1',
  titulo: 'Cuestionario voluntario de igualdad (opcional)',
  consentimiento:
    'Acepto que se guarden mi sexo y mi franja de edad para medir, solo con recuentos, si el proceso trata por igual a todas las personas. Estas respuestas se guardan aparte de mi entrevista, ninguna persona que revise mi candidatura, ningún informe, ninguna IA ni ningún sistema de la empresa las verá, y se borran con mis datos. Responder o no, y lo que responda, no cambia nada en mi candidatura.',
} as const;

/** What the candidate's page says (shared/messages.ts's `equidad` carries them too, for the server). */
export const TEXTOS_EQUIDAD = {
  consentimientoObligatorio: '‹Marca› la casilla de consentimiento para enviar el cuestionario',
  sexoInvalido: '‹Elige› una opción de sexo de la lista: mujer, hombre, otro o prefiero no decirlo',
  edadInvalida: '‹Elige› una franja de edad de la lista',
  gracias: 'Gracias: ‹tus› respuestas se guardan aparte de ‹tu› entrevista y solo cuentan en recuentos',
} as const;

export const SEXOS = ['mujer', 'hombre', 'otro', 'no_contesta'] as const;
export type Sexo = (typeof SEXOS)[number];
export const SEXO_ETIQUETA: Record<Sexo, string> = {
  mujer: 'Mujer',
  hombre: 'Hombre',
  otro: 'Otro',
  no_contesta: 'Prefiero no decirlo',
};

export const FRANJAS_EDAD = ['menos_25', '25_34', '35_44', '45_54', '55_mas', 'no_contesta'] as const;
export type FranjaEdad = (typeof FRANJAS_EDAD)[number];
export const FRANJA_ETIQUETA: Record<FranjaEdad, string> = {
  menos_25: 'Menos de 25 años',
  '25_34': 'De 25 a 34 años',
  '35_44': 'De 35 a 44 años',
  '45_54': 'De 45 a 54 años',
  '55_mas': '55 años o más',
  no_contesta: 'Prefiero no decirlo',
};

/** The threshold under which an impact ratio raises the alarm (the four-fifths rule). */
export const RATIO_ALERTA = 0.8;
/** The company's minimum n for a category's ratio, by default, and its bounds. */
export const MINIMO_N = { porDefecto: 10, minimo: 1, maximo: 1_000 } as const;
