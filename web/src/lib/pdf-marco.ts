// The frame every readable PDF of the app shares (D152, D174): A4, the same margins, Roboto, the
// headings and text styles, and «Página n de m» at the foot. «Mis datos» and the algorithm dossier
// put their own content in it.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export const GRIS_PDF = '#5f6b7a';
export const MARCA_PDF = '#0052a6';

export function marcoPdf(titulo: string): Omit<TDocumentDefinitions, 'content'> {
  return {
    info: { title: titulo, creator: 'Talentia' },
    pageSize: 'A4',
    pageMargins: [56, 60, 56, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      h1: { fontSize: 20, bold: true, color: MARCA_PDF, margin: [0, 0, 0, 8] },
      h2: { fontSize: 16, bold: true, color: MARCA_PDF, margin: [0, 0, 0, 6] },
      h3: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      h4: { fontSize: 10.5, bold: true, color: MARCA_PDF, margin: [0, 8, 0, 3] },
      parrafo: { margin: [0, 0, 0, 4] },
      apagado: { color: GRIS_PDF, margin: [0, 0, 0, 3] },
      cita: { italics: true, margin: [12, 0, 0, 3] },
    },
    footer: (pagina, total) => ({
      text: `Página ${pagina} de ${total}`,
      alignment: 'center',
      fontSize: 8,
      color: GRIS_PDF,
      margin: [0, 20, 0, 0],
    }),
  };
}
