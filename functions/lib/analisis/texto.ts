// The text analysis stored as `bertAnalysis` (the spec's field name, part 2 §3). It is NOT BERT and
// no model runs here: it is a Spanish lexicon plus hand-written rules, named by
// METODO_ANALISIS_TEXTO ('léxico-heurístico-v1'). Pure, synchronous and deterministic: no network,
// no file read at run time (the lexicons are JSON the bundler inlines), same text → same result.
//
// Sentiment (score -1..1, label):
//   - Lexicons: the two nlp.js ships in @nlpjs/lang-es, ML-Senticon-es (7 064 stems, polarity
//     ±0.25..1) and AFINN-es (663 stems rated -5..5), keyed by stem: each word is normalised (no
//     accents, lower case) and stemmed with the same StemmerEs nlp.js uses, so the keys match. nlp.js's
//     own SentimentAnalyzer (@nlpjs/sentiment) only sums those values and, after a 'no', flips every
//     later word to the end of the text; its loop is rewritten here with the rules below.
//     Senticon is built semi-automatically and its stems collide ('fácil' -0.25, 'cansado' +0.25,
//     'perdimos' +0.25, 'es/fue' -0.25, 'objetivo' -0.375; half of it is the weakest ±0.25 tier), so:
//     AFINN (rated by hand) / 4 where it disagrees in sign; the mean of both where they agree;
//     Senticon alone only for |v| ≥ 0.4, at half weight. A domain list (DOMINIO, by listed word, then
//     by stem) overrides both: words neutral in a work interview ('tareas', 'informes', 'experiencia',
//     'objetivo', 'entrega', 'responsable'…) count 0; workplace words the lexicons miss or misread
//     ('agotado', 'logré', 'orgulloso', 'estresado', 'valorado'…) get a value.
//   - Rules, each correcting something the bare lexicon gets wrong:
//     · negation ('no', 'nunca', 'jamás', 'ni', 'tampoco', 'sin', 'nada', 'nadie', 'ningún'…) turns
//       the first word with a polarity among the next 3 content words of its clause: a positive one
//       × -0.75 ('no estoy contento' is a complaint), a negative one × -0.5 ('no fue difícil' is only
//       mildly good). After 'conseguir' / 'lograr' it reaches the next one too ('no conseguimos
//       reducir los costes'). A word is turned once ('no tuvimos ningún problema': Spanish negative
//       concord). Not a negation: 'no solo', 'no obstante', 'sin embargo'. 'poco' (not 'un poco')
//       turns the next content word;
//     · intensifiers ('muy', 'bastante', 'realmente'…) × 1.5 on the next content word;
//     · business outcomes: a reduction verb ('reducir', 'bajar', 'eliminar', 'resolver',
//       'disminuir', 'menos'…) within 6 words of something one wants less of ('costes', 'rotación',
//       'errores', 'problema', 'tiempo', 'quejas'…) is +0.5 and the (negative) lexicon values of
//       that object are dropped; as a noun ('reducción de costes', 'prevención de riesgos') it
//       names a task, not a result: the object's value is dropped, no bonus. An increase of a bad
//       thing is -0.5, of a good thing ('ventas', 'productividad'…) +0.5; a quantity reduction of a
//       good thing ('bajaron las ventas') -0.5;
//     · adversatives: in a sentence with 'pero' / 'sin embargo' / 'no obstante' / 'aun así', what
//       comes before counts × 0.5 and what comes after × 1.5 (the point is after the 'pero'); a
//       sentence opening with one weighs the previous sentence × 0.5 and itself × 1.5; an 'aunque'
//       clause (a concession) counts × 0.5.
//     · evasion: a sentence with an evasive expression ('no sé', 'y ya', 'lo que me piden', 'más o
//       menos'…, EVASIVAS) takes back what it says and carries no tone, and the whole sum is weighed
//       by the share of sentences that are not evasive ('Me adapto bien a todo, no sé' is not positive);
//   - score = S / √(S² + 1 + N/20), S the sum above, N the number of words (the longer the text,
//     the more evidence a strong score needs), rounded to 2 decimals (one decimal would put the
//     ±0.2 thresholds on rounding edges). Label from the rounded score: positivo ≥ 0.2,
//     negativo ≤ -0.2, neutral between (one mild word in a plain sentence stays neutral).
//
// Coherence (0–10) = 10 × (0.35·C + 0.30·L + 0.20·R + 0.15·E) × (1 − 0.5·B):
//   C connectors: min(1, connectors / max(2, sentences / 2)) — 'además', 'por eso', 'sin embargo',
//     'primero', 'luego', 'finalmente', 'por lo tanto', 'como resultado'… (CONECTORES);
//   L sentence length: 1 for an average of 8–25 words a sentence, falling linearly to 0 at 2 words
//     (fragments) and at 60 words (run-ons);
//   R repetition: 1 − 2 × (occurrences of a content stem beyond its 3rd) / content words, ≥ 0;
//   E structure: min(1, sentences / 3) (one sentence cannot show how ideas follow each other);
//   B blob: the share of words in sentences over 45 words (one long unpunctuated run).
//
// Professionalism (0–10) = 7 + 3 × complete sentences share − penalties, clamped to 0..10. A sentence
// is complete when it has ≥ 3 words, starts with a capital (or a digit) and ends in . ! ? … (ending
// at a line break without a stop counts half: answers are joined one per line). Penalties, counted
// per 100 words (a single slip in a long transcript weighs less than in two lines), each capped:
//   profanity ('joder', 'mierda', 'hostia', 'vale la verga'…) 2.5 each, up to 6; slang and
//   colloquialisms ('tío', 'mola', 'guay', 'chido', 'pues nada', 'en plan', 'curro'…) 1.5, up to 4.5;
//   text-speak ('q', 'xq', 'tb', 'jaja'…) 1.5, up to 4.5; shouting (all-caps words of ≥ 4 letters
//   that are not acronyms) 1, up to 4; '!!' '??' '....' 1, up to 3; emojis and emoticons 1, up to 3;
//   sentences starting in lower case: 3 × their share; evasive expressions (EVASIVAS: 'no sé', 'ni
//   idea', 'y ya', 'lo que me piden'…) 1.5 each, up to 4.5; minimal answers (lines of fewer than 8
//   words: answers are joined one per line) 4 × their share.
// Coherence and professionalism are rounded to one decimal, and are null — 'sin datos suficientes' —
// under MIN_PALABRAS_PUNTUACION (25) words: a number from a line or two would read as a judgement of
// the person. Text without a single word has no measure at all (all three null); the caller gets a
// valid result rather than an exception.

