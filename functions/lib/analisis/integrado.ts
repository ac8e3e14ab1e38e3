// The built-in analyzer (issues 13 and 24; D69, D77): the report when no language model is available.
// It does not understand the answers and does not pretend to: it applies fixed rules and says so.
// - Evidence: a competency's evidence is the candidate's own sentences from the questions the design
//   ties to it, or, when those give none, sentences of other answers that clearly speak to it
//   (vocabulario.ts). A sentence that only states the candidate's background ('Llevo 8 años en
//   logística') is not evidence of motivation or of anything else it does not speak to.
// - Score: the form of those sentences — how many of the competency's questions were answered,
//   whether they tell a STAR story (situation, task, action, result), their length and how concrete
//   they are (figures, percentages, time spans). A motive tells no story and holds no figures: a
//   motivation-like competency is scored by how specific its motive is (what the candidate wants to
//   do in the role, the position, a reason, what they bring), in the band of the most specific one.
// - The summary opens with what the candidate showed; the note on how it was made closes it.
// - Technical skills: the tools, technologies and methods the candidate names (herramientas.ts), each
//   with its quote and the level its use shows; a technical rubric competency's score stays in the
//   band of the best level shown, so the summary, the section and the score say the same.
// - Recommendations name the competency, what was missing and the rubric's high anchor; ties are
//   named as ties in the conclusions.
// Every quote passes verificarEvidencias as is. Deterministic and text-only: no model, no randomness,
// no clock; nothing about emotion, personality, voice, face or any protected trait.
import { ENTREVISTAS } from '../../../shared/constants.js';
import {
  anclaDePuntuacion,
  PUNTUACION_MAXIMA,
  type Evidencia,
  type HardSkill,
  type InformeBorrador,
  type SoftSkill,
} from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { citaEnTexto, MIN_PALABRAS_CITA, noEvaluada, normalizarCita, textosDelCandidato } from './evidencia.js';
import { herramientasEn, nivelDe, ORDEN_NIVEL, type NivelHerramienta } from './herramientas.js';
import type { CompetenciaRubricaEntrada, EntradaAnalisis, TurnoTranscripcion } from './tipos.js';
import {
  cuantoHablaDe,
  esCompetenciaMotivacional,
  esCompetenciaTecnica,
  esTrayectoria,
  motivoDe,
  vocabularioDe,
  type Motivo,
  type NivelMotivo,
} from './vocabulario.js';

export const ANALIZADOR_VERSION = 'analizador-integrado-v2';

const MAX_CITA = 300;
const MAX_CITAS = 2;
const MAX_TEXTO = 3_000;
const MAX_HARD_SKILLS = 20;
/** Words of a competency's vocabulary a sentence of another question needs to count as speaking to it. */
const MIN_HABLA_OTRAS = 2;

// ---- What one answer shows -----------------------------------------------------------------------

type ElementoStar = 'situacion' | 'tarea' | 'accion' | 'resultado';
const ELEMENTOS: ElementoStar[] = ['situacion', 'tarea', 'accion', 'resultado'];
const ETIQUETA_STAR: Record<ElementoStar, string> = { situacion: 'situación', tarea: 'tarea', accion: 'acción', resultado: 'resultado' };

/** Whole phrases, matched on the normalised text (normalizarCita: no accents, no punctuation). */
const frases = (alternativas: string[]) => new RegExp(`(?:^| )(?:${alternativas.join('|')})(?= |$)`);

const SITUACION = frases([
  'cuando|en mi (?:anterior|antigu[oa]|ultim[oa]|primer[oa]?)|el ano pasado|en un proyecto|en una ocasion',
  'trabajaba|trabajabamos|estaba trabajando|hace (?:\\d+|un|una|dos|tres|unos|unas) (?:anos?|meses|mes|semanas)',
]);
const TAREA = frases([
  'tenia que|teniamos que|mi objetivo|el objetivo era|era (?:el |la )?responsable|me encargaron|me pidieron',
  'mi tarea|mi responsabilidad|mi funcion|el reto era|debia',
]);
const RESULTADO = frases([
  'consegui|conseguimos|logre|logramos|resultados?|reduje|redujimos|se redujo|se redujeron|aumento|aumentamos|mejoro|mejoramos',
  'ahorro|ahorramos|alcanzamos|superamos|crecio|crecimos|bajaron|bajamos|subieron|subimos|cerramos el|pasamos de|paso de|dejamos de',
]);
/** Irregular first-person preterites (normalised): the ending rule below cannot see them. */
const ACCION_IRREGULAR = frases([
  '(?:pro|com|dis|ex|im)?puse|(?:man|ob|con|re|de)?tuve|estuve|hice|dije|pude|supe|quise|vine|traje|(?:con|re|intro|pro|tra)duje',
]);
/** First-person preterite of regular verbs: a word of 4+ letters ending in -é or -í (organicé, decidí). */
const PRETERITO = /(?<!\p{L})\p{L}{3,}[éí](?!\p{L})/gu;
/** Words with that ending that are not first-person preterites. */
const NO_VERBOS = new Set(
  'qué sé fue también después través café bebé comité puré cliché josé allí aquí así esquí maniquí jabalí bisturí colibrí iraní marroquí israelí frenesí porqué'.split(
    ' ',
  ),
);
const DIGITOS = /\d+(?:[.,]\d+)*/g;
const PLAZO_EN_LETRAS =
  /(?:^| )(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cien|mil|media?) (?:horas?|dias?|semanas?|mes|meses|trimestres?|anos?)(?= |$)/g;

