// The integrity checks of an interview's answers (issue 53, D157; DESIGN §12 «Evidence must answer
// its question»). Before any score, each answer is checked for what it is, with fixed rules that
// the report names:
// - instructions to the evaluator (integridad-instrucciones.ts): those sentences are never evidence;
// - sentences repeated inside the answer, and filler (integridad-repeticion.ts): left out of the measure;
// - no text to read (emoji, markup), another language (integridad-idioma.ts), an evasive answer;
// - a list of terms with no situation (integridad-lista.ts): scored no higher than the low anchor;
// - an answer that does not speak to its question (integridad-pertinencia.ts): not evidence, and its
//   competency «No evaluado: la respuesta no trata de lo que se preguntó»;
// - the same text in several answers (integridad-repeticion.ts): evidence for one competency at most.
// The built-in analyzer (integrado.ts) measures only what the checks leave; beside a model's report
// the same flags are shown, and a high score whose only evidence is flagged is named as a
// disagreement. A flag is a fact for a person: it never decides anything.
import type { Evidencia, InformeBorrador } from '../../../shared/schemas/informe.js';
import {
  type Discrepancia,
  type Integridad,
  esMarcaSenalada,
  type Marca,
  type TipoMarca,
  VERSION_COMPROBACIONES,
} from '../../../shared/schemas/integridad.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { noEvaluada, normalizarCita, textosDelCandidato } from './evidencia.js';
import { type Frase, frasesDelCandidato, recortar } from './frases-candidato.js';
import { idiomaNoEspanol } from './integridad-idioma.js';
import { esInstruccion } from './integridad-instrucciones.js';
import { formaDeLista } from './integridad-lista.js';
import { palabrasDeTrabajo, partesDelOficio, partesDeOcio } from './integridad-palabras.js';
import { type Pertinencia, pertinencia, temaDe } from './integridad-pertinencia.js';
import { esRelleno, frasesRepetidas, gruposRepetidos } from './integridad-repeticion.js';
import { contar, listar, preguntasTexto } from './redactar.js';
import { contarEvasivas } from './texto-evasivas.js';
import { tokensDe } from './texto-palabras.js';
import type { EntradaAnalisis } from './tipos.js';

/** The score a list of terms or an evasive answer may reach at most: the top of the low anchor (0–3). */
export const TOPE_BAJO = 3;
/** An answer this short that does not speak to its question, or avoids it, is evasive rather than off-topic. */
const MAX_PALABRAS_EVASIVA = 12;
/** Off-topic answers from which an interview's other answers are read with its pattern in mind. */
const MIN_FUERA_DE_TEMA = 3;
/** What a short answer says to avoid the question, besides the text analysis's evasive expressions (texto-evasivas.ts). */
const EVASIVAS =
  /(?:^| )(?:no hay problema|nada mas|nada en (?:especial|particular)|ningun[oa]? en (?:especial|particular)|la verdad no|no me lo he planteado|depende|ya se vera|quien sabe|lo que haga falta|lo que surja|como todo el mundo|(?:lo|las|los|la) que me (?:pidan|piden|manden|mandan|toque|toca)|nada especial|todo bien|igual de importantes?|no lo tengo (?:muy )?claro|prefiero no (?:contestar|responder|decir)|no (?:sabria|sabe) (?:decir|decirte|que decir)|no tengo ni idea)(?= |$)/;
/** An answer this short, with no figure and no name, is minimal whatever it says. */
const MAX_PALABRAS_MINIMA = 7;

/** Why an answer is no evidence at all, in the words of the competency's justification. */
export const MOTIVO_EXCLUSION: Record<Exclude<TipoMarca, 'lista_terminos' | 'relleno'>, string> = {
  no_pertinente: 'la respuesta no trata de lo que se preguntó',
  repetida: 'la respuesta es la misma que la de otra pregunta',
  instrucciones: 'la respuesta solo contiene instrucciones al evaluador',
  otro_idioma: 'la respuesta está escrita en otro idioma',
  sin_texto: 'la respuesta no tiene texto que leer',
  evasiva: 'la respuesta es evasiva o mínima',
};

export interface ResultadoRespuesta {
  pregunta: number;
  /** The answer is no evidence at all, and why. */
  excluida: { tipo: Exclude<TipoMarca, 'lista_terminos' | 'relleno'>; motivo: string } | null;
  /** The most a competency may score on it (a list of terms: the low anchor). */
  tope: number | null;
  /** A repeated text kept once: evidence for its own question's competency only. */
  soloPropia: boolean;
  pertinencia: Pertinencia | null;
}

