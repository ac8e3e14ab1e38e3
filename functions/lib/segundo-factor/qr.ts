// The otpauth:// URI of a software token (Key Uri Format: issuer, account, secret, SHA1, 6 digits,
// 30 s) and its QR code as modules, which the enrolment screen draws as an SVG: no image, no data
// URL, nothing the page's CSP has to allow. Made on the server so the web bundle carries no QR encoder.
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../../../shared/messages.js';

export function otpauthUri(email: string, secreto: string): string {
  const etiqueta = encodeURIComponent(`${PRODUCT_NAME}:${email}`);
  const params = new URLSearchParams({ secret: secreto, issuer: PRODUCT_NAME, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${etiqueta}?${params.toString()}`;
}

export function qrDe(texto: string): { tamano: number; modulos: string } {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  let modulos = '';
  for (let i = 0; i < modules.size * modules.size; i++) modulos += modules.data[i] ? '1' : '0';
  return { tamano: modules.size, modulos };
}