interface Medida {
  palabras: number;
  star: Set<ElementoStar>;
  /** Figures: numbers (with or without %, €) and time spans written in words ('dos semanas'). */
  datos: number;
  /** Different words of the competency's vocabulary (vocabulario.ts) the text holds. */
  habla: number;
}

function medir(texto: string, vocabulario: Set<string> = new Set()): Medida {
  const n = normalizarCita(texto);
  const accion = [...texto.toLowerCase().normalize('NFC').matchAll(PRETERITO)].some((m) => !NO_VERBOS.has(m[0]));
  const presentes: Record<ElementoStar, boolean> = {
    situacion: SITUACION.test(n),
    tarea: TAREA.test(n),
    accion: accion || ACCION_IRREGULAR.test(n),
    resultado: RESULTADO.test(n),
  };
  return {
    palabras: n ? n.split(' ').length : 0,
    star: new Set(ELEMENTOS.filter((e) => presentes[e])),
    datos: (texto.match(DIGITOS)?.length ?? 0) + (n.match(PLAZO_EN_LETRAS)?.length ?? 0),
    habla: vocabulario.size ? cuantoHablaDe(texto, vocabulario) : 0,
  };
}

/**
 * The score of a competency, 0–10. Per answered question, on the sentences that are its evidence:
 *   Q = 0.25·L + 0.45·E + 0.30·D, where L (length) = 0.3·w/15 below 15 words, else
 *   min(1, 0.3 + 0.7·(w−15)/135) (full at 150 words: longer answers gain nothing more);
 *   E (substance) = the larger of STAR elements present / 4 and min(1, V/4)·min(1, w/40), V the
 *   different words of the competency's vocabulary: an answer about interests or values tells no
 *   STAR story but speaks to its subject, and a one-line list of keywords stays short of it (motives
 *   are scored by puntuarMotivo);
 *   D = min(figures, 3) / 3.
 * Score = round(10 · mean(Q) · (0.5 + 0.5·coverage)), coverage = answered / questions of the competency
 * (0 when the evidence comes from other questions).
 * Structure weighs most: it is what a behavioural rubric's anchors describe; figures show concreteness.
 */
function puntuar(medidas: Medida[], cobertura: number): number {
  const q = medidas.map(({ palabras: w, star, datos, habla }) => {
    const l = longitud(w);
    const e = Math.max(star.size / 4, Math.min(1, habla / 4) * Math.min(1, w / 40));
    return 0.25 * l + 0.45 * e + 0.3 * (Math.min(datos, 3) / 3);
  });
  return escala(q, cobertura);
}

/** L, the length term (15 = ENTREVISTAS.palabrasRespuestaBreve, the candidate's «Respuesta breve»): 0.3·w/15 below 15 words, else min(1, 0.3 + 0.7·(w−15)/135). */
const BREVE = ENTREVISTAS.palabrasRespuestaBreve;
const longitud = (w: number) => (w < BREVE ? (0.3 * w) / BREVE : Math.min(1, 0.3 + (0.7 * (w - BREVE)) / (150 - BREVE)));

/** round(10 · mean(Q) · (0.5 + 0.5·coverage)), within 0–10. */
function escala(q: number[], cobertura: number): number {
  const media = q.reduce((a, b) => a + b, 0) / q.length;
  return Math.max(0, Math.min(PUNTUACION_MAXIMA, Math.round(PUNTUACION_MAXIMA * media * (0.5 + 0.5 * cobertura))));
}