// @ts-expect-error -- @nlpjs/lang-es ships no type declarations; the part used is typed in NlpEs below.
import nlpEs from '@nlpjs/lang-es';
import { METODO_ANALISIS_TEXTO, type AnalisisTexto } from '../../../shared/schemas/informe.js';

export type { AnalisisTexto };

/** The part of @nlpjs/lang-es used here (a CommonJS package: its exports are the default import). */
interface NlpEs {
  StemmerEs: new () => { stemWord(word: string): string; cache: Record<string, string> };
  SentimentEs: { senticon: Record<string, number>; afinn: Record<string, number> };
}
const { StemmerEs, SentimentEs } = nlpEs as NlpEs;

/** Label thresholds on the (rounded) sentiment score. */
export const UMBRAL_POSITIVO = 0.2;
export const UMBRAL_NEGATIVO = -0.2;

// ---- Words -------------------------------------------------------------------------------------

/** Lower case without accents: the form the lexicons' stems were built from (nlp.js's normalizer-es). */
function normalizar(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

let stemmer: InstanceType<NlpEs['StemmerEs']> | undefined;
const raices = new Map<string, string>();
/** Bounds the stem caches (ours and the stemmer's own): a warm Lambda sees arbitrary words. */
const MAX_RAICES = 20_000;

/** The stem nlp.js would give a normalised word (the key of both lexicons). */
function raiz(palabra: string): string {
  let r = raices.get(palabra);
  if (r === undefined) {
    stemmer ??= new StemmerEs();
    if (raices.size >= MAX_RAICES) {
      raices.clear();
      stemmer.cache = {};
    }
    r = stemmer.stemWord(palabra) || palabra;
    raices.set(palabra, r);
  }
  return r;
}

/** The stem of any word as the lexicons key it (lower case, no accents, nlp.js's Spanish stemmer). */
export function raizDe(palabra: string): string {
  return raiz(normalizar(palabra));
}

/** The set of stems of some words (lists below are written as words, so every inflection matches). */
function raicesDe(palabras: string): Set<string> {
  return new Set(
    palabras
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => raiz(normalizar(p))),
  );
}

/** Words that never carry polarity themselves (articles, pronouns, auxiliaries, 'ser'/'estar'…). */
const VACIAS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales cuando ' +
    'de del desde donde durante e el ella ellas ello ellos en entre era eramos eran eres es esa esas ese eso esos esta ' +
    'estaba estabamos estaban estado estamos estan estar estas este esto estos estoy estuve estuvimos estuvo fue fueron ' +
    'fui fuimos ha habia habiamos habian han has hasta hay he hemos hice hicimos hizo hacer hago la las le les lo los ' +
    'me mi mis mucha muchas nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para por que ' +
    'quien quienes se sea ser si sido siendo sobre somos son soy su sus suya suyo tal te tenemos tener tenia teniamos ' +
    'tengo tiene tienen tambien ti tu tus tuve tuvimos tuvo u un una unas uno unos usted ustedes vosotros y ya yo ' +
    'cual cuales ese esa mismo misma mismos mismas todo toda todos todas vez veces poco poca'
  ).split(' '),
);

/** Words ending a negation's (or intensifier's) reach: the next clause is about something else. */
const FIN_DE_ALCANCE = new Set(['pero', 'sino', 'aunque', 'y', 'e', 'o', 'u', 'mientras', 'porque', 'pues']);

const NEGADORES = new Set(['no', 'nunca', 'jamas', 'ni', 'tampoco', 'sin', 'nada', 'nadie', 'ningun', 'ninguno', 'ninguna']);
/** A negator followed by one of these is not a negation ('no solo… sino', 'sin embargo', 'no obstante'). */
const NO_NIEGA = new Set(['solo', 'solamente', 'unicamente', 'obstante', 'embargo']);

