// The integrity checks of an interview's answers (issue 53, D157; DESIGN §12 «Evidence must answer
// its question»; D177 for their shape). Before any score, each answer is read once (lectura.ts) and
// every check — a detector of its own under detectores/ — reads that reading:
// - sin_texto: no text to read (emoji, markup); otro_idioma: another language;
// - instrucciones: sentences addressed to the evaluator, never evidence;
// - relleno: sentences repeated inside the answer, and filler: left out of the measure;
// - evasiva: an evasive or minimal answer; lista_terminos: a list of terms with no situation (the low
//   anchor at most);
// - no_pertinente: an answer that does not speak to its question: not evidence, and its competency
//   «No evaluado: la respuesta no trata de lo que se preguntó»;
// then the checks of the interview as a whole read the answers' findings: the off-topic pattern and
// the same text in several answers (evidence for one competency at most).
// The findings combine by a fixed precedence (EXCLUSIONES), never by the order the checks ran in.
// The built-in analyzer measures only what the checks leave; beside a model's report the same flags are
// shown. A flag is a fact for a person: it never decides anything.
import { VERSION_COMPROBACIONES, type Marca, type TipoMarca } from '../../../../shared/schemas/integridad.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import type { Frase } from '../lexico/frases.js';
import type { EntradaAnalisis } from '../tipos.js';
import { desorden } from './detectores/desorden.js';
import { evasiva } from './detectores/evasiva.js';
import { fueraDeTema } from './detectores/fuera-de-tema.js';
import { otroIdioma } from './detectores/idioma.js';
import { instrucciones } from './detectores/instrucciones.js';
import { listaTerminos } from './detectores/lista.js';
import { noPertinente } from './detectores/no-pertinente.js';
import { relleno } from './detectores/relleno.js';
import { repetida } from './detectores/repetida.js';
import { sinTexto } from './detectores/sin-texto.js';
import { generica } from './detectores/generica.js';
import { otraPregunta } from './detectores/otra-pregunta.js';
import { repitePregunta } from './detectores/repite-pregunta.js';
import { requisitos } from './detectores/requisitos.js';
import { type Matriz, matrizPorPalabras } from './matriz.js';
import { leerRespuesta, oficioDe } from './lectura.js';
import type { Comprobacion, DetectorEntrevista, DetectorRespuesta, Hallazgo, Lectura, ResultadoRespuesta, TipoExclusion } from './tipos.js';

export type { Comprobacion, ResultadoRespuesta } from './tipos.js';
export { TOPE_BAJO } from './tipos.js';

/** The checks of one answer: a set — each reads the answer's reading only. */
export const DETECTORES_RESPUESTA: readonly DetectorRespuesta[] = [
  sinTexto,
  instrucciones,
  relleno,
  evasiva,
  otroIdioma,
  listaTerminos,
  noPertinente,
  desorden,
  otraPregunta,
  repitePregunta,
  requisitos,
  generica,
];
/** The checks of the interview: a set — each reads the readings and the answer checks' findings only. */
export const DETECTORES_ENTREVISTA: readonly DetectorEntrevista[] = [fueraDeTema, repetida];

/** Which reason an answer is left out for when several checks would leave it out: the first of this list. */
const EXCLUSIONES: readonly TipoExclusion[] = [
  'sin_texto',
  'instrucciones',
  'otro_idioma',
  'evasiva',
  'no_pertinente',
  'otra_pregunta',
  'requisitos',
  'repite_pregunta',
  'repetida',
];

/** The order of an answer's flags: the order in which a reader meets them (what is read, then what it says). */
const ORDEN_MARCAS: readonly TipoMarca[] = [
  'sin_texto',
  'instrucciones',
  'relleno',
  'evasiva',
  'otro_idioma',
  'lista_terminos',
  'no_pertinente',
  'otra_pregunta',
  'requisitos',
  'repite_pregunta',
  'generica',
  'repetida',
];

const clave = (f: Pick<Frase, 'pregunta' | 'fuente' | 'inicio'>) => `${f.pregunta}\u0000${f.inicio}\u0000${f.fuente}`;