export interface Comprobacion {
  version: string;
  /** Questions with the candidate's own words. */
  respuestas: number;
  marcas: Marca[];
  porPregunta: Map<number, ResultadoRespuesta>;
  /** Whether a sentence of the candidate's may count as evidence (not an instruction, a repeat or filler). */
  cuenta: (f: Pick<Frase, 'pregunta' | 'fuente' | 'inicio'>) => boolean;
  /** The instructions to the evaluator found, by question (normalised): a model's quote from one is dropped. */
  instrucciones: Map<number, string[]>;
}

const clave = (f: Pick<Frase, 'pregunta' | 'fuente' | 'inicio'>) => `${f.pregunta}\u0000${f.inicio}\u0000${f.fuente}`;
const pasaje = (s: string) => recortar(s.trim()) || s.trim().slice(0, 300);
const tieneLetras = (s: string) => /\p{L}{2,}/u.test(s.replace(/<[^>]*>/g, ' '));

/** Distinct words of working life an interview must hold to be about work as a whole (D157). */
const MIN_TRABAJO_ENTREVISTA = 9;

/**
 * The parts of life outside work that are the candidate's work: those of the trade they name
 * ('soy entrenador'), and — in an interview that speaks of work throughout — those its answers keep
 * coming back to (a guide's trips, a coach's matches in two answers or more).
 */
function oficioDe(entrada: EntradaAnalisis): Set<string> {
  const respuestas = entrada.turnos.map((t) => normalizarCita(textosDelCandidato(t).join(' '))).filter(Boolean);
  const oficio = partesDelOficio(respuestas.join(' '));
  if (palabrasDeTrabajo(respuestas.join(' ')) >= MIN_TRABAJO_ENTREVISTA) {
    const veces = new Map<string, number>();
    for (const r of respuestas) for (const parte of partesDeOcio(r)) veces.set(parte, (veces.get(parte) ?? 0) + 1);
    for (const [parte, n] of veces) if (n >= 2) oficio.add(parte);
  }
  return oficio;
}