const INTENSIFICADORES = new Set([
  'muy',
  'mucho',
  'muchisimo',
  'bastante',
  'realmente',
  'sumamente',
  'tremendamente',
  'extremadamente',
  'increiblemente',
  'especialmente',
  'totalmente',
  'completamente',
  'enormemente',
  'super',
  'altamente',
  'verdaderamente',
]);

// ---- Lexicon -----------------------------------------------------------------------------------

/**
 * The domain list: words whose polarity in a work interview differs from the general lexicons.
 * 0 = neutral in a work context (the lexicons give these a polarity through stem collisions or
 * senses that do not apply: 'tareas' → 'tar' -0.375, 'entrega' → 'devoted' +0.625, 'plazos' →
 * 'placer' +3). Others fill gaps ('logré', 'orgulloso') or fix a sign ('agotado' +0.375).
 */
const DOMINIO: Record<string, number> = {
  ...Object.fromEntries(
    // Work vocabulary (several forms where the stems differ: 'informe' → 'infor', 'informes' → 'inform').
    (
      'accion acciones actividad actividades activo administracion administrar adopte ajuste ajustes alcance anual ' +
      'aplicacion calidad calle carga cargo cliente clientes comete cometi condicion condiciones conducir conducta ' +
      'consumo coordinaba coordinar coordino dar dedica dedico dejar deje demanda desarrollar desarrolle desarrollo ' +
      'desarrolladores documentacion efectivo elabore elaborar empresa entrega entregas equipo equipos espera esperar ' +
      'especial estudiar estudie experiencia experiencias fines formato fuera gasto gastos gestion gestionar grande ' +
      'grandes hacer hice hicimos importante informar informe informes ingeniera ingenieria incidencia incidencias ' +
      'legal limite limites lista llegar llegue madrid mar mensual mensuales mitad natural negociar nivel niveles ' +
      'nomina nominas nuevo nueva objetivo objetivos orden ordenador pagar pago particular personal plan plazo plazos ' +
      'poder posibilidad precio preparar preparaba presentar principal proceso procesos producto productos ' +
      'productividad proyecto proyectos publico publica puesto querer queria quiero realice realizaba realizar ' +
      'responsable responsabilidades saber sabia san seguridad seguro semanal semanales seleccion si sistema sistemas ' +
      'solo sola tarea tareas tecnico tecnica tecnologia tiempo titulo trabajar trabajo transporte unidad acceso curso cursos cursando ' +
      'vivo ir cierto cierta clara claro importa participar participe organizacion motivo motivos superior ' +
      'superiores aseguradora aseguradoras ' +
      // Outcome words: no polarity of their own, the outcome rules below give them one from their object.
      'reduccion reducir bajar eliminar disminuir recortar minimizar mitigar evitar acortar corregir prevenir caer ' +
      'aumentar aumento incrementar incremento subir crecer crecimiento duplicar triplicar menos mas solucionar ' +
      'resolver prevencion correccion mitigacion minimizacion optimizacion erradicacion recorte recortes caida resolucion'
    )
      .split(' ')
      .map((p) => [p, 0]),
  ),
  // Gaps and misreadings of the workplace vocabulary.
  superar: 0.5,
  superamos: 0.5,
  logre: 0.6,
  lograr: 0.6,
  logro: 0.6,
  logros: 0.6,
  logramos: 0.6,
  consegui: 0.5,
  conseguir: 0.5,
  conseguimos: 0.5,
  exito: 0.7,
  exitoso: 0.7,
  orgulloso: 0.6,
  orgullosa: 0.6,
  orgullo: 0.6,
  motivado: 0.5,
  motivada: 0.5,
  apasiona: 0.6,
  pasion: 0.5,
  disfrute: 0.5,
  disfruto: 0.5,
  genial: 0.6,
  fantastico: 0.8,
  encantado: 0.6,
  encantada: 0.6,
  ilusion: 0.5,
  ilusiona: 0.5,
  eficaz: 0.5,
  eficiente: 0.5,
  mejore: 0.5,
  mejorar: 0.5,
  mejoramos: 0.5,
  mejora: 0.5,
  aprendi: 0.5,
  aprendizaje: 0.4,
  valorado: 0.5,
  valorada: 0.5,
  agradecido: 0.5,
  agradecida: 0.5,
  satisfaccion: 0.5,
  agotado: -0.5,
  agotada: -0.5,
  agotador: -0.5,
  quemado: -0.5,
  quemada: -0.5,
  cansado: -0.5,
  cansada: -0.5,
  estres: -0.5,
  estresado: -0.5,
  estresada: -0.5,
  harto: -0.6,
  harta: -0.6,
  frustrado: -0.5,
  frustrada: -0.5,
  frustrante: -0.6,
  desmotivado: -0.5,
  desmotivada: -0.5,
  injusto: -0.5,
  injusta: -0.5,
  toxico: -0.6,
  toxica: -0.6,
  caos: -0.5,
  caotico: -0.5,
  desastre: -0.7,
  pesimo: -0.8,
  pesima: -0.8,
  fatal: -0.6,
  fracase: -0.6,
  fracasamos: -0.6,
  fracaso: -0.6,
  despidieron: -0.5,
  despido: -0.5,
  despidos: -0.5,
  error: -0.5,
  errores: -0.5,
  fallo: -0.5,
  fallos: -0.5,
  mal: -0.6,
  malo: -0.6,
  mala: -0.6,
  dificil: -0.5,
  complicado: -0.4,
  incomodo: -0.4,
  aburrido: -0.5,
  odio: -0.8,
  odiaba: -0.8,
  conflicto: -0.4,
  conflictos: -0.4,
  problema: -0.4,
  problemas: -0.4,
  perdimos: -0.5,
  perdida: -0.5,
  perdidas: -0.5,
};

