// The reading of each answer (tipos.ts `Lectura`): its sentences, those addressed to the evaluator,
// those that repeat or pad, what is left, its language, how much it speaks to its question, whether it
// is evasive or a list of terms. Computed once per answer, before any check runs; no check changes it.
import { normalizarTexto } from '../../../../shared/texto.js';
import { frasesDelCandidato, type Frase } from '../lexico/frases.js';
import { contarEvasivas } from '../lexico/evasivas.js';
import { contarVerbos, palabrasDeTrabajo, partesDelOficio, partesDeOcio } from '../lexico/palabras.js';
import { tokensDe } from '../lexico/raices.js';
import { normalizarCita, textosDelCandidato } from '../lexico/texto-candidato.js';
import type { EntradaAnalisis, TurnoTranscripcion } from '../tipos.js';
import { idiomaNoEspanol } from './idioma.js';
import { esInstruccion } from './instrucciones.js';
import { formaDeLista } from './lista.js';
import { pertinencia, temaDe } from './pertinencia.js';
import { esRelleno, frasesRepetidas } from './repeticion.js';
import { contarEvitaciones, contarGeneralidades, contarPasadoPropio, RAICES_GENERICAS } from '../lexico/generico.js';
import { frases, normal } from '../lexico/pregunta-star.js';
import { particulares, type Particular } from '../lexico/vivencia.js';
import { ordenPropio } from '../lexico/ordenar.js';
import { PRETERITO, NO_SON_VERBOS } from '../lexico/no-preteritos.js';
import { raicesDeContenido } from './matriz.js';
import type { Lectura } from './tipos.js';

/** An answer this short that does not speak to its question, or avoids it, is evasive rather than off-topic. */
const MAX_PALABRAS_EVASIVA = 12;
/** An answer this short, with no figure and no name, is minimal whatever it says. */
const MAX_PALABRAS_MINIMA = 7;
/** What a short answer says to avoid the question, besides the text analysis's evasive expressions (lexico/evasivas.ts). */
const EVASIVAS =
  /(?:^| )(?:no hay problema|nada mas|nada en (?:especial|particular)|ningun[oa]? en (?:especial|particular)|la verdad no|no me lo he planteado|depende|ya se vera|quien sabe|lo que haga falta|lo que surja|como todo el mundo|(?:lo|las|los|la) que me (?:pidan|piden|manden|mandan|toque|toca)|nada especial|todo bien|igual de importantes?|no lo tengo (?:muy )?claro|prefiero no (?:contestar|responder|decir)|no (?:sabria|sabe) (?:decir|decirte|que decir)|no tengo ni idea)(?= |$)/;