// ---- What one motive shows (a motivation-like competency: vocabulario.ts) ---------------------------

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

interface MedidaMotivo {
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
function puntuarMotivo(medidas: MedidaMotivo[], cobertura: number): { puntuacion: number; nivel: NivelMotivo } {
  const q = medidas.map(({ palabras, motivo }) => 0.2 * longitud(palabras) + (0.8 * PARTES_MOTIVO.filter((p) => motivo[p]).length) / 4);
  const nivel = medidas.reduce<NivelMotivo>((a, m) => (ORDEN_MOTIVO[m.motivo.nivel] > ORDEN_MOTIVO[a] ? m.motivo.nivel : a), 'generico');
  const [min, max] = FRANJA_MOTIVO[nivel];
  return { puntuacion: Math.max(min, Math.min(max, escala(q, cobertura))), nivel };
}

function justificacionMotivo(respondidas: number, total: number, medidas: MedidaMotivo[], nivel: NivelMotivo, deOtras: number[]): string {
  const presentes = PARTES_MOTIVO.filter((p) => medidas.some((m) => m.motivo[p]));
  const ausentes = PARTES_MOTIVO.filter((p) => !presentes.includes(p));
  const genericas = nivel === 'generico' ? [] : medidas.filter((m) => m.motivo.nivel === 'generico').map((m) => m.pregunta);
  return [
    deOtras.length
      ? `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')} de esta competencia; la evidencia viene de ${preguntasTexto(deOtras)}, que habla${deOtras.length === 1 ? '' : 'n'} de ella`
      : `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')}`,
    `motivo ${NIVEL_MOTIVO_TEXTO[nivel]}${genericas.length ? ` (en ${preguntasTexto(genericas)}, genérico)` : ''}`,
    presentes.length ? listar(presentes.map((p) => MUESTRA_MOTIVO[p])) : 'no nombra el puesto ni dice qué quiere hacer en él',
    `${ausentes.length ? `sin ${listar(ausentes.map((p) => FALTA_MOTIVO[p]))}` : 'con todas las partes de un motivo concreto'}. Medido por reglas sobre lo que dicen esas frases (el puesto, lo que quiere hacer en él, una razón y lo que aporta), sin interpretar su contenido.`,
  ].join('; ');
}

// ---- Sentences: the candidate's own words, with where they are ----------------------------------

interface Frase {
  /** Verbatim, trimmed. */
  texto: string;
  /** The answer (or follow-up answer) it comes from, and where in it. */
  fuente: string;
  inicio: number;
  fin: number;
  pregunta: number;
}

/** The sentences of one answer: split after . ! ? … followed by a space, and at line breaks. */
function frasesDe(fuente: string, pregunta: number): Frase[] {
  const out: Frase[] = [];
  for (const linea of fuente.matchAll(/[^\n]+/g)) {
    const cortes = [0, ...[...linea[0].matchAll(/(?<=[.!?…])\s+/g)].map((m) => m.index + m[0].length), linea[0].length];
    for (let k = 0; k + 1 < cortes.length; k++) {
      const bruto = linea[0].slice(cortes[k], cortes[k + 1]);
      const texto = bruto.trim();
      if (!texto) continue;
      const inicio = linea.index + cortes[k] + bruto.indexOf(texto);
      out.push({ texto, fuente, inicio, fin: inicio + texto.length, pregunta });
    }
  }
  return out;
}

/** Every sentence the candidate said, answer by answer (demo answers are nobody's words). */
function frasesDelCandidato(turnos: TurnoTranscripcion[]): Frase[][] {
  return turnos.flatMap((t) => textosDelCandidato(t).map((texto) => frasesDe(texto, t.n)));
}

/**
 * A verbatim prefix of the sentence of at most MAX_CITA characters, cut at a space — never the one
 * before a '%', which the comparison glues to its number ('20 %' is '20%').
 */
function recortar(frase: string): string {
  if (frase.length <= MAX_CITA) return frase;
  const cortes = [...frase.matchAll(/\s+(?![\s%])/g)].map((m) => m.index).filter((i) => i <= MAX_CITA);
  const corte = cortes.length ? cortes[cortes.length - 1] : 0;
  return corte > 0 ? frase.slice(0, corte).replace(/[\s,;:–—-]+$/, '') : '';
}

/** How specific a sentence is: result words weigh 2, each figure 1 (up to 3), an action 1. */
function especificidad(texto: string): number {
  const m = medir(texto);
  return (m.star.has('resultado') ? 2 : 0) + Math.min(m.datos, 3) + (m.star.has('accion') ? 1 : 0);
}

// ---- A competency's evidence ----------------------------------------------------------------------

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
function candidatas(c: CompetenciaRubricaEntrada, propias: Set<number>, frases: Frase[][]): { propias: boolean; lista: Candidata[] } {
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
  return { propias: false, lista: todas.filter((x) => !propias.has(x.frase.pregunta) && x.habla >= MIN_HABLA_OTRAS) };
}

/** How specific a stated motive is: each of the position, what they want to do, a reason and what they bring weighs 2. */
function especificidadMotivo(texto: string): number {
  const m = motivoDe(texto);
  return 2 * [m.puesto, m.contenido, m.razon, m.aporta].filter(Boolean).length;
}

/**
 * Up to two quotes: sentences that speak to the competency first, then the most specific (for a
 * motive, the most specific motive); ties keep the order they were said in. Each is a verbatim
 * substring of one answer (the evidence check's own test is applied, so a quote it would drop is
 * never offered).
 */
function citas(lista: Candidata[], motivacional: boolean): Evidencia[] {
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

// ---- Technical skills -----------------------------------------------------------------------------

interface Tecnica {
  nombre: string;
  nivel: NivelHerramienta;
  evidencia: Evidencia[];
}

/** The words from the start of one sentence to the end of another of the same answer, verbatim. */
const tramo = (a: Frase, b: Frase) => a.fuente.slice(a.inicio, b.fin);

/**
 * A quote that holds the tool's name: its sentence, or with the next (or previous) sentence when it
 * is too short to quote ('Domino SAP EWM.'); a sentence too long is cut around the name.
 */
function citaHerramienta(frases: Frase[], k: number, nivelDeLaSiguiente: boolean, nombre: string): string | null {
  const f = frases[k];
  const opciones = [
    nivelDeLaSiguiente && frases[k + 1] ? tramo(f, frases[k + 1]) : f.texto,
    ...(frases[k + 1] ? [tramo(f, frases[k + 1])] : []),
    ...(frases[k - 1] ? [tramo(frases[k - 1], f)] : []),
  ];
  for (const o of opciones) {
    const cita = o.length <= MAX_CITA ? o : ventana(o, nombre);
    if (cita && citaEnTexto(cita, f.fuente)) return cita;
  }
  return null;
}

/** At most MAX_CITA characters of a long passage around a name, cut at spaces. */
function ventana(texto: string, nombre: string): string {
  const i = Math.max(0, texto.toLowerCase().indexOf(nombre.toLowerCase()));
  const desde = i <= 100 ? 0 : texto.lastIndexOf(' ', i - 100) + 1;
  return recortar(texto.slice(desde));
}

/** Every tool, technology or method the candidate names, with the best level its quotes show. */
function tecnicas(frases: Frase[][]): Tecnica[] {
  const porNombre = new Map<string, Tecnica>();
  for (const respuesta of frases)
    respuesta.forEach((f, k) => {
      const menciones = herramientasEn(f.texto);
      if (!menciones.length) return;
      let nivel = nivelDe(f.texto);
      // 'Domino SAP EWM. Lo uso a diario…': the next sentence may say the use, if it names no other tool.
      const siguiente = respuesta[k + 1];
      const usaLaSiguiente = nivel === 'no_evaluado' && !!siguiente && !herramientasEn(siguiente.texto).length;
      if (usaLaSiguiente) nivel = nivelDe(tramo(f, siguiente));
      const conSiguiente = usaLaSiguiente && nivel !== 'no_evaluado';
      for (const { nombre } of menciones) {
        const cita = citaHerramienta(respuesta, k, conSiguiente, nombre);
        if (!cita) continue;
        const clave = normalizarCita(nombre);
        const t = porNombre.get(clave) ?? { nombre, nivel, evidencia: [] };
        if (ORDEN_NIVEL[nivel] > ORDEN_NIVEL[t.nivel]) t.nivel = nivel;
        const repetida = t.evidencia.some((e) => normalizarCita(e.cita) === normalizarCita(cita));
        if (!repetida && t.evidencia.length < MAX_CITAS) t.evidencia.push({ cita, pregunta: f.pregunta });
        porNombre.set(clave, t);
      }
    });
  return [...porNombre.values()].slice(0, MAX_HARD_SKILLS);
}

const NIVEL_TEXTO: Record<NivelHerramienta, string> = {
  avanzado: 'avanzado',
  intermedio: 'intermedio',
  basico: 'básico',
  no_evaluado: 'no evaluado',
};

const JUSTIFICACION_NIVEL: Record<NivelHerramienta, string> = {
  avanzado: 'Describe cómo la usa, con un resultado medido: nivel avanzado.',
  intermedio: 'Describe cómo la usa en su trabajo, sin un resultado medido: nivel intermedio.',
  basico: 'Describe cómo la usa y lo califica de básico: nivel básico.',
  no_evaluado: 'La nombra sin describir cómo la usa: nivel no evaluado.',
};

const hardSkill = (t: Tecnica): HardSkill => ({
  habilidad: t.nombre,
  nivel: t.nivel,
  justificacion: `${JUSTIFICACION_NIVEL[t.nivel]} Identificada por reglas (nombre y uso descrito), no por un modelo de lenguaje.`,
  evidencia: t.evidencia,
});

/** The best level shown, or null when no tool's use is described. */
function mejorNivel(ts: Tecnica[]): Exclude<NivelHerramienta, 'no_evaluado'> | null {
  const mejor = ts.reduce<NivelHerramienta>((a, t) => (ORDEN_NIVEL[t.nivel] > ORDEN_NIVEL[a] ? t.nivel : a), 'no_evaluado');
  return mejor === 'no_evaluado' ? null : mejor;
}

/** The score band of each level, the rubric's anchors: basic or none is low, intermediate medium, advanced high. */
const FRANJA: Record<Exclude<NivelHerramienta, 'no_evaluado'> | 'ninguno', [number, number]> = {
  ninguno: [0, 3],
  basico: [0, 3],
  intermedio: [4, 6],
  avanzado: [7, 10],
};

// ---- Spanish text ---------------------------------------------------------------------------------

const listar = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`);
/** Questions as people number them (from 1): 'la pregunta 3', 'las preguntas 3 y 5'. */
const preguntasTexto = (ns: number[]) =>
  ns.length === 1 ? `la pregunta ${ns[0] + 1}` : `las preguntas ${listar(ns.map((n) => String(n + 1)))}`;
const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const minuscula = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const recortarTexto = (s: string) => (s.length <= MAX_TEXTO ? s : `${s.slice(0, MAX_TEXTO - 1)}…`);

function justificacionMedida(respondidas: number, total: number, medidas: Medida[], deOtras: number[]): string {
  const star = ELEMENTOS.filter((e) => medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]);
  const datos = medidas.reduce((a, m) => a + m.datos, 0);
  const palabras = medidas.reduce((a, m) => a + m.palabras, 0);
  return [
    deOtras.length
      ? `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')} de esta competencia; la evidencia viene de ${preguntasTexto(deOtras)}, que habla${deOtras.length === 1 ? '' : 'n'} de ella`
      : `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')}`,
    star.length ? `estructura STAR: ${listar(star)}` : 'sin elementos STAR reconocibles',
    datos ? contar(datos, 'dato concreto', 'datos concretos') : 'sin datos concretos',
    `${contar(palabras, 'palabra', 'palabras')} que hablan de la competencia. Medido por reglas sobre la forma de esas frases, sin interpretar su contenido.`,
  ].join('; ');
}

