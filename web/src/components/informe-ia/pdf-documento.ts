// Why one module: one printed document read top to bottom: its sections share the page's styles and
// helpers.
// An interview's AI report as a printable document (pdfmake's document definition; pdf.ts turns it
// into a PDF when the user clicks 'Descargar PDF'). Pure: the same interview and options give the
// same document, so a test renders it in Node. It says what the screens say, in their words
// (formato.ts, procedencia.tsx, revision-vista.tsx): the header (company, candidate, service, date),
// how the report was made and that a person decides, the average score, the rubric's competencies as
// a bar chart (0–10; 'No evaluado' instead of a bar) and each one's evidence, the technical skills,
// conclusions, recommendations, the text analysis named by its method, the review if any, and the
// transcript as an annex (the quoted words highlighted). Page numbers in the footer.
import {
  DECISION_ETIQUETA,
  autorInforme,
  ETIQUETA_PUNTUACION,
  type Evidencia,
  type InformeIA,
  PUNTUACION_MAXIMA,
  type SoftSkill,
  type Validacion,
} from '@shared/schemas/informe';
import type { Entrevista } from '@shared/schemas/entrevista';
import { zonaValida } from '@shared/fechas';
import { normalizarTexto } from '@shared/texto';
import { autorRepregunta } from '@shared/senales-texto';
import type { Content, ContentCanvas, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatFechaHora, textoFechaEntrevista } from '../../lib/format';
import { ETIQUETA_ESTADO_ENTREVISTA } from '../estado-entrevista';
import {
  ALCANCE_ANALISIS_TEXTO,
  ANCLA_ETIQUETA,
  NIVEL_ETIQUETA,
  evidenciaDelInforme,
  filasAnalisisTexto,
  formatNumero,
  mediaSoftSkills,
} from './formato';
import { autoriaInforme, avisoInforme, detallesProcedencia, pieInforme } from './procedencia';
import { ALCANCE_SENALES, datosSenales, lineaJuntoARegla, TITULO_SENALES } from './integridad-datos';
import { resaltarCitas } from './resaltar-citas';
import { ESTADO_CANDIDATO_ETIQUETA, textoAjuste } from './revision-vista';

export interface OpcionesDocumentoInforme {
  /** The company's name, at the top of the document. */
  empresa: string;
  /** When the document is made (its metadata and the header's 'Documento generado'). */
  generadoEn: Date;
}

/** The reminder under a report a language model wrote: it is an aid, a person decides. */
export const AVISO_INFORME_IA = 'Informe generado con IA: revísalo antes de decidir. La decisión la toma una persona.';

// The brand's palette (web/src/app/theme-brand.ts) and neutral greys, for paper.
const COLOR = {
  marca: '#0066cc',
  marcaOscuro: '#0052a6',
  marcaClaro: '#f0f9ff',
  marcaBorde: '#b6dcfd',
  texto: '#1a202c',
  apagado: '#5f6b7a',
  pista: '#e6edf5',
  resaltado: '#fdf1b8',
  linea: '#d5dde6',
} as const;

// A4 is 595.28 × 841.89 pt; 2 cm side margins leave ≈ 482 pt of text width.
const MARGEN_LATERAL = 56;
const MARGENES: [number, number, number, number] = [MARGEN_LATERAL, 64, MARGEN_LATERAL, 60];
const ANCHO_TEXTO = 595.28 - 2 * MARGEN_LATERAL;
// The chart: the competency's name, its bar (0–10), its value.
const ANCHO_NOMBRE = 150;
const ANCHO_VALOR = 44;
const ANCHO_BARRA = Math.floor(ANCHO_TEXTO - ANCHO_NOMBRE - ANCHO_VALOR - 2 * 8 - 4);
const ALTO_BARRA = 11;

/**
 * 'informe_inigo-martinez_2026-11-23.pdf': the candidate's name without accents, the day the
 * interview was taken (its scheduled day if it was not), in its zone (D83).
 */
