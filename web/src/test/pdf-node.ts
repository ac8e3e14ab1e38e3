// A pdfmake document rendered into a real PDF with pdfmake's Node API and the Roboto fonts the
// package ships (the browser build uses the same fonts from its virtual file system), then read back
// with poppler's pdftotext. Poppler is required: Debian/Ubuntu `apt-get install poppler-utils`.
// It runs in the `web` project's jsdom environment: that project's set-up file needs `window`, so a
// node-environment docblock fails there. Node's APIs (fs, child_process, pdfmake's Node build loaded
// with require) work the same under jsdom, except one thing: vitest puts jsdom's Uint8Array and
// ArrayBuffer on the global object, and pdfkit recognises a font file (a Node Buffer) with
// `instanceof Uint8Array`; Node's own constructors are put back while the PDF is made.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { vi } from 'vitest';

const require = createRequire(import.meta.url);

/** Runs a poppler tool; a missing one fails the test saying what to install. */
export function poppler(herramienta: 'pdftotext' | 'pdftoppm', args: string[]): string {
  try {
    return execFileSync(herramienta, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${herramienta} no está instalado: instala poppler-utils (Debian/Ubuntu: apt-get install poppler-utils)`, {
        cause: error,
      });
    }
    throw error;
  }
}

export interface PdfRenderizado {
  /** The folder the file is in (remove it after). */
  dir: string;
  /** The PDF file's path. */
  pdf: string;
  /** Its text laid out as on the page (pdftotext). */
  texto: string;
  /** The text in the order it is drawn (pdftotext -raw), as a viewer copies it. */
  textoCrudo: string;
  quitar: () => void;
}

/** Renders `documento` into `{tmp}/{nombre}` and reads its text back. */
export async function renderizarPdf(documento: TDocumentDefinitions, nombre: string): Promise<PdfRenderizado> {
  const pdfmake = require('pdfmake') as typeof import('pdfmake');
  // The same Roboto the browser build carries in its vfs, read from the package's fonts folder.
  const fuentes = require('pdfmake/fonts/Roboto') as import('pdfmake/interfaces').TFontDictionary;
  const carpetaFuentes = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  pdfmake.setFonts(fuentes);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((ruta) => ruta.startsWith(carpetaFuentes));
  // Node's Uint8Array and ArrayBuffer (a Buffer's), instead of jsdom's, while pdfkit reads the fonts.
  vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor);
  vi.stubGlobal('ArrayBuffer', Buffer.alloc(0).buffer.constructor);
  let buffer: Buffer;
  try {
    buffer = await pdfmake.createPdf(documento).getBuffer();
  } finally {
    vi.unstubAllGlobals();
  }
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const pdf = join(dir, nombre);
  writeFileSync(pdf, buffer);
  return {
    dir,
    pdf,
    texto: poppler('pdftotext', ['-enc', 'UTF-8', pdf, '-']),
    textoCrudo: poppler('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-']),
    quitar: () => rmSync(dir, { recursive: true, force: true }),
  };
}