function justificacionSinRespuesta(sinRespuesta: number[], simuladas: number[]): string {
  if (!sinRespuesta.length && !simuladas.length) return 'Ninguna pregunta del diseño está asociada a esta competencia: no evaluado.';
  const partes: string[] = [];
  if (sinRespuesta.length) partes.push(`sin respuesta del candidato a ${preguntasTexto(sinRespuesta)}`);
  if (simuladas.length)
    partes.push(
      `${preguntasTexto(simuladas)} solo ${simuladas.length === 1 ? 'tiene una respuesta simulada' : 'tienen respuestas simuladas'} (texto de demostración, no palabras del candidato)`,
    );
  return `${mayuscula(partes.join('; '))}: no evaluado.`;
}

/** What a technical competency's justification adds: the tools behind its band. */
function justificacionTecnica(ts: Tecnica[]): string {
  const conUso = ts.filter((t) => t.nivel !== 'no_evaluado').map((t) => `${t.nombre} (${NIVEL_TEXTO[t.nivel]})`);
  return conUso.length
    ? ` Herramientas, tecnologías o métodos con uso descrito: ${listar(conUso)}; la puntuación queda en la franja del mejor nivel.`
    : ' El analizador no reconoce en las respuestas herramientas, tecnologías ni métodos con su uso descrito: como máximo, nivel bajo.';
}

