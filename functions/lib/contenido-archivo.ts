// What an uploaded file really is, read from its bytes: a name or a declared content type is only
// what the browser guessed from the extension, so a text file renamed `.png` used to be stored as
// an avatar (D117). Images are recognised by their signature and their header decoded
// (image-size) to refuse broken or absurd ones; the plan's documents by their signature too.

import { imageSize } from 'image-size';

/** The image types an avatar may have (the spec says "any image"; these are the ones browsers show). */
export const TIPOS_IMAGEN = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/svg+xml'] as const;
export type TipoImagen = (typeof TIPOS_IMAGEN)[number];

/** A side longer than this is not a photo but a decompression bomb or a broken header. */
export const MAX_LADO_IMAGEN = 10_000;
/** 40 megapixels: bigger than any phone camera's photo. */
export const MAX_PIXELES_IMAGEN = 40_000_000;

/** Content types browsers send for the same image under another name. */
const ALIAS_IMAGEN: Record<string, TipoImagen> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
};

/** image-size's name for each type, to make sure the decoder read the same format as the signature. */
const NOMBRE_IMAGE_SIZE: Record<TipoImagen, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
};

function empiezaCon(data: Uint8Array, firma: readonly number[], desde = 0): boolean {
  if (data.length < desde + firma.length) return false;
  return firma.every((byte, i) => data[desde + i] === byte);
}

function ascii(data: Uint8Array, desde: number, hasta: number): string {
  return Buffer.from(data.subarray(desde, hasta)).toString('latin1');
}

/** The image type its first bytes say, or undefined when they are not one of TIPOS_IMAGEN. */
export function tipoImagenPorFirma(data: Uint8Array): TipoImagen | undefined {
  if (empiezaCon(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (empiezaCon(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const cabecera = ascii(data, 0, 12);
  if (cabecera.startsWith('GIF87a') || cabecera.startsWith('GIF89a')) return 'image/gif';
  if (cabecera.startsWith('RIFF') && cabecera.slice(8, 12) === 'WEBP') return 'image/webp';
  if (cabecera.slice(4, 8) === 'ftyp' && ['avif', 'avis'].includes(cabecera.slice(8, 12))) return 'image/avif';
  if (cabecera.startsWith('BM') && data.length >= 26) return 'image/bmp';
  // SVG is text: optional BOM, XML declaration, comments or doctype, then the <svg> root.
  const texto = Buffer.from(data.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*</.test(texto) && /<svg[\s>]/i.test(texto) && !texto.includes('\u0000')) return 'image/svg+xml';
  return undefined;
}

export function normalizarTipo(contentType: string): string {
  const tipo = contentType.split(';')[0].trim().toLowerCase();
  return ALIAS_IMAGEN[tipo] ?? tipo;
}

export type ResultadoImagen =
  | { ok: true; tipo: TipoImagen; ancho: number; alto: number }
  | { ok: false; motivo: 'noImagen' | 'danada' | 'dimensiones' | 'tipoNoCoincide'; tipo?: TipoImagen };

/**
 * Checks that `data` is an image of an allowed type whose header decodes to sane dimensions and,
 * when `declarado` is given, that the declared content type names the same format.
 */
export function comprobarImagen(data: Uint8Array, declarado?: string): ResultadoImagen {
  const tipo = tipoImagenPorFirma(data);
  if (!tipo) return { ok: false, motivo: 'noImagen' };
  let ancho: number;
  let alto: number;
  try {
    const size = imageSize(data);
    if (size.type !== NOMBRE_IMAGE_SIZE[tipo]) return { ok: false, motivo: 'danada', tipo };
    ancho = size.width;
    alto = size.height;
  } catch {
    return { ok: false, motivo: 'danada', tipo };
  }
  if (
    !Number.isInteger(ancho) ||
    !Number.isInteger(alto) ||
    ancho < 1 ||
    alto < 1 ||
    ancho > MAX_LADO_IMAGEN ||
    alto > MAX_LADO_IMAGEN ||
    ancho * alto > MAX_PIXELES_IMAGEN
  ) {
    return { ok: false, motivo: 'dimensiones', tipo };
  }
  if (declarado !== undefined && normalizarTipo(declarado) !== tipo) return { ok: false, motivo: 'tipoNoCoincide', tipo };
  return { ok: true, tipo, ancho, alto };
}

/** The plan's file kinds (shared/schemas/empresas-api.ts TIPOS_PLAN, by extension). */
export type TipoDocumento = 'pdf' | 'doc' | 'docx' | 'txt';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const;

/** Text: no NUL or other control bytes a text editor would not write (UTF-8 or Latin-1 alike). */
function pareceTexto(data: Uint8Array): boolean {
  // UTF-16 text carries NULs; it is text all the same when it says so with its BOM.
  if (empiezaCon(data, [0xff, 0xfe]) || empiezaCon(data, [0xfe, 0xff])) return data.length % 2 === 0;
  for (const byte of data) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b) || byte === 0x7f) return false;
  }
  return true;
}

/**
 * Whether `data` (the whole file) is a document of kind `tipo`: PDF by `%PDF-`, DOC by the OLE2
 * signature, DOCX by a ZIP whose entries are a Word document's, TXT by having no binary bytes.
 */
export function esDocumento(data: Uint8Array, tipo: TipoDocumento): boolean {
  switch (tipo) {
    case 'pdf':
      return ascii(data, 0, 5) === '%PDF-';
    case 'doc':
      return empiezaCon(data, OLE);
    case 'docx': {
      if (!empiezaCon(data, ZIP)) return false;
      // Entry names are stored uncompressed (local headers and the central directory).
      const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      return buf.includes('[Content_Types].xml') && buf.includes('word/');
    }
    case 'txt':
      return pareceTexto(data);
  }
}
