// pdfmake (0.3) in the browser, with the Roboto fonts it ships (every Spanish letter: á, ñ, ¿, «»).
// pdfmake and its fonts weigh ≈ 1 MB minified, so they load on the first download only (a chunk of
// their own), and once: the report's PDF (components/informe-ia/pdf.ts) and «Mis datos» (D152).
type PdfMake = typeof import('pdfmake/build/pdfmake');

let cargando: Promise<PdfMake> | null = null;

/** pdfmake's browser build with Roboto in its virtual file system (loaded on the first call). */
export function cargarPdfMake(): Promise<PdfMake> {
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