// ---- The report -----------------------------------------------------------------------------------

/** A competency as measured, with what the recommendations need to know. */
interface Medicion {
  skill: SoftSkill;
  rubrica: CompetenciaRubricaEntrada;
  /** Its own questions left unanswered. */
  sinRespuesta: number[];
  /** What its evidence lacks (STAR parts, figures), when it was measured. */
  falta: string[];
  /** Answered, but nothing said speaks to it. */
  sinEvidencia: boolean;
}

function competencia(
  c: CompetenciaRubricaEntrada,
  entrada: EntradaAnalisis,
  turnoDe: Map<number, TurnoTranscripcion>,
  frases: Frase[][],
  ts: Tecnica[],
): Medicion {
  const clave = normalizarTexto(c.competencia);
  const ns = entrada.preguntas.filter((p) => p.competencia && normalizarTexto(p.competencia) === clave).map((p) => p.n);
  const respondidas = ns.filter((n) => textosDelCandidato(turnoDe.get(n)).length > 0);
  const sinRespuesta = ns.filter((n) => !respondidas.includes(n));
  const base = { rubrica: c, sinRespuesta, falta: [] as string[], sinEvidencia: false };
  const { propias, lista } = candidatas(c, new Set(ns), frases);
  const motivacional = esCompetenciaMotivacional(c);
  const evidencia = citas(lista, motivacional);

  // A score is never given without a quote to support it (the same rule verificarEvidencias applies).
  if (!evidencia.length) {
    if (!respondidas.length) {
      const simuladas = ns.filter((n) => turnoDe.get(n)?.origen === 'simulada' && turnoDe.get(n)?.respuesta.trim());
      const motivo = justificacionSinRespuesta(
        ns.filter((n) => !simuladas.includes(n)),
        simuladas,
      );
      return { ...base, skill: noEvaluada(c.competencia, motivo) };
    }
    return {
      ...base,
      sinEvidencia: true,
      skill: noEvaluada(
        c.competencia,
        `Las respuestas a ${preguntasTexto(respondidas)} no contienen una frase verificable de al menos ${MIN_PALABRAS_CITA} palabras que hable de «${c.competencia}» (una frase que solo cuenta la trayectoria no es evidencia): no evaluado.`,
      ),
    };
  }

  // The measure: per answer, the sentences that are its evidence (an answered question with none counts as empty).
  const porPregunta = new Map<number, string[]>();
  for (const n of propias ? respondidas : []) porPregunta.set(n, []);
  for (const x of lista) porPregunta.set(x.frase.pregunta, [...(porPregunta.get(x.frase.pregunta) ?? []), x.frase.texto]);
  const cobertura = ns.length ? respondidas.length / ns.length : 0;
  const deOtras = propias ? [] : [...new Set(lista.map((x) => x.frase.pregunta))];
  if (motivacional) {
    // The background beside a motive connects it to the candidate's path; it is never measured itself.
    const conTrayectoria = (n: number) => frases.flat().some((f) => f.pregunta === n && esTrayectoria(f.texto));
    const medidasMotivo = [...porPregunta].map(([n, fs]) => ({
      pregunta: n,
      palabras: medir(fs.join(' ')).palabras,
      motivo: motivoDe(fs.join(' '), conTrayectoria(n)),
    }));
    const { puntuacion, nivel } = puntuarMotivo(medidasMotivo, propias ? cobertura : 0);
    return {
      ...base,
      falta: PARTES_MOTIVO.filter((p) => !medidasMotivo.some((m) => m.motivo[p])).map((p) => FALTA_MOTIVO[p]),
      skill: {
        habilidad: c.competencia,
        puntuacion,
        evaluado: true,
        ancla: anclaDePuntuacion(puntuacion),
        justificacion: justificacionMotivo(respondidas.length, ns.length, medidasMotivo, nivel, deOtras),
        evidencia,
      },
    };
  }
  const vocabulario = vocabularioDe(c);
  const medidas = [...porPregunta.values()].map((fs) => medir(fs.join(' '), vocabulario));
  let puntuacion = puntuar(medidas, propias ? cobertura : 0);
  let justificacion = justificacionMedida(respondidas.length, ns.length, medidas, deOtras);
  if (esCompetenciaTecnica(c)) {
    const [min, max] = FRANJA[mejorNivel(ts) ?? 'ninguno'];
    puntuacion = Math.max(min, Math.min(max, puntuacion));
    justificacion += justificacionTecnica(ts);
  }
  const falta = [
    ...ELEMENTOS.filter((e) => !medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]),
    ...(medidas.some((m) => m.datos > 0) ? [] : ['datos concretos']),
  ];
  return {
    ...base,
    falta,
    skill: { habilidad: c.competencia, puntuacion, evaluado: true, ancla: anclaDePuntuacion(puntuacion), justificacion, evidencia },
  };
}

