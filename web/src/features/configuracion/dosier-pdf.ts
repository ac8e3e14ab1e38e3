// The algorithm dossier as a PDF for the workers' representatives (D174): the same content as the
// JSON the server generates (GET /api/informes/dosier-algoritmico), laid out to be read — each template's
// design and what each version changed, the instructions and variables a model receives, the models
// of the period or the built-in analyzer, integrity checks, people's oversight, retention, the
// candidate's rights and the Ministry guide's questionnaire with what the company must complete.
// Pure (`documentoDosier`: a test renders it in Node); pdfmake loads on the first download (lib/pdfmake.ts).
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Dosier, EstudioImpacto, RespuestaGuia } from '@shared/schemas/dosier';
import { guardarArchivo } from '../../lib/descargar';
import { GRIS_PDF, marcoPdf } from '../../lib/pdf-marco';
import { cargarPdfMake } from '../../lib/pdfmake';
import { cuenta } from '@shared/plural';

const GRIS = GRIS_PDF;
const AVISO = '#b45309';

/** A day or an instant as the dossier writes it («2 de octubre de 2026»); an instant on its day in the reader's zone. */
/**
 * A date of the dossier in words. A plain date («2025-11-27»: a period's end, a delivery's day) is that
 * calendar day wherever it is read, so it is written in UTC (read at noon UTC in the reader's zone it was
 * the next day at UTC+14); an instant is written in the reader's zone.
 */
export const fechaDosier = (iso: string | null) =>
  iso
    ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('es-ES', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(iso.length === 10 ? { timeZone: 'UTC' } : {}),
      })
    : '—';

const lista = (xs: string[]): Content => ({ ul: xs, margin: [0, 0, 0, 4] });
const tabla = (cabecera: string[], filas: string[][], widths: (string | number)[]): Content => ({
  table: { headerRows: 1, widths, body: [cabecera.map((c) => ({ text: c, bold: true })), ...filas] },
  layout: 'lightHorizontalLines',
  margin: [0, 2, 0, 6],
});

function plantilla(p: Dosier['plantillas'][number]): Content[] {
  const uso = [
    p.habilitada ? 'habilitada para la empresa' : 'ya no habilitada',
    `${cuenta(p.entrevistasEnPeriodo, 'entrevista', 'entrevistas')} en el periodo${p.versionesUsadas.length ? ` (${p.versionesUsadas.length === 1 ? 'versión' : 'versiones'} ${p.versionesUsadas.join(', ')})` : ''}`,
  ].join(' · ');
  const out: Content[] = [
    { text: `${p.nombre} — versión ${p.version}`, style: 'h3' },
    {
      text: `${p.origen === 'propia' ? `Plantilla propia de la empresa (copiada de ${p.base ?? '—'})` : 'Plantilla de la plataforma Talentia'} · versión del ${fechaDosier(p.fechaVersion)} · ${uso}`,
      style: 'apagado',
    },
  ];
  if (p.descripcion) out.push({ text: p.descripcion, style: 'parrafo' });
  for (const f of p.fases) {
    out.push({ text: `Fase: ${f.nombre}${f.objetivo ? ` — ${f.objetivo}` : ''}`, style: 'h4' });
    out.push({
      ol: f.preguntas.map((q) => ({
        text: [q.texto, { text: ` (explora: ${q.explora ?? '—'}; competencia: ${q.competencia ?? '—'})`, color: GRIS }],
      })),
    });
  }
  if (p.rubrica.length) {
    out.push({ text: 'Rúbrica y anclas', style: 'h4' });
    out.push(
      tabla(
        ['Competencia', 'Bajo (0–3)', 'Medio (4–6)', 'Alto (7–10)'],
        p.rubrica.map((c) => [
          c.descripcion ? `${c.competencia}: ${c.descripcion}` : c.competencia,
          c.anclas.bajo,
          c.anclas.medio,
          c.anclas.alto,
        ]),
        ['22%', '26%', '26%', '26%'],
      ),
    );
  }
  if (p.criterioPasado !== null) out.push({ text: `Criterio de aprobado de la plantilla: ${p.criterioPasado} %`, style: 'apagado' });
  out.push({ text: 'Lo que la plantilla añade a las instrucciones del modelo', style: 'h4' });
  out.push(
    p.promptSistema || p.promptUsuario || p.contexto
      ? lista([
          `Instrucciones de sistema: ${p.promptSistema ?? '—'}`,
          `Instrucciones de usuario: ${p.promptUsuario ?? '—'}`,
          `Contexto del servicio: ${p.contexto ?? '—'}`,
          `Variables que usa: ${p.variables.join(', ') || 'ninguna'}`,
        ])
      : { text: 'Nada: el modelo recibe solo las instrucciones fijas de Talentia, el diseño y las respuestas.', style: 'parrafo' },
  );
  if (p.cambios.length) {
    out.push({ text: 'Cambios de cada versión', style: 'h4' });
    for (const v of p.cambios) {
      out.push({ text: `Versión ${v.version} (${fechaDosier(v.fecha)})`, bold: true, margin: [0, 3, 0, 1] });
      if (!v.comparable) out.push({ text: 'La versión anterior no se conservó: no se pueden mostrar sus diferencias.', style: 'apagado' });
      else if (!v.cambios.length) out.push({ text: 'Sin cambios en el diseño ni en las instrucciones.', style: 'apagado' });
      else
        out.push(
          lista(
            v.cambios.map(
              (c) =>
                `${c.descripcion}${c.antes !== null ? `. Antes: «${c.antes}»` : ''}${c.despues !== null ? `. Ahora: «${c.despues}»` : ''}`,
            ),
          ),
        );
    }
  }
  return out;
}

