// «Señales de integridad» (issue 53 item 7, D157, D158) as data, for the report's section, the review
// form and the PDF alike: per answer, each flag the checks found (with its passage; an answer that seems
// to answer another question names that question and its text, issue 64) and what the candidate's page
// noted (pasted text, focus lost, time on screen against the answer's length), in neutral words; and how
// relevance was decided (by words or by meaning, D177). Facts for the person who reviews: none of them
// changes a score or a decision.
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA } from '@shared/schemas/informe';
import { esMarcaSenalada, ETIQUETA_MARCA, type Integridad, type Marca } from '@shared/schemas/integridad';
import { cuenta } from '@shared/plural';
import { describirPegadaEntera, describirSenales, lineaPegadasEnteras, pegadaEntera, textoPreguntas } from '@shared/senales-texto';

export const TITULO_SENALES = 'Señales de integridad';

/** What the section says before anything else: what these are, and what they are not. */
export const ALCANCE_SENALES =
  'Hechos sobre cómo se respondió, para la persona que revisa: las comprobaciones fijas de cada respuesta y lo que anotó la página del candidato. Ninguno cambia por sí solo una puntuación, un estado ni una decisión.';

/** The question an `otra_pregunta` flag names: its 0-based turn and its words, when the transcript has them. */
export interface OtraPregunta {
  n: number;
  texto: string | null;
  /** «Parece responder a la pregunta 7: Cuéntame una ocasión…» (the screens, the PDF). */
  linea: string;
}

export interface MarcaDeRespuesta {
  etiqueta: string;
  detalle: string;
  pasaje?: string;
  /** A flag that points at the answer (esMarcaSenalada); the others (another language, generic…) describe it. */
  deJuego: boolean;
  otraPregunta?: OtraPregunta;
}

export interface SenalesDeRespuesta {
  /** 0-based turn; shown as «Pregunta n + 1». */
  n: number;
  marcas: MarcaDeRespuesta[];
  /** The page's signals in words, with the answer's length beside the time («… · 120 palabras»). */
  senales: string | null;
  /** Pasted text or focus lost: worth a look (time alone is not). */
  senalesNotables: boolean;
  /** Pasted whole or nearly whole (issue 65 item 3): counted in «Integridad», listed in the review form. */
  pegadaEntera: string | null;
}

export interface DatosSenales {
  /** The report was written before the checks existed. */
  sinComprobaciones: boolean;
  resumen: string[];
  discrepancias: string[];
  respuestas: SenalesDeRespuesta[];
  /** Answers with a flag that points at them (esMarcaSenalada: a gaming kind or an evasive answer), or pasted whole. */
  conMarcas: number;
  /** The answers (0-based) pasted whole or nearly whole. */
  pegadasEnteras: number[];
  version: string | null;
  /** How relevance was decided, in one sentence («Pertinencia por palabras: …»); null before the checks. */
  metodo: string | null;
}

/**
 * The method of a report checked before `pertinencia` was recorded (comprobaciones-v1). Said rather than
 * left out: those checks had one method only, words (D157: «The checks read words, not meaning»), so
 * «por palabras» is a fact of the report's version, not a guess; and a reviewer reading old and new
 * reports side by side should not take a silent one for a report read by meaning. What v1 compared is
 * said as v1 did it (each answer against its own question), not as the matrix of v2 does.
 */
export const METODO_SIN_REGISTRO =
  'Pertinencia por palabras: cada respuesta se comparó con las palabras de su pregunta, de lo que explora y de su competencia, sin interpretar su significado.';

export function metodoPertinencia(integridad: Pick<Integridad, 'pertinencia'> | null | undefined): string | null {
  if (!integridad) return null;
  return integridad.pertinencia?.detalle ?? METODO_SIN_REGISTRO;
}

/** «Parece responder a la pregunta 7: Cuéntame una ocasión…», from the flag and the transcript's turn. */
function otraPreguntaDe(m: Marca, turnos: ReadonlyMap<number, TurnoTranscripcion>): OtraPregunta | undefined {
  const n = m.tipo === 'otra_pregunta' ? m.relacionadas?.[0] : undefined;
  if (n === undefined) return undefined;
  const texto = turnos.get(n)?.pregunta.trim() || null;
  return { n, texto, linea: `Parece responder a la pregunta ${n + 1}${texto ? `: ${texto}` : ''}` };
}