/**
 * Words told apart only by their accent, looked up in lower case with accents before anything else:
 * 'duro' (hard) is negative, 'duró' (lasted) is not, and both normalise to 'duro'.
 */
const CON_ACENTO: Record<string, number> = { duro: -0.4, dura: -0.4, duros: -0.4, duras: -0.4, duró: 0 };

/** Listed forms always have their value, even where a stem is shared ('motivos' 0, 'motivado' 0.5). */
const dominioExacto = new Map(Object.entries(DOMINIO));
/** By stem, so unlisted inflections share the value; a stem whose listed words disagree is left out. */
const dominioRaiz = new Map<string, number>();
const raicesEnConflicto = new Set<string>();
for (const [palabra, valor] of dominioExacto) {
  const r = raiz(palabra);
  if (raicesEnConflicto.has(r)) continue;
  const antes = dominioRaiz.get(r);
  if (antes === undefined) dominioRaiz.set(r, valor);
  else if (antes !== valor) {
    dominioRaiz.delete(r);
    raicesEnConflicto.add(r);
  }
}

/** A lexicon's own entry only: a plain object also "has" 'constructor' (a Spanish word too). */
function propio(lexico: Record<string, number>, clave: string): number | undefined {
  return Object.hasOwn(lexico, clave) ? lexico[clave] : undefined;
}

/** Polarity of one word (normalised form and stem) in -1..1 (see the file header for how the lexicons combine). */
function polaridad(t: Token): number {
  const dominio = propio(CON_ACENTO, t.l) ?? dominioExacto.get(t.n ?? '') ?? dominioRaiz.get(t.r);
  if (dominio !== undefined) return dominio;
  const s = propio(SentimentEs.senticon, t.r);
  const afinn = propio(SentimentEs.afinn, t.r);
  const a = afinn === undefined ? undefined : Math.max(-1, Math.min(1, afinn / 4));
  if (s !== undefined && a !== undefined) return Math.sign(s) === Math.sign(a) ? (s + a) / 2 : a;
  if (a !== undefined) return a;
  // Senticon alone: only its firmer entries (|v| ≥ 0.4; the 0.25 tier is half the lexicon and mostly
  // noise on work vocabulary), at half weight.
  if (s !== undefined) return Math.abs(s) >= 0.4 ? s * 0.5 : 0;
  return 0;
}

// ---- Business outcomes ---------------------------------------------------------------------------

/** Words that make less of something ('redujo', 'bajamos', 'eliminamos', 'resolvimos', 'menos'…). */
const REDUCTORES = raicesDe(
  'reducir redujo reducimos reduccion disminuir disminuyo disminuimos disminucion bajar bajamos bajada eliminar ' +
    'eliminamos eliminacion resolver resolvimos resolucion solucionar solucionamos recortar recortamos recorte minimizar ' +
    'minimizamos mitigar mitigamos evitar evitamos corregir corregimos acortar acortamos prevenir prevenimos ahorrar ' +
    'ahorramos ahorro erradicar erradicamos superar superamos caer cayo cayeron caida rebajar rebajamos arreglar ' +
    'arreglamos depurar optimizar optimizamos contener contuvimos menos prevencion correccion minimizacion mitigacion ' +
    'optimizacion erradicacion',
);
/**
 * The same as nouns ('reducción de costes', 'prevención de riesgos laborales'): they name a task or a
 * subject, not a result, so they only drop the misread negative of their object (exact forms: the
 * stems of noun and verb often coincide, 'disminución' / 'disminuir' → 'disminu').
 */