const REVISION =
  'Son medidas de la forma de las respuestas (cobertura, estructura, extensión y concreción), hechas con reglas fijas y no una valoración de la persona: una persona debe revisar la transcripción y este informe antes de tomar cualquier decisión.';

const nota = (s: { habilidad: string; puntuacion: number }) => `«${s.habilidad}» (${s.puntuacion}/${PUNTUACION_MAXIMA})`;
const nombres = (xs: { habilidad: string }[]) => listar(xs.map((s) => `«${s.habilidad}»`));

/** Strongest and weakest measures; equal scores are named together as ties, never one picked among them. */
function conclusiones(softSkills: SoftSkill[]): string {
  const medidas = softSkills.filter((s): s is SoftSkill & { puntuacion: number } => s.puntuacion !== null);
  if (!medidas.length)
    return `No se ha podido medir ninguna competencia: no hay respuestas del candidato que sirvan de evidencia para la rúbrica. ${REVISION}`;
  const max = Math.max(...medidas.map((s) => s.puntuacion));
  const min = Math.min(...medidas.map((s) => s.puntuacion));
  const arriba = medidas.filter((s) => s.puntuacion === max);
  const abajo = medidas.filter((s) => s.puntuacion === min);
  const extremo = (grupo: typeof medidas, cual: 'mayor' | 'menor', puntos: number) =>
    grupo.length === 1
      ? `la competencia con ${cual} puntuación medida es ${nota(grupo[0])}`
      : `empatan con la ${cual} puntuación medida (${puntos}/${PUNTUACION_MAXIMA}) ${nombres(grupo)}`;
  const frase =
    medidas.length === 1
      ? `La única competencia medida es ${nota(medidas[0])}.`
      : max === min
        ? `Todas las competencias medidas empatan con la misma puntuación (${max}/${PUNTUACION_MAXIMA}): ${nombres(medidas)}.`
        : `${mayuscula(extremo(arriba, 'mayor', max))}; ${extremo(abajo, 'menor', min)}.`;
  return `${frase} ${REVISION}`;
}

