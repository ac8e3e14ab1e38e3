// 'Descargar PDF': an interview's AI report as a PDF, made in the browser with pdfmake (0.3) and the
// Roboto fonts it ships (every Spanish letter: á, ñ, ¿, «»). pdfmake and its fonts weigh ≈ 1 MB
// minified, so they load on the first download only (a chunk of their own), and once.
import type { Entrevista } from '@shared/schemas/entrevista';
import { guardarArchivo } from '../../lib/descargar';
import { documentoInforme, nombreArchivoInforme } from './pdf-documento';

type PdfMake = typeof import('pdfmake/build/pdfmake');

let cargando: Promise<PdfMake> | null = null;

/** pdfmake's browser build with Roboto in its virtual file system (loaded on the first call). */
function cargarPdfMake(): Promise<PdfMake> {
  cargando ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(([modulo, fuentes]) => {
    // CommonJS bundles: the bundler hands their module.exports (the pdfmake instance, the fonts) as `default`.
    const pdfMake = (modulo as unknown as { default?: PdfMake }).default ?? modulo;
    pdfMake.addVirtualFileSystem(fuentes.default);
    return pdfMake;
  });
  // A failed load (the network dropped) is tried again on the next click.
  cargando.catch(() => (cargando = null));
  return cargando;
}

/** Makes the PDF of the interview's AI report and downloads it as informe_{candidato}_{YYYY-MM-DD}.pdf. */
export async function descargarInformePdf(entrevista: Entrevista, opciones: { empresa: string }): Promise<void> {
  const pdfMake = await cargarPdfMake();
  const documento = documentoInforme(entrevista, { empresa: opciones.empresa, generadoEn: new Date() });
  const blob = await pdfMake.createPdf(documento).getBlob();
  guardarArchivo(blob, nombreArchivoInforme(entrevista));
}