const NOMBRES_REDUCCION = new Set(
  (
    'reduccion reducciones disminucion bajada bajadas recorte recortes eliminacion resolucion caida prevencion ' +
    'correccion minimizacion mitigacion optimizacion erradicacion solucion soluciones'
  ).split(' '),
);
/** Reductions of a quantity (a reduction of a good thing is bad: 'bajaron las ventas'). */
const REDUCTORES_CANTIDAD = raicesDe(
  'reducir redujo reducimos reduccion disminuir disminuyo disminuimos disminucion bajar bajamos bajada recortar recortamos ' +
    'recorte caer cayo cayeron caida rebajar menos',
);
const AUMENTOS = raicesDe(
  'aumentar aumento aumentamos aumentaron incrementar incremento incrementamos subir subimos subio subieron subida ' +
    'crecer crecimos crecio crecieron crecimiento duplicar duplicamos triplicar triplicamos disparar dispararon mas',
);
/** Things one wants less of. */
const MALOS = raicesDe(
  'coste costes costo costos gasto gastos rotacion error errores fallo fallos falla fallas incidencia incidencias ' +
    'incidente incidentes problema problemas queja quejas reclamacion reclamaciones retraso retrasos demora demoras ' +
    'tiempo tiempos plazo plazos riesgo riesgos bug bugs defecto defectos deuda absentismo bajas accidente accidentes ' +
    'merma mermas desperdicio desperdicios perdida perdidas abandono churn latencia consumo cuello conflicto conflictos ' +
    'burocracia papeleo duplicidad duplicidades reproceso reprocesos averia averias devolucion devoluciones impago ' +
    'impagos morosidad fraude emisiones dificultad dificultades obstaculo obstaculos carga cargas',
);
/** Things one wants more of. */
const BUENOS = raicesDe(
  'venta ventas ingreso ingresos facturacion beneficio beneficios margen margenes productividad satisfaccion retencion ' +
    'conversion conversiones cliente clientes usuario usuarios eficiencia calidad rendimiento nps ahorro ahorros ' +
    'plantilla personal empleados sueldo sueldos salario salarios cuota ventas rentabilidad motivacion compromiso',
);
const BONO_RESULTADO = 0.5;
/** Verbs of achieving: a negation of them also reaches what they govern. */
const LOGRO = raicesDe('conseguir consegui conseguimos logre lograr logramos');
const VENTANA_RESULTADO = 6;

// ---- Sentence and token splitting --------------------------------------------------------------

/** Sentences: split after . ! ? … and at line breaks (answers are joined one per line). */
function frasesDe(texto: string): { texto: string; finDeLinea: boolean }[] {
  const out: { texto: string; finDeLinea: boolean }[] = [];
  for (const linea of texto.split(/\r?\n+/)) {
    const partes = linea.split(/(?<=[.!?…])\s+/);
    partes.forEach((p, i) => {
      const t = p.trim();
      if (/[\p{L}\p{N}]/u.test(t)) out.push({ texto: t, finDeLinea: i === partes.length - 1 });
    });
  }
  return out;
}

const RE_PALABRA = /[\p{L}\p{M}\p{N}]+/gu;

interface Token {
  /** Normalised word, or null for a clause-breaking mark (, ; : parentheses, dashes, quotes). */
  n: string | null;
  /** Its stem ('' for a mark). */
  r: string;
  /** Lower case with accents. */
  l: string;
}

