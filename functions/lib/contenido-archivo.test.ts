import { describe, expect, it } from 'vitest';
import { comprobarImagen, esDocumento, tipoImagenPorFirma } from './contenido-archivo.js';

const b64 = (s: string) => Buffer.from(s, 'base64');
const PNG_1PX = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const GIF_1PX = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const WEBP_1PX = b64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
/** SOI, JFIF APP0, SOF0 for 3×2, EOI: enough for the header. */
const JPEG_3X2 = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108000200030301220002110103110100ffd9', 'hex');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle r="4"/></svg>');

/** A PNG whose IHDR says `ancho`×`alto`. */
function pngDe(ancho: number, alto: number): Buffer {
  const png = Buffer.from(PNG_1PX);
  png.writeUInt32BE(ancho, 16);
  png.writeUInt32BE(alto, 20);
  return png;
}

describe('comprobarImagen', () => {
  it.each([
    ['PNG', PNG_1PX, 'image/png', 1, 1],
    ['GIF', GIF_1PX, 'image/gif', 1, 1],
    ['WebP', WEBP_1PX, 'image/webp', 1, 1],
    ['JPEG', JPEG_3X2, 'image/jpeg', 3, 2],
    ['SVG', SVG, 'image/svg+xml', 24, 24],
  ])('accepts a real %s and decodes its size', (_n, data, tipo, ancho, alto) => {
    expect(comprobarImagen(data, tipo)).toEqual({ ok: true, tipo, ancho, alto });
  });

  it('accepts the names browsers give the same type (image/jpg)', () => {
    expect(comprobarImagen(JPEG_3X2, 'image/jpg')).toMatchObject({ ok: true, tipo: 'image/jpeg' });
  });

  it('refuses a text file renamed .png', () => {
    expect(comprobarImagen(Buffer.from('esto no es una imagen\n'), 'image/png')).toEqual({ ok: false, motivo: 'noImagen' });
    expect(tipoImagenPorFirma(Buffer.from('<html><body>hola</body></html>'))).toBeUndefined();
  });

  it('refuses a PNG signature without a readable header', () => {
    expect(comprobarImagen(PNG_1PX.subarray(0, 12), 'image/png')).toMatchObject({ ok: false, motivo: 'danada' });
  });

  it('refuses absurd dimensions', () => {
    expect(comprobarImagen(pngDe(0, 10), 'image/png')).toMatchObject({ ok: false, motivo: 'dimensiones' });
    expect(comprobarImagen(pngDe(100_000, 10), 'image/png')).toMatchObject({ ok: false, motivo: 'dimensiones' });
    expect(comprobarImagen(pngDe(9_000, 9_000), 'image/png')).toMatchObject({ ok: false, motivo: 'dimensiones' });
    expect(comprobarImagen(pngDe(4_000, 3_000), 'image/png')).toMatchObject({ ok: true });
  });

  it('refuses content that disagrees with the declared type', () => {
    expect(comprobarImagen(JPEG_3X2, 'image/png')).toEqual({ ok: false, motivo: 'tipoNoCoincide', tipo: 'image/jpeg' });
  });
});

describe('esDocumento', () => {
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]);
  const ole = Buffer.from('d0cf11e0a1b11ae1000000', 'hex');

  it('recognises each kind by its content', () => {
    expect(esDocumento(Buffer.from('%PDF-1.7\n%%EOF\n'), 'pdf')).toBe(true);
    expect(esDocumento(ole, 'doc')).toBe(true);
    expect(esDocumento(docx, 'docx')).toBe(true);
    expect(esDocumento(Buffer.from('Misión: crecer con personas.\r\n\tVisión'), 'txt')).toBe(true);
    expect(esDocumento(Buffer.from('Misi\xf3n en Latin-1', 'latin1'), 'txt')).toBe(true);
  });

  it('refuses a text file renamed .pdf, .doc or .docx and a binary renamed .txt', () => {
    const texto = Buffer.from('esto no es un PDF');
    expect(esDocumento(texto, 'pdf')).toBe(false);
    expect(esDocumento(texto, 'doc')).toBe(false);
    expect(esDocumento(texto, 'docx')).toBe(false);
    expect(esDocumento(PNG_1PX, 'txt')).toBe(false);
    expect(esDocumento(Buffer.from('%PDF-1.4\n\u0000\u0001'), 'txt')).toBe(false);
  });

  it('refuses a ZIP that is not a Word document as .docx', () => {
    expect(esDocumento(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('foto.jpg')]), 'docx')).toBe(false);
  });
});