/** The candidate as «I»: a pronoun, a first-person form of a common verb, a present perfect. */
const YO = frases([
  'yo|me|mi|mis|conmigo|soy|estoy|tengo|llevo|hago|quiero|puedo|creo|pienso|considero|prefiero|elijo|elegiria|necesito|busco|trabajo como|trabaje|estudie',
  'he (?:\\S+ado|\\S+ido|hecho|dicho|puesto|visto|vuelto|escrito|abierto)',
  // The present of the verbs of a working day («gestiono», «preparo», «atiendo»; not «manejo», «uso» or «registro», nouns too).
  'gestiono|preparo|utilizo|coordino|superviso|reviso|organizo|atiendo|hago|controlo|dirijo|planifico|vendo|reparo|cocino|explico|hablo|llamo|escribo|recibo|compruebo|analizo|programo|cuido|conduzco|doy',
]);
/** «We» of the people who did something (never the company's advert voice: buscamos, ofrecemos, valoramos). */
const NOSOTROS = frases(['nosotros|nosotras|nuestro|nuestra|nuestros|nuestras']);
const PLURAL = /(?:^| )(\p{L}{2,}(?:amos|emos|imos))(?= |$)/gu;
const NO_PLURALES = new Set(
  (
    'buscamos ofrecemos valoramos requerimos necesitamos contamos queremos esperamos apostamos brindamos garantizamos premiamos ' +
    'mismos ultimos proximos maximos minimos optimos extremos prestamos tramos reclamos gramos ramos primos animos intimos decimos centimos'
  ).split(' '),
);
const preterito = (texto: string) => [...texto.toLowerCase().matchAll(PRETERITO)].some((m) => !NO_SON_VERBOS.has(m[0]));
/** A job advert's phrases: requirements, duties, what the company offers (D177). */
const ANUNCIO = new RegExp(
  frases([
    'se valoraran?|valorable|imprescindible|indispensable|deseable|requisitos|requerimos|requiere|se requiere|buscamos|ofrecemos|valoramos|se ofrece',
    'incorporacion inmediata|incorporacion a|experiencia minima|experiencia demostrable|experiencia previa|minimo \\d+ anos? de experiencia|perfil \\S+',
    'funciones(?: principales)?|responsabilidades|competencias|formacion|titulacion|salario|retribucion|contrato (?:indefinido|a termino)|jornada (?:completa|intensiva|parcial)',
    'disponibilidad (?:para|de)|interesados|envia tu|te incorporaras|reportaras|plan de carrera|capacidad (?:de|para|analitica)|habilidad(?:es)? (?:para|de|comunicativas)',
    'manejo (?:de|del)|dominio (?:de|del)|orientacion (?:a|al)|conocimientos? (?:de|en)|nivel (?:alto|avanzado|intermedio) de|puesto similar|cargos similares',
    // The advert's voice without «we» (D182): «Se busca persona con criterio», «Envía tu CV indicando pretensiones salariales».
    'se busca|se buscan|se necesita|se precisa|proceso de seleccion|pretensiones salariales|es tu oportunidad|integracion en un equipo|buen ambiente de trabajo',
    // The employer's pitch (D183): «Oportunidad de desarrollo profesional en una empresa líder del sector…».
    'empresa lider|lider (?:del|en el|en su) sector|(?:excelente|gran|magnifico) ambiente (?:de trabajo|laboral)|posibilidades (?:reales )?de (?:crecimiento|desarrollo|promocion)',
    'oportunidad de desarrollo|candidat[oa] ideal|precisa (?:incorporar|responsable|un|una)|salario competitivo|estabilidad laboral|beneficios sociales',
  ]).source,
  'g',
);

/** Distinct words of working life an interview must hold to be about work as a whole (D157). */
const MIN_TRABAJO_ENTREVISTA = 9;

const tieneLetras = (s: string) => /\p{L}{2,}/u.test(s.replace(/<[^>]*>/g, ' '));
const palabrasDe = (fs: readonly Frase[]) => fs.reduce((a, f) => a + normalizarCita(f.texto).split(' ').filter(Boolean).length, 0);

/**
 * The parts of life outside work that are the candidate's work: those of the trade they name
 * ('soy entrenador'), and — in an interview that speaks of work throughout — those its answers keep
 * coming back to (a guide's trips, a coach's matches in two answers or more).
 */
export function oficioDe(entrada: EntradaAnalisis): Set<string> {
  const respuestas = entrada.turnos.map((t) => normalizarCita(textosDelCandidato(t).join(' '))).filter(Boolean);
  const oficio = partesDelOficio(respuestas.join(' '));
  if (palabrasDeTrabajo(respuestas.join(' ')) >= MIN_TRABAJO_ENTREVISTA) {
    const veces = new Map<string, number>();
    for (const r of respuestas) for (const parte of partesDeOcio(r)) veces.set(parte, (veces.get(parte) ?? 0) + 1);
    for (const [parte, n] of veces) if (n >= 2) oficio.add(parte);
  }
  return oficio;
}

/** The reading of one answered turn (null: the candidate wrote nothing in it). */
/**
 * The particulars that are the answer's own: a figure of the question's own («dentro de cinco años» answered
 * «Cinco años es mucho tiempo…») names nothing the candidate lived (D183).
 */
function propios(ps: Particular[], pregunta: string): Particular[] {
  return ps.filter((x) => {
    if (x.tipo !== 'cifra' || !pregunta) return true;
    const cifra = normalizarCita(x.texto).split(' ').slice(0, 2).join(' ');
    return !` ${pregunta} `.includes(` ${cifra} `);
  });
}