/** The rubric's high anchor as a probe: 'lo que describe el ancla alta: «…»'. */
function sondeo(c: CompetenciaRubricaEntrada): string {
  const alto = c.anclas.alto.trim().replace(/[.\s]+$/, '');
  return alto
    ? `buscar evidencia de lo que describe el ancla alta de la rúbrica: «${alto}».`
    : 'pedir un ejemplo concreto de una situación real, con las acciones que tomó y los resultados que obtuvo.';
}

/**
 * One recommendation per competency to explore (not evaluated, or 0–6), specific to it: what was
 * missing and what its high anchor asks for; then the tools named without any use, to check.
 */
function recomendaciones(mediciones: Medicion[], ts: Tecnica[]): string[] {
  const porCompetencia = mediciones
    .filter((m) => m.skill.puntuacion === null || m.skill.puntuacion <= 6)
    .map((m) => {
      const s = m.skill;
      if (s.puntuacion === null) {
        const porque = m.sinEvidencia
          ? 'sus respuestas no contienen frases que hablen de ella'
          : m.sinRespuesta.length
            ? `sin respuesta a ${preguntasTexto(m.sinRespuesta)}`
            : 'sin evidencia en la transcripción';
        return `Explorar «${s.habilidad}» (no evaluada: ${porque}): ${sondeo(m.rubrica)}`;
      }
      const faltas = [...(m.sinRespuesta.length ? [`respuesta a ${preguntasTexto(m.sinRespuesta)}`] : []), ...m.falta.map(minuscula)];
      const falta = faltas.length ? `; falta: ${listar(faltas)}` : '';
      return `Profundizar en «${s.habilidad}» (${s.puntuacion}/${PUNTUACION_MAXIMA}${falta}): ${sondeo(m.rubrica)}`;
    });
  const sinUso = ts
    .filter((t) => t.nivel === 'no_evaluado')
    .map((t) => `Comprobar «${t.nombre}» con un caso práctico: la nombra sin describir cómo la usa.`);
  // The schema's limit is 600 characters a recommendation (a long anchor is cut, never the start).
  const todas = [...porCompetencia, ...sinUso].map((r) => (r.length <= 600 ? r : `${r.slice(0, 599)}…`));
  return todas.length
    ? todas.slice(0, 10)
    : ['Verificar las evidencias con referencias o con una prueba práctica antes de tomar una decisión.'];
}

