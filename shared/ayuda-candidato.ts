// What the candidate may ask of the people who run their process (issue 55 items 1–2, D172): an
// adjustment («Necesito un ajuste») and a message to a person («Hablar con una persona»). Constants and
// labels only, without zod, so the candidate's light page (D85) carries no validation library;
// shared/schemas/ayuda-candidato.ts builds the server's schemas from them.
import { LIMITES_PUBLICO } from './publico-limites.js';

export const AYUDA = {
  /** Characters of a candidate's text (an adjustment's details, a message) and of the company's answer, after trimming. */
  textoMax: 2_000,
  /** Adjustment requests per interview, answered ones included. */
  ajustesMax: 10,
  /** Messages per interview, both sides (one item holds them: DynamoDB's 400 KB stays far). */
  mensajesMax: 60,
  /** A candidate's sends (adjustments and messages) per interview in a window: a conditional counter, never memory. */
  porVentana: 10,
  ventanaMs: 60 * 60_000,
  /** How far an accepted «más tiempo»/«sin límite» stretches each time limit the candidate meets (WCAG 2.2.1: ≥ 10×). */
  factorTiempo: 10,
} as const;

export const TIPOS_AJUSTE = [
  'mas_tiempo',
  'sin_limite',
  'respuestas_escritas',
  'respuestas_habladas',
  'persona',
  'interprete',
  'otro_formato',
] as const;
export type TipoAjuste = (typeof TIPOS_AJUSTE)[number];

export const TIPO_AJUSTE_ETIQUETA: Record<TipoAjuste, string> = {
  mas_tiempo: 'Más tiempo',
  sin_limite: 'Sin límite de tiempo',
  respuestas_escritas: 'Responder por escrito en lugar de hablando',
  respuestas_habladas: 'Responder hablando en lugar de por escrito',
  persona: 'Una llamada o una reunión con una persona en lugar de la entrevista',
  interprete: 'Un intérprete (también de lengua de signos)',
  otro_formato: 'Otro formato',
};

/** The kinds that, accepted, stretch the interview's time limits (the link, the recorder). */
export const AJUSTES_DE_TIEMPO: readonly TipoAjuste[] = ['mas_tiempo', 'sin_limite'];

/**
 * The kinds the candidate's page offers (issue 65 item 7): «más tiempo» and «sin límite» only where the
 * interview has a time limit the candidate still meets — the voice recorder's (LIMITES_PUBLICO.audioMaxSegundos),
 * where answers may be spoken. Written answers have no timer and the page no countdown, so there they
 * would promise nothing; the server refuses them there too (functions/lib/ayuda-candidato/pedir.ts).
 */
export function tiposDeAjusteOfrecidos(limiteDeTiempo: boolean): readonly TipoAjuste[] {
  return limiteDeTiempo ? TIPOS_AJUSTE : TIPOS_AJUSTE.filter((t) => !AJUSTES_DE_TIEMPO.includes(t));
}

export const ESTADOS_AJUSTE = ['pendiente', 'aceptado', 'rechazado'] as const;
export type EstadoAjuste = (typeof ESTADOS_AJUSTE)[number];
export const ESTADO_AJUSTE_ETIQUETA: Record<EstadoAjuste, string> = {
  pendiente: 'Pendiente de respuesta',
  aceptado: 'Aceptado',
  rechazado: 'No aceptado',
};

/**
 * How long and how large one voice recording may be (the page stops the recorder at `segundos`; the
 * upload's policy and the transcription check `bytes`): AYUDA.factorTiempo times more once a time
 * adjustment was accepted (D172, WCAG 2.2.1).
 */
export function limitesGrabacion(tiempoAmpliado: boolean): { segundos: number; bytes: number } {
  const f = tiempoAmpliado ? AYUDA.factorTiempo : 1;
  return { segundos: LIMITES_PUBLICO.audioMaxSegundos * f, bytes: LIMITES_PUBLICO.audioMaxBytes * f };
}
