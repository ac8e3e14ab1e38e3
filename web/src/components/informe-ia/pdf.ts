// 'Descargar PDF': an interview's AI report as a PDF, made in the browser with pdfmake (lib/pdfmake.ts:
// loaded on the first download only).
import type { Entrevista } from '@shared/schemas/entrevista';
import { guardarArchivo } from '../../lib/descargar';
import { cargarPdfMake } from '../../lib/pdfmake';
import { documentoInforme, nombreArchivoInforme } from './pdf-documento';

/** Makes the PDF of the interview's AI report and downloads it as informe_{candidato}_{YYYY-MM-DD}.pdf. */
export async function descargarInformePdf(entrevista: Entrevista, opciones: { empresa: string }): Promise<void> {
  const pdfMake = await cargarPdfMake();
  const documento = documentoInforme(entrevista, { empresa: opciones.empresa, generadoEn: new Date() });
  const blob = await pdfMake.createPdf(documento).getBlob();
  guardarArchivo(blob, nombreArchivoInforme(entrevista));
}