export function nombreArchivoInforme(
  e: Pick<Entrevista, 'candidatoNombre' | 'fechaProgramada' | 'fechaRealizacion' | 'zonaHoraria'>,
): string {
  const slug =
    normalizarTexto(e.candidatoNombre)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'candidato';
  return `informe_${slug}_${diaIso(e.fechaRealizacion ?? e.fechaProgramada, e.zonaHoraria)}.pdf`;
}

/** 'YYYY-MM-DD' of a date in a time zone (the runtime's when the zone is unknown). */
function diaIso(valor: string, zona: string): string {
  const fecha = new Date(valor);
  const d = Number.isNaN(fecha.getTime()) ? new Date() : fecha;
  // en-CA writes dates as ISO does: 2026-11-24.
  const opciones: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  return new Intl.DateTimeFormat('en-CA', zonaValida(zona) ? { ...opciones, timeZone: zona } : opciones).format(d);
}

/**
 * 'Realizada el 23 nov 2026, 16:05 · programada para 24 nov 2026, 16:00 (Europe/Madrid)': when it
 * was taken and, the document being its record, when it was scheduled for, in its zone, named (D83).
 */
function fechaConZona(e: Pick<Entrevista, 'fechaProgramada' | 'fechaRealizacion' | 'zonaHoraria' | 'estado'>): string {
  return textoFechaEntrevista(e, { programada: true, zona: true }) ?? '—';
}

const titulo = (text: string): Content => ({ text, style: 'h2', headlineLevel: 1 });
const apagado = (text: string): Content => ({ text, style: 'apagado' });

/** A two-column list of label and value, without borders. */
function datos(filas: [string, Content][], anchoEtiqueta = 130): Content {
  return {
    layout: 'noBorders',
    table: {
      widths: [anchoEtiqueta, '*'],
      body: filas.map(([etiqueta, valor]): TableCell[] => [{ text: etiqueta, style: 'etiqueta' }, valor]),
    },
  };
}

function cabecera(e: Entrevista, opciones: OpcionesDocumentoInforme): Content[] {
  return [
    { text: opciones.empresa, style: 'empresa' },
    { text: 'Informe de entrevista', style: 'h1' },
    { text: e.candidatoNombre, style: 'candidato' },
    datos([
      ['Servicio', e.servicioNombre],
      ['Fecha de la entrevista', fechaConZona(e) + (e.simulada ? ' · simulada' : '')],
      ['Estado', ETIQUETA_ESTADO_ENTREVISTA[e.estado] ?? e.estado],
      ['Documento generado', formatFechaHora(opciones.generadoEn) ?? '—'],
    ]),
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: ANCHO_TEXTO, y2: 0, lineWidth: 1, lineColor: COLOR.linea }], margin: [0, 10, 0, 0] },
  ];
}

/** How the report was made, in a framed box: the reminder, who wrote it and the details. */
function sello(informe: InformeIA): Content {
  const p = informe.procedencia;
  const lineas: Content[] = [
    { text: `${avisoInforme(p)} La decisión la toma una persona.`, bold: true, color: COLOR.texto },
    { text: `${autoriaInforme(p)}.`, margin: [0, 3, 0, 0] },
    { text: detallesProcedencia(p).join(' · '), style: 'apagado', margin: [0, 2, 0, 0] },
  ];
  if (p.analisisTextoFallido) lineas.push({ text: 'El análisis de texto no pudo hacerse: el informe va sin él.', style: 'apagado' });
  return {
    margin: [0, 12, 0, 0],
    table: { widths: ['*'], body: [[{ stack: lineas, fillColor: COLOR.marcaClaro, margin: [8, 6, 8, 6] }]] },
    layout: {
      hLineColor: () => COLOR.marcaBorde,
      vLineColor: () => COLOR.marcaBorde,
      hLineWidth: () => 0.8,
      vLineWidth: () => 0.8,
    },
  };
}

