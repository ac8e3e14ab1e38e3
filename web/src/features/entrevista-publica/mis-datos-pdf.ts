// «Mis datos» as a readable PDF (D152; GDPR Art. 15(3) and 20: a copy in a form a person reads,
// beside the JSON a program reads). The same content as the page and the JSON: per company its
// contact, the profile, each interview with its answers, the report's scores with the rubric level
// each matched and what it says, the quotes, the integrity signals of each answer (D158), the company's decision, how the AI was used and the
// candidate's views on the assessment with the company's answers (D150). The
// document is pure (`documentoMisDatos`: a test renders it in Node); the download loads pdfmake on
// the first click only (lib/pdfmake.ts), and this module itself is a chunk the page imports on click.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { ESTADO_AJUSTE_ETIQUETA, TIPO_AJUSTE_ETIQUETA } from '@shared/ayuda-candidato';
import { describirSenales } from '@shared/senales-texto';
import { guardarArchivo } from '../../lib/descargar';
import { GRIS_PDF, marcoPdf } from '../../lib/pdf-marco';
import { cargarPdfMake } from '../../lib/pdfmake';
import type { DatosTitular, EmpresaTitular, EntrevistaTitular } from './api/mis-datos';
import { enVariante } from '@shared/espanol';
import { ESTADO_ENTREVISTA, autorInforme, fecha, filasPerfil, puntuacionConAncla, textoRevision } from './mis-datos-formato';

const GRIS = GRIS_PDF;

/** `t`: the company's Spanish (D215). */
function entrevista(x: EntrevistaTitular, t: (texto: string) => string): Content[] {
  const partes: Content[] = [
    { text: `${x.servicio} · ${ESTADO_ENTREVISTA[x.estado] ?? x.estado}`, style: 'h3' },
    {
      text: t(
        `${x.fechaRealizacion ? `Realizada el ${fecha(x.fechaRealizacion)}` : `Programada para el ${fecha(x.fechaProgramada)}`}${x.simulada ? ' · Simulación de demostración: las respuestas no son ‹tuyas›' : ''}`,
      ),
      style: 'apagado',
    },
  ];
  if (x.explicacion.length)
    partes.push(
      { text: 'Cómo se usó la IA en esta entrevista', style: 'h4' },
      ...x.explicacion.map((p) => ({ text: p, style: 'parrafo' })),
    );
  if (x.respuestas.length) {
    partes.push({ text: t('‹Tus› respuestas'), style: 'h4' });
    for (const r of x.respuestas) {
      partes.push(
        { text: `${r.n + 1}. ${r.pregunta}`, bold: true, margin: [0, 4, 0, 1] },
        { text: r.respuesta || '(sin respuesta)', style: 'cita' },
      );
      if (r.repregunta)
        partes.push(
          { text: r.repregunta.pregunta, bold: true, margin: [0, 2, 0, 1] },
          { text: r.repregunta.respuesta || '(sin respuesta)', style: 'cita' },
        );
      // The integrity signals noted for it (D158), in the page's neutral words.
      if (r.senales) partes.push({ text: describirSenales(r.senales), style: 'apagado' });
    }
  }
  if (x.informe) {
    partes.push({ text: `Informe ${autorInforme(x.informe)}`, style: 'h4' });
    if (x.informe.resumenEjecutivo) partes.push({ text: x.informe.resumenEjecutivo, style: 'parrafo' });
    for (const s of x.informe.softSkills) {
      if (!s.evaluado) {
        partes.push({
          text: [{ text: `${s.habilidad}: `, bold: true }, 'sin valorar (ninguna cita lo justificaba)'],
          margin: [0, 3, 0, 0],
        });
        continue;
      }
      const p = puntuacionConAncla(x, s);
      partes.push({ text: [{ text: `${s.habilidad}: `, bold: true }, p.nota], margin: [0, 3, 0, 0] });
      if (p.ancla) partes.push({ text: `Qué describe ese nivel: ${p.ancla}`, style: 'apagado' });
      if (s.justificacion) partes.push({ text: s.justificacion, style: 'parrafo' });
      for (const ev of s.evidencia) partes.push({ text: `«${ev.cita}»`, style: 'cita' });
    }
    for (const h of x.informe.hardSkills)
      partes.push({
        text: [{ text: `${h.habilidad}: `, bold: true }, h.nivel === 'no_evaluado' ? 'sin valorar' : `nivel ${h.nivel}`],
        margin: [0, 3, 0, 0],
      });
    if (x.informe.conclusiones)
      partes.push({ text: 'Conclusiones', bold: true, margin: [0, 4, 0, 0] }, { text: x.informe.conclusiones, style: 'parrafo' });
  }
  if (x.revision) partes.push({ text: textoRevision(x.revision.actual), style: 'parrafo', margin: [0, 4, 0, 0] });
  // The feedback a person approved, with the candidate's own words, and their opinion of the process (D173).
  if (x.comentarios) {
    partes.push(
      { text: t('Comentarios sobre ‹tu› entrevista'), style: 'h4' },
      { text: `Una persona del equipo los revisó y aprobó el ${fecha(x.comentarios.fecha)}.`, style: 'apagado' },
    );
    for (const [titulo, puntos] of [
      ['Puntos fuertes', x.comentarios.fortalezas],
      ['Aspectos a mejorar', x.comentarios.mejoras],
    ] as const) {
      partes.push({ text: titulo, bold: true, margin: [0, 3, 0, 0] });
      for (const p of puntos) partes.push({ text: p.texto, style: 'parrafo' }, { text: `«${p.cita}»`, style: 'cita' });
    }
  }
  if (x.opinion)
    partes.push({
      text: t(
        `‹Tu› opinión sobre el proceso (${fecha(x.opinion.fecha)}): ${x.opinion.puntuacion === null ? 'sin puntuación' : `${x.opinion.puntuacion} de 10`}${x.opinion.comentario ? ` · «${x.opinion.comentario}»` : ''}`,
      ),
      style: 'apagado',
    });
  // The adjustments they asked for and their thread with a person, with the company's answers (D172).
  for (const a of x.ayuda?.ajustes ?? []) {
    partes.push(
      {
        text: t(
          `‹Tu› solicitud de ajuste (${fecha(a.enviadaEn)}): ${a.tipos.map((tipo) => TIPO_AJUSTE_ETIQUETA[tipo]).join(', ')} · ${ESTADO_AJUSTE_ETIQUETA[a.estado]}`,
        ),
        style: 'h4',
      },
      ...(a.texto ? [{ text: a.texto, style: 'cita' }] : []),
      ...(a.respuesta
        ? [{ text: `Respuesta de ${a.respuesta.por} (${fecha(a.respuesta.fecha)}): ${a.respuesta.texto}`, style: 'parrafo' }]
        : []),
    );
  }
  if (x.ayuda?.mensajes.length) {
    partes.push({ text: t('‹Tu› conversación con la empresa'), style: 'h4' });
    for (const m of x.ayuda.mensajes)
      partes.push({
        text: t(`${m.de === 'candidato' ? '‹Tú›' : (m.por ?? 'La empresa')} (${fecha(m.fecha)}): ${m.texto}`),
        style: m.de === 'candidato' ? 'cita' : 'parrafo',
      });
  }
  for (const i of x.impugnaciones ?? []) {
    partes.push(
      {
        text: t(
          `‹Tu› opinión sobre la evaluación (${fecha(i.enviadaEn)})${i.pideRevision ? ' · ‹pediste› que una persona la revisara' : ''}`,
        ),
        style: 'h4',
      },
      { text: i.opinion, style: 'cita' },
      i.respuesta
        ? { text: `Respuesta de ${i.respuesta.por} (${fecha(i.respuesta.fecha)}): ${i.respuesta.texto}`, style: 'parrafo' }
        : { text: 'Pendiente de respuesta de la empresa.', style: 'apagado' },
    );
  }
  return partes;
}