function tokensDe(frase: string): Token[] {
  const out: Token[] = [];
  for (const m of frase.matchAll(/[\p{L}\p{M}\p{N}]+|[,;:()[\]"«»—–]/gu)) {
    if (/^[\p{L}\p{M}\p{N}]/u.test(m[0])) {
      const n = normalizar(m[0]);
      out.push({ n, r: raiz(n), l: m[0].toLowerCase() });
    } else out.push({ n: null, r: '', l: m[0] });
  }
  return out;
}

// ---- Sentiment -----------------------------------------------------------------------------------

const ADVERSATIVAS = [['pero'], ['sin', 'embargo'], ['no', 'obstante'], ['aun', 'asi']];

function empiezaCon(ts: Token[], i: number, frase: string[]): boolean {
  return frase.every((w, k) => ts[i + k]?.n === w);
}

/** Sentence sum before adversative weighting between sentences; also says if it opens with one. */
function sumaFrase(ts: Token[]): { suma: number; abreAdversativa: boolean } {
  const esPalabra = (i: number) => ts[i].n !== null;
  const esContenido = (i: number) => {
    const n = ts[i].n;
    return n !== null && !VACIAS.has(n) && !NEGADORES.has(n) && !INTENSIFICADORES.has(n) && !FIN_DE_ALCANCE.has(n);
  };
  const pol = ts.map((t, i) => (esContenido(i) ? polaridad(t) : 0));

  // Business outcomes, looked up in the whole sentence (lists are cut by commas: 'redujimos costes, errores y plazos').
  const cerca = (i: number, conjunto: Set<string>) => {
    const js: number[] = [];
    // 'más' / 'menos' only quantify what follows them closely ('menos errores', 'un 30 % menos de quejas').
    const cuantificador = ts[i].n === 'mas' || ts[i].n === 'menos';
    const desde = cuantificador ? i + 1 : Math.max(0, i - VENTANA_RESULTADO);
    const hasta = Math.min(ts.length - 1, i + (cuantificador ? 3 : VENTANA_RESULTADO));
    for (let j = desde; j <= hasta; j++) {
      if (j !== i && esPalabra(j) && conjunto.has(ts[j].r)) js.push(j);
    }
    return js;
  };
  for (let i = 0; i < ts.length; i++) {
    if (!esPalabra(i)) continue;
    const r = ts[i].r;
    if (REDUCTORES.has(r)) {
      const malos = cerca(i, MALOS);
      if (malos.length) {
        if (!NOMBRES_REDUCCION.has(ts[i].n ?? '')) pol[i] = BONO_RESULTADO;
        for (const j of malos) pol[j] = 0;
      } else if (REDUCTORES_CANTIDAD.has(r) && cerca(i, BUENOS).length) pol[i] = -BONO_RESULTADO;
    } else if (AUMENTOS.has(r)) {
      const malos = cerca(i, MALOS);
      if (malos.length) {
        pol[i] = -BONO_RESULTADO;
        for (const j of malos) pol[j] = 0;
      } else if (cerca(i, BUENOS).length) pol[i] = BONO_RESULTADO;
    }
  }

  // Intensifiers, then negations: each acts on the next content words of its clause.
  const alcance = (i: number, cuantas: number, f: (j: number) => void) => {
    let vistas = 0;
    for (let j = i + 1; j < ts.length && vistas < cuantas; j++) {
      const n = ts[j].n;
      if (n === null || FIN_DE_ALCANCE.has(n)) break;
      if (!esContenido(j)) continue;
      f(j);
      vistas++;
    }
  };
  for (let i = 0; i < ts.length; i++) {
    const n = ts[i].n;
    if (n !== null && INTENSIFICADORES.has(n)) alcance(i, 1, (j) => (pol[j] *= 1.5));
  }
  // A negation turns the first word with a polarity in its reach ('no fue difícil adaptarme' negates
  // 'difícil', not 'adaptarme'); after 'conseguir' / 'lograr' it goes on to the next one ('no
  // conseguimos reducir los costes' negates both). Spanish doubles negations without cancelling them
  // ('no tuvimos ningún problema'), so a word is turned at most once.
  const negada = ts.map(() => false);
  for (let i = 0; i < ts.length; i++) {
    const n = ts[i].n;
    if (n === null) continue;
    const siguiente = ts[i + 1]?.n;
    const niega = NEGADORES.has(n) && !(siguiente && NO_NIEGA.has(siguiente));
    const poco = (n === 'poco' || n === 'poca') && ts[i - 1]?.n !== 'un' && ts[i - 1]?.n !== 'una';
    if (!niega && !poco) continue;
    let sigue = true;
    alcance(i, niega ? 3 : 1, (j) => {
      if (!sigue || pol[j] === 0) return;
      if (!negada[j]) pol[j] *= pol[j] > 0 ? -0.75 : -0.5;
      negada[j] = true;
      sigue = LOGRO.has(ts[j].r);
    });
  }

  // Adversatives inside the sentence, and 'aunque' clauses.
  const peso = ts.map(() => 1);
  let abreAdversativa = false;
  for (let i = 0; i < ts.length; i++) {
    const adv = ADVERSATIVAS.find((a) => empiezaCon(ts, i, a));
    if (!adv) continue;
    if (i === 0) {
      abreAdversativa = true;
      continue;
    }
    for (let j = 0; j < ts.length; j++) peso[j] *= j < i ? 0.5 : 1.5;
    break;
  }
  for (let i = 0; i < ts.length; i++) {
    if (ts[i].n !== 'aunque') continue;
    for (let j = i; j < ts.length && !(j > i && ts[j].n === null); j++) peso[j] *= 0.5;
  }

  let suma = 0;
  for (let i = 0; i < ts.length; i++) suma += pol[i] * peso[i];
  return { suma, abreAdversativa };
}

function sentimiento(frases: Token[][], palabras: number): NonNullable<AnalisisTexto['sentiment']> {
  // An evasive sentence takes back what it says ('Me adapto bien a todo, no sé'): it carries no tone,
  // and a text mostly made of them has little tone left (the sum is weighed by the share of the rest).
  const evasivas = frases.map((ts) => contarEvasivas(ts) > 0);
  const sumas = frases.map((ts, k) => (evasivas[k] ? { ...sumaFrase(ts), suma: 0 } : sumaFrase(ts)));
  let s = 0;
  sumas.forEach((f, k) => {
    const siguienteAbre = sumas[k + 1]?.abreAdversativa ?? false;
    s += f.suma * (siguienteAbre ? 0.5 : 1) * (f.abreAdversativa && k > 0 ? 1.5 : 1);
  });
  s *= 1 - evasivas.filter(Boolean).length / frases.length;
  const score = redondear(s / Math.sqrt(s * s + 1 + palabras / 20), 2);
  const label = score >= UMBRAL_POSITIVO ? 'positivo' : score <= UMBRAL_NEGATIVO ? 'negativo' : 'neutral';
  return { label, score };
}

// ---- Coherence -----------------------------------------------------------------------------------

/** Discourse connectors, normalised (no accents), as word sequences. */
const CONECTORES = [
  'ademas',
  'asimismo',
  'por eso',
  'por ello',
  'por lo tanto',
  'por tanto',
  'por consiguiente',
  'asi que',
  'de modo que',
  'de manera que',
  'en consecuencia',
  'como resultado',
  'como consecuencia',
  'debido a',
  'ya que',
  'puesto que',
  'dado que',
  'porque',
  'sin embargo',
  'no obstante',
  'aunque',
  'pero',
  'en cambio',
  'por el contrario',
  'a pesar de',
  'primero',
  'en primer lugar',
  'en segundo lugar',
  'luego',
  'despues',
  'a continuacion',
  'posteriormente',
  'entonces',
  'finalmente',
  'por ultimo',
  'al final',
  'en resumen',
  'en conclusion',
  'en definitiva',
  'es decir',
  'por ejemplo',
  'en concreto',
  'concretamente',
  'de hecho',
  'mientras que',
  'para ello',
  'con el fin de',
  'desde entonces',
  'inicialmente',
  'al principio',
  'mas tarde',
  'gracias a',
  'tambien',
].map((c) => c.split(' '));

function contarConectores(ts: Token[]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) {
    const c = CONECTORES.filter((k) => empiezaCon(ts, i, k)).sort((a, b) => b.length - a.length)[0];
    if (c) {
      n++;
      i += c.length - 1;
    }
  }
  return n;
}

function coherencia(frases: Token[][]): number {
  const longitudes = frases.map((ts) => ts.filter((t) => t.n !== null).length);
  const palabras = longitudes.reduce((a, b) => a + b, 0);
  const conectores = frases.reduce((a, ts) => a + contarConectores(ts), 0);
  // One every two sentences is enough; a text needs at least two to link anything.
  const c = Math.min(1, conectores / Math.max(2, frases.length / 2));

  const media = palabras / frases.length;
  const l = media < 8 ? Math.max(0, (media - 2) / 6) : media > 25 ? Math.max(0, (60 - media) / 35) : 1;

  const cuenta = new Map<string, number>();
  let contenido = 0;
  for (const ts of frases) {
    for (const t of ts) {
      if (t.n === null || VACIAS.has(t.n) || t.n.length < 3 || /^\d+$/.test(t.n)) continue;
      contenido++;
      cuenta.set(t.r, (cuenta.get(t.r) ?? 0) + 1);
    }
  }
  let exceso = 0;
  for (const v of cuenta.values()) exceso += Math.max(0, v - 3);
  const r = contenido ? Math.max(0, 1 - (2 * exceso) / contenido) : 1;

  // A single sentence cannot show how ideas follow each other: structure counts from 3 sentences up.
  const e = Math.min(1, frases.length / 3);

  const enBloques = longitudes.filter((n) => n > 45).reduce((a, b) => a + b, 0);
  const bloque = enBloques / palabras;

  return redondear(10 * (0.35 * c + 0.3 * l + 0.2 * r + 0.15 * e) * (1 - 0.5 * bloque), 1);
}

// ---- Professionalism -----------------------------------------------------------------------------

const GROSERIAS = [
  'joder',
  'jodido',
  'jodida',
  'mierda',
  'hostia',
  'hostias',
  'cono',
  'cabron',
  'cabrona',
  'puta',
  'puto',
  'gilipollas',
  'cojones',
  'verga',
  'carajo',
  'pendejo',
  'de puta madre',
  'me cago',
].map((c) => c.split(' '));

const COLOQUIALISMOS = [
  'tio',
  'tia',
  'mola',
  'molaba',
  'molo',
  'guay',
  'chido',
  'chida',
  'chevere',
  'bacan',
  'pues nada',
  'en plan',
  'mogollon',
  'flipar',
  'flipe',
  'flipante',
  'curro',
  'currar',
  'curre',
  'mazo',
  'chaval',
  'cutre',
  'chungo',
  'chunga',
  'pringado',
  'ni de cona',
  'ostras',
  'wey',
  'guey',
  'chamba',
  'bro',
  'finde',
].map((c) => c.split(' '));

const TEXTO_SMS = new Set([
  'q',
  'xq',
  'pq',
  'porq',
  'tb',
  'tmb',
  'tbn',
  'xa',
  'x',
  'k',
  'dnd',
  'salu2',
  'bss',
  'xfa',
  'pls',
  'porfa',
  'tqm',
  'npi',
  'ntp',
  'xd',
  'lol',
  'jaja',
  'jajaja',
  'jajajaja',
  'jeje',
  'jejeje',
  'jiji',
]);

/** All-caps words that are ordinary acronyms, not shouting. */
const SIGLAS = new Set(['RRHH', 'SCRUM', 'KANBAN', 'SMART', 'LINUX', 'EXCEL', 'MYSQL', 'HTML', 'JSON', 'GDPR', 'RGPD', 'PYME', 'PYMES']);

function contarFrases(ts: Token[], lista: string[][]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) if (lista.some((c) => empiezaCon(ts, i, c))) n++;
  return n;
}