/** The scores the reviewer set, by competency (accents and case ignored, as the server matches them). */
function ajustesPorHabilidad(v: Validacion | null): Map<string, number> {
  return new Map((v?.puntuacionesAjustadas ?? []).map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
}

function puntuacionMedia(informe: InformeIA, validacion: Validacion | null): Content[] {
  const media = mediaSoftSkills(informe.softSkills);
  const etiqueta = ETIQUETA_PUNTUACION.informe(informe.procedencia.metodo);
  if (!media) return [titulo(etiqueta), apagado('Sin puntuación: ninguna competencia tenía evidencia suficiente.')];
  const contenido: Content[] = [
    titulo(etiqueta),
    {
      text: [
        { text: `${formatNumero(media.media)}/${PUNTUACION_MAXIMA}`, fontSize: 18, bold: true, color: COLOR.marcaOscuro },
        { text: `   ${media.evaluadas} de ${informe.softSkills.length} competencias evaluadas`, color: COLOR.apagado },
      ],
    },
  ];
  const ajustes = ajustesPorHabilidad(validacion);
  if (ajustes.size) {
    const conAjustes = informe.softSkills
      .filter((s) => s.evaluado && s.puntuacion !== null)
      .map((s) => ajustes.get(normalizarTexto(s.habilidad)) ?? s.puntuacion!);
    const mediaRevisor = conAjustes.reduce((a, b) => a + b, 0) / conAjustes.length;
    contenido.push(apagado(`${ETIQUETA_PUNTUACION.revision}: ${formatNumero(mediaRevisor)}/${PUNTUACION_MAXIMA}`));
  }
  return contenido;
}

/** One bar of the chart: the 0–10 track, the score filled in, a tick at every point. */
function barra(puntuacion: number): ContentCanvas {
  const ancho = (ANCHO_BARRA * Math.max(0, Math.min(PUNTUACION_MAXIMA, puntuacion))) / PUNTUACION_MAXIMA;
  const marcas = Array.from({ length: PUNTUACION_MAXIMA - 1 }, (_, i) => {
    const x = ((i + 1) * ANCHO_BARRA) / PUNTUACION_MAXIMA;
    return { type: 'line' as const, x1: x, y1: 0, x2: x, y2: ALTO_BARRA, lineWidth: 0.75, lineColor: '#ffffff' };
  });
  return {
    canvas: [
      { type: 'rect', x: 0, y: 0, w: ANCHO_BARRA, h: ALTO_BARRA, r: 2, color: COLOR.pista },
      ...(ancho > 0 ? [{ type: 'rect' as const, x: 0, y: 0, w: ancho, h: ALTO_BARRA, r: 2, color: COLOR.marca }] : []),
      ...marcas,
    ],
    margin: [0, 1.5, 0, 0],
  };
}

/** A generous estimate of the chart's height in pt: a name wraps every ≈ 26 characters in its column. */
function alturaGrafico(softSkills: readonly SoftSkill[]): number {
  return softSkills.reduce((h, s) => h + Math.max(1, Math.ceil(s.habilidad.length / 26)) * 13 + 6, 60);
}

/** The rubric's competencies as a horizontal bar chart, with a 0–5–10 scale under the bars. */
function grafico(softSkills: readonly SoftSkill[]): Content {
  const filas: TableCell[][] = softSkills.map((s) => {
    const evaluada = s.evaluado && s.puntuacion !== null;
    return [
      { text: s.habilidad, bold: true },
      evaluada ? barra(s.puntuacion!) : { text: 'No evaluado', italics: true, color: COLOR.apagado },
      evaluada
        ? { text: `${s.puntuacion}/${PUNTUACION_MAXIMA}`, bold: true, alignment: 'right' }
        : { text: '—', color: COLOR.apagado, alignment: 'right' },
    ];
  });
  const escala: TableCell[] = [
    '',
    {
      columns: [
        { text: '0', width: '*' },
        { text: '5', width: '*', alignment: 'center' },
        { text: String(PUNTUACION_MAXIMA), width: '*', alignment: 'right' },
      ],
      style: 'escala',
    },
    '',
  ];
  return {
    margin: [0, 6, 0, 4],
    table: { widths: [ANCHO_NOMBRE, ANCHO_BARRA, ANCHO_VALOR], body: [...filas, escala], dontBreakRows: true },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: (i) => (i === 0 ? 0 : 4),
      paddingRight: (i) => (i === 2 ? 0 : 4),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

/** 'Pregunta 2: «…»' for each quote, indented under its competency. */
function citas(evidencia: readonly Evidencia[]): Content[] {
  return evidencia.map((ev) => ({
    text: [
      { text: `Pregunta ${ev.pregunta + 1}: `, bold: true, color: COLOR.apagado },
      { text: `«${ev.cita}»`, italics: true },
    ],
    margin: [12, 2, 0, 0],
  }));
}

/** A skill under the chart or among the technical ones: its name and value (a title that never ends a page), why, and its quotes. */
function bloqueHabilidad(
  nombre: string,
  valor: string,
  destacado: boolean,
  justificacion: string,
  evidencia: readonly Evidencia[],
): Content {
  return {
    stack: [
      {
        text: [
          { text: nombre, style: 'h3' },
          { text: `   ${valor}`, color: destacado ? COLOR.marcaOscuro : COLOR.apagado },
        ],
        headlineLevel: 2,
      },
      ...(justificacion ? [apagado(justificacion)] : []),
      ...citas(evidencia),
    ],
    margin: [0, 6, 0, 0],
  };
}

function detalleSoftSkill(s: SoftSkill): Content {
  const evaluada = s.evaluado && s.puntuacion !== null;
  const valor = evaluada ? `${s.puntuacion}/${PUNTUACION_MAXIMA}${s.ancla ? ` · Ancla: ${ANCLA_ETIQUETA[s.ancla]}` : ''}` : 'No evaluado';
  return bloqueHabilidad(s.habilidad, valor, evaluada, s.justificacion, s.evidencia);
}

function competencias(informe: InformeIA): Content[] {
  const contenido: Content[] = [titulo('Competencias de la rúbrica')];
  if (!informe.softSkills.length) return [...contenido, apagado('La plantilla no define competencias que puntuar.')];
  contenido.push(
    apagado(`Puntuación de 0 a ${PUNTUACION_MAXIMA} de cada competencia, con la evidencia de la transcripción que la respalda.`),
  );
  contenido.push(grafico(informe.softSkills));
  // The chart stays on one page with its title, when it surely fits on one (pdfmake drops what an
  // unbreakable block puts past its first page, so a chart that might not fit breaks as a table).
  const bloque: Content[] = alturaGrafico(informe.softSkills) <= 560 ? [{ stack: contenido, unbreakable: true }] : contenido;
  return [...bloque, ...informe.softSkills.map(detalleSoftSkill)];
}

function competenciasTecnicas(informe: InformeIA): Content[] {
  const contenido: Content[] = [titulo('Competencias técnicas')];
  if (!informe.hardSkills.length) return [...contenido, apagado('No evaluado')];
  return [
    ...contenido,
    ...informe.hardSkills.map((s) =>
      bloqueHabilidad(s.habilidad, `Nivel: ${NIVEL_ETIQUETA[s.nivel]}`, s.nivel !== 'no_evaluado', s.justificacion, s.evidencia),
    ),
  ];
}

function analisisTexto(informe: InformeIA): Content[] {
  const a = informe.bertAnalysis;
  if (!a) return [titulo('Análisis de texto'), apagado('Análisis de texto no disponible')];
  return [titulo(`Análisis de texto (${a.metodo})`), apagado(ALCANCE_ANALISIS_TEXTO), datos(filasAnalisisTexto(a))];
}

/**
 * «Señales de integridad» (D157, D158): the checks' summary, how relevance was decided, the disagreements
 * and each answer's flags (with the question it seems to answer, issue 64) and signals.
 */
function senalesIntegridad(e: Entrevista, informe: InformeIA): Content[] {
  const d = datosSenales(informe, e.transcripcion);
  const contenido: Content[] = [titulo(TITULO_SENALES), apagado(ALCANCE_SENALES)];
  if (d.sinComprobaciones) return [...contenido, apagado('Este informe se generó antes de las comprobaciones de integridad.')];
  contenido.push(
    d.resumen.length ? { ul: d.resumen.map((r) => `${r}.`), margin: [0, 0, 0, 4] } : 'Ninguna comprobación ha marcado las respuestas.',
  );
  // How relevance was decided (issue 64), in one line, as the screen says it.
  if (d.metodo) contenido.push({ text: d.metodo, style: 'apagado', fontSize: 8.5, margin: [0, 0, 0, 4] });
  if (d.discrepancias.length)
    contenido.push({ text: 'La puntuación y las comprobaciones no coinciden', bold: true, margin: [0, 4, 0, 2] }, { ul: d.discrepancias });
  for (const r of d.respuestas)
    contenido.push({
      stack: [
        { text: `Pregunta ${r.n + 1}`, color: COLOR.apagado, fontSize: 8.5, margin: [0, 6, 0, 1] },
        ...r.marcas.flatMap((m): Content[] => [
          { text: [{ text: `${m.etiqueta}. `, bold: true }, m.detalle] },
          // The question it seems to answer, with its words: the paper has no link to follow.
          ...(m.otraPregunta ? [{ text: m.otraPregunta.linea, margin: [8, 1, 0, 0] } as Content] : []),
          ...(m.pasaje ? [{ text: `«${m.pasaje}»`, italics: true, color: COLOR.apagado, margin: [8, 1, 0, 2] } as Content] : []),
        ]),
        ...(r.pegadaEntera ? [{ text: `${r.pegadaEntera}.`, bold: true } as Content] : []),
        ...(r.senales ? [{ text: r.senales, color: r.senalesNotables ? COLOR.texto : COLOR.apagado } as Content] : []),
      ],
      unbreakable: true,
    });
  if (d.version)
    contenido.push(apagado(`Comprobaciones con reglas fijas (${d.version}), iguales para el analizador y para los modelos de lenguaje.`));
  return contenido;
}

const EMAIL_ETIQUETA: Record<NonNullable<Validacion['emailCandidato']>, string> = {
  resultadosEntrevista: 'Sí: se le envió el email de resultados',
  rechazoCandidato: 'Sí: se le envió el email de rechazo',
};

// Roboto has no arrows (U+2192): the '→' of 'IA: 6 → Revisor: 8' is drawn.
const FLECHA: ContentCanvas = {
  canvas: [
    { type: 'line', x1: 0, y1: 3, x2: 11, y2: 3, lineWidth: 0.9, lineColor: COLOR.texto },
    {
      type: 'polyline',
      points: [
        { x: 8, y: 0.5 },
        { x: 11.5, y: 3 },
        { x: 8, y: 5.5 },
      ],
      lineWidth: 0.9,
      lineColor: COLOR.texto,
    },
  ],
  margin: [0, 3.2, 0, 0],
};

/** 'Comunicación: IA: 6 → Revisor: 8', the screen's words (textoAjuste) with the arrow drawn. */
function ajuste(a: Validacion['puntuacionesAjustadas'][number], metodo: Metodo): Content {
  const habilidad = { text: `${a.habilidad}: `, bold: true };
  const partes = textoAjuste(a, metodo).split(' → ');
  if (partes.length !== 2) return { text: [habilidad, textoAjuste(a, metodo)] };
  // A one-row table rather than columns: text extraction (copy, screen readers) keeps it one line.
  return {
    table: { widths: ['auto', 12, 'auto'], body: [[{ text: [habilidad, partes[0]!] }, FLECHA, partes[1]!]] },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: (i) => (i === 0 ? 0 : 3),
      paddingRight: (i) => (i === 2 ? 0 : 3),
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
  };
}

type Metodo = InformeIA['procedencia']['metodo'] | undefined;

/** The review; `metodo` names whose the scores were: the AI's or the built-in analyzer's (issue 54 item 6). */
function revision(v: Validacion | null, metodo: Metodo): Content[] {
  if (!v) return [titulo('Revisión'), apagado('Pendiente: ninguna persona ha revisado todavía este informe.')];
  const filas: [string, Content][] = [
    ['Decisión', { text: DECISION_ETIQUETA[v.decision], bold: true }],
    ['Revisado por', v.por.nombre],
    ['Fecha', formatFechaHora(v.fecha) ?? '—'],
    ['Comentario', v.comentario],
    [
      'Puntuaciones',
      v.puntuacionesAjustadas.length
        ? { stack: v.puntuacionesAjustadas.map((a) => ajuste(a, metodo)) }
        : `Sin cambios: se mantienen las ${autorInforme(metodo)}`,
    ],
    ['Candidato', v.estadoCandidato ? `Pasa a ${ESTADO_CANDIDATO_ETIQUETA[v.estadoCandidato]}` : 'Sin cambios'],
  ];
  if (v.estadoCandidato) filas.push(['Email al candidato', v.emailCandidato ? EMAIL_ETIQUETA[v.emailCandidato] : 'No se le envió']);
  return [
    titulo('Revisión'),
    apagado(`La decisión de una persona; el informe ${autorInforme(metodo)} se conserva tal como se generó.`),
    datos(filas),
  ];
}

/** An answer with the report's quotes highlighted, as the transcript on screen marks them. */
function respuesta(texto: string | undefined, citasTurno: readonly string[]): Content {
  if (!texto) return { text: '—', color: COLOR.apagado };
  return { text: resaltarCitas(texto, citasTurno).map((s) => (s.resaltado ? { text: s.texto, background: COLOR.resaltado } : s.texto)) };
}

/** The transcript, after the report: every question, the answer (quotes highlighted) and the AI's follow-up. */
function transcripcion(e: Entrevista, informe: InformeIA | null): Content[] {
  const turnos = e.transcripcion ?? [];
  if (!turnos.length) return [];
  const evidencia = evidenciaDelInforme(informe);
  return [
    { text: 'Anexo: transcripción', style: 'h2', pageBreak: 'before' },
    apagado('Las citas que el informe usa como evidencia aparecen resaltadas.'),
    ...turnos.map((t): Content => {
      const citasTurno = evidencia.filter((ev) => ev.pregunta === t.n).map((ev) => ev.cita);
      const partes: Content[] = [
        { text: `Pregunta ${t.n + 1}${t.fase ? ` · ${t.fase}` : ''}`, style: 'escala', headlineLevel: 2 },
        ...(t.pregunta ? [{ text: t.pregunta, bold: true }] : []),
        respuesta(t.respuesta, citasTurno),
      ];
      if (t.origen === 'voz') partes.push({ text: 'Respondida por voz (transcrita)', style: 'escala' });
      if (t.origen === 'simulada') partes.push({ text: 'Respuesta de demostración (entrevista simulada)', style: 'escala' });
      if (t.repregunta?.pregunta) {
        partes.push({
          stack: [
            {
              text: autorRepregunta(t.repregunta),
              style: 'escala',
            },
            { text: t.repregunta.pregunta, bold: true },
            respuesta(t.repregunta.respuesta, citasTurno),
          ],
          margin: [12, 3, 0, 0],
        });
      }
      return { stack: partes, margin: [0, 8, 0, 0] };
    }),
  ];
}

/** What the rule stands beside (issue 65 item 3): the answers with signals, by kind; nothing when none. */
function juntoARegla(e: Entrevista, informe: InformeIA): Content[] {
  const linea = informe.recomendacion ? lineaJuntoARegla(datosSenales(informe, e.transcripcion)) : null;
  return linea ? [{ text: linea, bold: true, margin: [0, 0, 0, 4] }] : [];
}

function cuerpoInforme(e: Entrevista, informe: InformeIA): Content[] {
  return [
    sello(informe),
    titulo('Resumen ejecutivo'),
    informe.resumenEjecutivo,
    ...puntuacionMedia(informe, e.validacion),
    ...(informe.recomendacion ? [apagado(informe.recomendacion.regla)] : []),
    ...juntoARegla(e, informe),
    ...senalesIntegridad(e, informe),
    ...competencias(informe),
    ...competenciasTecnicas(informe),
    titulo('Conclusiones'),
    informe.conclusiones,
    titulo('Recomendaciones'),
    informe.recomendaciones.length
      ? { ol: [...informe.recomendaciones], margin: [0, 0, 0, 0] }
      : apagado('El informe no incluye recomendaciones.'),
    ...analisisTexto(informe),
    ...revision(e.validacion, informe.procedencia.metodo),
  ];
}

/** The document of an interview's AI report: A4, Roboto (pdfmake's own, with every Spanish letter), numbered pages. */
export function documentoInforme(e: Entrevista, opciones: OpcionesDocumentoInforme): TDocumentDefinitions {
  const informe = e.informeIA;
  return {
    pageSize: 'A4',
    pageMargins: MARGENES,
    language: 'es-ES',
    info: {
      title: `Informe de entrevista: ${e.candidatoNombre}`,
      author: opciones.empresa,
      subject: `${e.servicioNombre} · ${fechaConZona(e)}`,
      creator: 'Talentia',
      creationDate: opciones.generadoEn,
    },
    header: (pagina) =>
      pagina > 1
        ? {
            text: `${opciones.empresa} · Informe de entrevista · ${e.candidatoNombre}`,
            style: 'pie',
            margin: [MARGEN_LATERAL, 28, MARGEN_LATERAL, 0],
          }
        : null,
    footer: (pagina, paginas) => ({
      columns: [
        { text: `${informe ? `${pieInforme(informe.procedencia)} · ` : ''}La decisión la toma una persona`, style: 'pie' },
        { text: `Página ${pagina} de ${paginas}`, style: 'pie', alignment: 'right', width: 'auto' },
      ],
      margin: [MARGEN_LATERAL, 24, MARGEN_LATERAL, 0],
    }),
    // A title (a section's, a competency's) never ends a page: it moves to the next one with its text.
    pageBreakBefore: (nodo, consultas) => (nodo.headlineLevel ?? 0) > 0 && consultas.getFollowingNodesOnPage().length === 0,
    content: [
      ...cabecera(e, opciones),
      ...(informe
        ? cuerpoInforme(e, informe)
        : [{ text: 'Esta entrevista todavía no tiene informe.', style: 'apagado', margin: [0, 12, 0, 0] }]),
      ...transcripcion(e, informe),
    ] as Content[],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: COLOR.texto },
    styles: {
      empresa: { fontSize: 10, bold: true, color: COLOR.marca, characterSpacing: 0.5 },
      h1: { fontSize: 20, bold: true, margin: [0, 2, 0, 0] },
      candidato: { fontSize: 15, bold: true, color: COLOR.marcaOscuro, margin: [0, 2, 0, 8] },
      h2: { fontSize: 13, bold: true, color: COLOR.marcaOscuro, margin: [0, 16, 0, 4] },
      h3: { fontSize: 11, bold: true },
      etiqueta: { color: COLOR.apagado },
      apagado: { color: COLOR.apagado },
      escala: { fontSize: 8, color: COLOR.apagado },
      pie: { fontSize: 8, color: COLOR.apagado },
    },
  };
}