/** One answer's findings combined: the first exclusion by precedence, the lowest cap. */
function combinar(l: Lectura, hs: readonly Hallazgo[]): ResultadoRespuesta {
  const exclusiones = hs.map((h) => h.excluir).filter((x) => !!x);
  const excluida = EXCLUSIONES.map((tipo) => exclusiones.find((x) => x.tipo === tipo)).find((x) => !!x) ?? null;
  const topes = hs.map((h) => h.tope).filter((x): x is number => x !== undefined);
  return {
    pregunta: l.n,
    excluida,
    tope: topes.length ? Math.min(...topes) : null,
    soloPropia: hs.some((h) => h.soloPropia),
    sinHistoria: hs.some((h) => h.sinHistoria),
    pertinencia: l.pertinencia,
  };
}

/** Runs every check on every answered question of the interview. */
export function comprobar(
  entrada: EntradaAnalisis,
  opciones: {
    /** The relevance matrix by meaning (significado.ts), when the deployment has embeddings; else by words. */
    matriz?: (lecturas: readonly Lectura[]) => Matriz;
    /** Why the words decided when a meaning method was expected and failed («Amazon Bedrock limitó las peticiones»). */
    porQuePalabras?: string;
    detectores?: { respuesta: readonly DetectorRespuesta[]; entrevista: readonly DetectorEntrevista[] };
  } = {},
): Comprobacion {
  const detectores = opciones.detectores ?? { respuesta: DETECTORES_RESPUESTA, entrevista: DETECTORES_ENTREVISTA };
  const oficio = oficioDe(entrada);
  const leidas = entrada.turnos.map((t) => leerRespuesta(t, entrada, oficio)).filter((l): l is Lectura => l !== null);
  // Relevance, once per answer: the matrix's verdict joins each reading before any check reads it.
  const matriz = opciones.matriz ? opciones.matriz(leidas) : matrizPorPalabras(entrada, leidas, opciones.porQuePalabras);
  const lecturas = leidas.map((l) => ({
    ...l,
    otra: matriz.otras.get(l.n) ?? null,
    desorden: matriz.desorden?.sinPropia.has(l.n) ? matriz.desorden.movidas : null,
  }));
  const porRespuesta = new Map(
    lecturas.map((l) => [l.n, detectores.respuesta.map((d) => d.detectar(l)).filter((h): h is Hallazgo => h !== null)] as const),
  );
  const deEntrevista = detectores.entrevista.flatMap((d) => d.detectar(lecturas, porRespuesta));
  const todos = new Map(lecturas.map((l) => [l.n, [...porRespuesta.get(l.n)!, ...deEntrevista.filter((h) => h.marca?.pregunta === l.n)]]));

  const porPregunta = new Map(lecturas.map((l) => [l.n, combinar(l, todos.get(l.n)!)]));
  // In question order, then in ORDEN_MARCAS (whatever order the checks ran in).
  const marcas: Marca[] = lecturas.flatMap((l) =>
    todos
      .get(l.n)!
      .flatMap((h) => (h.marca ? [h.marca] : []))
      .sort((a, b) => ORDEN_MARCAS.indexOf(a.tipo) - ORDEN_MARCAS.indexOf(b.tipo)),
  );
  const fuera = new Set(lecturas.flatMap((l) => (l.hayLetras ? [...l.instrucciones, ...l.repetidas, ...l.relleno] : [])).map(clave));
  const instruccionesDe = new Map(
    lecturas.filter((l) => l.hayLetras && l.instrucciones.length).map((l) => [l.n, l.instrucciones.map((f) => normalizarCita(f.texto))]),
  );
  return {
    version: VERSION_COMPROBACIONES,
    pertinencia: matriz.metodo,
    respuestas: porPregunta.size,
    marcas: marcas.sort((a, b) => a.pregunta - b.pregunta),
    porPregunta,
    cuenta: (f) => !fuera.has(clave(f)),
    instrucciones: instruccionesDe,
  };
}