export function leerRespuesta(t: TurnoTranscripcion, entrada: EntradaAnalisis, oficio: ReadonlySet<string>): Lectura | null {
  const textos = textosDelCandidato(t);
  if (!textos.length) return null;
  const n = t.n;
  const frases = frasesDelCandidato([t]).flat();
  const instrucciones = frases.filter((f) => esInstruccion(normalizarCita(f.texto), f.texto));
  const restantes = frases.filter((f) => !instrucciones.includes(f));
  const indicesRepetidos = frasesRepetidas(restantes.map((f) => f.texto));
  const repetidas = restantes.filter((_, i) => indicesRepetidos.has(i));
  const relleno = restantes.filter((f, i) => !indicesRepetidos.has(i) && esRelleno(f.texto));
  const quedan = restantes.filter((f) => !repetidas.includes(f) && !relleno.includes(f));
  const texto = quedan.map((f) => f.texto).join(' ');
  const normalizada = normalizarCita(texto);
  const palabras = normalizada.split(' ').filter(Boolean).length;

  const p = entrada.preguntas.find((x) => x.n === n);
  const c = p?.competencia ? entrada.rubrica.find((x) => normalizarTexto(x.competencia) === normalizarTexto(p.competencia!)) : undefined;
  const tema = p ? temaDe(p, c) : null;
  const per = tema && quedan.length ? pertinencia(texto, tema, oficio) : null;
  // Evasive or minimal: a few words that do not speak to the question, or that avoid it ('no sé',
  // 'lo normal'), or so few that nothing concrete fits in them (no figure, no name).
  const minima = palabras <= MAX_PALABRAS_MINIMA && !/\d/.test(texto) && !/(?<=\p{L} )\p{Lu}/u.test(texto);
  const evasivas = quedan.length ? contarEvasivas(tokensDe(texto)) + (EVASIVAS.test(normalizada) ? 1 : 0) : 0;
  const evasiva = quedan.length > 0 && palabras <= MAX_PALABRAS_EVASIVA && (minima || (!!per && !per.pertinente) || evasivas > 0);
  const raices = raicesDeContenido(texto);
  const pregunta = p ? raicesDeContenido(`${p.texto} ${p.explora ?? ''}`) : new Set<string>();
  const aporta = [...raices].filter((r) => !tema?.raices.has(r) && !pregunta.has(r) && !RAICES_GENERICAS.has(r)).length;
  const eco = [...raices].filter((r) => pregunta.has(r)).length;
  const n2 = normal(texto);
  return {
    n,
    textos,
    principal: t.respuesta,
    frases,
    hayLetras: textos.some(tieneLetras),
    instrucciones,
    repetidas,
    relleno,
    palabrasSinInstrucciones: palabrasDe(restantes),
    palabrasVacias: palabrasDe([...repetidas, ...relleno]),
    quedan,
    texto,
    palabras,
    idioma: quedan.length ? idiomaNoEspanol(texto) : null,
    tema,
    competencia: c?.competencia,
    pertinencia: per,
    evasiva,
    lista: quedan.length > 0 && formaDeLista(texto).esLista,
    raices,
    aporta,
    eco,
    ordena: !!p && ordenPropio(p.texto, texto),
    evasivas,
    generalidades: contarGeneralidades(normalizada),
    evitaciones: contarEvitaciones(normalizada),
    pasadoPropio: contarPasadoPropio(texto),
    particulares: propios(particulares(texto), p ? normalizarCita(`${p.texto} ${p.explora ?? ''}`) : ''),
    primeraPersona: YO.test(n2) || preterito(texto) || NOSOTROS.test(n2) || [...n2.matchAll(PLURAL)].some((m) => !NO_PLURALES.has(m[1]!)),
    anuncio: new Set([...n2.matchAll(ANUNCIO)].map((m) => m[0].trim().split(' ')[0])).size,
    verbos: contarVerbos(texto, normalizada),
    infinitivos: quedan.filter((f) => /^[¿¡(«"]*\p{Lu}\p{Ll}+(?:ar|er|ir)(?!\p{L})/u.test(f.texto)).length,
    otra: null,
    desorden: null,
  };
}
