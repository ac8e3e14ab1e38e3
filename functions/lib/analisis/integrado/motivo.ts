// What one motive shows (a motivation-like competency, lexico/vocabulario.ts; D77): a motive tells
// no STAR story and holds no figures, so it is measured by how specific it is — whether it names the
// position, says what the candidate wants to do in it, gives a reason and says what they bring — and
// its score stays in the band of the most specific motive shown, so the score, its anchor and the
// first quote agree.
import { escala, longitud } from './forma.js';
import { listar, preguntasTexto, respondidasTexto } from '../lexico/redactar.js';
import { motivoDe, type Motivo, type NivelMotivo } from '../lexico/vocabulario.js';

type ParteMotivo = 'puesto' | 'contenido' | 'razon' | 'aporta';
const PARTES_MOTIVO: ParteMotivo[] = ['puesto', 'contenido', 'razon', 'aporta'];
const MUESTRA_MOTIVO: Record<ParteMotivo, string> = {
  puesto: 'nombra el puesto o la empresa',
  contenido: 'dice qué quiere hacer en él',
  razon: 'da una razón',
  aporta: 'dice lo que aporta o lo une a su trayectoria',
};
const FALTA_MOTIVO: Record<ParteMotivo, string> = {
  puesto: 'el puesto o la empresa a la que se refiere',
  contenido: 'qué quiere hacer en el puesto',
  razon: 'una razón',
  aporta: 'lo que aporta',
};
const NIVEL_MOTIVO_TEXTO: Record<NivelMotivo, string> = {
  generico: 'genérico o externo: no dice qué quiere hacer en el puesto',
  relacionado: 'relacionado con el puesto, con poca concreción',
  concreto: 'concreto',
};
const ORDEN_MOTIVO: Record<NivelMotivo, number> = { generico: 0, relacionado: 1, concreto: 2 };
/** The band of each motive, the rubric's anchors: generic or external low, related medium, concrete high. */
const FRANJA_MOTIVO: Record<NivelMotivo, [number, number]> = { generico: [0, 3], relacionado: [4, 6], concreto: [7, 10] };

export interface MedidaMotivo {
  pregunta: number;
  palabras: number;
  motivo: Motivo;
}

/**
 * A motive's score, 0–10: a motivation answer tells no STAR story and needs no figures, so what is
 * measured is how specific its motive is. Per answered question, on the sentences that are its
 * evidence: Q = 0.2·L + 0.8·P/4, P the parts of a specific motive it shows (the position, what they
 * want to do in it, a reason, what they bring); score = round(10·mean Q·(0.5 + 0.5·coverage)), kept
 * in the band of the most specific motive shown, so the score, its anchor and the first quote agree.
 */
export function puntuarMotivo(medidas: MedidaMotivo[], cobertura: number): { puntuacion: number; nivel: NivelMotivo } {
  const q = medidas.map(({ palabras, motivo }) => 0.2 * longitud(palabras) + (0.8 * PARTES_MOTIVO.filter((p) => motivo[p]).length) / 4);
  const nivel = medidas.reduce<NivelMotivo>((a, m) => (ORDEN_MOTIVO[m.motivo.nivel] > ORDEN_MOTIVO[a] ? m.motivo.nivel : a), 'generico');
  const [min, max] = FRANJA_MOTIVO[nivel];
  return { puntuacion: Math.max(min, Math.min(max, escala(q, cobertura))), nivel };
}

export function justificacionMotivo(
  respondidas: number,
  total: number,
  medidas: MedidaMotivo[],
  nivel: NivelMotivo,
  deOtras: number[],
): string {
  const presentes = PARTES_MOTIVO.filter((p) => medidas.some((m) => m.motivo[p]));
  const ausentes = PARTES_MOTIVO.filter((p) => !presentes.includes(p));
  const genericas = nivel === 'generico' ? [] : medidas.filter((m) => m.motivo.nivel === 'generico').map((m) => m.pregunta);
  return [
    respondidasTexto(respondidas, total, deOtras),
    `motivo ${NIVEL_MOTIVO_TEXTO[nivel]}${genericas.length ? ` (en ${preguntasTexto(genericas)}, genérico)` : ''}`,
    presentes.length ? listar(presentes.map((p) => MUESTRA_MOTIVO[p])) : 'no nombra el puesto ni dice qué quiere hacer en él',
    `${ausentes.length ? `sin ${listar(ausentes.map((p) => FALTA_MOTIVO[p]))}` : 'con todas las partes de un motivo concreto'}. Medido por reglas sobre lo que dicen esas frases (el puesto, lo que quiere hacer en él, una razón y lo que aporta), sin interpretar su contenido.`,
  ].join('; ');
}

/** How specific a stated motive is: each of the position, what they want to do, a reason and what they bring weighs 2. */
export function especificidadMotivo(texto: string): number {
  const m = motivoDe(texto);
  return 2 * [m.puesto, m.contenido, m.razon, m.aporta].filter(Boolean).length;
}

/** The parts of a specific motive no answer shows, as the recommendations name them. */
export function faltaDeMotivo(medidas: MedidaMotivo[]): string[] {
  return PARTES_MOTIVO.filter((p) => !medidas.some((m) => m.motivo[p])).map((p) => FALTA_MOTIVO[p]);
}
