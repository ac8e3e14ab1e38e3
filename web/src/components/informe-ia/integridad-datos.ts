// «Señales de integridad» (issue 53 item 7, D157, D158) as data, for the report's section, the review
// form and the PDF alike: per answer, each flag the checks found (with its passage) and what the
// candidate's page noted (pasted text, focus lost, time on screen against the answer's length), in
// neutral words. Facts for the person who reviews: none of them changes a score or a decision.
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA } from '@shared/schemas/informe';
import { ETIQUETA_MARCA, MARCAS_DE_JUEGO, type Marca } from '@shared/schemas/integridad';
import { describirSenales } from '@shared/senales-texto';

export const TITULO_SENALES = 'Señales de integridad';

/** What the section says before anything else: what these are, and what they are not. */
export const ALCANCE_SENALES =
  'Hechos sobre cómo se respondió, para la persona que revisa: las comprobaciones fijas de cada respuesta y lo que anotó la página del candidato. Ninguno cambia por sí solo una puntuación, un estado ni una decisión.';

export interface SenalesDeRespuesta {
  /** 0-based turn; shown as «Pregunta n + 1». */
  n: number;
  marcas: { etiqueta: string; detalle: string; pasaje?: string; deJuego: boolean }[];
  /** The page's signals in words, with the answer's length beside the time («… · 120 palabras»). */
  senales: string | null;
  /** Pasted text or focus lost: worth a look (time alone is not). */
  senalesNotables: boolean;
}

export interface DatosSenales {
  /** The report was written before the checks existed. */
  sinComprobaciones: boolean;
  resumen: string[];
  discrepancias: string[];
  respuestas: SenalesDeRespuesta[];
  /** Answers with a gaming flag (MARCAS_DE_JUEGO or an evasive one). */
  conMarcas: number;
  version: string | null;
}

const palabras = (t: TurnoTranscripcion) =>
  [t.respuesta, t.repregunta?.respuesta ?? ''].join(' ').trim().split(/\s+/).filter(Boolean).length;

const deJuego = (m: Pick<Marca, 'tipo'>) => MARCAS_DE_JUEGO.includes(m.tipo) || m.tipo === 'evasiva';

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
      marcas: (marcasDe.get(n) ?? []).map((m) => ({
        etiqueta: ETIQUETA_MARCA[m.tipo],
        detalle: m.detalle,
        ...(m.pasaje ? { pasaje: m.pasaje } : {}),
        deJuego: deJuego(m),
      })),
      senales: s && t ? `${describirSenales(s)} · ${palabras(t)} ${palabras(t) === 1 ? 'palabra' : 'palabras'}` : null,
      senalesNotables: !!s && (s.pegados > 0 || s.perdidasFoco > 0),
    };
  });
  return {
    sinComprobaciones: !integridad,
    resumen: integridad?.resumen ?? [],
    discrepancias: (integridad?.discrepancias ?? []).map((d) => d.detalle),
    respuestas,
    conMarcas: new Set((integridad?.marcas ?? []).filter(deJuego).map((m) => m.pregunta)).size,
    version: integridad?.version ?? null,
  };
}

/** The one line a summary shows: «Señales de integridad: 3 de 9 respuestas no tratan…; …». */
export function lineaSenales(d: DatosSenales): string | null {
  return d.resumen.length ? `${TITULO_SENALES}: ${d.resumen.join('; ')}.` : null;
}
