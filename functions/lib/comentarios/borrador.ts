// The feedback's pure rules (D173; no I/O, unit-tested): the draft a reviewer is shown after the
// decision, and the checks an approved text must pass. The draft comes from the REVIEWED report — the
// stored report after its evidence check, with the person's adjusted scores — never from a model's raw
// answer: the strongest competencies give the strengths and the weakest the things to improve, each
// with one of its quotes that stands verbatim in the candidate's answer and does not come from a
// flagged answer (a flagged passage is never evidence, D157). For a rejection, no quote or text may
// hold a figure, a score or a ranking. A point about a flagged answer cites the question instead of a
// quote (D180): the draft offers one, «responde a lo que se pregunta», for the first flagged answer.
import { comentarios as msg, fmt } from '../../../shared/messages.js';
import { COMENTARIOS, prohibidoEnRechazo, type PuntoComentario } from '../../../shared/schemas/comentarios.js';
import type { TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';
import type { InformeIA, Validacion } from '../../../shared/schemas/informe.js';
import { ETIQUETA_MARCA, esMarcaSenalada, type TipoMarca } from '../../../shared/schemas/integridad.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { ValidationError } from '../errors.js';
import { textosDelCandidato } from '../analisis/lexico/texto-candidato.js';

/** Single spaces: a quote copied across a line break is still the candidate's words. */
const espacios = (s: string) => s.replace(/\s+/g, ' ').trim();
const palabras = (s: string) => (espacios(s) ? espacios(s).split(' ').length : 0);

/** Whether `cita` stands verbatim (spaces aside) in the candidate's own words of turn `n`. */
export function citaLiteral(cita: string, n: number, transcripcion: readonly TurnoTranscripcion[]): boolean {
  const c = espacios(cita);
  if (!c) return false;
  return transcripcion.filter((t) => t.n === n).some((t) => textosDelCandidato(t).some((texto) => espacios(texto).includes(c)));
}

/** The flag that makes turn n's answer no evidence, or undefined. */
export function marcaDe(informe: Pick<InformeIA, 'integridad'>, n: number): TipoMarca | undefined {
  return informe.integridad?.marcas.find((m) => m.pregunta === n && esMarcaSenalada(m.tipo))?.tipo;
}

/** Whether the decision turns the candidate away: told no score, figure or ranking (D173). */
export function esRechazo(v: Pick<Validacion, 'decision' | 'estadoCandidato'>, estadoCandidato?: string | null): boolean {
  return v.decision === 'no_recomendado' || v.estadoCandidato === 'rechazado' || estadoCandidato === 'rechazado';
}

interface Competencia {
  habilidad: string;
  puntuacion: number;
  citas: { cita: string; pregunta: number }[];
}

/** The reviewed score of each evaluated competency (the person's where they adjusted it), with its quotes. */
function competenciasRevisadas(informe: InformeIA, v: Pick<Validacion, 'puntuacionesAjustadas'>): Competencia[] {
  const ajustadas = new Map(v.puntuacionesAjustadas.map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
  return informe.softSkills
    .filter((s) => s.evaluado && s.puntuacion !== null)
    .map((s) => ({ habilidad: s.habilidad, puntuacion: ajustadas.get(normalizarTexto(s.habilidad)) ?? s.puntuacion!, citas: s.evidencia }));
}

export interface Borrador {
  fortalezas: PuntoComentario[];
  mejoras: PuntoComentario[];
}

/** The advice of a point about a flagged answer (no figure: it may go to a rejected candidate). */
export const CONSEJO_SENALADA =
  'Responde a lo que se pregunta: cuenta una situación concreta que hayas vivido, qué hiciste tú y qué resultado tuvo.';

/** The questions whose answer carries an integrity flag, in order. */
export function preguntasSenaladas(informe: Pick<InformeIA, 'integridad'>): number[] {
  return [...new Set((informe.integridad?.marcas ?? []).filter((m) => esMarcaSenalada(m.tipo)).map((m) => m.pregunta))].sort(
    (a, b) => a - b,
  );
}

/**
 * The draft: one strength (the best-scored competency with a usable quote) and one thing to improve
 * (the lowest-scored other one with a usable quote that is not the strength's), and, when an answer
 * is flagged, a second thing to improve about it that cites its question. A strength or the quoted
 * improvement may be missing when the report has no usable quote; the reviewer then writes it (the
 * approval needs one of each).
 */
export function borradorDe(
  informe: InformeIA,
  v: Pick<Validacion, 'puntuacionesAjustadas'>,
  transcripcion: readonly TurnoTranscripcion[],
  rechazo: boolean,
): Borrador {
  const usable = (c: { cita: string; pregunta: number }) =>
    citaLiteral(c.cita, c.pregunta, transcripcion) &&
    palabras(c.cita) >= COMENTARIOS.minPalabrasCita &&
    !marcaDe(informe, c.pregunta) &&
    !(rechazo && prohibidoEnRechazo(c.cita));
  const conCita = competenciasRevisadas(informe, v)
    .map((c) => ({ ...c, cita: c.citas.find(usable) }))
    .filter((c): c is Competencia & { cita: { cita: string; pregunta: number } } => !!c.cita);
  const porPuntuacion = [...conCita].sort((a, b) => b.puntuacion - a.puntuacion);
  const fuerte = porPuntuacion[0];
  const debil = [...porPuntuacion].reverse().find((c) => c !== fuerte && espacios(c.cita.cita) !== espacios(fuerte?.cita.cita ?? ''));
  return {
    fortalezas: fuerte
      ? [
          {
            texto: `${fuerte.habilidad}: lo que contaste muestra esta competencia con claridad y con un ejemplo propio.`,
            cita: espacios(fuerte.cita.cita),
            pregunta: fuerte.cita.pregunta,
          },
        ]
      : [],
    mejoras: [
      ...(debil
        ? [
            {
              texto: `${debil.habilidad}: te animamos a desarrollarla más, contando la situación, lo que hiciste tú y qué resultado tuvo.`,
              cita: espacios(debil.cita.cita),
              pregunta: debil.cita.pregunta,
            },
          ]
        : []),
      ...preguntasSenaladas(informe)
        .slice(0, 1)
        .map((pregunta) => ({ texto: CONSEJO_SENALADA, cita: '', pregunta })),
    ],
  };
}

/**
 * The checks an approved text passes (server side, whatever the screen did): each quote verbatim in
 * the candidate's answer to its question, long enough, not from a flagged answer; a point about a
 * flagged answer cites its question (no quote), and only such a point has none; for a rejection, no
 * figure, score or ranking in any text or quote. The first problem, as a 400 with its field.
 */
export function comprobarComentarios(
  b: Borrador,
  informe: Pick<InformeIA, 'integridad'>,
  transcripcion: readonly TurnoTranscripcion[],
  rechazo: boolean,
): Borrador {
  const limpio = (p: PuntoComentario): PuntoComentario => ({ texto: p.texto.trim(), cita: espacios(p.cita), pregunta: p.pregunta });
  const out = { fortalezas: b.fortalezas.map(limpio), mejoras: b.mejoras.map(limpio) };
  for (const campo of ['fortalezas', 'mejoras'] as const)
    for (const p of out[campo]) {
      const falla = (m: string) => new ValidationError(m, [{ campo, msg: m }]);
      const corta = p.cita.length > 80 ? `${p.cita.slice(0, 80)}…` : p.cita;
      const marca = marcaDe(informe, p.pregunta);
      if (!transcripcion.some((t) => t.n === p.pregunta)) throw falla(msg.preguntaInvalida);
      if (!p.cita && !marca) throw falla(fmt(msg.citaSinMarca, { n: p.pregunta + 1 }));
      if (p.cita && marca) throw falla(fmt(msg.citaMarcada, { n: p.pregunta + 1, marca: ETIQUETA_MARCA[marca] }));
      if (p.cita && palabras(p.cita) < COMENTARIOS.minPalabrasCita)
        throw falla(fmt(msg.citaCorta, { cita: corta, min: COMENTARIOS.minPalabrasCita }));
      if (p.cita && !citaLiteral(p.cita, p.pregunta, transcripcion))
        throw falla(fmt(msg.citaNoLiteral, { cita: corta, n: p.pregunta + 1 }));
      if (rechazo)
        for (const texto of [p.texto, p.cita]) {
          const prohibido = prohibidoEnRechazo(texto);
          if (prohibido) throw falla(fmt(msg.sinPuntuacionEnRechazo, { texto: prohibido }));
        }
    }
  return out;
}