/** Runs every check on every answered question of the interview. */
export function comprobar(entrada: EntradaAnalisis): Comprobacion {
  const marcas: Marca[] = [];
  const fuera = new Set<string>();
  const porPregunta = new Map<number, ResultadoRespuesta>();
  const rubrica = new Map(entrada.rubrica.map((c) => [normalizarTexto(c.competencia), c]));
  const preguntaDe = new Map(entrada.preguntas.map((p) => [p.n, p]));
  const marcar = (m: Marca) => marcas.push(m);
  const instruccionesDe = new Map<number, string[]>();
  const oficio = oficioDe(entrada);
  /** Answers that passed the relevance check, kept for the interview-wide look below. */
  const dudosas: { n: number; per: Pertinencia; pasaje: string; competencia?: string }[] = [];

  for (const t of entrada.turnos) {
    const textos = textosDelCandidato(t);
    if (!textos.length) continue;
    const n = t.n;
    const frases = frasesDelCandidato([t]).flat();
    const r: ResultadoRespuesta = { pregunta: n, excluida: null, tope: null, soloPropia: false, pertinencia: null };
    porPregunta.set(n, r);
    const excluir = (tipo: NonNullable<ResultadoRespuesta['excluida']>['tipo']) => {
      r.excluida ??= { tipo, motivo: MOTIVO_EXCLUSION[tipo] };
    };

    if (!textos.some(tieneLetras)) {
      marcar({ tipo: 'sin_texto', pregunta: n, detalle: 'No contiene palabras: solo emojis, símbolos o marcado.' });
      excluir('sin_texto');
      continue;
    }

    // Instructions to the evaluator: never evidence.
    const instrucciones = frases.filter((f) => esInstruccion(normalizarCita(f.texto), f.texto));
    for (const f of instrucciones) fuera.add(clave(f));
    if (instrucciones.length)
      instruccionesDe.set(
        n,
        instrucciones.map((f) => normalizarCita(f.texto)),
      );
    if (instrucciones.length)
      marcar({
        tipo: 'instrucciones',
        pregunta: n,
        detalle: `${contar(instrucciones.length, 'frase se dirige', 'frases se dirigen')} al evaluador en lugar de responder; no cuenta${instrucciones.length === 1 ? '' : 'n'} como evidencia.`,
        pasaje: pasaje(instrucciones[0].texto),
      });

    // Repeated sentences and filler inside the answer: nothing to the measure.
    const restantes = frases.filter((f) => !fuera.has(clave(f)));
    const repetidas = frasesRepetidas(restantes.map((f) => f.texto));
    const relleno = restantes.filter((f, i) => !repetidas.has(i) && esRelleno(f.texto));
    restantes.forEach((f, i) => repetidas.has(i) && fuera.add(clave(f)));
    for (const f of relleno) fuera.add(clave(f));
    const palabrasDe = (fs: Frase[]) => fs.reduce((a, f) => a + normalizarCita(f.texto).split(' ').filter(Boolean).length, 0);
    const total = palabrasDe(restantes);
    const vacias = palabrasDe([...restantes.filter((_, i) => repetidas.has(i)), ...relleno]);
    if (repetidas.size || (relleno.length >= 2 && vacias >= total / 2)) {
      const ejemplo = repetidas.size ? restantes[[...repetidas][0]] : relleno[0];
      // Mostly padding: what is left shows the low anchor at most.
      if (vacias >= total / 2) r.tope = TOPE_BAJO;
      marcar({
        tipo: 'relleno',
        pregunta: n,
        detalle: [
          repetidas.size ? `${contar(repetidas.size, 'frase repite', 'frases repiten')} otra anterior` : '',
          relleno.length ? `${contar(relleno.length, 'frase no dice', 'frases no dicen')} nada concreto` : '',
        ]
          .filter(Boolean)
          .join('; ')
          .replace(/^./, (c) => c.toUpperCase())
          .concat(': no suman a la puntuación.'),
        pasaje: pasaje(ejemplo.texto),
      });
    }

    const quedan = frases.filter((f) => !fuera.has(clave(f)));
    const texto = quedan.map((f) => f.texto).join(' ');
    if (!quedan.length) {
      // Nothing left once instructions, repeats and filler are out: a short answer that said nothing is evasive.
      if (!instrucciones.length && !marcas.some((m) => m.pregunta === n))
        marcar({
          tipo: 'evasiva',
          pregunta: n,
          detalle: 'No dice nada concreto.',
          pasaje: pasaje(textos[0]),
        });
      excluir(instrucciones.length ? 'instrucciones' : 'evasiva');
      continue;
    }
    const idioma = idiomaNoEspanol(texto);
    if (idioma) {
      marcar({
        tipo: 'otro_idioma',
        pregunta: n,
        idioma,
        detalle: `Está escrita en ${idioma}: las reglas del analizador integrado leen español.`,
        pasaje: pasaje(quedan[0].texto),
      });
      excluir('otro_idioma');
      continue;
    }

    const p = preguntaDe.get(n);
    const c = p?.competencia ? rubrica.get(normalizarTexto(p.competencia)) : undefined;
    const tema = p ? temaDe(p, c) : null;
    const abierta = !!tema?.abierta;
    const per = tema ? pertinencia(texto, tema, oficio) : null;
    r.pertinencia = per;
    const palabras = normalizarCita(texto).split(' ').filter(Boolean).length;
    // Evasive or minimal: a few words that do not speak to the question, or that avoid it ('no sé',
    // 'lo normal'), or so few that nothing concrete fits in them (no figure, no name).
    const minima = palabras <= MAX_PALABRAS_MINIMA && !/\d/.test(texto) && !/(?<=\p{L} )\p{Lu}/u.test(texto);
    const evasiva =
      palabras <= MAX_PALABRAS_EVASIVA &&
      (minima || (!!per && !per.pertinente) || contarEvasivas(tokensDe(texto)) > 0 || EVASIVAS.test(normalizarCita(texto)));
    if (evasiva) {
      marcar({
        tipo: 'evasiva',
        pregunta: n,
        detalle: 'No responde a lo que se pregunta, o lo hace en muy pocas palabras: no muestra más que el nivel bajo de la rúbrica.',
        pasaje: pasaje(texto),
      });
      // Not evidence when it does not speak to the question at all; the low anchor at most when it does.
      if (per && !per.pertinente) excluir('evasiva');
      else r.tope = TOPE_BAJO;
      continue;
    }
    if (formaDeLista(texto).esLista) {
      marcar({
        tipo: 'lista_terminos',
        pregunta: n,
        detalle: `Enumera términos, etiquetas o cifras sin contar una situación (quién hizo qué, cuándo y con qué resultado): como máximo ${TOPE_BAJO}/10.`,
        pasaje: pasaje(quedan[0].texto),
      });
      r.tope = TOPE_BAJO;
    }
    if (per && !per.pertinente) {
      marcar({
        tipo: 'no_pertinente',
        pregunta: n,
        detalle: `No usa palabras de la pregunta, de lo que explora ni de su competencia${c ? ` («${c.competencia}»)` : ''}, ni habla de trabajo o estudios.`,
        pasaje: pasaje(quedan[0].texto),
      });
      excluir('no_pertinente');
    } else if (per && !abierta) dudosas.push({ n, per, pasaje: pasaje(quedan[0].texto), competencia: c?.competencia });
  }

  // An interview where several answers tell of something else (MIN_FUERA_DE_TEMA): the others that
  // speak of life outside work at least as much as of work, with at most one word of their question,
  // are the same pattern, not an answer told in other words.
  const fueraDeTema = marcas.filter((m) => m.tipo === 'no_pertinente').length;
  if (fueraDeTema >= MIN_FUERA_DE_TEMA)
    for (const d of dudosas)
      if (d.per.ocio >= 1 && d.per.ocio >= d.per.trabajo && d.per.propias <= 1) {
        marcar({
          tipo: 'no_pertinente',
          pregunta: d.n,
          detalle: `Como otras ${fueraDeTema} respuestas de esta entrevista, habla de algo ajeno al trabajo y apenas usa palabras de la pregunta${d.competencia ? ` o de su competencia («${d.competencia}»)` : ''}.`,
          pasaje: d.pasaje,
        });
        const r = porPregunta.get(d.n)!;
        r.excluida ??= { tipo: 'no_pertinente', motivo: MOTIVO_EXCLUSION.no_pertinente };
      }

  // The same text in several answers: one answer said many times.
  const principales = new Map(
    entrada.turnos.filter((t) => porPregunta.has(t.n) && t.origen !== 'simulada' && t.respuesta.trim()).map((t) => [t.n, t.respuesta]),
  );
  for (const grupo of gruposRepetidos(principales)) {
    // Kept once: where it speaks most to its own question (the first such, on a tie), unless excluded there.
    const candidatas = grupo.filter((n) => !porPregunta.get(n)!.excluida);
    const propias = (n: number) => porPregunta.get(n)!.pertinencia?.propias ?? 0;
    const guardada = candidatas.reduce<number | null>((a, n) => (a === null || propias(n) > propias(a) ? n : a), null);
    for (const n of grupo) {
      const r = porPregunta.get(n)!;
      marcar({
        tipo: 'repetida',
        pregunta: n,
        relacionadas: grupo,
        detalle:
          n === guardada
            ? `La misma respuesta está en ${preguntasTexto(grupo)}: cuenta solo aquí, y solo para su competencia.`
            : `La misma respuesta está en ${preguntasTexto(grupo)}: aquí no cuenta como evidencia.`,
        pasaje: pasaje(principales.get(n)!),
      });
      if (n === guardada) r.soloPropia = true;
      else
        r.excluida ??= { tipo: 'repetida', motivo: `la respuesta es la misma que la de ${preguntasTexto(grupo.filter((x) => x !== n))}` };
    }
  }

  marcas.sort((a, b) => a.pregunta - b.pregunta);
  return {
    version: VERSION_COMPROBACIONES,
    respuestas: porPregunta.size,
    marcas,
    porPregunta,
    cuenta: (f) => !fuera.has(clave(f)),
    instrucciones: instruccionesDe,
  };
}