/** The saved answer pasted whole or nearly whole, in words; the follow-up's answer is another text and not counted. */
function pegada(t: TurnoTranscripcion | undefined): string | null {
  const p = t ? pegadaEntera(t.senales, t.respuesta) : null;
  return p ? describirPegadaEntera(p) : null;
}

/**
 * What the recommendation's rule stands beside (issue 65 item 3), one sentence after it: the answers
 * with flags that point at them, by kind, and those pasted whole. Null when there are none. Said, never
 * weighed: the rule is what it was, and a page's signal changes no score (D158).
 */
export function lineaJuntoARegla(d: DatosSenales): string | null {
  const porTipo = new Map<string, Set<number>>();
  for (const r of d.respuestas) {
    for (const m of r.marcas) if (m.deJuego) porTipo.set(m.etiqueta, (porTipo.get(m.etiqueta) ?? new Set()).add(r.n));
  }
  if (d.pegadasEnteras.length) porTipo.set('Pegada entera o casi', new Set(d.pegadasEnteras));
  if (porTipo.size === 0) return null;
  const partes = [...porTipo].map(([etiqueta, ns]) => `${etiqueta.toLowerCase()}: ${textoPreguntas([...ns].sort((a, b) => a - b))}`);
  return `Junto a esta recomendación: ${cuenta(d.conMarcas, 'respuesta con señales', 'respuestas con señales')} de integridad (${partes.join('; ')}); léelas antes de decidir.`;
}

const palabras = (t: TurnoTranscripcion) =>
  [t.respuesta, t.repregunta?.respuesta ?? ''].join(' ').trim().split(/\s+/).filter(Boolean).length;

export function datosSenales(
  informe: Pick<InformeIA, 'integridad'>,
  transcripcion: readonly TurnoTranscripcion[] | null | undefined,
): DatosSenales {
  const integridad = informe.integridad;
  const turnos = new Map((transcripcion ?? []).map((t) => [t.n, t]));
  const marcasDe = new Map<number, Marca[]>();
  for (const m of integridad?.marcas ?? []) marcasDe.set(m.pregunta, [...(marcasDe.get(m.pregunta) ?? []), m]);
  const ns = [...new Set([...marcasDe.keys(), ...[...turnos.values()].filter((t) => t.senales).map((t) => t.n)])].sort((a, b) => a - b);
  const respuestas = ns.map((n): SenalesDeRespuesta => {
    const t = turnos.get(n);
    const s = t?.senales;
    return {
      n,
      marcas: (marcasDe.get(n) ?? []).map((m): MarcaDeRespuesta => {
        const otra = otraPreguntaDe(m, turnos);
        return {
          etiqueta: ETIQUETA_MARCA[m.tipo],
          detalle: m.detalle,
          ...(m.pasaje ? { pasaje: m.pasaje } : {}),
          deJuego: esMarcaSenalada(m.tipo),
          ...(otra ? { otraPregunta: otra } : {}),
        };
      }),
      senales: s && t ? `${describirSenales(s)} · ${palabras(t)} ${palabras(t) === 1 ? 'palabra' : 'palabras'}` : null,
      senalesNotables: !!s && (s.pegados > 0 || s.perdidasFoco > 0),
      pegadaEntera: pegada(t),
    };
  });
  // The report counts them since issue 65 (integridad.pegadas, with its summary line); an older report's
  // are read from the transcript's signals, and its summary gets the line here.
  const deLaTranscripcion = respuestas.filter((r) => r.pegadaEntera).map((r) => r.n);
  const pegadasEnteras = integridad?.pegadas ?? deLaTranscripcion;
  const lineaExtra = !integridad?.pegadas && deLaTranscripcion.length ? [lineaPegadasEnteras(deLaTranscripcion)] : [];
  const senaladas = new Set([
    ...(integridad?.marcas ?? []).filter((m) => esMarcaSenalada(m.tipo)).map((m) => m.pregunta),
    ...pegadasEnteras,
  ]);
  return {
    sinComprobaciones: !integridad,
    resumen: [...(integridad?.resumen ?? []), ...lineaExtra],
    discrepancias: (integridad?.discrepancias ?? []).map((d) => d.detalle),
    respuestas,
    conMarcas: senaladas.size,
    pegadasEnteras,
    version: integridad?.version ?? null,
    metodo: metodoPertinencia(integridad),
  };
}

/** The one line a summary shows: «Señales de integridad: 3 de 9 respuestas no tratan…; …». */
export function lineaSenales(d: DatosSenales): string | null {
  return d.resumen.length ? `${TITULO_SENALES}: ${d.resumen.join('; ')}.` : null;
}
