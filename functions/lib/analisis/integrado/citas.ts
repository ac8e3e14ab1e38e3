// A competency's evidence (integrado/analizador.ts): which of the candidate's sentences speak to it — those of
// its own questions, or, when they give none, those of other answers that clearly do (lexico/vocabulario.ts) —
// and which of them become its quotes. A sentence that only states the candidate's background
// ('Llevo 8 años en logística') is not evidence of motivation or of anything else it does not speak to.
import type { Evidencia } from '../../../../shared/schemas/informe.js';
import { citaEnTexto, normalizarCita } from '../lexico/texto-candidato.js';
import { especificidad } from './forma.js';
import { type Frase, recortar } from '../lexico/frases.js';
import { herramientasEn } from '../lexico/herramientas.js';
import { especificidadMotivo } from './motivo.js';
import type { CompetenciaRubricaEntrada } from '../tipos.js';
import {
  cuantoHablaDe,
  esCompetenciaMotivacional,
  esCompetenciaTecnica,
  esTrayectoria,
  motivoDe,
  vocabularioDe,
} from '../lexico/vocabulario.js';

export const MAX_CITAS = 2;
/** Words of a competency's vocabulary a sentence of another question needs to count as speaking to it. */
const MIN_HABLA_OTRAS = 2;

interface Candidata {
  frase: Frase;
  /** Words of the competency's vocabulary it holds (a tool counts 2 for a technical competency). */
  habla: number;
}

/**
 * The sentences that are evidence for a competency. From its own questions: every sentence that
 * speaks to it, and every other one that is not a mere statement of background. Only when those
 * give none: sentences of other answers that clearly speak to it (MIN_HABLA_OTRAS words).
 */
export function candidatas(
  c: CompetenciaRubricaEntrada,
  propias: Set<number>,
  frases: Frase[][],
  /** Whether another competency may borrow the sentence (a repeated answer is evidence for its own question only, D157). */
  prestable: (f: Frase) => boolean = () => true,
): { propias: boolean; lista: Candidata[] } {
  const vocabulario = vocabularioDe(c);
  const tecnica = esCompetenciaTecnica(c);
  const motivacional = esCompetenciaMotivacional(c);
  const habla = (f: Frase) => cuantoHablaDe(f.texto, vocabulario) + (tecnica && herramientasEn(f.texto).length ? 2 : 0);
  const todas = frases.flat().map((frase) => ({ frase, habla: habla(frase) }));
  // Background speaks to a motive only when it states one ('Llevo 8 años en logística y quiero…');
  // a word of the family is not enough ('Llevo 8 años de carrera en logística').
  const trayectoriaQueCuenta = (x: Candidata) => x.habla > 0 && (!motivacional || motivoDe(x.frase.texto).deseo);
  const deLasSuyas = todas.filter((x) => propias.has(x.frase.pregunta) && (!esTrayectoria(x.frase.texto) || trayectoriaQueCuenta(x)));
  if (deLasSuyas.length) return { propias: true, lista: deLasSuyas };
  return {
    propias: false,
    lista: todas.filter((x) => !propias.has(x.frase.pregunta) && x.habla >= MIN_HABLA_OTRAS && prestable(x.frase)),
  };
}

/**
 * Up to two quotes: sentences that speak to the competency first, then the most specific (for a
 * motive, the most specific motive); ties keep the order they were said in. Each is a verbatim
 * substring of one answer (the evidence check's own test is applied, so a quote it would drop is
 * never offered).
 */
export function citas(lista: Candidata[], motivacional: boolean): Evidencia[] {
  const vistas = new Set<string>();
  const medida = motivacional ? especificidadMotivo : especificidad;
  return lista
    .map((x, orden) => ({ ...x, orden, cita: recortar(x.frase.texto), peso: medida(x.frase.texto) + (x.habla > 0 ? 2 : 0) }))
    .filter((x) => citaEnTexto(x.cita, x.frase.fuente))
    .sort((a, b) => b.peso - a.peso || a.orden - b.orden)
    .filter((x) => !vistas.has(normalizarCita(x.cita)) && vistas.add(normalizarCita(x.cita)))
    .slice(0, MAX_CITAS)
    .map((x) => ({ cita: x.cita, pregunta: x.frase.pregunta }));
}