function resumenTecnicas(ts: Tecnica[]): string {
  const conUso = ts.filter((t) => t.nivel !== 'no_evaluado');
  const sinUso = ts.filter((t) => t.nivel === 'no_evaluado');
  return [
    conUso.length
      ? `Competencias técnicas con uso descrito: ${listar(conUso.map((t) => `${t.nombre} (${NIVEL_TEXTO[t.nivel]})`))}.`
      : 'Competencias técnicas: no evaluadas.',
    sinUso.length ? `Nombradas sin describir su uso (no evaluadas): ${listar(sinUso.map((t) => t.nombre))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What the candidate showed: the measured competencies grouped by the band of their score, highest first. */
function loQueMuestra(softSkills: SoftSkill[]): string {
  const grupos = (['alto', 'medio', 'bajo'] as const)
    .map((ancla) => ({
      ancla,
      skills: softSkills.filter((s): s is SoftSkill & { puntuacion: number } => s.puntuacion !== null && s.ancla === ancla),
    }))
    .filter((g) => g.skills.length)
    .map((g) => `de nivel ${g.ancla} en ${listar(g.skills.map(nota))}`);
  if (!softSkills.length) return 'La entrevista no tiene rúbrica: no hay competencias que medir.';
  return grupos.length
    ? `Las respuestas del candidato muestran evidencia ${grupos.join('; ')}.`
    : 'Las respuestas del candidato no dan evidencia para medir ninguna competencia de la rúbrica.';
}

/**
 * The executive summary opens with the candidate — what their answers showed, band by band, and
 * their technical skills — then what was answered and evaluated; the note on how it was made closes it.
 */
function resumen(entrada: EntradaAnalisis, turnoDe: Map<number, TurnoTranscripcion>, softSkills: SoftSkill[], ts: Tecnica[]): string {
  const respondidas = entrada.preguntas.filter((p) => textosDelCandidato(turnoDe.get(p.n)).length > 0).length;
  const hayDemo = entrada.turnos.some((t) => t.origen === 'simulada');
  const evaluadas = softSkills.filter((s) => s.evaluado).map((s) => s.habilidad);
  const sinEvaluar = softSkills.filter((s) => !s.evaluado).map((s) => s.habilidad);
  return recortarTexto(
    [
      loQueMuestra(softSkills),
      resumenTecnicas(ts),
      `Preguntas respondidas: ${respondidas} de ${entrada.preguntas.length}.`,
      hayDemo ? 'Las respuestas simuladas (texto de demostración) no se tienen en cuenta.' : '',
      !softSkills.length
        ? ''
        : evaluadas.length
          ? `Competencias evaluadas: ${listar(evaluadas)}.`
          : 'No se ha podido evaluar ninguna competencia de la rúbrica.',
      sinEvaluar.length ? `Sin evaluar: ${listar(sinEvaluar)}.` : '',
      `Método: informe generado con reglas fijas por el analizador integrado (${ANALIZADOR_VERSION}), sin modelo de lenguaje. Toma como evidencia de cada competencia las frases del candidato que hablan de ella en sus preguntas y mide su cobertura, su estructura STAR (situación, tarea, acción y resultado), su extensión y su concreción (cifras, porcentajes, plazos); en la motivación, si el motivo es concreto (el puesto, lo que quiere hacer en él, una razón y lo que aporta). Reconoce las herramientas, tecnologías y métodos que nombra y si describe su uso. No interpreta el contenido como lo haría una persona.`,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The report the built-in analyzer writes: one soft skill per rubric competency, in rubric order. */
export function analizarIntegrado(entrada: EntradaAnalisis): InformeBorrador {
  const turnoDe = new Map(entrada.turnos.map((t) => [t.n, t]));
  const frases = frasesDelCandidato(entrada.turnos);
  const ts = tecnicas(frases);
  const mediciones = entrada.rubrica.map((c) => competencia(c, entrada, turnoDe, frases, ts));
  const softSkills = mediciones.map((m) => m.skill);
  return {
    resumenEjecutivo: resumen(entrada, turnoDe, softSkills, ts),
    softSkills,
    hardSkills: ts.map(hardSkill),
    conclusiones: conclusiones(softSkills),
    recomendaciones: recomendaciones(mediciones, ts),
  };
}