/** The erasure the candidate asked for (D149): pending until its date, or the company's written objection. */
function peticionBorrado(b: EmpresaTitular['borrado'], t: (texto: string) => string): Content[] {
  if (!b) return [];
  return [
    { text: t('‹Tu› petición de borrado'), style: 'h3' },
    b.oposicion
      ? {
          text: t(
            `‹Pediste› el ${fecha(b.solicitadoEn)} que se borraran ‹tus› datos. La empresa se opuso el ${fecha(b.oposicion.fecha)} por este motivo legal: ${b.oposicion.motivo}`,
          ),
          style: 'parrafo',
        }
      : {
          text: t(
            `‹Pediste› el ${fecha(b.solicitadoEn)} que se borraran ‹tus› datos. Si la empresa no se opone, se borrarán a partir del ${fecha(b.plazoHasta)}.`,
          ),
          style: 'parrafo',
        },
  ];
}

/** A company's section, in its own country's Spanish (D215), as on the page. */
function empresa(e: EmpresaTitular): Content[] {
  const t = (texto: string) => enVariante(texto, e.empresa.variante);
  return [
    { text: e.empresa.nombre, style: 'h2', pageBreak: 'before' },
    { text: t(`Contacto para ejercer ‹tus› derechos: ${e.empresa.contacto}`), style: 'parrafo' },
    { text: t('‹Tu› perfil'), style: 'h3' },
    {
      table: { widths: [150, '*'], body: filasPerfil(e.candidato).map(([k, v]) => [{ text: k, color: GRIS }, v]) },
      layout: 'lightHorizontalLines',
    },
    { text: 'Entrevistas', style: 'h3' },
    ...(e.entrevistas.length ? e.entrevistas.flatMap((x) => entrevista(x, t)) : [{ text: 'Ninguna.', style: 'apagado' } as Content]),
    ...peticionBorrado(e.borrado, t),
  ];
}

/** The PDF's document definition: a title page, then one section per company. */
export function documentoMisDatos(datos: DatosTitular): TDocumentDefinitions {
  return {
    ...marcoPdf(`Mis datos (${datos.email})`),
    content: [
      { text: 'Mis datos', style: 'h1' },
      { text: `Lo que guardan sobre ${datos.email} las empresas que usan Talentia.`, style: 'parrafo' },
      { text: `Documento generado el ${fecha(datos.generadoEn)}.`, style: 'apagado' },
      datos.empresas.length
        ? { text: `Empresas: ${datos.empresas.map((e) => e.empresa.nombre).join(', ')}.`, style: 'parrafo' }
        : { text: 'Ninguna empresa guarda datos asociados a este email.', style: 'parrafo' },
      ...datos.empresas.flatMap(empresa),
    ],
  };
}

export const nombreArchivoMisDatos = (datos: DatosTitular) => `mis-datos-${datos.generadoEn.slice(0, 10)}.pdf`;

/** Makes the PDF and downloads it. */
export async function descargarMisDatosPdf(datos: DatosTitular): Promise<void> {
  const pdfMake = await cargarPdfMake();
  guardarArchivo(await pdfMake.createPdf(documentoMisDatos(datos)).getBlob(), nombreArchivoMisDatos(datos));
}