/**
 * Evasive answers (normalised word sequences): the answer avoids the question or takes back what it
 * says ('no sé', 'lo que me piden y ya', 'más o menos'). 'no se' without its accent counts only at the
 * end of a clause ('no se puede' is not evasive).
 */
const EVASIVAS = [
  'ni idea',
  'no me acuerdo',
  'no recuerdo',
  'y ya',
  'lo que me piden',
  'lo que me pidan',
  'lo que me dicen',
  'lo que me digan',
  'lo que me manden',
  'lo que toque',
  'lo normal',
  'lo tipico',
  'lo de siempre',
  'cosas asi',
  'o algo asi',
  'mas o menos',
  'supongo',
  'un poco de todo',
  'como puedo',
  'no tengo claro',
  'ya veremos',
  'lo que sea',
  'me da igual',
  'nada en especial',
].map((c) => c.split(' '));

/** 'no sé' (or 'no se' ending its clause) at token i. */
function noSe(ts: Token[], i: number): boolean {
  if (ts[i]?.n !== 'no' || ts[i + 1]?.n !== 'se') return false;
  return ts[i + 1].l === 'sé' || ts[i + 2] === undefined || ts[i + 2].n === null;
}

/** How many evasive expressions a sentence holds. */
function contarEvasivas(ts: Token[]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) if (noSe(ts, i) || EVASIVAS.some((c) => empiezaCon(ts, i, c))) n++;
  return n;
}

