// Does an answer speak to its question? (comprobaciones/comprobar.ts, D157). The words a question is about are
// those of the question itself, of what it explores (`explora`), of its competency's name,
// description and anchors, and of that competency's family (lexico/vocabulario.ts), compared by Spanish stem,
// minus the words every behavioural question and anchor uses ('ejemplo', 'situación', 'resultado',
// 'cuéntame'), which any story in STAR form holds. An answer speaks to its question when it uses two
// of the question's words, or one and a word of working life (lexico/palabras.ts) — or, in a brief answer, one —, or three words
// of working life (an answer told in other words than the question's, about work). A recipe, a match
// or a trip told in STAR form holds none of them.
import { herramientasEn } from '../lexico/herramientas.js';
import { contarVerbos, esPalabraFuncion, palabrasDeOcio, palabrasDeTrabajo } from '../lexico/palabras.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { raizDe } from '../lexico/raices.js';
import type { CompetenciaRubricaEntrada, PreguntaDiseno } from '../tipos.js';
import { esCompetenciaTecnica, vocabularioDe } from '../lexico/vocabulario.js';

/** Words of every behavioural question and anchor: they say how to answer, not what about. */
export const DE_CUALQUIER_PREGUNTA = new Set(
  (
    'ejemplo ejemplos concreto concreta concretos concretas situacion situaciones accion acciones resultado resultados ' +
    'describe describir describa explica explicar cuenta cuentame contar hablame habla ocasion ocasiones paso pasos ' +
    'hiciste hizo hacer hecho paso pasaste despues medible medido medida claro clara poco poca alguna alguno algun ' +
    'general generales terminos forma manera propia propias propio propios nivel capaz tener tiene sabe saber puede ' +
    'muestra exactamente persona personas otras otros otra otro tuviste tuvo seguiste obtuviste obtenido obtener ' +
    'conseguiste conseguir lograr logro llevo reciente recientes momento vez veces cosa cosas algo mucho mucha ' +
    'trabajo trabajar trabajos tarea tareas cual cuales como porque donde cuando quien quienes star metodo ' +
    'orgulloso orgullosa sientas sentir siente importante importantes muy mas menos bien mejor peor dar lleva ' +
    'llevo llevaste hacerlo hiciera haya hayas tengas tienes eres puedes debes sueles suele fue era primero ' +
    'ultimo ultima siguiente ahora hoy dia dias anos ano meses mes semana semanas'
  )
    .split(' ')
    .map(raizDe),
);

/** Below this many words, one word of the question is enough: a brief answer has few words to spare. */
const PALABRAS_BREVE = 30;

export interface TemaPregunta {
  raices: Set<string>;
  /** A technical competency: naming a tool speaks to it. */
  tecnica: boolean;
  /** The question reaches outside work ('dentro o fuera del trabajo', 'un tema', 'tu tiempo libre'): any activity may answer it. */
  abierta: boolean;
}

/** A question that asks about any activity or subject, not only work. */
const ABIERTA = /fuera de (?:ellos|el trabajo|los estudios)|tiempo libre|aficion|hobby|aprender a fondo un tema|cualquier tema|en tu vida/;

const raicesDeTexto = (texto: string) =>
  normalizarCita(texto)
    .split(' ')
    .filter((p) => p.length >= 4 && !esPalabraFuncion(p) && !/^\d+$/.test(p))
    .map(raizDe);

/** The stems a question is about. */
export function temaDe(p: Pick<PreguntaDiseno, 'texto' | 'explora'>, c?: CompetenciaRubricaEntrada): TemaPregunta {
  const raices = new Set<string>([
    ...raicesDeTexto(p.texto),
    ...raicesDeTexto(p.explora ?? ''),
    ...(c ? [...raicesDeTexto(`${c.anclas.bajo} ${c.anclas.medio} ${c.anclas.alto}`), ...vocabularioDe(c)] : []),
  ]);
  for (const r of DE_CUALQUIER_PREGUNTA) raices.delete(r);
  for (const r of [...raices]) if (r.length < 3) raices.delete(r);
  return { raices, tecnica: !!c && esCompetenciaTecnica(c), abierta: ABIERTA.test(normalizarCita(p.texto)) };
}

export interface Pertinencia {
  /** Different words of the question's own the answer uses. */
  propias: number;
  /** Different words of working life. */
  trabajo: number;
  /** Different words of life outside work. */
  ocio: number;
  pertinente: boolean;
}

export function pertinencia(texto: string, tema: TemaPregunta, oficio: ReadonlySet<string> = new Set()): Pertinencia {
  const normalizada = normalizarCita(texto);
  const vistas = new Set<string>();
  for (const p of normalizada.split(' ')) {
    if (p.length < 4 || esPalabraFuncion(p)) continue;
    const r = raizDe(p);
    if (tema.raices.has(r)) vistas.add(r);
  }
  const propias = vistas.size + (tema.tecnica && herramientasEn(texto, { soloCatalogo: true }).length ? 2 : 0);
  const trabajo = palabrasDeTrabajo(normalizada);
  const ocio = palabrasDeOcio(normalizada, oficio);
  const palabras = normalizada.split(' ').length;
  const breve = palabras < PALABRAS_BREVE;
  const verbos = contarVerbos(texto, normalizada);
  // A story of life outside work, with no more words of work and of the question than of it, answers
  // something else — unless the question reaches outside work.
  const deOtraCosa = !tema.abierta && ocio >= 2 && ocio > trabajo + propias;
  const pertinente =
    !deOtraCosa &&
    (propias >= 2 ||
      (propias >= 1 && trabajo >= 1) ||
      trabajo >= 2 ||
      (breve && propias + trabajo >= 1) ||
      // An account of things done, of no life outside work, that touches the question or work.
      (ocio === 0 && propias + trabajo >= 1 && verbos >= 3) ||
      // Any account of something done answers an open question.
      (tema.abierta && verbos >= 2));
  return { propias, trabajo, ocio, pertinente };
}