/** Which of the company's answers the document carries (its saved version), or what is left to it. */
const respuestasIncluidas = (re: Dosier['respuestasEmpresa'], ninguna: string): Content => ({
  text: re
    ? `Las respuestas marcadas «Respuesta de la empresa» son las suyas (versión ${re.version}, guardada el ${fechaDosier(re.guardadaEn)} por ${re.guardadaPor}); las que quedan en naranja las completa la empresa.`
    : ninguna,
  style: 'apagado',
});

/** Questions and answers under their block's heading (the guide's, or the study's sections), «A completar» in orange. */
function apartados(xs: RespuestaGuia[]): Content[] {
  const out: Content[] = [];
  let bloque = '';
  for (const g of xs) {
    if (g.bloque !== bloque) {
      bloque = g.bloque;
      out.push({ text: bloque, style: 'h3' });
    }
    out.push({ text: g.pregunta, bold: true, margin: [0, 4, 0, 1] });
    out.push({ text: g.respuesta, style: 'parrafo', ...(g.aCompletar ? { color: AVISO } : {}) });
    if (g.deLaEmpresa) out.push({ text: 'Respuesta de la empresa.', style: 'apagado' });
  }
  return out;
}

/** The PDF's document definition. */
export function documentoDosier(d: Dosier): TDocumentDefinitions {
  const s = d.supervision;
  const marco = marcoPdf(`${d.titulo} (${d.empresa.nombre})`);
  return {
    ...marco,
    // Numbered sections one after another: each heading keeps its distance from the section before.
    styles: { ...marco.styles, h2: { ...marco.styles?.h2, margin: [0, 14, 0, 6] } },
    content: [
      { text: d.titulo, style: 'h1' },
      { text: `${d.empresa.nombre} · periodo del ${fechaDosier(d.desde)} al ${fechaDosier(d.hasta)}`, style: 'parrafo' },
      {
        text: `Generado por Talentia el ${fechaDosier(d.generadoEn)} a partir de los datos guardados (art. 64.4.d del Estatuto de los Trabajadores; art. 26.7 del Reglamento europeo de IA). Huella SHA-256: ${d.hash}`,
        style: 'apagado',
      },
      {
        text: d.ultimaEntrega
          ? `Última entrega registrada: ${fechaDosier(d.ultimaEntrega.fecha)} a ${d.ultimaEntrega.organo}. Los cambios de cada plantilla se cuentan desde entonces.`
          : 'No hay entregas registradas: los cambios de cada plantilla son los del periodo.',
        style: 'apagado',
      },
      { text: '1. Plantillas de entrevista en uso', style: 'h2' },
      ...(d.plantillas.length ? d.plantillas.flatMap(plantilla) : [{ text: 'Ninguna plantilla en uso.', style: 'parrafo' } as Content]),
      { text: '2. Instrucciones y variables enviadas a los modelos', style: 'h2' },
      { text: `Instrucciones fijas del informe (versión ${d.instrucciones.versionInforme})`, style: 'h4' },
      { text: d.instrucciones.reglasInforme, style: 'parrafo' },
      { text: `Instrucciones de las preguntas de seguimiento (versión ${d.instrucciones.versionRepregunta})`, style: 'h4' },
      { text: d.instrucciones.instruccionesRepregunta, style: 'parrafo' },
      { text: 'Variables', style: 'h4' },
      tabla(
        ['Variable', 'De dónde sale'],
        d.instrucciones.variables.map((v) => [v.nombre, v.origen]),
        ['25%', '75%'],
      ),
      { text: 'Lo que nunca se envía a un modelo', style: 'h4' },
      lista(d.instrucciones.noSeEnvia),
      { text: '3. Proveedores y modelos usados en el periodo', style: 'h2' },
      d.modelos.length
        ? tabla(
            ['Tarea', 'Método', 'Proveedor', 'Modelo', 'Veces', 'Versión de instrucciones'],
            d.modelos.map((m) => [
              m.tarea === 'informe' ? 'Informe' : 'Pregunta de seguimiento',
              m.metodo === 'proveedor' ? 'Modelo de lenguaje' : 'Analizador integrado',
              m.proveedor ?? '—',
              m.modelo,
              String(m.veces),
              m.versionesInstrucciones.join(', ') || '—',
            ]),
            ['16%', '18%', '14%', '22%', '10%', '20%'],
          )
        : { text: 'Ningún informe ni pregunta de seguimiento en el periodo.', style: 'parrafo' },
      {
        text: `Analizador integrado (${d.analizador.version}), usado en ${cuenta(d.analizador.usadoEnPeriodo, 'informe', 'informes')} del periodo`,
        style: 'h4',
      },
      { text: 'Qué mide', bold: true },
      lista(d.analizador.mide),
      { text: 'Qué no mide', bold: true },
      lista(d.analizador.noMide),
      { text: '4. Señales de integridad', style: 'h2' },
      {
        text: `Comprobaciones de cada respuesta (${d.integridad.comprobaciones.version}); una respuesta marcada nunca es evidencia ni decide nada.`,
        style: 'parrafo',
      },
      tabla(
        ['Comprobación', 'Respuestas marcadas en el periodo'],
        d.integridad.comprobaciones.tipos.map((t) => [t.etiqueta, String(t.veces)]),
        ['70%', '30%'],
      ),
      {
        text: d.integridad.senalesPagina.activas
          ? `La página del candidato anota: ${d.integridad.senalesPagina.recoge.join('; ').toLowerCase()}.`
          : 'Las señales de la página del candidato están desactivadas.',
        style: 'parrafo',
      },
      { text: '5. Supervisión humana', style: 'h2' },
      lista([
        `Revisan y deciden: personas con rol ${s.rolesQueRevisan.join(' u ')}.`,
        `Informes del periodo: ${s.informes}; revisados por una persona: ${s.informesRevisados}${s.porcentajeRevisado === null ? '' : ` (${s.porcentajeRevisado} %)`}.`,
        `Revisiones que confirmaron la IA: ${s.coincidencias}; que la cambiaron: ${s.cambios}.`,
        `IA en pausa ahora: ${s.pausaIA ? 'sí' : 'no'}. Umbral de recomendación: ${s.umbral === null ? 'el criterio de cada plantilla' : `${s.umbral} sobre 10`}.`,
      ]),
      ...(s.revisores.length
        ? [
            tabla(
              ['Persona revisora', 'Revisiones'],
              s.revisores.map((r) => [r.nombre, String(r.revisiones)]),
              ['70%', '30%'],
            ),
          ]
        : []),
      ...(s.motivosCambio.length
        ? [
            { text: 'Cambios sobre la IA y sus motivos', style: 'h4' } as Content,
            tabla(
              ['Fecha', 'IA', 'Persona', 'Motivo'],
              s.motivosCambio.map((m) => [fechaDosier(m.fecha), m.recomendacionIA, m.decision, m.motivo ?? '—']),
              ['16%', '17%', '17%', '50%'],
            ),
          ]
        : []),
      { text: '6. Conservación de los datos', style: 'h2' },
      { text: d.conservacion.texto, style: 'parrafo' },
      { text: '7. Derechos de las personas candidatas y cómo ejercerlos', style: 'h2' },
      tabla(
        ['Derecho', 'Cómo se ejerce'],
        d.derechos.map((x) => [x.derecho, x.comoEjercerlo]),
        ['30%', '70%'],
      ),
      { text: '8. Seguimiento de equidad', style: 'h2' },
      { text: d.equidad.texto, style: 'parrafo', ...(d.equidad.aCompletar ? { color: AVISO } : {}) },
      ...(d.equidad.medidasEmpresa
        ? [{ text: `Medidas de la empresa: ${d.equidad.medidasEmpresa}`, style: 'parrafo' } satisfies Content]
        : []),
      {
        text: '9. Cuestionario de la guía «Información algorítmica en el ámbito laboral» (Ministerio de Trabajo y Economía Social)',
        style: 'h2',
      },
      respuestasIncluidas(d.respuestasEmpresa, 'Las respuestas en naranja las completa la empresa.'),
      ...apartados(d.guia),
    ],
  };
}

