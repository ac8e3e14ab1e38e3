// «Mis datos» as a PDF a person reads (D152): the document rendered into a real PDF in Node
// (test/pdf-node.ts) and read back: the same content as the page — each company's contact, the
// profile, the answers, the scores with the rubric level's words and the quotes, the decision and
// how the AI was used — with Spanish letters intact and page numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datosMisDatos } from '../../test/mis-datos-fixtures';
import { renderizarPdf, type PdfRenderizado } from '../../test/pdf-node';
import { documentoMisDatos, nombreArchivoMisDatos } from './mis-datos-pdf';
import { fecha } from './mis-datos-formato';

const datos = datosMisDatos;
const entrevista = datos.empresas[0]!.entrevistas[0]!;

/** pdftotext breaks lines where the page does (after a space or a hyphen): compare with single spaces. */
const plano = (t: string) => t.replace(/\s+/g, ' ').replace(/- /g, '-');

describe('«Mis datos» as a real PDF', () => {
  let r: PdfRenderizado;
  beforeAll(async () => {
    r = await renderizarPdf(documentoMisDatos(datos), nombreArchivoMisDatos(datos));
  }, 60_000);
  afterAll(() => r?.quitar());

  it('is named by the day it was made', () => {
    expect(nombreArchivoMisDatos(datos)).toBe('mis-datos-2026-11-25.pdf');
  });

  it('says what the page says: contact, profile, answers, scores with the level’s words and quotes, the decision', () => {
    const texto = plano(r.textoCrudo);
    for (const t of [
      'Mis datos',
      'lucia@correo.test',
      `Documento generado el ${fecha(datos.generadoEn)}`,
      'Acme Talento',
      'Contacto para ejercer tus derechos: privacidad@acme.test',
      'Lucía Ortega Íñiguez',
      '+34 600 111 222',
      'SQL, Python',
      '¿Qué aprendiste en tu último año?',
      'Lideré un equipo de cinco personas.',
      '¿Qué resultado concreto obtuviste?',
      'Texto pegado: 1 vez, 420 caracteres · Salidas de la página: 2 · Tiempo en pantalla: 3 min 10 s',
      'Comunicación: 6/10 (nivel medio de la rúbrica)',
      'Qué describe ese nivel: Explica sus decisiones con algún ejemplo',
      '«explico los cambios al equipo con ejemplos»',
      'Decisión de la empresa: En duda (Adela Ruiz Núñez',
      'Faltan ejemplos técnicos.',
      'Comentarios sobre tu entrevista',
      'Explicas los cambios con ejemplos cercanos.',
      'Cuenta qué resultado tuvo lo que hiciste.',
      'Tu opinión sobre el proceso',
      '8 de 10 · «Preguntas claras.»',
      'Tu solicitud de ajuste',
      'Más tiempo · Aceptado',
      'Leo despacio: necesito más tiempo.',
      'Respuesta de Adela Ruiz Núñez',
      'Tienes diez veces más tiempo.',
      'Tu conversación con la empresa',
      '¿Puedo hacerla por la tarde?',
      'Sí, a cualquier hora.',
      'Tu opinión sobre la evaluación',
      'pediste que una persona la revisara',
      'En la segunda respuesta hablé de un equipo de ocho personas, no de cinco.',
      'Hemos revisado la evaluación con tu aclaración.',
      'Tu petición de borrado',
      'La empresa se opuso el',
      'Hay un proceso judicial abierto que obliga a conservar la entrevista.',
    ])
      expect(texto, t).toContain(t);
  });

  it('carries the explanation of how the AI was used, word for word', () => {
    const texto = plano(r.textoCrudo);
    expect(texto).toContain('Cómo se usó la IA en esta entrevista');
    for (const p of entrevista.explicacion) expect(texto, p).toContain(plano(p));
  });

  it('numbers its pages', () => {
    expect(plano(r.texto)).toMatch(/Página 1 de [2-9]/);
  });
});