/** An answer (a line: answers are joined one per line) this short says almost nothing. */
const PALABRAS_RESPUESTA_MINIMA = 8;

function profesionalidad(texto: string, frases: { texto: string; finDeLinea: boolean }[], tokens: Token[][], palabras: number): number {
  const porCien = 100 / Math.max(100, palabras);
  const pena = (veces: number, peso: number, tope: number) => Math.min(tope, veces * porCien * peso);

  let completas = 0;
  let minuscula = 0;
  frases.forEach((f, k) => {
    const primera = /[\p{L}\p{N}]/u.exec(f.texto)?.[0] ?? '';
    const mayuscula = /\p{Lu}|\p{N}/u.test(primera);
    if (/\p{Ll}/u.test(primera)) minuscula++;
    if (!mayuscula || tokens[k].filter((t) => t.n !== null).length < 3) return;
    if (/[.!?…]["»)]*$/.test(f.texto)) completas++;
    else if (f.finDeLinea) completas += 0.5;
  });

  const groserias = tokens.reduce((a, ts) => a + contarFrases(ts, GROSERIAS), 0);
  const coloquiales = tokens.reduce((a, ts) => a + contarFrases(ts, COLOQUIALISMOS), 0);
  const sms = tokens.reduce((a, ts) => a + ts.filter((t) => t.n !== null && TEXTO_SMS.has(t.n)).length, 0);
  const gritos = [...texto.matchAll(RE_PALABRA)].filter(
    ([p]) =>
      p.length >= 4 &&
      p === p.toUpperCase() &&
      p !== p.toLowerCase() &&
      /[AEIOUÁÉÍÓÚ]/.test(p) &&
      !/^[IVXLCDM]+$/.test(p) &&
      !SIGLAS.has(p),
  ).length;
  const signos = (texto.match(/[!¡]{2,}|[?¿]{2,}|\.{4,}/g) ?? []).length;
  const emojis = (texto.match(/\p{Extended_Pictographic}|(?:^|\s)[:;=]-?[)(DPp](?=\s|$)/gu) ?? []).length;
  const evasivas = tokens.reduce((a, ts) => a + contarEvasivas(ts), 0);
  const lineas = texto.split(/\r?\n+/).filter((l) => /[\p{L}\p{N}]/u.test(l));
  const minimas = lineas.filter((l) => (l.match(RE_PALABRA)?.length ?? 0) < PALABRAS_RESPUESTA_MINIMA).length;

  const nota =
    7 +
    3 * (completas / frases.length) -
    pena(groserias, 2.5, 6) -
    pena(coloquiales, 1.5, 4.5) -
    pena(sms, 1.5, 4.5) -
    pena(gritos, 1, 4) -
    pena(signos, 1, 3) -
    pena(emojis, 1, 3) -
    pena(evasivas, 1.5, 4.5) -
    4 * (lineas.length ? minimas / lineas.length : 0) -
    3 * (minuscula / frases.length);
  return redondear(Math.max(0, Math.min(10, nota)), 1);
}

// ---- API -----------------------------------------------------------------------------------------

function redondear(x: number, decimales: number): number {
  const f = 10 ** decimales;
  // + 0 turns -0 into 0, so an empty-ish text never stores "-0".
  return Math.round(x * f) / f + 0;
}

/** Below these, a 0–10 score is 'sin datos suficientes' (null): a number would read as a judgement of the person. */
export const MIN_PALABRAS_PUNTUACION = 25;

/**
 * The text analysis of some Spanish text (part 2 §3 `bertAnalysis`): sentiment, coherence and
 * professionalism by lexicon and rules (METODO_ANALISIS_TEXTO). Synchronous and deterministic;
 * never throws for a string. The tone is null only for a text without words (what little was said
 * has the tone of its words; evasive sentences have none); coherence and professionalism are null
 * under MIN_PALABRAS_PUNTUACION words (about two full sentences).
 */
export function analizarTexto(texto: string): AnalisisTexto {
  const frases = frasesDe(texto);
  const tokens = frases.map((f) => tokensDe(f.texto));
  const palabras = tokens.reduce((a, ts) => a + ts.filter((t) => t.n !== null).length, 0);
  const puntuable = palabras >= MIN_PALABRAS_PUNTUACION;
  return {
    metodo: METODO_ANALISIS_TEXTO,
    sentiment: palabras > 0 ? sentimiento(tokens, palabras) : null,
    coherenceScore: puntuable ? coherencia(tokens) : null,
    professionalismScore: puntuable ? profesionalidad(texto, frases, tokens, palabras) : null,
  };
}