export const nombreArchivoDosier = (d: Dosier, ext: 'pdf' | 'json') => `dosier-algoritmico_${d.desde}_${d.hasta}.${ext}`;

/** Makes the PDF and downloads it. */
export async function descargarDosierPdf(d: Dosier): Promise<void> {
  const pdfMake = await cargarPdfMake();
  guardarArchivo(await pdfMake.createPdf(documentoDosier(d)).getBlob(), nombreArchivoDosier(d, 'pdf'));
}

/** Colombia's privacy impact study (issue 67 item 7): its frame, then its sections as the server wrote them. */
export function documentoEstudio(e: EstudioImpacto): TDocumentDefinitions {
  return {
    ...marcoPdf(`${e.titulo} (${e.empresa.nombre})`),
    content: [
      { text: e.titulo, style: 'h1' },
      { text: `${e.empresa.nombre} · periodo del ${fechaDosier(e.desde)} al ${fechaDosier(e.hasta)}`, style: 'parrafo' },
      {
        text: `Generado por Talentia el ${fechaDosier(e.generadoEn)} a partir de los datos guardados, como pide ${e.norma}. Huella SHA-256: ${e.hash}`,
        style: 'apagado',
      },
      respuestasIncluidas(e.respuestasEmpresa, 'Los apartados en naranja los completa la empresa.'),
      ...(e.respuestasEstudio
        ? [
            {
              text: `Respuestas propias del estudio: versión ${e.respuestasEstudio.version}, guardada el ${fechaDosier(e.respuestasEstudio.guardadaEn)} por ${e.respuestasEstudio.guardadaPor} (${e.respuestasEstudio.respondidas} de ${e.respuestasEstudio.total}).`,
              style: 'apagado',
            },
          ]
        : []),
      ...apartados(e.apartados),
    ],
  };
}

/** Makes the study's PDF and downloads it. */
export async function descargarEstudioPdf(e: EstudioImpacto): Promise<void> {
  const pdfMake = await cargarPdfMake();
  guardarArchivo(await pdfMake.createPdf(documentoEstudio(e)).getBlob(), `estudio-impacto-co_${e.desde}_${e.hasta}.pdf`);
}