/**
 * A model's report without the quotes taken from instructions to the evaluator (item 4: never
 * evidence, whoever quotes them). A competency left without quotes is not evaluated, and says why.
 */
export function sinCitasDeInstrucciones<T extends Pick<InformeBorrador, 'softSkills'>>(
  informe: T,
  c: Comprobacion,
): { informe: T; quitadas: number } {
  let quitadas = 0;
  const deInstruccion = (e: Evidencia) => {
    const cita = normalizarCita(e.cita);
    const si = (c.instrucciones.get(e.pregunta) ?? []).some((f) => f.includes(cita) || cita.includes(f));
    if (si) quitadas++;
    return si;
  };
  const softSkills = informe.softSkills.map((s) => {
    const evidencia = s.evidencia.filter((e) => !deInstruccion(e));
    if (evidencia.length === s.evidencia.length) return s;
    return evidencia.length
      ? { ...s, evidencia }
      : noEvaluada(s.habilidad, 'Su única evidencia eran instrucciones al evaluador, que nunca cuentan como evidencia: no evaluado.');
  });
  return { informe: { ...informe, softSkills }, quitadas };
}

const RESUMEN: Record<TipoMarca, (n: number, total: number) => string> = {
  no_pertinente: (n, t) => `${n} de ${t} respuestas no ${n === 1 ? 'trata' : 'tratan'} de lo que se preguntó`,
  lista_terminos: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'es una lista' : 'son listas'} de términos sin una situación`,
  relleno: (n, t) =>
    `${n} de ${t} respuestas ${n === 1 ? 'repite frases o se rellena' : 'repiten frases o se rellenan'} sin decir nada concreto`,
  instrucciones: (n, t) =>
    `${n} de ${t} respuestas ${n === 1 ? 'contiene' : 'contienen'} instrucciones al evaluador, que no cuentan como evidencia`,
  repetida: () => '',
  otro_idioma: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'está escrita' : 'están escritas'} en otro idioma`,
  sin_texto: (n, t) => `${n} de ${t} respuestas no ${n === 1 ? 'tiene' : 'tienen'} texto que leer`,
  evasiva: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'es evasiva o mínima' : 'son evasivas o mínimas'}`,
};

/** Neutral sentences for the reviewer, one per kind of flag (each repeated text named with its questions). */
export function resumenMarcas(marcas: Marca[], respuestas: number): string[] {
  const out: string[] = [];
  const tipos = [...new Set(marcas.map((m) => m.tipo))];
  for (const tipo of tipos) {
    if (tipo === 'repetida') {
      const grupos = new Set(marcas.filter((m) => m.tipo === 'repetida').map((m) => (m.relacionadas ?? []).join(',')));
      for (const g of grupos) out.push(`La misma respuesta en ${preguntasTexto(g.split(',').map(Number))}`);
      continue;
    }
    const n = new Set(marcas.filter((m) => m.tipo === tipo).map((m) => m.pregunta)).size;
    let frase = RESUMEN[tipo](n, respuestas);
    if (tipo === 'otro_idioma') {
      const idiomas = [...new Set(marcas.filter((m) => m.tipo === tipo && m.idioma).map((m) => m.idioma!))];
      if (idiomas.length) frase += ` (${listar(idiomas)})`;
    }
    out.push(frase);
  }
  return out.slice(0, 20);
}

/**
 * The report's «Señales de integridad»: the flags, their summary and — beside a model's report — each
 * competency it scored 7 or more whose every quote comes from a flagged answer.
 */
export function integridadDelInforme(c: Comprobacion, informe: Pick<InformeBorrador, 'softSkills'>): Integridad {
  const marcadas = new Map<number, TipoMarca[]>();
  for (const m of c.marcas) if (esMarcaSenalada(m.tipo)) marcadas.set(m.pregunta, [...(marcadas.get(m.pregunta) ?? []), m.tipo]);
  const discrepancias: Discrepancia[] = informe.softSkills
    .filter((s) => s.evaluado && s.puntuacion !== null && s.puntuacion >= 7 && s.evidencia.length > 0)
    .filter((s) => s.evidencia.every((e) => marcadas.has(e.pregunta)))
    .map((s) => {
      const preguntas = [...new Set(s.evidencia.map((e) => e.pregunta))].sort((a, b) => a - b);
      return {
        habilidad: s.habilidad,
        puntuacion: s.puntuacion!,
        preguntas,
        detalle: `«${s.habilidad}» tiene ${s.puntuacion}/10, pero toda su evidencia está en respuestas marcadas (${preguntasTexto(preguntas)}): la puntuación y las comprobaciones no coinciden.`,
      };
    })
    .slice(0, 20);
  return {
    version: c.version,
    respuestas: c.respuestas,
    marcas: c.marcas.slice(0, 2_000),
    resumen: resumenMarcas(c.marcas, c.respuestas),
    discrepancias,
  };
}
